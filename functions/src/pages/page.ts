/** One answer of the `pages` function, before it is written to the response. */
export interface Page {
  status: number;
  /** The Content-Type header. */
  type: string;
  cacheControl: string;
  body: string;
  headers?: Readonly<Record<string, string>>;
}

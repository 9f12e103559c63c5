import { HttpError } from './http';

export interface MultipartUpload {
  /** The JSON metadata part. */
  metadata: unknown;
  contentType: string | undefined;
  data: Buffer;
}

function boundaryOf(contentType: string | undefined): string {
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary) throw new HttpError(400, 'Bad multipart upload: the Content-Type header has no boundary.');
  return boundary;
}

function parsePart(part: Buffer, index: number): { headers: Map<string, string>; body: Buffer } {
  const split = part.indexOf('\r\n\r\n');
  if (split === -1) throw new HttpError(400, `Bad multipart upload: part ${index + 1} has no header/body separator.`);
  const headers = new Map<string, string>();
  for (const line of part.subarray(0, split).toString('utf8').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: part.subarray(split + 4) };
}

/** Splits a multipart/related upload body: a JSON metadata part, then the object's bytes. */
export function parseMultipartRelated(contentType: string | undefined, body: Buffer): MultipartUpload {
  const delimiter = Buffer.from(`--${boundaryOf(contentType)}`);
  const parts: Buffer[] = [];
  let start = body.indexOf(delimiter);
  if (start === -1) throw new HttpError(400, 'Bad multipart upload: boundary not found in body.');
  for (;;) {
    let from = start + delimiter.length;
    if (body.subarray(from, from + 2).toString() === '--') break;
    if (body.subarray(from, from + 2).toString() === '\r\n') from += 2;
    const end = body.indexOf(Buffer.concat([Buffer.from('\r\n'), delimiter]), from);
    if (end === -1) throw new HttpError(400, 'Bad multipart upload: missing closing boundary.');
    parts.push(body.subarray(from, end));
    start = end + 2;
  }
  const [metadataPart, mediaPart] = parts;
  if (!metadataPart || !mediaPart || parts.length !== 2) {
    throw new HttpError(400, `Bad multipart upload: expected 2 parts (metadata and media), found ${parts.length}.`);
  }
  const meta = parsePart(metadataPart, 0);
  const media = parsePart(mediaPart, 1);
  let metadata: unknown;
  try {
    metadata = JSON.parse(meta.body.toString('utf8') || '{}');
  } catch {
    throw new HttpError(400, 'Bad multipart upload: the first part is not JSON metadata.');
  }
  return { metadata, contentType: media.headers.get('content-type'), data: media.body };
}

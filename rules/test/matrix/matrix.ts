/**
 * The security matrix: every Firestore collection and Storage path x identity x operation, allowed or
 * denied. firestore-rows.ts and storage-rows.ts define the rows, firestore.test.ts and storage.test.ts
 * run every cell against the emulators, and readme-table.test.ts keeps README's table equal to it.
 */

export const IDENTITIES = ['visitor', 'owner', 'other', 'seller', 'admin', 'disabled', 'unverified'] as const;
export type MatrixIdentity = (typeof IDENTITIES)[number];

/** The README's column headings. */
export const IDENTITY_HEADINGS: Record<MatrixIdentity, string> = {
  visitor: 'visitor',
  owner: 'owner',
  other: 'another student',
  seller: 'seller of the item',
  admin: 'admin',
  disabled: 'disabled account',
  unverified: 'unverified e-mail',
};

/** Who each identity is, as test names say it. */
export const IDENTITY_NAMES: Record<MatrixIdentity, string> = {
  visitor: 'a visitor',
  owner: 'the owner',
  other: 'another student',
  seller: 'the seller of the item',
  admin: 'an admin',
  disabled: 'the owner with a disabled account',
  unverified: 'the owner with an unverified e-mail',
};

export const OPERATIONS = ['get', 'list', 'create', 'update', 'delete'] as const;
export type Operation = (typeof OPERATIONS)[number];

export const ALL: readonly Operation[] = OPERATIONS;
export const READ: readonly Operation[] = ['get', 'list'];
export const NONE: readonly Operation[] = [];

/** The same operations for every identity. */
export const everyone = (operations: readonly Operation[]): Record<MatrixIdentity, readonly Operation[]> => ({
  visitor: operations,
  owner: operations,
  other: operations,
  seller: operations,
  admin: operations,
  disabled: operations,
  unverified: operations,
});

/**
 * `operations` for the owner, nothing for anyone else. The owner's own data asks no verified e-mail, so
 * the owner with an unverified one may do the same.
 */
export const ownerOnly = (operations: readonly Operation[]): Record<MatrixIdentity, readonly Operation[]> => ({
  ...everyone(NONE),
  owner: operations,
  unverified: operations,
});

/** One request of an operation, made through `client` by `identity`. */
export type MatrixRequest<Client> = (client: Client, identity: MatrixIdentity) => Promise<unknown>;

export interface MatrixRow<Client> {
  /** The path as the rules match it, e.g. users/{uid}/cart/{productId}. */
  path: string;
  /**
   * The uids of the document's owner and of the seller of the item it is about (the same account for a
   * listing or a product). The disabled account is the owner's, disabled; the unverified e-mail is the
   * owner's, not verified yet.
   */
  owner: string;
  seller: string;
  /** What each identity may do to the owner's document; every other operation must be refused. */
  allowed: Record<MatrixIdentity, readonly Operation[]>;
  requests: Record<Operation, MatrixRequest<Client>>;
  /** Seeded documents an operation needs absent, e.g. the profile that a create makes. */
  absentFor?: Partial<Record<Operation, readonly string[]>>;
  /** A footnote marker for a README cell that needs a word of explanation. */
  footnotes?: Partial<Record<MatrixIdentity, string>>;
}

export interface MatrixCase<Client> {
  /** e.g. 'another student cannot get users/{uid}/cart/{productId}' */
  name: string;
  row: MatrixRow<Client>;
  identity: MatrixIdentity;
  operation: Operation;
  allowed: boolean;
}

/** Every cell of `rows`: each identity tries each operation. */
export function matrixCases<Client>(rows: readonly MatrixRow<Client>[]): MatrixCase<Client>[] {
  return rows.flatMap((row) =>
    IDENTITIES.flatMap((identity) =>
      OPERATIONS.map((operation) => {
        const allowed = row.allowed[identity].includes(operation);
        return { name: `${IDENTITY_NAMES[identity]} ${allowed ? 'can' : 'cannot'} ${operation} ${row.path}`, row, identity, operation, allowed };
      }),
    ),
  );
}

/** What the README shows of a row. */
type TableRow = Pick<MatrixRow<unknown>, 'path' | 'allowed' | 'footnotes'>;

function cell(row: TableRow, identity: MatrixIdentity): string {
  const operations = OPERATIONS.filter((operation) => row.allowed[identity].includes(operation));
  const text = operations.length === 0 ? '—' : operations.length === OPERATIONS.length ? 'all' : operations.join(', ');
  const footnote = row.footnotes?.[identity];
  return footnote === undefined ? text : `${text} ${footnote}`;
}

/** The README's table: a row per path (Storage paths after the collections), a column per identity. */
export function matrixTable(sections: readonly { prefix: string; rows: readonly TableRow[] }[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [
    line(['path', ...IDENTITIES.map((identity) => IDENTITY_HEADINGS[identity])]),
    line(['---', ...IDENTITIES.map(() => '---')]),
    ...sections.flatMap(({ prefix, rows }) =>
      rows.map((row) => line([`${prefix}${row.path.includes('/') ? `\`${row.path}\`` : row.path}`, ...IDENTITIES.map((identity) => cell(row, identity))])),
    ),
  ].join('\n');
}

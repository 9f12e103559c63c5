/**
 * What the data still holds of a person: one scan of every document (each collection of the model wherever
 * it is nested, and every root collection) and every Storage object. The account-deletion test asks it about
 * a deleted student; the leftover check (scripts/test/no-leftovers.test.ts) about every account that is gone.
 * It takes the admin SDK services as arguments, so both test projects use it with their own app.
 */
import type { Auth } from 'firebase-admin/auth';
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import type { getStorage } from 'firebase-admin/storage';
import { COLLECTIONS } from '@campus/common/model';
import { asRecord } from '@campus/common/values';

type Bucket = ReturnType<ReturnType<typeof getStorage>['bucket']>;

export interface DataServices {
  db: Firestore;
  bucket: Bucket;
  auth: Auth;
}

/** A text somewhere in the data: a document field (`path` field) or a Storage object's name (`path` only). */
export interface Finding {
  path: string;
  field: string;
  text: string;
}

export const describeFinding = ({ path, field, text }: Finding): string => `${path}${field === '' ? '' : ` ${field}`}: ${text.length > 120 ? `${text.slice(0, 119)}…` : text}`;

/**
 * Every document: each root collection and each collection id of the model (COLLECTIONS), as a collection
 * group, so users/{uid}/notifications and orders/{id}/private are read wherever they are.
 */
export async function everyDocument(db: Firestore): Promise<DocumentSnapshot[]> {
  const roots = (await db.listCollections()).map((collection) => collection.id);
  const ids = [...new Set([...roots, ...Object.values(COLLECTIONS)])];
  const groups = await Promise.all(ids.map((id) => db.collectionGroup(id).get()));
  return groups.flatMap((snapshot) => snapshot.docs);
}

/** The strings of a Firestore value with their field paths; Timestamps, references and other objects are not walked. */
function* stringsOf(value: unknown, field: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [field, value];
  else if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* stringsOf(item, `${field}[${index}]`);
  else if (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [key, item] of Object.entries(asRecord(value))) yield* stringsOf(item, field === '' ? key : `${field}.${key}`);
  }
}

/** Every document field and Storage object name for which `matches` holds, document paths included. */
export async function findTexts(services: Pick<DataServices, 'db' | 'bucket'>, matches: (text: string) => boolean): Promise<Finding[]> {
  const [documents, [files]] = await Promise.all([everyDocument(services.db), services.bucket.getFiles()]);
  const inDocuments = documents.flatMap((doc) => {
    const fields = [...stringsOf(doc.data() ?? {}, '')].map(([field, text]) => ({ path: doc.ref.path, field, text }));
    return [{ path: doc.ref.path, field: '', text: doc.ref.path }, ...fields].filter(({ text }) => matches(text));
  });
  const inFiles = files.filter((file) => matches(file.name)).map((file) => ({ path: file.name, field: '', text: file.name }));
  return [...inDocuments, ...inFiles];
}

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

/** The e-mail addresses in a text, lower-cased. */
export const emailsIn = (text: string): string[] => (text.match(EMAIL) ?? []).map((email) => email.toLowerCase());

/**
 * Every document field and Storage object name holding an e-mail address that is not one of `accountEmails`
 * (lower-cased): what is left of people whose accounts are gone.
 */
export async function emailsOfGoneAccounts(services: Pick<DataServices, 'db' | 'bucket'>, accountEmails: ReadonlySet<string>): Promise<string[]> {
  const found = await findTexts(services, (text) => emailsIn(text).some((email) => !accountEmails.has(email)));
  return found.map(describeFinding).sort();
}

export interface Person {
  uid: string;
  email: string;
  /** First, last and full name: each distinctive enough not to be part of other words of the data. */
  names: readonly string[];
}

const hasAccount = async (auth: Auth, uid: string): Promise<boolean> => {
  try {
    await auth.getUser(uid);
    return true;
  } catch (error) {
    if (asRecord(error).code === 'auth/user-not-found') return false;
    throw error;
  }
};

/**
 * What is left of a deleted person, sorted: their Auth account, any document under users/{uid}, any Storage
 * object in their folders (listings/{uid}/, and the photos they sent under chats/), and any document field or
 * object name holding their e-mail or one of their names (case-insensitive). Empty when nothing is.
 */
export async function personalDataLeft(services: DataServices, { uid, email, names }: Person): Promise<string[]> {
  const needles = [email, ...names].map((text) => text.trim().toLowerCase()).filter((text) => text !== '');
  const id = uid.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const ownPath = new RegExp(`^(users/${id}(/|$)|listings/${id}/|chats/[^/]+/[^/]+/[^/]+/${id}/)`);
  const [found, account] = await Promise.all([
    findTexts(services, (text) => ownPath.test(text) || needles.some((needle) => text.toLowerCase().includes(needle))),
    hasAccount(services.auth, uid),
  ]);
  const left = [...new Set(found.map(describeFinding))];
  if (account) left.push(`Auth account ${uid}`);
  return left.sort();
}

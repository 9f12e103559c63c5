/** The user's delivery addresses (users/{uid}/addresses/{id}); exactly one may be the default. */
import { ADDRESS_NOT_FOUND } from '@campus/common/messages';
import type { Address } from '@campus/common/model';
import { addressSchema } from '@campus/common/schemas/address';
import { db } from '../firebase';
import { addressesOf, withApiId, type ApiEntity } from '../collections';
import { AppError } from '../errors';
import { documentId, validated } from '../validation';

export type ApiAddress = ApiEntity<Address>;

export async function listAddresses(uid: string): Promise<ApiAddress[]> {
  const snapshot = await addressesOf(uid).get();
  return snapshot.docs.map((doc) => withApiId(doc.id, doc.data()));
}

/** Writes `address` at `id`; when it is the default, clears the flag on every other address in the same batch. */
async function save(uid: string, id: string, address: Address): Promise<ApiAddress> {
  const collection = addressesOf(uid);
  const batch = db.batch();
  if (address.isDefault) {
    const others = await collection.where('isDefault', '==', true).get();
    for (const doc of others.docs) if (doc.id !== id) batch.update(doc.ref, { isDefault: false });
  }
  batch.set(collection.doc(id), address);
  await batch.commit();
  return withApiId(id, address);
}

export async function createAddress(uid: string, input: unknown): Promise<ApiAddress> {
  return save(uid, addressesOf(uid).doc().id, validated(addressSchema, input));
}

async function existingAddress(uid: string, id: string) {
  const ref = addressesOf(uid).doc(documentId(id, ADDRESS_NOT_FOUND));
  const address = (await ref.get()).data();
  if (!address) throw new AppError('not-found', ADDRESS_NOT_FOUND);
  return { ref, address };
}

export async function updateAddress(uid: string, id: string, input: unknown): Promise<ApiAddress> {
  const values = validated(addressSchema, input);
  const { ref } = await existingAddress(uid, id);
  return save(uid, ref.id, values);
}

export async function deleteAddress(uid: string, id: string): Promise<{ _id: string }> {
  const { ref } = await existingAddress(uid, id);
  await ref.delete();
  return { _id: ref.id };
}

/** Makes one address the default and every other one not, in one batch. */
export async function setDefaultAddress(uid: string, id: string): Promise<ApiAddress[]> {
  const { ref } = await existingAddress(uid, id);
  const all = await addressesOf(uid).get();
  const batch = db.batch();
  for (const doc of all.docs) {
    const isDefault = doc.id === ref.id;
    if (doc.data().isDefault !== isDefault) batch.update(doc.ref, { isDefault });
  }
  await batch.commit();
  return all.docs.map((doc) => withApiId(doc.id, { ...doc.data(), isDefault: doc.id === ref.id }));
}

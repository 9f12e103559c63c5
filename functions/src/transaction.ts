import type { Transaction } from 'firebase-admin/firestore';
import { isRecord } from '@campus/common/values';
import { db } from './firebase';

const GRPC_INVALID_ARGUMENT = 3;
const MAX_ATTEMPTS = 5;

/** The Firestore emulator's answer to a transaction it closed under contention (firebase-tools issues 4473, 6758). */
function closedByEmulator(error: unknown): boolean {
  return isRecord(error) && error.code === GRPC_INVALID_ARGUMENT && typeof error.message === 'string' && error.message.includes('Transaction is invalid or closed');
}

/**
 * db.runTransaction that also runs the transaction again when the Firestore emulator closes it under
 * contention. Production Firestore answers contention with ABORTED, which the SDK retries by itself; the
 * emulator answers INVALID_ARGUMENT, which the SDK does not, so two simultaneous orders for one item
 * could both fail locally instead of one winning. Every transaction here reads before it writes, so
 * running it again decides afresh.
 */
export async function runTransaction<T>(update: (tx: Transaction) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.runTransaction(update);
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !closedByEmulator(error)) throw error;
    }
  }
}

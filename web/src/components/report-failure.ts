import { userMessage } from '../lib/error-message';
import { toaster } from './toaster';

/** For failures the spec says are "only logged": log with context and tell the user what they can do. */
export function reportFailure(title: string, error: unknown): void {
  console.error(title, error);
  toaster.create({ type: 'error', title, description: userMessage(error), closable: true });
}

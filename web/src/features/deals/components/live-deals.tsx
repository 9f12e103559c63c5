import type { ReactNode } from 'react';
import { FunctionsProvider } from 'reactfire';
import { functions } from '../../../lib/functions';
import { LiveFirestore } from '../../../lib/live-firestore';

/**
 * What the chat pages need, loaded with them and not before: the full Firestore SDK for the live
 * conversations and the Functions SDK for sending, offers, blocks and reports.
 */
export function LiveDeals({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  return (
    <FunctionsProvider sdk={functions}>
      <LiveFirestore fallback={fallback}>{children}</LiveFirestore>
    </FunctionsProvider>
  );
}

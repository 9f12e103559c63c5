import { createContext } from 'react';
import { useQueuePage } from '../api/use-queue-page';

/**
 * Where the queue's pages come from: the live Firestore pages, or in the component tests rows held in
 * memory. The value is a hook, fixed for the provider's lifetime.
 */
export const QueuePageSource = createContext(useQueuePage);

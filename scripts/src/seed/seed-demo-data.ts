import type { StackEnv } from '../stack/stack-env';

export interface DemoAccount {
  email: string;
  password: string;
  role: 'buyer' | 'seller' | 'admin';
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'buyer@campus.ac.in', password: 'Campus@123', role: 'buyer' },
  { email: 'seller@campus.ac.in', password: 'Campus@123', role: 'seller' },
  { email: 'admin@campus.ac.in', password: 'Campus@123', role: 'admin' },
];

/** Seeds the demo catalogue, accounts, listings, orders and reviews; safe to run twice. */
export async function seedDemoData(_env: StackEnv): Promise<void> {
  // Filled in by the backend issue.
}

/**
 * What the triggers of index.ts run, bundled apart as lib/handlers.js and imported on a trigger's first
 * call: loading index.js (to read the function definitions, or to start an emulator worker) stays cheap.
 */
export { app } from './api/app';
export { callables } from './callables';
export { servePages } from './pages/serve';
export { autoCancelUnconfirmedOrders } from './services/orders';
export { releaseLapsedReservations } from './services/offers';
export { createProfileOfNewAccount } from './services/users';

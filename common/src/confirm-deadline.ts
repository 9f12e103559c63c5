/**
 * The seller's 48 h to confirm a PLACED order before the scheduled job cancels it
 * (SELLER_CONFIRM_DEADLINE_MS, spec section 9), as My Sales counts it down.
 */
import type { DateInput } from './format';
import { SELLER_CONFIRM_DEADLINE_MS } from './timers';

const MINUTE_MS = 60 * 1000;

export const CONFIRM_OVERDUE_TEXT = 'Overdue: will be cancelled automatically shortly';

/** When an order placed at `createdAt` is cancelled unless confirmed; null when the date cannot be read. */
export function confirmDeadline(createdAt: DateInput): Date | null {
  if (createdAt === null || createdAt === undefined || createdAt === '') return null;
  const placed = createdAt instanceof Date ? createdAt : new Date(createdAt);
  const time = placed.getTime();
  return Number.isNaN(time) ? null : new Date(time + SELLER_CONFIRM_DEADLINE_MS);
}

/** '47 h 12 min', '5 min': minutes rounded up, so a moment left never reads as '0 min'. */
function formatDuration(ms: number): string {
  const totalMinutes = Math.ceil(ms / MINUTE_MS);
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  return hours > 0 ? `${hours} h ${minutes} min` : `${minutes} min`;
}

/**
 * What a seller reads on an unconfirmed order at `now`: 'Confirm within 47 h 12 min or it is cancelled
 * automatically', or CONFIRM_OVERDUE_TEXT once the deadline has passed (the job runs periodically, so
 * the order may still show for a while). A meet-up order is confirmed by agreeing its meet-up
 * (confirmMeetup), so it reads 'Agree a meet-up within …'. null when `createdAt` cannot be read.
 */
export function formatConfirmCountdown(createdAt: DateInput, now: Date | number, isMeetup = false): string | null {
  const deadline = confirmDeadline(createdAt);
  if (deadline === null) return null;
  const left = deadline.getTime() - (now instanceof Date ? now.getTime() : now);
  if (left <= 0) return CONFIRM_OVERDUE_TEXT;
  return `${isMeetup ? 'Agree a meet-up' : 'Confirm'} within ${formatDuration(left)} or it is cancelled automatically`;
}

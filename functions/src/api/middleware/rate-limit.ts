/**
 * Failure budgets of POST /api/auth/signin and /signup, per client address and per e-mail
 * (services/rate-limits.ts). /api calls Firebase Auth from the function, so Auth's own per-client limits
 * see the function rather than the client; the web app signs in with the Auth SDK and relies on those.
 */
import { isIPv4, isIPv6 } from 'node:net';
import type { ErrorRequestHandler, Request } from 'express';
import { AppError } from '../../errors';
import { RateLimited, withinFailureBudget } from '../../services/rate-limits';

type AuthAction = 'signin' | 'signup';

/**
 * The address that connected to Google's front end: 2nd-gen functions run on Cloud Run, whose front end
 * puts it last in X-Forwarded-For. Entries left of it came from the client and can be forged, so only the
 * last one counts (what Express's req.ip gives with `trust proxy` set to 1 hop; app.ts leaves that unset).
 * Without the header, the socket's peer; in the Functions emulator, which reaches its workers over a Unix
 * socket, that is no address at all unless the client sends the header itself.
 */
function clientAddress(req: Request): string | undefined {
  const forwarded = req.get('x-forwarded-for')?.split(',').at(-1)?.trim();
  return forwarded || req.socket.remoteAddress;
}

const IPV4_MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/** An IPv6 client commonly holds a whole /64 and picks addresses from it at will: its budget is the /64's. */
function addressKey(address: string): string {
  const mapped = IPV4_MAPPED.exec(address)?.[1];
  if (mapped !== undefined && isIPv4(mapped)) return mapped;
  if (!isIPv6(address)) return address;
  const [head = '', tail] = address.replace(/%.*$/, '').split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/** The budgets a sign-in or sign-up spends from: the e-mail's (lower-cased) and, when known, the client address's. */
function failureBudgetKeys(action: AuthAction, email: string, address: string | undefined): string[] {
  const keys = [`${action}:email:${email.toLowerCase()}`];
  if (address) keys.push(`${action}:address:${addressKey(address)}`);
  return keys;
}

/**
 * Runs a sign-in or sign-up of an already validated `email` within its budgets. The failures are the
 * refusals of a well-formed request (AppErrors: wrong password or unknown user, e-mail in use or refused);
 * malformed input is refused before this and costs nothing.
 */
export function limitFailures<T>(req: Request, action: AuthAction, email: string, attempt: () => Promise<T>): Promise<T> {
  return withinFailureBudget(failureBudgetKeys(action, email, clientAddress(req)), attempt, (error) => error instanceof AppError);
}

/** 429 `{ error }` with Retry-After for a spent budget; any other error goes on to the app's error handler. */
export const answerRateLimited: ErrorRequestHandler = (error, _req, res, next) => {
  if (!(error instanceof RateLimited)) {
    next(error);
    return;
  }
  res.set('Retry-After', String(error.retryAfterSeconds)).status(429).json({ error: error.message });
};

import { pbkdf2, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import {
  APIError,
  AuthenticationError,
  type CollectionAfterLoginHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from 'payload';
import type { Limit } from '../../cms/rate-limit.ts';
import { requestClientAddress } from '../../lib/server-bridge.ts';

/**
 * Sign-in's limits, counted per visitor address (cms/rate-limit.ts) instead of Payload's lock per account,
 * which anyone who knows a staff address could keep shut with 5 wrong passwords every 10 minutes.
 */

/** Failed sign-ins from one address, whichever accounts they name: past 20 in 15 minutes, 429. */
const SIGN_IN_FAILURES: Limit = { table: 'sign_in_failures', points: 20, seconds: 15 * 60, perSchool: false };
/** Failed sign-ins to one account from one address: past 5 in 10 minutes, that address cannot sign in to it. */
const ACCOUNT_FAILURES: Limit = { table: 'sign_in_account_failures', points: 5, seconds: 10 * 60, perSchool: false };
/** "Forgot password" requests from one address, known accounts or not: each may send an e-mail, so a few are plenty. */
const RESET_REQUESTS: Limit = { table: 'password_reset_requests', points: 5, seconds: 60 * 60, perSchool: false };

// Loaded on first use: `npm run users` (plain Node) loads this collection but never signs in, and needs
// neither the limiter nor its database store.
const rateLimit = () => import('../../cms/rate-limit.ts');

const refunds = new WeakMap<PayloadRequest, () => Promise<void>>();

// Payload's own password hash (pbkdf2-sha256, 600,000 rounds, 32 bytes: payload's generatePasswordSaltHash),
// spent on an unknown address too, so it answers no sooner than a wrong password does.
const hash = promisify(pbkdf2);
const UNKNOWN_ACCOUNT_SALT = randomBytes(32).toString('hex');

function credentials(args: unknown): { email: string; password: string } {
  const data = (args as { data?: { email?: unknown; password?: unknown } }).data;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  // Payload's own spelling of the address it looks up; longer than any e-mail address is one that is not.
  return { email: text(data?.email).toLowerCase().trim().slice(0, 254), password: text(data?.password) };
}

function tooMany(req: PayloadRequest, retryAfter: number, what: string): never {
  (req.responseHeaders ??= new Headers()).set('Retry-After', String(retryAfter));
  const minutes = Math.ceil(retryAfter / 60);
  throw new APIError(
    `Too many ${what} from your network. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    429,
    null,
    true,
  );
}

async function limiterFor() {
  const { take, visitorKey } = await rateLimit();
  return { take, visitor: visitorKey(requestClientAddress()) };
}

/** Before a "forgot password" is queued (forgot-password.ts), whatever the address typed. */
export async function limitResetRequest(req: PayloadRequest): Promise<void> {
  const { take, visitor } = await limiterFor();
  const taken = await take(req.payload, RESET_REQUESTS, visitor);
  if (!taken.ok) tooMany(req, taken.retryAfter, 'password reset requests');
}

/**
 * Before a sign-in: each takes its points first, so concurrent attempts cannot pass between a check and
 * a count. A locked account answers exactly as a wrong password does.
 */
export const limitSignIn: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login') return args;
  const { take, visitor } = await limiterFor();
  const { email, password } = credentials(args);
  const byAddress = await take(req.payload, SIGN_IN_FAILURES, visitor);
  if (!byAddress.ok) tooMany(req, byAddress.retryAfter, 'failed sign-ins');
  // Keyed by the address typed, known or not, so a lock says nothing about which accounts exist.
  const byAccount = await take(req.payload, ACCOUNT_FAILURES, `${visitor} ${email}`);
  if (!byAccount.ok) throw new AuthenticationError(req.t);
  refunds.set(req, async () => void (await Promise.all([byAddress.refund(), byAccount.refund()])));
  // Payload asks for both before it looks an account up: only then does an unknown one cost a hash.
  if (
    email !== '' &&
    password.trim() !== '' &&
    !(await req.payload.db.findOne({ collection: 'users', req, where: { email: { equals: email } } }))
  ) {
    await hash(password, UNKNOWN_ACCOUNT_SALT, 600_000, 32, 'sha256');
  }
  return args;
};

/** A correct password gives back the points its attempt took. */
export const refundSignIn: CollectionAfterLoginHook = async ({ req, user }) => {
  await refunds.get(req)?.();
  refunds.delete(req);
  return user;
};

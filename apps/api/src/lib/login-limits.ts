import { createHash } from 'node:crypto';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyReply } from 'fastify';
import type { AttemptCounter } from './attempt-counter.ts';
import { AppError } from './errors.ts';

const WINDOW_MS = 10 * 60 * 1000;
const ACCOUNT_MAX = 10;
/** Wrong guesses from one address over every account: password spraying ends here. */
const ADDRESS_MAX = 30;
/** Wrong guesses from a device the account logged in from before: its own budget, smaller than the account's. */
const KNOWN_DEVICE_MAX = 5;

/** Whose limit refused a login: the account's (a reset lifts it) or the address's (only time does). */
export type LoginRefusal = { retryAfterMs: number; by: 'account' | 'address' };

type LoginAttempt = { refused: false; passwordCorrect(): Promise<void> } | ({ refused: true } & LoginRefusal);

interface LoginClient {
  address: string;
  /**
   * The device and account of a signed known-device cookie the account logged in with before: its
   * attempts count against this key only, so guesses from elsewhere never lock its owner out.
   */
  knownDevice: string | null;
}

/**
 * Every login attempt is counted before its password is checked, and a correct password takes it
 * back out, so the counts hold wrong guesses only: an owner who logs in on every tablet is never
 * locked out by succeeding.
 */
export interface LoginLimits {
  attempt(email: string, client: LoginClient): Promise<LoginAttempt>;
  /** A completed password reset: the owner may log in at once. */
  clearAccount(email: string): Promise<void>;
}

// Keys hold a hash of the e-mail, not the e-mail itself: Redis needs no customer data.
const accountKey = (email: string) =>
  `login:account:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;

export function createLoginLimits(counter: AttemptCounter): LoginLimits {
  return {
    async attempt(email, { address, knownDevice }) {
      if (knownDevice !== null)
        return attemptWithin(counter, `login:device:${knownDevice}`, KNOWN_DEVICE_MAX);
      // An IPv6 client holds a whole /64: it counts as one address. An address past its limit is
      // refused for every account before anything is looked up or hashed; colleagues behind it whose
      // device logged in before still get in (the known-device budget above).
      const byAddress = await counter.add(`login:address:${normalizeIP(address)}`, WINDOW_MS);
      if (byAddress.count > ADDRESS_MAX) {
        // Refused without looking at the password, so the attempt is no guess: it is not counted.
        await byAddress.giveBack();
        return { refused: true, retryAfterMs: byAddress.remainingMs, by: 'address' };
      }
      const byAccount = await counter.add(accountKey(email), WINDOW_MS);
      if (byAccount.count > ACCOUNT_MAX) {
        await Promise.all([byAddress.giveBack(), byAccount.giveBack()]);
        return { refused: true, retryAfterMs: byAccount.remainingMs, by: 'account' };
      }
      return {
        refused: false,
        async passwordCorrect() {
          await Promise.all([byAddress.giveBack(), byAccount.giveBack()]);
        },
      };
    },
    clearAccount: (email) => counter.clear(accountKey(email)),
  };
}

async function attemptWithin(counter: AttemptCounter, key: string, max: number): Promise<LoginAttempt> {
  const counted = await counter.add(key, WINDOW_MS);
  if (counted.count > max) {
    await counted.giveBack();
    return { refused: true, retryAfterMs: counted.remainingMs, by: 'account' };
  }
  return { refused: false, passwordCorrect: counted.giveBack };
}

/**
 * The 429 of a refused login: an account's points to the reset link, which also lifts its lock; an
 * address's says only when to try again.
 */
export function tooManyLogins(reply: FastifyReply, { retryAfterMs, by }: LoginRefusal): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  reply.header('retry-after', String(seconds));
  return new AppError('rate_limited', { wait: by === 'account' ? 'minutes' : 'network', count: minutes });
}

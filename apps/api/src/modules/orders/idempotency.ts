import { createHash } from 'node:crypto';
import type { OrderCreated } from '@food/contract';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import {
  deleteIdempotencyKey,
  findIdempotencyKey,
  idempotencyKeyLock,
  tryLockIdempotencyKey,
} from './idempotency-repository.ts';
import type { KeyToWrite } from './orders-repository.ts';

/** How long a finished request's answer is kept for replays. */
const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface IdempotentRequest {
  key: string;
  /** Fingerprint of the body, so that the key reused for another request is recognised. */
  requestHash: string;
}

/**
 * The Idempotency-Key header's value, or undefined without one. The draft makes it a quoted
 * structured-field string; the unquoted form that most clients send is accepted too.
 */
export function parseIdempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const value = Array.isArray(header) ? null : header.replace(/^"(.*)"$/, '$1');
  if (!value || !/^[\x20-\x7e]{1,255}$/.test(value)) {
    throw new AppError('idempotency_key_invalid');
  }
  return value;
}

/** Far deeper than an order goes; the body is hashed before validation, and recursion must not overflow. */
const MAX_DEPTH = 32;

/** JSON with the keys of every object sorted, so that a retry serialised in another order still matches. */
function canonicalJson(value: unknown, depth = 0): string {
  if (depth > MAX_DEPTH) throw new AppError('body_too_deep');
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item, depth + 1)).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v, depth + 1)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function fingerprint(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

/** An answer kept for its Idempotency-Key, to be sent again for a retry. */
export interface KeptAnswer {
  status: number;
  body: OrderCreated;
}

/**
 * The key's lock for this transaction, as a condition to evaluate in a statement: while it holds, no other
 * request with the key runs. False means a request with the key is still running: see `keyInProgress`.
 */
export const keyLock = (userId: number, { key }: IdempotentRequest): SQL => idempotencyKeyLock(userId, key);

/** The answer to a request whose key another request still holds: 409 at once. */
export const keyInProgress = () => new AppError('idempotency_key_in_progress');

/** Takes the key's lock for this transaction on its own, or refuses with `keyInProgress`. */
export async function lockKey(db: Database, userId: number, { key }: IdempotentRequest): Promise<void> {
  if (!(await tryLockIdempotencyKey(db, userId, key))) throw keyInProgress();
}

/**
 * Once this transaction holds the key's lock (`keyLock`, `lockKey`), no other request with the key runs;
 * the first answer is replayed if there is one.
 */
export async function previousAnswer(
  db: Database,
  userId: number,
  { key, requestHash }: IdempotentRequest,
  now: Date,
): Promise<KeptAnswer | null> {
  const previous = await findIdempotencyKey(db, userId, key);
  if (!previous) return null;
  // An expired key is a new one; the deadline scheduler sweeps the others.
  if (previous.expiresAt.getTime() <= now.getTime()) {
    await deleteIdempotencyKey(db, previous.id);
    return null;
  }
  if (previous.requestHash !== requestHash) {
    throw new AppError('idempotency_key_reused');
  }
  return { status: previous.responseStatus!, body: previous.responseBody as OrderCreated };
}

/** The key's row that keeps the answer for retries, written by the statement that writes the order. */
export function keptKey(
  userId: number,
  { key, requestHash }: IdempotentRequest,
  answer: KeptAnswer,
  now: Date,
): KeyToWrite {
  return {
    userId,
    key,
    requestHash,
    responseStatus: answer.status,
    responseBody: answer.body,
    expiresAt: new Date(now.getTime() + IDEMPOTENCY_KEY_LIFETIME_MS),
  };
}

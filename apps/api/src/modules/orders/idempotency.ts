import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { OrderCreated } from '@food/contract';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import {
  deleteIdempotencyKey,
  idempotencyLockName,
  findIdempotencyKey,
  tryLockIdempotencyKey,
  type FoundIdempotencyKey,
  type KeyOwner,
} from './idempotency-repository.ts';

export type { KeyOwner };
import type { KeyToWrite } from './write-order.ts';

/** How long a finished request's answer is kept for replays. */
const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface IdempotentRequest {
  key: string;
  /** Fingerprint of the body, so that the key reused for another request is recognised. */
  requestHash: string;
}

/**
 * The Idempotency-Key header as sent: 1–255 printable ASCII characters, in quotes (the draft makes it a
 * structured-field string) or without (as most clients send it). The OpenAPI document shows it too.
 */
const IDEMPOTENCY_KEY_PATTERN = /^(?:"[\x20-\x7e]{1,255}"|(?!".*"$)[\x20-\x7e]{1,255})$/;

/** The headers of a request that takes an Idempotency-Key, as the OpenAPI document shows them. */
export const IdempotencyHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(IDEMPOTENCY_KEY_PATTERN)
    .optional()
    .describe('1–255 printable characters; a retry with the same key answers the first order again'),
});

/** The Idempotency-Key header's value without its quotes, or undefined without one. */
export function parseIdempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (Array.isArray(header) || !IDEMPOTENCY_KEY_PATTERN.test(header)) {
    throw new AppError('idempotency_key_invalid');
  }
  return header.replace(/^"(.*)"$/, '$1');
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

/** The write of a request that did not see the key's row of a request committed just before it ran. */
export const isKeyRace = (error: unknown) =>
  isUniqueViolation(error, 'idempotency_keys_user_key_unique') ||
  isUniqueViolation(error, 'idempotency_keys_guest_key_unique');

/** The answer to a request whose key another request still holds: 409 at once. */
export const keyInProgress = () => new AppError('idempotency_key_in_progress');

/**
 * Takes the key's lock (to the end of the caller's transaction; outside one it is only a check) and then
 * reads its row, with a snapshot that sees a request with the key committed before the lock:
 * `keyInProgress` when another request holds the key.
 */
export async function lockAndFindKey(
  db: Database,
  owner: KeyOwner,
  { key }: IdempotentRequest,
  now: Date,
): Promise<FoundIdempotencyKey | null> {
  if (!(await tryLockIdempotencyKey(db, owner, key))) throw keyInProgress();
  return findIdempotencyKey(db, owner, key, now);
}

/**
 * The first answer to replay for the key's row found while its lock was held, if there is one. An
 * expired row is deleted and answers null: the key is a new one.
 */
export async function previousAnswer(
  db: Database,
  { requestHash }: IdempotentRequest,
  previous: FoundIdempotencyKey | null,
): Promise<KeptAnswer | null> {
  if (!previous) return null;
  // The deadline scheduler sweeps the others.
  if (previous.expired) {
    await deleteIdempotencyKey(db, previous.id);
    return null;
  }
  if (previous.requestHash !== requestHash) {
    throw new AppError('idempotency_key_reused');
  }
  return { status: previous.responseStatus!, body: previous.responseBody as OrderCreated };
}

/**
 * The key's row that keeps the answer for retries, written by the statement that writes the order (which
 * sets the answer's ids and number), with the name of the key's lock.
 */
export function keptKey(
  owner: KeyOwner,
  { key, requestHash }: IdempotentRequest,
  answer: KeptAnswer,
  now: Date,
): KeyToWrite {
  return {
    row: {
      ...owner,
      key,
      requestHash,
      responseStatus: answer.status,
      responseBody: answer.body,
      expiresAt: new Date(now.getTime() + IDEMPOTENCY_KEY_LIFETIME_MS),
    },
    lock: idempotencyLockName(owner, key),
    now,
  };
}

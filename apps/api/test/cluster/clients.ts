import { setTimeout as sleep } from 'node:timers/promises';
import type { Login } from './seed.ts';

/** A bearer token from POST /api/login at `origin`. */
export async function login(origin: string, { email, password }: Login): Promise<string> {
  const response = await fetch(`${origin}/api/login`, {
    method: 'POST',
    body: new URLSearchParams({ username: email, password }),
  });
  if (!response.ok) throw new Error(`login as ${email} failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

export interface Attempt {
  /** The HTTP status, or 0 when no answer came (connection reset, refused, timed out). */
  status: number;
  body: string;
}

/** One POST /api/orders; never throws. */
export async function tryOrder(
  origin: string,
  token: string,
  payload: object,
  key: string,
): Promise<Attempt> {
  try {
    const response = await fetch(`${origin}/api/orders`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'idempotency-key': key,
      },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(30_000),
    });
    return { status: response.status, body: await response.text() };
  } catch (err) {
    return { status: 0, body: String((err as Error).cause ?? err) };
  }
}

export const orderIdOf = (attempt: Attempt) => (JSON.parse(attempt.body) as { data: { id: number } }).data.id;

/**
 * Places the order as a careful client does: an answer that may not mean "done or refused" (none at
 * all, 5xx, or 409 while the same key is still being worked on) is retried with the same
 * Idempotency-Key, so the order is taken once whatever happened to the first try.
 */
export async function placeOrderWithRetries(origin: string, token: string, payload: object, key: string) {
  const failures: Attempt[] = [];
  for (let attempt = 0; attempt < 20; attempt++) {
    const result = await tryOrder(origin, token, payload, key);
    if (result.status === 201) return { orderId: orderIdOf(result), failures };
    if (result.status !== 0 && result.status !== 409 && result.status < 500) {
      throw new Error(`order ${key} refused: ${result.status} ${result.body}`);
    }
    failures.push(result);
    await sleep(100 + attempt * 100);
  }
  throw new Error(`order ${key} never went through: ${JSON.stringify(failures.at(-1))}`);
}

/** The administrator accepts the order: ready in 20 minutes. */
export async function acceptOrder(origin: string, token: string, orderId: number) {
  const response = await fetch(`${origin}/api/orders/${orderId}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ approval_status: 2, ready_in_minutes: 20 }),
  });
  if (!response.ok) throw new Error(`accepting order ${orderId} failed: ${await response.text()}`);
}

/** A JSON call with the administrator's token that must succeed. */
export async function adminCall(origin: string, token: string, method: string, url: string, body?: object) {
  const response = await fetch(`${origin}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${url} failed: ${response.status} ${await response.text()}`);
  return response.json() as Promise<unknown>;
}

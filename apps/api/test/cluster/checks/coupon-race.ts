import { DEMO_LOGINS } from '../../../src/db/seed/demo.ts';
import { acceptOrder, adminCall, login } from '../clients.ts';
import type { Cluster } from '../cluster.ts';

/** One guest's POST /api/orders straight to a process; answers its status and body. */
async function guestOrder(origin: string, payload: object) {
  const response = await fetch(`${origin}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
    signal: AbortSignal.timeout(30_000),
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      code?: string;
      data?: { id: number; coupon: { code: string } | null };
    },
  };
}

/**
 * A coupon with `redemptions` uses; `customers` guests (an e-mail each) order with it at the same instant,
 * spread over the three processes. Answers how many orders carry its saving, how many were refused as
 * used up, anything else, and the coupon's count of redemptions. The orders placed are accepted, so that
 * no deadline rejects them (and pauses the store) during the checks after this one.
 */
export async function couponRaceAcrossProcesses(cluster: Cluster, customers: number, redemptions: number) {
  const admin = await login(cluster.origin, DEMO_LOGINS.admin);
  const code = `RACE${Date.now()}`;
  const coupon = (await adminCall(cluster.origin, admin, 'POST', '/api/coupons', {
    code,
    kind: 'percent',
    value: 10,
    max_redemptions: redemptions,
  })) as { data: { id: number } };
  try {
    const answers = await Promise.all(
      Array.from({ length: customers }, (_, index) =>
        guestOrder(cluster.servers[index % cluster.servers.length]!.origin, {
          ...cluster.data.pickup,
          coupon_code: code.toLowerCase(),
          guest: {
            name: `Race guest ${index}`,
            email: `race-${code}-${index}@example.com`,
            phone: '+49 30 1234567',
          },
        }),
      ),
    );
    const placed = answers.filter((answer) => answer.status === 201).map((answer) => answer.body.data!);
    for (const order of placed) await acceptOrder(cluster.origin, admin, order.id);
    const [listed] = (
      (await adminCall(cluster.origin, admin, 'GET', '/api/coupons')) as {
        id: number;
        redemptions: number;
      }[]
    ).filter((row) => row.id === coupon.data.id);
    return {
      discounted: placed.filter((order) => order.coupon?.code === code).length,
      placed: placed.length,
      usedUp: answers.filter((answer) => answer.status === 422 && answer.body.code === 'coupon_used_up')
        .length,
      others: answers
        .filter((answer) => answer.status !== 201 && answer.body.code !== 'coupon_used_up')
        .map((answer) => `${answer.status} ${answer.body.code}`),
      redemptions: listed?.redemptions,
    };
  } finally {
    await adminCall(cluster.origin, admin, 'DELETE', `/api/coupons/${coupon.data.id}`).catch(() => undefined);
  }
}

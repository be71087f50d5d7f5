import { SOCKET_IO_PATH } from '@food/contract';
import { and, eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import type { App } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { deliveryPostcodes, products, storeHours } from '../src/db/schema/index.ts';
import type { Clock } from '../src/lib/clock.ts';
import { bearer } from './helpers.ts';

/** Real time plus an offset that only moves when told to; timers run as the offset passes them, in order. */
export class FakeClock implements Clock {
  private offset: number;
  private timers: { at: number; run: () => void }[] = [];

  constructor(start?: Date) {
    this.offset = start ? start.getTime() - Date.now() : 0;
  }

  now = () => new Date(Date.now() + this.offset);
  setTimeout = (run: () => void, ms: number) => {
    const timer = { at: this.now().getTime() + ms, run };
    this.timers.push(timer);
    return timer;
  };
  clearTimeout = (timer: unknown) => {
    this.timers = this.timers.filter((t) => t !== timer);
  };

  advance(ms: number) {
    const target = this.now().getTime() + ms;
    for (;;) {
      const due = this.timers.filter((t) => t.at <= target).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      this.clearTimeout(due);
      this.offset = due.at - Date.now();
      due.run();
    }
    this.offset = target - Date.now();
  }
}

export const MINUTE = 60_000;

/** Opens the store around the clock, so that orders are taken whenever the test runs. */
export async function openAroundTheClock(db: Database, storeId = 9) {
  await db.delete(storeHours).where(eq(storeHours.storeId, storeId));
  await db.insert(storeHours).values(
    [0, 1, 2, 3, 4, 5, 6].flatMap((dayOfWeek) => [
      { storeId, name: 'Always', dayOfWeek, openTime: '00:00', closeTime: '23:59' },
      { storeId, name: 'Always', dayOfWeek, openTime: '23:59', closeTime: '00:00' },
    ]),
  );
}

/** Payloads for the demo store: a pickup of a pretzel, or its delivery to 10435. */
export async function demoOrders(db: Database) {
  const [pretzel] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.storeId, 9), eq(products.itemCode, 'ST-01')));
  const [postcode] = await db
    .select({ id: deliveryPostcodes.id })
    .from(deliveryPostcodes)
    .where(and(eq(deliveryPostcodes.storeId, 9), eq(deliveryPostcodes.postcode, '10435')));
  const pickup = {
    order_type: 2,
    store_id: 9,
    items: [{ product_id: pretzel!.id, quantity: 1 }],
    payment: { payment_method: 'cash' },
  };
  return { pickup, delivery: { ...pickup, order_type: 1, delivery_postcode_id: postcode!.id } };
}

export async function placeOrder(app: App, token: string, payload: object): Promise<number> {
  const response = await app.inject({ method: 'POST', url: '/api/orders', headers: bearer(token), payload });
  if (response.statusCode !== 201) throw new Error(`order refused: ${response.body}`);
  return response.json<{ data: { id: number } }>().data.id;
}

export async function listen(app: App): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as { port: number }).port;
}

/** A logged-in socket.io client that records the events it hears; `joinStore` joins that store's room. */
export async function follow(port: number, token: string, joinStore?: number) {
  const socket: Socket = connect(`http://127.0.0.1:${port}`, {
    path: SOCKET_IO_PATH,
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
  });
  const heard: { event: string; payload: unknown }[] = [];
  for (const event of ['order_created', 'order_updated', 'store_updated']) {
    socket.on(event, (payload: unknown) => heard.push({ event, payload }));
  }
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  if (joinStore !== undefined) {
    const joined = new Promise((resolve) => socket.once('joined_store', resolve));
    socket.emit('join_store', { store_id: joinStore });
    await joined;
  }
  return { socket, heard };
}

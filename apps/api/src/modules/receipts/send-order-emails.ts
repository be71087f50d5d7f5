import { APPROVAL_STATUS, isLanguage } from '@food/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderEmails, users } from '../../db/schema/index.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { ArrivedOrder, OrderEvents } from '../../realtime/order-events.ts';
import { findOrder, newGuestOrderLink, toOrder } from '../orders/service.ts';
import { orderEmail, type OrderEmailKind } from './order-email.ts';
import { receiptStoreOf } from './receipt-store.ts';

interface Deps {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
}

/** Claims one e-mail of an order; false when another change (or process) already sent it. */
async function claim(db: Database, orderId: number, kind: string): Promise<boolean> {
  const claimed = await db
    .insert(orderEmails)
    .values({ orderId, kind })
    .onConflictDoNothing()
    .returning({ kind: orderEmails.kind });
  return claimed.length > 0;
}

/**
 * The e-mails an order's state calls for: its arrival or its answer, a pickup ready or a delivery on its
 * way (only while it is at that step: one collected at once gets none), and each refund made since.
 */
function dueEmails(order: ReturnType<typeof toOrder>, arrived: boolean) {
  const due: { kind: OrderEmailKind; key: string; refund?: { amount: number; reason: string } }[] = [];
  if (order.approval_status === APPROVAL_STATUS.accepted) due.push({ kind: 'accepted', key: 'accepted' });
  if (order.approval_status === APPROVAL_STATUS.accepted && order.fulfilment_status === 'ready')
    due.push({ kind: 'ready', key: 'ready' });
  if (order.approval_status === APPROVAL_STATUS.accepted && order.fulfilment_status === 'out_for_delivery')
    due.push({ kind: 'on_its_way', key: 'on_its_way' });
  else if (order.approval_status === APPROVAL_STATUS.rejected)
    due.push({ kind: 'rejected', key: 'rejected' });
  else if (arrived && order.approval_status === APPROVAL_STATUS.pending)
    due.push({ kind: 'placed', key: 'placed' });
  // A rejection's e-mail already says what was given back.
  if (order.approval_status === APPROVAL_STATUS.accepted) {
    for (const refund of order.payment.refunds ?? []) {
      if (refund.status === 'succeeded')
        due.push({
          kind: 'refunded',
          key: `refund-${refund.id}`,
          refund: { amount: refund.amount, reason: refund.reason },
        });
    }
  }
  return due;
}

/** What the e-mails need of an order: the order as its customer sees it, and whom to tell in which language. */
type MailedOrder = NonNullable<ArrivedOrder['placed']>;

async function readMailedOrder(db: Database, orderId: number): Promise<MailedOrder | null> {
  const found = await findOrder(db, orderId);
  if (!found || found.order.number === null) return null;
  const { guestEmail, userId } = found.order;
  const [customer] =
    guestEmail !== null
      ? [{ email: guestEmail }]
      : userId === null
        ? []
        : await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!customer) return null;
  return {
    order: { ...toOrder(found, 'customer'), number: found.order.number },
    language: found.order.language,
    email: customer.email,
    guest: guestEmail !== null,
  };
}

/**
 * The customer's e-mails about their order (a guest's to the e-mail they gave, with their order's link), sent after the change that calls for them is committed and
 * announced (issue 5/8): on its arrival at the restaurant (a cash order at once, one paid online once
 * its payment is held; auto-accepted, the acceptance's e-mail only), on the answer, when a pickup is
 * ready and when a delivery leaves (issue 44), on each refund. Each
 * goes once (order_emails). Sent after the answer has left: a failing mail server never fails or slows
 * an order.
 */
export function withOrderEmails<E extends OrderEvents>(events: E, deps: Deps): E {
  // A new order's request hands over what it wrote; a change is read back once it is committed.
  const send = (orderId: number, arrived: boolean, placed?: MailedOrder) =>
    deps.mailer.sendLater(async () => {
      const mailed = placed ?? (await readMailedOrder(deps.db, orderId));
      if (!mailed) return null;
      const { order } = mailed;
      const store = await receiptStoreOf(deps.db, order.store_id);
      const link = (path: string) => new URL(path, deps.publicUrl).toString();
      for (const email of dueEmails(order, arrived)) {
        if (!(await claim(deps.db, orderId, email.key))) continue;
        // Each e-mail links to the order's own page: a guest's with a key of its own (the answer's is not kept).
        const orderLink = mailed.guest
          ? await newGuestOrderLink(deps.db, orderId, new Date(order.created_at))
          : `/orders/${orderId}`;
        await deps.mailer.send(
          orderEmail({
            kind: email.kind,
            to: mailed.email,
            language: isLanguage(mailed.language) ? mailed.language : 'en',
            store,
            order,
            refund: email.refund,
            links: {
              orders: link(orderLink),
              imprint: link('/imprint'),
              privacy: link('/privacy'),
              terms: link('/terms'),
            },
          }),
        );
      }
      return null;
    });

  return {
    ...events,
    created(order) {
      events.created(order);
      send(order.id, true, order.placed);
    },
    updated(change) {
      events.updated(change);
      send(change.id, false);
    },
  };
}

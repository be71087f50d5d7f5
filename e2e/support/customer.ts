import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken } from './admin-api.ts';
import { linkIn, waitForMail } from './mailbox.ts';
import { DEMO_STORE_ID } from './demo-store.ts';

/** Helpers for the customer journeys: a fresh customer, and the restaurant's answer to an order. */

/** An e-mail address nobody has used yet, per run and per project (desktop, phone). */
export function uniqueEmail(project: string, purpose: string): string {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return `e2e-${purpose}-${project}-${suffix}@example.com`;
}

export const CUSTOMER_ADDRESS = {
  name: 'Emma Testkundin',
  phone: '+49 151 2345678',
  line1: 'Kastanienallee 12',
  city: 'Berlin',
  zip: '10435',
};

let registrations = 0;

/**
 * Registers a customer through the API, without the verification (a reset link verifies too). Each
 * comes from an address of its own, as real customers do: the server allows 20 registrations an hour
 * per address, fewer than the suite makes (the e2e server trusts X-Forwarded-For).
 */
export async function registerByApi(
  request: APIRequestContext,
  email: string,
  password: string,
  language = 'en-US',
) {
  registrations += 1;
  const response = await request.post('/api/register/customer', {
    // The e-mails speak the registration's language; the demo restaurant's own is German.
    headers: { 'x-forwarded-for': `198.51.100.${(registrations % 250) + 1}`, 'accept-language': language },
    data: {
      username: email,
      password,
      address: {
        line1: CUSTOMER_ADDRESS.line1,
        city: CUSTOMER_ADDRESS.city,
        zip: CUSTOMER_ADDRESS.zip,
        country: 'Germany',
        phone: CUSTOMER_ADDRESS.phone,
        customer_name: CUSTOMER_ADDRESS.name,
      },
      store_id: DEMO_STORE_ID,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** The restaurant accepts (2) or rejects (3) an order, as its order desk does: PATCH /api/orders/{id}. */
export async function answerOrder(
  request: APIRequestContext,
  orderId: number,
  approvalStatus: 2 | 3,
  rejectReason?: string,
) {
  const response = await request.patch(`/api/orders/${orderId}`, {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: { approval_status: approvalStatus, ...(rejectReason ? { reject_reason: rejectReason } : {}) },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/**
 * The order that waits on the page: its number, as "Your order #12 is being processed..." (or `caption`,
 * the same sentence in another language) says, and its id.
 */
export async function pendingOrder(
  page: Page,
  caption = /^Your order #\d+ is being processed\.\.\.$/,
): Promise<{ id: number; number: number }> {
  const text = page.getByText(caption);
  await expect(text).toBeVisible();
  const number = Number(/#(\d+)/.exec((await text.textContent()) ?? '')?.[1]);
  expect(number).toBeGreaterThan(0);
  // The customer's own orders are all of the demo store, where the number is unique.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const mine = await page.request.get('/api/orders?limit=20', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(mine.ok(), await mine.text()).toBe(true);
  const order = ((await mine.json()) as { id: number; number: number }[]).find((o) => o.number === number);
  expect(order, `order #${number} among the customer's orders`).toBeDefined();
  return { id: order!.id, number };
}

/** A registered customer whose e-mail is verified through the link of the real e-mail. */
export async function verifiedCustomer(request: APIRequestContext, project: string, purpose: string) {
  const email = uniqueEmail(project, purpose);
  const password = 'e2e-secret-1';
  const registeredAt = Date.now();
  await registerByApi(request, email, password);
  const mail = await waitForMail(email, /verify/i, { after: registeredAt });
  const token = new URL(linkIn(mail, '/verify-registration')).searchParams.get('token');
  const verified = await request.get(`/api/verify-registration?token=${encodeURIComponent(token ?? '')}`);
  expect(verified.ok(), await verified.text()).toBe(true);
  return { email, password };
}

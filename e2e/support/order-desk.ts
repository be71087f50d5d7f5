import { expect, type APIRequestContext, type Browser, type Page, type TestInfo } from '@playwright/test';
import { adminApi, adminToken, DEMO_ADMIN } from './admin-api.ts';
import { DEMO_STORE_ID } from './demo-store.ts';

/** Helpers for the restaurant's order desk: logging in, its rows, and the customer's side of it. */

export async function logInAdmin(page: Page) {
  await page.goto('/admin');
  await page.getByLabel('Email').fill(DEMO_ADMIN.email);
  await page.getByLabel('Password').fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/home$/);
}

/** A second browser (another tablet, or the customer's phone) with the project's address and screen. */
export async function newBrowserPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { baseURL, viewport, isMobile, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch });
  return context.newPage();
}

/** The order's row in the desk's list, by its number. */
export function orderRow(page: Page, orderNumber: number) {
  return page
    .getByRole('list', { name: 'Orders' })
    .getByRole('button', { name: new RegExp(`^Order #${orderNumber}\\b`) });
}

/** The open order on the desk, by its number. */
export function orderDetail(page: Page, orderNumber: number) {
  return page.getByRole('article', { name: `Order #${orderNumber}`, exact: true });
}

type Login = { access_token: string };

/** A session token of any account, for the API side door. */
export async function tokenOf(request: APIRequestContext, email: string, password: string) {
  const login = await request.post('/api/login', { form: { username: email, password } });
  expect(login.ok(), await login.text()).toBe(true);
  return ((await login.json()) as Login).access_token;
}

/** POST /api/orders as the customer: a pickup of one product. Answers the response, refused or not. */
export async function placeOrderByApi(request: APIRequestContext, token: string, productId: number) {
  return request.post('/api/orders', {
    // A refusal's detail in English, as the en-US browser reads it (the demo store's own language is German).
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en-US' },
    data: {
      store_id: DEMO_STORE_ID,
      order_type: 2,
      items: [{ product_id: productId, quantity: 1 }],
      payment: { payment_method: 'cash' },
    },
  });
}

/** Answers every order still pending, so that none of them times out later and pauses the store. */
export async function rejectPendingOrders(request: APIRequestContext) {
  const api = await adminApi(request);
  const pending = await api.get<{ data: { id: number }[] }>('/api/orders/desk?filter=pending&page_size=100');
  for (const { id } of pending.data) {
    const response = await request.patch(`/api/orders/${id}`, {
      headers: { authorization: `Bearer ${await adminToken(request)}` },
      data: { approval_status: 3, reject_reason: 'Closed for the test run' },
    });
    // 409: answered meanwhile (by the timeout, say), which is just as good.
    expect([200, 409]).toContain(response.status());
  }
}

type PushedEvent = { name: string; payload: Record<string, unknown> };

/**
 * Listens, inside the customer's page, to what the server pushes to this customer over socket.io
 * (the storefront's own socket lives in a closure): a second raw Engine.IO connection with the same
 * session token. The events land in `window.__pushed`.
 */
export async function listenAsCustomer(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const token = localStorage.getItem('token');
        const w = window as unknown as { __pushed: PushedEvent[] };
        w.__pushed = [];
        const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
        const socket = new WebSocket(
          `${scheme}://${location.host}/ws-sio/socket.io/?EIO=4&transport=websocket`,
        );
        const timer = setTimeout(() => reject(new Error('socket.io did not connect')), 10_000);
        socket.onmessage = ({ data }) => {
          const text = String(data);
          if (text.startsWith('0')) socket.send(`40${JSON.stringify({ token })}`);
          else if (text === '2') socket.send('3');
          else if (text.startsWith('40')) {
            clearTimeout(timer);
            resolve();
          } else if (text.startsWith('42')) {
            const [name, payload] = JSON.parse(text.slice(2)) as [string, Record<string, unknown>];
            w.__pushed.push({ name, payload });
          }
        };
      }),
  );
}

/** The fulfilment steps pushed to the customer for `orderId`, in order. */
export async function pushedSteps(page: Page, orderId: number): Promise<unknown[]> {
  const events = await page.evaluate(() => (window as unknown as { __pushed: PushedEvent[] }).__pushed);
  return events
    .filter((event) => event.name === 'order_updated' && event.payload.order_id === orderId)
    .map((event) => event.payload.fulfilment_status)
    .filter((status) => status !== null);
}

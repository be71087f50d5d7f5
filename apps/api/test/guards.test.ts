import { ROLE, type RoleId } from '@food/contract';
import { translate } from '@food/i18n/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardedRoute } from '../src/plugins/auth.ts';
import { apiOperations } from './api-operations.ts';
import { bearer, buildTestApp, loginDemoAdmin, loginDemoCustomer, type TestContext } from './helpers.ts';

/**
 * Every guarded route refuses a caller it does not admit before it reads the request: a stranger gets
 * 401 and a caller of another role 403, whatever the path, query and body say (no 422 with the payload's
 * rules). The routes come from the app's own table, so a new one is walked without being listed here.
 */
let t: TestContext;
let customer: string;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp({ demo: true });
  customer = await loginDemoCustomer(t.app);
  admin = await loginDemoAdmin(t.app);
});
afterAll(() => t?.close());

const JUNK_BODY = { store_id: 'x', name: ['', null], price: -1, junk: true };

/** The route with junk in every place a request could carry a value. */
function junkRequest({ method, url }: GuardedRoute, headers: Record<string, string>) {
  const withBody = !['GET', 'HEAD'].includes(method);
  return t.app.inject({
    method: method as 'GET',
    url: `${url.replace(/:\w+/g, 'not-a-number')}?store_id=x&limit=-1&junk=%00`,
    headers: { ...headers, ...(withBody && { 'content-type': 'application/json' }) },
    ...(withBody && { payload: JSON.stringify(JUNK_BODY) }),
  });
}

/** `status code detail` of each route's answer, to compare in one go. */
async function answers(routes: readonly GuardedRoute[], headers: Record<string, string>) {
  const lines: string[] = [];
  for (const route of routes) {
    const response = await junkRequest(route, headers);
    const body = route.method === 'HEAD' ? {} : response.json<{ code?: string; detail?: string }>();
    lines.push(`${route.method} ${route.url} ${response.statusCode} ${body.code} ${body.detail}`);
  }
  return lines;
}

const expected = (routes: readonly GuardedRoute[], status: number, code: string, detail: string) =>
  routes.map(({ method, url }) =>
    method === 'HEAD'
      ? `${method} ${url} ${status} undefined undefined`
      : `${method} ${url} ${status} ${code} ${detail}`,
  );

const refusing = (role: RoleId) => t.app.guardedRoutes.filter(({ roles }) => !roles.includes(role));

describe('guarded routes', () => {
  it('are the operations the API document marks with a bearer token, and there are some of every kind', async () => {
    const secured = (await apiOperations(t.app))
      .filter((operation) => operation.secured)
      .map(({ method, path }) => `${method} ${path}`);
    const guarded = t.app.guardedRoutes
      .filter(({ method }) => method !== 'HEAD')
      .map(({ method, url }) => `${method} ${url.replace(/:(\w+)/g, '{$1}')}`);
    expect(guarded.sort()).toEqual(secured.sort());
    expect(refusing(ROLE.customer).length).toBeGreaterThan(20);
    expect(refusing(ROLE.storeAdmin).length).toBeGreaterThan(0);
  });

  it('answer 401 to a request without a token, before they look at its path, query or body', async () => {
    // Those open to guests too answer a caller with no token at all, and check a token that is sent.
    const routes = t.app.guardedRoutes.filter(({ guests }) => !guests);
    expect(t.app.guardedRoutes.length - routes.length).toBeGreaterThan(0);
    const detail = translate('en', 'errors.unauthorized');
    expect(await answers(routes, {})).toEqual(expected(routes, 401, 'unauthorized', detail));
  });

  it('answer 401 in the reader’s language, also to a token that is not one', async () => {
    const routes = t.app.guardedRoutes;
    const detail = translate('de', 'errors.unauthorized');
    expect(await answers(routes, { ...bearer('not-a-token'), 'accept-language': 'de' })).toEqual(
      expected(routes, 401, 'unauthorized', detail),
    );
  });

  it('answer 403 to a customer on the back office’s routes, before they validate the request', async () => {
    const routes = refusing(ROLE.customer);
    const detail = translate('en', 'errors.forbidden');
    expect(await answers(routes, bearer(customer))).toEqual(expected(routes, 403, 'forbidden', detail));
  });

  it('answer 403 to a store administrator on the customers’ routes', async () => {
    const routes = refusing(ROLE.storeAdmin);
    const detail = translate('en', 'errors.forbidden');
    expect(await answers(routes, bearer(admin))).toEqual(expected(routes, 403, 'forbidden', detail));
  });
});

import type { FastifyInstance } from 'fastify';
import type { StoreChangeKind, StoreChanges } from '../lib/store-changes.ts';

const KIND_BY_ROUTE: [RegExp, StoreChangeKind][] = [
  [/^\/api\/(store-hours|special-days)(\/|$)/, 'hours'],
  [/^\/api\/(taxes|categories|products|option-groups|discounts|postcodes|stores)(\/|$)/, 'catalogue'],
];

/**
 * Every successful back-office write announces a change of the caller's store, before the answer
 * leaves: a client that reads right after its write never gets the old menu from a cache.
 */
export function registerChangeNotices(app: FastifyInstance, changes: StoreChanges) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return payload;
    const route = request.routeOptions.url ?? '';
    const kind = KIND_BY_ROUTE.find(([pattern]) => pattern.test(route))?.[1];
    if (!kind) return payload;
    const user = await request.authUser();
    if (user?.storeId) await changes.publish({ storeId: user.storeId, kind });
    return payload;
  });
}

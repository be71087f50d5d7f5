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
  // Not async: reads, the most of the requests, pass without a round through the microtask queue.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400)
      return done(null, payload);
    const route = request.routeOptions.url ?? '';
    const kind = KIND_BY_ROUTE.find(([pattern]) => pattern.test(route))?.[1];
    if (!kind) return done(null, payload);
    request
      .authUser()
      .then(async (user) => {
        if (user?.storeId) await changes.publish({ storeId: user.storeId, kind });
      })
      .then(
        () => done(null, payload),
        (err: Error) => done(err),
      );
  });
}

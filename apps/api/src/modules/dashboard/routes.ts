import { ApiErrorSchema, DashboardSchema, ROLE } from '@food/contract';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../lib/http.ts';
import { requireAdminStore } from '../../plugins/auth.ts';
import { getDashboard } from './service.ts';

export function dashboardRoutes(app: Api, { db, clock, config, onlinePayments }: AppContext) {
  app.get(
    '/dashboard',
    {
      config: { guard: [ROLE.storeAdmin] },
      schema: {
        tags: ['dashboard'],
        summary: "Your store's day: orders, revenue, pending orders, answer time, and orders per hour",
        description:
          "In the store's time zone. Revenue counts accepted orders; the average answer time leaves out " +
          'orders rejected automatically; `last_7_days` averages each hour over the 7 days before today. ' +
          '`go_live` says what the store still lacks to go live.',
        response: { 200: DashboardSchema, 401: ApiErrorSchema, 403: ApiErrorSchema },
      },
    },
    async (request) =>
      getDashboard(
        { db, clock, onlinePayment: onlinePayments !== null, mail: config.smtpUrl !== undefined },
        await requireAdminStore(request),
      ),
  );
}

import type { Redis } from 'ioredis';
import type { AppContext } from './app-context.ts';
import type { Api } from './lib/http.ts';
import { accountingRoutes } from './modules/accounting/routes.ts';
import { accountRoutes } from './modules/accounts/routes.ts';
import { addressRoutes } from './modules/addresses/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { categoryRoutes } from './modules/categories/routes.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { couponRoutes } from './modules/coupons/routes.ts';
import { discountRoutes } from './modules/discounts/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { imageRoutes } from './modules/images/routes.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { receiptRoutes } from './modules/receipts/routes.ts';
import { reportRoutes } from './modules/reports/routes.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { postcodeRoutes } from './modules/postcodes/routes.ts';
import { optionGroupRoutes } from './modules/option-groups/routes.ts';
import { productRoutes } from './modules/products/routes.ts';
import { searchRoutes } from './modules/search/routes.ts';
import { specialDayRoutes } from './modules/special-days/routes.ts';
import { storeHoursRoutes } from './modules/store-hours/routes.ts';
import { storeLegalRoutes } from './modules/store-legal/routes.ts';
import { storeRoutes } from './modules/stores/routes.ts';
import { taxRoutes } from './modules/taxes/routes.ts';
import { printerRoutes } from './modules/printers/routes.ts';
import { cloudPrntRoutes } from './modules/printers/cloudprnt-routes.ts';
import type { PrinterDeps } from './modules/printers/service.ts';

/** Every module's routes under `/api`, in the order the API document lists them. */
export async function registerApiRoutes(
  api: Api,
  context: AppContext,
  { redis, printerDeps }: { redis: Redis | null; printerDeps: PrinterDeps },
) {
  healthRoutes(api, context, redis);
  authRoutes(api, context);
  storeRoutes(api, context);
  storeLegalRoutes(api, context);
  categoryRoutes(api, context);
  optionGroupRoutes(api, context);
  productRoutes(api, context);
  taxRoutes(api, context);
  storeHoursRoutes(api, context);
  specialDayRoutes(api, context);
  discountRoutes(api, context);
  couponRoutes(api, context);
  postcodeRoutes(api, context);
  imageRoutes(api, context);
  accountRoutes(api, context);
  addressRoutes(api, context);
  orderRoutes(api, context);
  receiptRoutes(api, context);
  dashboardRoutes(api, context);
  reportRoutes(api, context);
  accountingRoutes(api, context);
  searchRoutes(api, context);
  printerRoutes(api, context, printerDeps);
  cloudPrntRoutes(api, printerDeps);
  await paymentRoutes(api, context);
}

import deCommon from '../catalogues/de/common.json' with { type: 'json' };
import deStore from '../catalogues/de/store.json' with { type: 'json' };
import deMenu from '../catalogues/de/menu.json' with { type: 'json' };
import deCart from '../catalogues/de/cart.json' with { type: 'json' };
import deCheckout from '../catalogues/de/checkout.json' with { type: 'json' };
import deAuth from '../catalogues/de/auth.json' with { type: 'json' };
import deAccount from '../catalogues/de/account.json' with { type: 'json' };
import deOrders from '../catalogues/de/orders.json' with { type: 'json' };
import deErrors from '../catalogues/de/errors.json' with { type: 'json' };
import deValidation from '../catalogues/de/validation.json' with { type: 'json' };
import deAdmin from '../catalogues/de/admin.json' with { type: 'json' };
import deDesk from '../catalogues/de/desk.json' with { type: 'json' };
import deDashboard from '../catalogues/de/dashboard.json' with { type: 'json' };
import deCatalogue from '../catalogues/de/catalogue.json' with { type: 'json' };
import deSettings from '../catalogues/de/settings.json' with { type: 'json' };
import deEmails from '../catalogues/de/emails.json' with { type: 'json' };
import dePrinter from '../catalogues/de/printer.json' with { type: 'json' };
import deLegal from '../catalogues/de/legal.json' with { type: 'json' };
import deReports from '../catalogues/de/reports.json' with { type: 'json' };
import enCommon from '../catalogues/en/common.json' with { type: 'json' };
import enStore from '../catalogues/en/store.json' with { type: 'json' };
import enMenu from '../catalogues/en/menu.json' with { type: 'json' };
import enCart from '../catalogues/en/cart.json' with { type: 'json' };
import enCheckout from '../catalogues/en/checkout.json' with { type: 'json' };
import enAuth from '../catalogues/en/auth.json' with { type: 'json' };
import enAccount from '../catalogues/en/account.json' with { type: 'json' };
import enOrders from '../catalogues/en/orders.json' with { type: 'json' };
import enErrors from '../catalogues/en/errors.json' with { type: 'json' };
import enValidation from '../catalogues/en/validation.json' with { type: 'json' };
import enAdmin from '../catalogues/en/admin.json' with { type: 'json' };
import enDesk from '../catalogues/en/desk.json' with { type: 'json' };
import enDashboard from '../catalogues/en/dashboard.json' with { type: 'json' };
import enCatalogue from '../catalogues/en/catalogue.json' with { type: 'json' };
import enSettings from '../catalogues/en/settings.json' with { type: 'json' };
import enEmails from '../catalogues/en/emails.json' with { type: 'json' };
import enPrinter from '../catalogues/en/printer.json' with { type: 'json' };
import enLegal from '../catalogues/en/legal.json' with { type: 'json' };
import enReports from '../catalogues/en/reports.json' with { type: 'json' };
import type { Language } from '@food/contract/languages';
import type { Domain } from './domains.ts';

type Messages = Record<string, string>;

/** Every catalogue of every language, for the server: its answers, e-mails and the first page. */
export const CATALOGUES: Record<Language, Record<Domain, Messages>> = {
  de: {
    common: deCommon,
    store: deStore,
    menu: deMenu,
    cart: deCart,
    checkout: deCheckout,
    auth: deAuth,
    account: deAccount,
    orders: deOrders,
    errors: deErrors,
    validation: deValidation,
    admin: deAdmin,
    desk: deDesk,
    dashboard: deDashboard,
    catalogue: deCatalogue,
    settings: deSettings,
    emails: deEmails,
    printer: dePrinter,
    legal: deLegal,
    reports: deReports,
  },
  en: {
    common: enCommon,
    store: enStore,
    menu: enMenu,
    cart: enCart,
    checkout: enCheckout,
    auth: enAuth,
    account: enAccount,
    orders: enOrders,
    errors: enErrors,
    validation: enValidation,
    admin: enAdmin,
    desk: enDesk,
    dashboard: enDashboard,
    catalogue: enCatalogue,
    settings: enSettings,
    emails: enEmails,
    printer: enPrinter,
    legal: enLegal,
    reports: enReports,
  },
};

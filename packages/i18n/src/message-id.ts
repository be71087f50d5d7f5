/* The message ids: every key of the English catalogues (a test holds German to the same keys). */
import type Common from '../catalogues/en/common.json';
import type Store from '../catalogues/en/store.json';
import type Menu from '../catalogues/en/menu.json';
import type Cart from '../catalogues/en/cart.json';
import type Checkout from '../catalogues/en/checkout.json';
import type Auth from '../catalogues/en/auth.json';
import type Account from '../catalogues/en/account.json';
import type Orders from '../catalogues/en/orders.json';
import type Errors from '../catalogues/en/errors.json';
import type Validation from '../catalogues/en/validation.json';
import type Admin from '../catalogues/en/admin.json';
import type Desk from '../catalogues/en/desk.json';
import type Dashboard from '../catalogues/en/dashboard.json';
import type Catalogue from '../catalogues/en/catalogue.json';
import type Settings from '../catalogues/en/settings.json';
import type Emails from '../catalogues/en/emails.json';
import type Printer from '../catalogues/en/printer.json';
import type Legal from '../catalogues/en/legal.json';
import type Reports from '../catalogues/en/reports.json';

type Catalogues = typeof Common &
  typeof Store &
  typeof Menu &
  typeof Cart &
  typeof Checkout &
  typeof Auth &
  typeof Account &
  typeof Orders &
  typeof Errors &
  typeof Validation &
  typeof Admin &
  typeof Desk &
  typeof Dashboard &
  typeof Catalogue &
  typeof Settings &
  typeof Emails &
  typeof Printer &
  typeof Legal &
  typeof Reports;

export type MessageId = keyof Catalogues & string;

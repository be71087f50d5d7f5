// Which part of the code may import which: the layers of docs/architecture.md, enforced by lint.

const web = './apps/web/src';
const api = './apps/api/src';

/**
 * The features a feature may import. Storefront features never import back-office ones; a new edge
 * here is a design decision, not a convenience.
 */
const FEATURE_IMPORTS = {
  // storefront
  account: ['auth', 'cart'],
  auth: [],
  cart: ['auth', 'store'],
  checkout: ['account', 'auth', 'cart', 'orders', 'store'],
  legal: ['store'],
  menu: ['cart', 'store'],
  orders: ['auth', 'cart', 'menu', 'store'],
  store: [],
  // back office
  'admin-search': ['store'],
  'catalogue-admin': ['store'],
  dashboard: ['order-desk', 'store'],
  'order-desk': ['auth', 'orders', 'printers', 'store'],
  printers: ['catalogue-admin', 'store'],
  reports: ['settings-admin', 'store'],
  'settings-admin': ['store'],
};

const API_MODULES = [
  'accounting',
  'accounts',
  'addresses',
  'auth',
  'categories',
  'coupons',
  'dashboard',
  'discounts',
  'health',
  'images',
  'option-groups',
  'orders',
  'payments',
  'postcodes',
  'printers',
  'products',
  'receipts',
  'reports',
  'search',
  'special-days',
  'store-hours',
  'store-legal',
  'stores',
  'taxes',
  'users',
];

const webZones = [
  {
    target: [`${web}/components`, `${web}/lib`, `${web}/hooks`, `${web}/config`],
    from: `${web}/features`,
    message: 'Shared code never imports a feature: let the route pass it in.',
  },
  ...Object.entries(FEATURE_IMPORTS).map(([feature, allowed]) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`, ...allowed.map((other) => `./${other}`)],
    message: `${feature} may import only the features listed for it in eslint.boundaries.js.`,
  })),
  {
    target: [`${web}/features`, `${web}/components`, `${web}/lib`, `${web}/hooks`, `${web}/config`],
    from: `${web}/app`,
    message: 'app/ composes the features; nothing imports it back.',
  },
];

const apiZones = [
  {
    target: `${api}/lib`,
    from: `${api}/modules`,
    message: 'lib/ is below the modules and imports none of them.',
  },
  ...API_MODULES.map((module) => ({
    target: `${api}/modules/${module}/**`,
    from: `${api}/modules/!(${module})/**`,
    except: ['**/service.ts'],
    message: 'Another module is reached through its service.ts only.',
  })),
];

export const boundaryZones = [...webZones, ...apiZones];

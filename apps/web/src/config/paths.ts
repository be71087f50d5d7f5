/** The one table of the web app's routes. Route definitions and links both read from here. */

function fixed<P extends string>(path: P) {
  return { path, getHref: (): string => path };
}

/** A login page that sends the user back to `next` afterwards. */
function loginPage<P extends string>(path: P) {
  return {
    path,
    getHref: (next?: string | null): string => (next ? `${path}?${new URLSearchParams({ next })}` : path),
  };
}

/** A back-office list that opens one of its rows when the address names it (`?product=12`). */
function listPage<P extends string>(path: P, param: string) {
  return {
    path,
    param,
    getHref: (id?: number): string => (id === undefined ? path : `${path}?${param}=${id}`),
  };
}

export const paths = {
  home: fixed('/'),
  login: loginPage('/login'),
  register: fixed('/register'),
  forgotPassword: fixed('/forgot-password'),
  resetPassword: fixed('/reset-password'),
  verifyRegistration: fixed('/verify-registration'),
  updateAddress: fixed('/update-address'),
  checkout: fixed('/checkout'),
  // The list, or one order's own page (`/orders/12`).
  orders: {
    path: '/orders',
    getHref: (id?: number): string => (id === undefined ? '/orders' : `/orders/${id}`),
  },
  account: fixed('/account'),
  // The German paths, which German readers expect to type, show the same pages.
  imprint: { ...fixed('/imprint'), alias: '/impressum' },
  privacy: { ...fixed('/privacy'), alias: '/datenschutz' },
  terms: { ...fixed('/terms'), alias: '/agb' },
  admin: {
    login: loginPage('/admin'),
    forgotPassword: fixed('/admin/forgot-password'),
    resetPassword: fixed('/admin/reset-password'),
    home: fixed('/admin/home'),
    orders: fixed('/admin/orders'),
    orderTicket: {
      path: '/admin/orders/:id/ticket',
      getHref: (id: number): string => `/admin/orders/${id}/ticket`,
    },
    tax: fixed('/admin/tax'),
    category: fixed('/admin/category'),
    categoryList: listPage('/admin/category-list', 'category'),
    productsList: listPage('/admin/products-list', 'product'),
    products: fixed('/admin/products'),
    optionGroups: fixed('/admin/option-groups'),
    storeSetting: fixed('/admin/store-setting'),
    // Spelled as in the product; links and bookmarks use this path.
    discount: fixed('/admin/disscount'),
    postcodes: fixed('/admin/postcodes'),
    legal: fixed('/admin/legal'),
    printers: fixed('/admin/printers'),
    coupons: fixed('/admin/coupons'),
    reports: fixed('/admin/reports'),
  },
} as const;

const ADMIN_PREFIX = paths.admin.login.path;

export function isAdminPath(pathname: string): boolean {
  return pathname === ADMIN_PREFIX || pathname.startsWith(`${ADMIN_PREFIX}/`);
}

/**
 * The query keys of a store and of what it owns, one factory per domain. The storefront and the back
 * office read some of the same resources under their own keys, below one root: a back-office save
 * invalidates the root, so that the storefront's copy is read again too.
 */
export const storeKeys = {
  all: ['stores'] as const,
  detail: (storeId: number) => [...storeKeys.all, storeId] as const,
  /** Its own root: a change of the public store does not read the settings again. */
  settings: (storeId: number) => ['store-settings', storeId] as const,
  /** Who runs the store and its legal texts: read by the legal pages and the Legal settings page. */
  legal: (storeId: number) => ['store-legal', storeId] as const,
};

export const storeHoursKeys = {
  list: (storeId: number) => ['store-hours', storeId] as const,
};

export const slotKeys = {
  /** Every date's slots of a store: taken places change them all. */
  all: (storeId: number) => ['slots', storeId] as const,
  list: (storeId: number, orderType: number, date: string) =>
    [...slotKeys.all(storeId), { orderType, date }] as const,
};

export const categoryKeys = {
  all: ['categories'] as const,
  storefront: (storeId: number) => [...categoryKeys.all, { storeId }] as const,
  admin: (storeId: number) => [...categoryKeys.all, 'admin', storeId] as const,
};

export const productKeys = {
  all: ['products'] as const,
  /** Every storefront list of a category's products. */
  allByCategory: () => [...productKeys.all, 'by-category'] as const,
  byCategory: (params: { storeId: number; categoryId: number }) =>
    [...productKeys.allByCategory(), params] as const,
  allAdmin: () => [...productKeys.all, 'admin'] as const,
  admin: (storeId: number) => [...productKeys.allAdmin(), storeId] as const,
  detail: (id: number) => [...productKeys.all, 'detail', id] as const,
};

export const taxKeys = {
  all: ['taxes'] as const,
  list: (storeId: number) => [...taxKeys.all, storeId] as const,
};

export const postcodeKeys = {
  all: ['postcodes'] as const,
  storefront: (storeId: number) => [...postcodeKeys.all, { storeId }] as const,
  admin: (storeId: number) => [...postcodeKeys.all, storeId] as const,
};

export const discountKeys = {
  all: ['discounts'] as const,
  /** Unexpired ones only: what a customer is offered. */
  storefront: (storeId: number) => [...discountKeys.all, { storeId, scope: 'public' }] as const,
  /** Expired ones too: the store's own administrator sees them. */
  admin: (storeId: number) => [...discountKeys.all, storeId] as const,
};

import { pageBootstrap } from './page-bootstrap.ts';

const DEFAULT_STORE_ID = 9;

/**
 * The storefront serves one store (decisions §1). The server writes its `STORE_ID` into the page's
 * bootstrap; the Vite dev server does not, so the demo store is the fallback.
 */
function readStoreId(): number {
  const id = pageBootstrap.storeId;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : DEFAULT_STORE_ID;
}

export const STORE_ID = readStoreId();

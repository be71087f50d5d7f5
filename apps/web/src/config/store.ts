const DEFAULT_STORE_ID = 9;

/**
 * The storefront serves one store (decisions §1). The server writes its `STORE_ID` into the page as
 * `<meta name="store-id">`; the Vite dev server does not, so the demo store is the fallback.
 */
function readStoreId(): number {
  const content = document.querySelector('meta[name="store-id"]')?.getAttribute('content');
  const id = Number(content);
  return Number.isInteger(id) && id > 0 ? id : DEFAULT_STORE_ID;
}

export const STORE_ID = readStoreId();

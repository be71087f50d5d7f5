/**
 * What the server writes into the page as `<script type="application/json" id="page-bootstrap">`:
 * a data block the browser does not execute, so the Content-Security-Policy needs no inline script.
 * The Vite dev server writes none; then every setting falls back to its default.
 */
interface PageBootstrap {
  storeId?: unknown;
  styleNonce?: unknown;
  /** The menu page's first API reads, answered by the server inside the page (app/page-reads.ts). */
  reads?: unknown;
  /** The store's status as its status socket would have said it then (features/store/hooks/use-store-status.ts). */
  status?: unknown;
  /** The page's language, and the catalogues of these domains in it (lib/i18n/language.ts). */
  lang?: unknown;
  domains?: unknown;
  messages?: unknown;
}

declare global {
  /** A render on the server has no page: the server's entry (entry-server.tsx) sets the settings here. */
  var foodPageBootstrap: PageBootstrap | undefined;
}

function readPageBootstrap(): PageBootstrap {
  // The server's render, or a unit test of a plain module: no DOM.
  if (typeof document === 'undefined') return globalThis.foodPageBootstrap ?? {};
  const text = document.getElementById('page-bootstrap')?.textContent;
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? parsed : {};
  } catch {
    return {};
  }
}

export const pageBootstrap: PageBootstrap = readPageBootstrap();

/** The page's policy allows a <style> element only with this nonce (undefined on the Vite dev server). */
export const STYLE_NONCE =
  typeof pageBootstrap.styleNonce === 'string' ? pageBootstrap.styleNonce : undefined;

// Radix dialogs lock scrolling with a <style> element (react-remove-scroll-bar); the library takes the
// nonce from get-nonce, which looks for this global.
if (STYLE_NONCE) (globalThis as { __webpack_nonce__?: string }).__webpack_nonce__ = STYLE_NONCE;

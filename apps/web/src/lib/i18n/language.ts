import { isLanguage, type Language, type MessageId, type WebDomain } from '@food/i18n';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { pageBootstrap } from '@/config/page-bootstrap.ts';

declare global {
  // react-intl's ids are the catalogues' keys: a misspelt id does not compile.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}

/** The visitor's choice, read by the server for the first page (apps/api/src/plugins/web-static.ts). */
const COOKIE = 'lang';
const YEAR_SECONDS = 31_536_000;

const cache = createIntlCache();
/** Parsed ICU messages: the catalogues arrive compiled (build/compile-messages.ts, the server's page). */
type Messages = Record<string, MessageFormatElement[]>;

const messages: Record<Language, Messages> = { de: {}, en: {} };
const loaded: Record<Language, Set<WebDomain>> = { de: new Set(), en: new Set() };
const listeners = new Set<() => void>();

// Unit tests of plain modules run without a DOM.
const hasDom = typeof document !== 'undefined';

function cookieLanguage(): Language | undefined {
  if (!hasDom) return undefined;
  const value = document.cookie.match(/(?:^|;\s*)lang=([^;]*)/)?.[1];
  return isLanguage(value) ? value : undefined;
}

/** The server's choice in the page; without one (the Vite dev server): the cookie, the browser, English. */
function initialLanguage(): Language {
  if (isLanguage(pageBootstrap.lang)) return pageBootstrap.lang;
  const browser = hasDom ? navigator.languages.map((tag) => tag.slice(0, 2)).find(isLanguage) : undefined;
  return cookieLanguage() ?? browser ?? 'en';
}

let language = initialLanguage();
/** Built on first use: creating it loads the locale's number and date data, work the first task should not carry. */
let intl: IntlShape | undefined;

function build(): IntlShape {
  // Partly loaded while a lazy domain's catalogue is on its way: typed as whole for react-intl's ids.
  const loadedMessages = messages[language] as Record<MessageId, MessageFormatElement[]>;
  return createIntl({ locale: language, defaultLocale: 'en', messages: loadedMessages }, cache);
}

function changed() {
  intl = undefined;
  for (const listener of listeners) listener();
}

export const getLanguage = () => language;
/** The formatter of the active language, for code outside React (the API client's error messages). */
export const getIntl = () => (intl ??= build());

export function subscribeToLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Catalogues the page already holds (the server's first page, or a test's). */
export function addMessages(to: Language, domains: readonly WebDomain[], entries: Messages) {
  Object.assign(messages[to], entries);
  for (const domain of domains) loaded[to].add(domain);
  if (to === language) changed();
}

/** Fetches the catalogues of `domains` the active language (or `to`) does not have yet. */
export async function loadDomains(domains: readonly WebDomain[], to: Language = language): Promise<void> {
  const missing = domains.filter((domain) => !loaded[to].has(domain));
  if (missing.length === 0) return;
  // The table of every catalogue's chunk is not in the first script: the server's page carries its texts.
  const { loadCatalogue } = await import('./catalogues.ts');
  const catalogues = await Promise.all(missing.map((domain) => loadCatalogue(to, domain)));
  addMessages(to, missing, Object.assign({}, ...catalogues));
}

/** The language of a render on the server (app/first-paint.tsx), which has no page to switch. */
export function setRenderLanguage(next: Language) {
  if (next === language) return;
  language = next;
  changed();
}

/** Switches every text on the page, remembers the choice for the next visit and tells the server. */
export async function setLanguage(next: Language): Promise<void> {
  if (next === language) return;
  await loadDomains([...loaded[language]], next);
  language = next;
  document.documentElement.lang = next;
  document.cookie = `${COOKIE}=${next}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
  changed();
}

/** The first page's catalogues, written into it by the server. */
function seedFromPage() {
  const { domains, messages: entries } = pageBootstrap;
  if (!Array.isArray(domains) || typeof entries !== 'object' || entries === null) return;
  addMessages(language, domains as WebDomain[], entries as Messages);
}

seedFromPage();
// The page's language attribute from the start, also on the Vite dev server.
if (hasDom) document.documentElement.lang = language;

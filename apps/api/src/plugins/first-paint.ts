import type { FastifyBaseLogger } from 'fastify';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Language } from '@food/contract/languages';

/** What the web app's server build renders (apps/web/src/app/first-paint.tsx). */
export type FirstPaint = { head: string; body: string };
type RenderInput = { path: string; lang: Language; reads: unknown; status: unknown };
type Render = (input: RenderInput) => Promise<FirstPaint>;
type Entry = { createFirstPaint: (storeId: number) => Promise<Render> };

/** The page renders the time to the half minute (apps/web/src/features/cart/use-clock.ts). */
const TICK_MS = 30_000;
const NONE: FirstPaint = { head: '', body: '' };

/**
 * The markup of a page the server paints (the menu page, the back office's login), rendered by the web
 * app's own components from the page's reads and the store's status: built beside the web app
 * (`vite build --ssr` into `dist-server`). Each page's last render per language is kept and used again
 * while the reads, the status and the half minute are the same, so a visit costs one comparison, not a
 * render. Without the server build, or when a render fails, the page is sent as before: the app
 * renders it in the browser.
 */
export async function loadFirstPaint(webDistDir: string, storeId: number, log: FastifyBaseLogger) {
  const entryFile = path.join(webDistDir, '..', 'dist-server', 'entry-server.js');
  let render: Render | undefined;
  try {
    const entry = (await import(pathToFileURL(entryFile).href)) as Entry;
    render = await entry.createFirstPaint(storeId);
  } catch (err) {
    log.warn(
      { err, entryFile },
      'the menu page is rendered in the browser only: no server build of the web app',
    );
  }
  const last = new Map<string, { key: string; paint: Promise<FirstPaint> }>();

  return function firstPaint(input: RenderInput): Promise<FirstPaint> {
    if (!render) return Promise.resolve(NONE);
    const { path: page, lang, reads, status } = input;
    const key = `${Math.floor(Date.now() / TICK_MS)}:${JSON.stringify(status)}:${JSON.stringify(reads)}`;
    const slot = `${page} ${lang}`;
    const kept = last.get(slot);
    if (kept?.key === key) return kept.paint;
    const entry = {
      key,
      paint: render(input).catch((err: unknown) => {
        log.warn({ err, path: page }, 'a page could not be rendered on the server');
        if (last.get(slot) === entry) last.delete(slot);
        return NONE;
      }),
    };
    last.set(slot, entry);
    return entry.paint;
  };
}

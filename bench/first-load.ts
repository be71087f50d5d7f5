/**
 * What a browser fetches opening a page without anyone touching it, counted as issue 45 asks: every
 * script (and style sheet) requested from the moment of navigation until the network has been quiet
 * for `QUIET_MS`, in the bytes that went over the wire. A part fetched on idle, after paint or by a
 * timer counts; only what waits for an interaction does not.
 */
import { chromium, type Browser, type BrowserContextOptions } from 'playwright-core';

/** Longer than Playwright's 500 ms of `networkidle`: an idle callback or a timer fires after that. */
const QUIET_MS = 3_000;
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const DEVICES = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 },
  desktop: { viewport: { width: 1280, height: 800 } },
} satisfies Record<string, BrowserContextOptions>;

export interface Fetched {
  file: string;
  /** The body as it came over the wire, compressed or not, as Chromium counted it. */
  transferred: number;
  /** The body once decoded. */
  size: number;
  encoding: string;
}

export const launchChromium = () =>
  chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });

/** The scripts and style sheets `url` fetched until its network was quiet, sorted by file. */
export async function fetchedUntilQuiet(
  browser: Browser,
  url: string,
  device: keyof typeof DEVICES,
): Promise<Fetched[]> {
  const context = await browser.newContext(DEVICES[device]);
  try {
    const page = await context.newPage();
    const loads: Promise<Fetched>[] = [];
    let lastActivity = Date.now();
    page.on('request', () => (lastActivity = Date.now()));
    page.on('requestfinished', (request) => {
      lastActivity = Date.now();
      const { pathname: file } = new URL(request.url());
      if (!/\.(js|css)$/.test(file)) return;
      loads.push(
        (async () => {
          const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
          return {
            file,
            transferred: sizes.responseBodySize,
            size: (await response!.body()).length,
            encoding: response!.headers()['content-encoding'] ?? 'none',
          };
        })(),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    while (Date.now() - lastActivity < QUIET_MS) await page.waitForTimeout(250);
    return (await Promise.all(loads)).sort((a, b) => (a.file < b.file ? -1 : 1));
  } finally {
    await context.close();
  }
}

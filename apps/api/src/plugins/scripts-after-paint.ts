import { createHash } from 'node:crypto';

const TEMPLATE_ID = 'app-scripts';

/**
 * Starts the app's scripts once the server's page is on screen: their tags wait in a template, which
 * the browser neither runs nor fetches, and are copied out after the first frame has been painted (a
 * task queued from the frame's callback runs after its paint). A page in a hidden tab has no frames:
 * it starts at once. Written into the page as it is, so the Content-Security-Policy allows its hash.
 */
const SCRIPT = `(() => {
  const tags = document.getElementById('${TEMPLATE_ID}');
  const start = () => {
    for (const tag of tags.content.children) {
      const element = document.createElement(tag.localName);
      for (const { name, value } of tag.attributes) element.setAttribute(name, value);
      document.head.append(element);
    }
  };
  if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start));
  else start();
})();`;

/** The source `script-src` allows for the script above, and for no other inline script. */
export const SCRIPTS_AFTER_PAINT_SOURCE = `'sha256-${createHash('sha256').update(SCRIPT).digest('base64')}'`;

const TAG = /<script type="module"[^>]*><\/script>\s*|<link rel="modulepreload"[^>]*>\s*/g;

/**
 * The painted page with its module script and module preloads moved into the template, and the script
 * that starts them at the end of the body. On a slow phone the page's text, styles and first pictures
 * then have the connection to themselves until they show.
 */
export function startScriptsAfterPaint(page: string): string {
  const tags = page.match(TAG) ?? [];
  if (tags.length === 0) return page;
  return page
    .replace(TAG, '')
    .replace('</head>', () => `<template id="${TEMPLATE_ID}">${tags.join('')}</template>\n</head>`)
    .replace('</body>', () => `<script>${SCRIPT}</script>\n</body>`);
}

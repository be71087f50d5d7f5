/**
 * The server's entry (built by `vite build --ssr` into dist-server, imported by
 * apps/api/src/plugins/first-paint.ts). The app's modules read the store from the page's settings as
 * they load, so the settings are in place before the renderer is imported.
 *
 * @public imported by the API from the build, which knip does not follow
 */
export async function createFirstPaint(storeId: number) {
  globalThis.foodPageBootstrap = { storeId };
  const { renderFirstPaint } = await import('./app/first-paint.tsx');
  return renderFirstPaint;
}

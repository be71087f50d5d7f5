/// <reference types="vitest/config" />
import { createRequire } from 'node:module';
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileMessages } from './build/compile-messages.ts';
import { precompress } from './build/precompress.ts';

// react-intl's own copies of the formatjs packages. Another copy of each sits in @formatjs/intl's folder
// (the root's are older ones a dev tool needs), and the bundle would carry both.
const fromReactIntl = createRequire(import.meta.resolve('react-intl')).resolve;

// The API server (apps/api) serves the API, uploaded images and both websockets on one port.
const apiOrigin = 'http://localhost:3000';

/** The page's own script, whose list of lazy parts' imports every first load would pay for. */
const ENTRY_CHUNK = /(^|\/)index-[\w-]+\.js$/;

export default defineConfig(({ isSsrBuild }) => ({
  // The server's build (src/entry-server.tsx) is imported by Node, which needs no compressed copies.
  plugins: [react(), tailwindcss(), compileMessages(), ...(isSsrBuild ? [] : [precompress()])],
  // The server's build bundles every dependency: the API's production image installs none of the web's.
  ssr: { noExternal: true },
  publicDir: isSsrBuild ? false : 'public',
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // Messages arrive parsed (build/compile-messages.ts, and the server's first page): no parser in the app.
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: fromReactIntl('@formatjs/icu-messageformat-parser/no-parser.js'),
      },
      { find: /^intl-messageformat$/, replacement: fromReactIntl('intl-messageformat') },
      { find: /^@formatjs\/fast-memoize$/, replacement: fromReactIntl('@formatjs/fast-memoize') },
    ],
  },
  test: { setupFiles: ['./src/testing/i18n.ts'] },
  server: {
    port: 5173,
    proxy: {
      '/api': apiOrigin,
      '/uploads': apiOrigin,
      '/ws/': { target: apiOrigin, ws: true },
      '/ws-sio': { target: apiOrigin, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser the storefront supports preloads modules itself (Safari since 17): no polyfill in
    // the first script. An older one loads the same chunks, only without the head start.
    // The page's own scripts are preloaded; a lazy chunk's imports are not: listing every lazy chunk's
    // files in the entry cost the first load 1.4 KB, and a lazy part is fetched on intent, before the
    // tap that shows it, so the step its imports add stays out of sight.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostId, hostType }) =>
        hostType === 'html' || !ENTRY_CHUNK.test(hostId) ? deps : [],
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The runtime every page needs changes far less often than the app: its own long-cached chunk.
              // Everything else (radix-ui, react-hook-form, zod…) stays with the lazy routes that use it,
              // so the storefront's first load never pays for back-office or form code.
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query))[\\/]/,
              priority: 2,
            },
            {
              // Everything else every page's first load runs, in one chunk instead of a dozen small ones
              // (the modules the entry shares with lazy routes each came as a file of its own).
              name: 'app',
              tags: ['$initial'],
              priority: 1,
            },
          ],
        },
      },
    },
  },
}));

// Vite builds the SPA into dist/, which the collab-server serves, and the server renderer of the
// public pages into dist-ssr/ (`vite build --ssr src/ssr/entry-server.tsx`). In development the API, the sync
// socket, stored files and the dev mailbox are proxied to the server on port 3000.
//
// Every text file gets a Brotli and a gzip copy at build time (vite-precompress.ts), which the server
// sends to browsers that accept them.
//
// The service worker (vite-plugin-pwa, Workbox) precaches the app shell and every chunk, so the
// planner opens offline after one visit: navigations to the pages rendered in the browser only (the
// planner, invitations, the vendor portal, password reset) are answered with the cached index.html.
// Every other page is server-rendered: its navigations go to the network, for the rendered content
// and the real status (a 404 stays a 404), and fall back to the shell only when the network fails.
// The server's own paths (API, sync socket, stored files, dev mailbox, health) always go to the
// network. Couple photos are cached as they are viewed.
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './vite-precompress';

const SERVER = 'http://localhost:3000';

const proxy: Record<string, ProxyOptions> = {
  '^/api(/|$)': { target: SERVER, changeOrigin: false },
  '^/sync(/|$)': { target: SERVER, ws: true, changeOrigin: false },
  '^/storage(/|$)': { target: SERVER, changeOrigin: false },
  '^/dev(/|$)': { target: SERVER, changeOrigin: false },
  '^/healthz$': { target: SERVER, changeOrigin: false },
};

/** Paths the server answers itself; the service worker never serves the app shell for them. */
const SERVER_PATHS = [/^\/api(\/|$)/, /^\/sync(\/|$)/, /^\/storage(\/|$)/, /^\/dev(\/|$)/, /^\/healthz$/];
/** Pages rendered in the browser only (the server's CLIENT_ONLY, collab-server/src/http/ssr.ts). */
const CLIENT_RENDERED = [/^\/app(\/|$)/i, /^\/invite\//i, /^\/vendor\/./i, /^\/auth\/reset/i];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    // The server renderer (`vite build --ssr`, see ssr/entry-server.tsx) needs no service worker.
    !isSsrBuild &&
      VitePWA({
        registerType: 'autoUpdate',
        // main.tsx registers it (production builds only).
        injectRegister: false,
        manifest: {
          name: 'Confetti · Wedding Planner',
          short_name: 'Confetti',
          description: 'Plan your wedding together, in real time and even offline. Free for couples.',
          start_url: '/app',
          scope: '/',
          display: 'standalone',
          background_color: '#fbf7f1',
          theme_color: '#fbf7f1',
          icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
        },
        workbox: {
          navigateFallback: '/index.html',
          navigateFallbackAllowlist: CLIENT_RENDERED,
          navigateFallbackDenylist: SERVER_PATHS,
          // `/` is the server-rendered landing page, not the precached index.html.
          directoryIndex: null,
          // The shell, every chunk and style, and the Latin font files (other scripts load on demand).
          // The manifest and its icon are added by the plugin itself.
          globPatterns: ['**/*.{js,css,html}', '**/*-latin-*.woff2'],
          globIgnores: ['**/*.map'],
          cleanupOutdatedCaches: true,
          clientsClaim: true,
          skipWaiting: true,
          runtimeCaching: [
            {
              // Server-rendered pages: from the network, the shell when it fails (offline). The
              // function is copied into the worker as source: it names its patterns itself.
              urlPattern: ({ request, url, sameOrigin }) =>
                sameOrigin &&
                request.mode === 'navigate' &&
                !/^\/(api|sync|storage|dev)(\/|$)|^\/healthz$/.test(url.pathname),
              handler: 'NetworkOnly',
              options: { precacheFallback: { fallbackURL: '/index.html' } },
            },
            {
              urlPattern: ({ url, sameOrigin }) =>
                sameOrigin && url.pathname.startsWith('/storage/couple-photos/'),
              handler: 'StaleWhileRevalidate',
              options: {
                cacheName: 'couple-photos',
                expiration: { maxEntries: 30, maxAgeSeconds: 30 * 24 * 60 * 60 },
                cacheableResponse: { statuses: [200] },
              },
            },
          ],
        },
      }),
    // Brotli and gzip copies of the app's files, which the server sends as they are.
    !isSsrBuild && precompress(),
  ],
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, sourcemap: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        sourcemap: true,
        // Which files each module's chunk needs: the server names the planner's in the /app page
        // (collab-server http/planner-preload.ts), so they download beside the entry.
        manifest: true,
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  // An icon used by several lazy routes would otherwise get a file of its own (a few
                  // hundred bytes each): the planner's first screen fetched some twenty of them, each
                  // a request before the planner could render. Shared icons are grouped by the routes
                  // that use them, and groups too small to be worth a request join their neighbour.
                  name: 'icons',
                  test: /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/,
                  minShareCount: 2,
                  entriesAware: true,
                  entriesAwareMergeThreshold: 4000,
                },
              ],
            },
          },
        },
      },
  // The server renderer carries its dependencies, so it runs wherever the built app is copied, except
  // Yjs: the server has it already, and a second copy in one process breaks Yjs's constructor checks
  // (it printed "Yjs was already imported" when the first page needing it was rendered).
  ssr: { noExternal: true, external: ['yjs'] },
  server: { proxy },
  preview: { proxy },
}));

// Serves the built web app: real files (hashed assets cached for a year), and index.html for every
// other non-API path so the client-side router can take it (SPA fallback). A path the app has no
// route for (SITE_ROUTES, shared with its router) gets index.html with a 404 status: people see the
// app's 404 page, and crawlers and link checkers see a 404.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isSitePath } from '@confetti/catalog';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppEnv } from '../context';

export function webAppRoutes(distDir: string) {
  const app = new Hono<AppEnv>();
  const indexPath = join(distDir, 'index.html');
  if (!existsSync(indexPath)) {
    app.get('*', (c) =>
      c.text('The web app is not built yet. Run `npm run build` (npm start does this for you).', 503),
    );
    return app;
  }
  app.use(
    '/assets/*',
    serveStatic({
      root: distDir,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.use(
    '*',
    serveStatic({
      root: distDir,
      onFound: (path, c) => {
        // The service worker and the shell must be re-checked so updates reach people.
        if (/(?:sw\.js|index\.html|manifest\.webmanifest)$/.test(path)) c.header('Cache-Control', 'no-cache');
      },
    }),
  );
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(readFileSync(indexPath, 'utf8'), isSitePath(c.req.path) ? 200 : 404);
  });
  return app;
}

// Serves the built web app: real files (hashed assets cached for a year), and index.html for every
// other non-API path so the client-side router can take it (SPA fallback). Public pages come
// server-rendered into that index.html (see ssr.ts) when the server renderer is built. A path the app has no
// route for (SITE_ROUTES, shared with its router) gets index.html with a 404 status: people see the
// app's 404 page, and crawlers and link checkers see a 404.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isSitePath } from '@confetti/catalog';
import { AUTH_ALIASES, safeNextPath } from '@confetti/catalog/site-routes';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import { hashSecretHex } from '../auth/tokens';
import type { AppEnv } from '../context';
import { log } from '../log';
import { planOfRsvpCode } from '../routes/guests/rsvp-link';
import { SHARE_TOKEN_PATTERN } from '../routes/run-of-show/share-links';
import { compressWhole, HTML_TYPES, varyOnAcceptEncoding } from './compress';
import { plannerPreloads } from './planner-preload';
import { clientPageHtml, documentHtml, isLinkOnly, isServerRendered, loadWebRenderer } from './ssr';

/**
 * Answers a request in-process through the whole app (its middleware, session and routes), with the
 * visitor's connection (`env`), so limits and counts per client address see the visitor, not us.
 */
export type InProcessFetch = (request: Request, env: unknown) => Promise<Response>;

/** Headers of the visitor's request that the page's own API requests carry too. */
const FORWARDED_HEADERS = ['cookie', 'user-agent', 'x-forwarded-for'] as const;

/** Signed-in visitors skip these (spec §2): straight to the planner, or to a safe `?next=`. */
const SIGNED_OUT_ONLY = new Set(['/', '/welcome', '/auth']);

export function webAppRoutes(distDir: string, inProcess?: InProcessFetch) {
  const app = new Hono<AppEnv>();
  const indexPath = join(distDir, 'index.html');
  if (!existsSync(indexPath)) {
    app.get('*', (c) =>
      c.text('The web app is not built yet. Run `npm run build` (npm start does this for you).', 503),
    );
    return app;
  }
  // Pages (the app shell, server-rendered pages) are gzipped as they are sent (compress.ts); files
  // come with Brotli and gzip copies made at build time (apps/web/vite-precompress.ts), sent as
  // they are.
  app.use('*', compressWhole(HTML_TYPES));
  app.use(
    '/assets/*',
    serveStatic({
      root: distDir,
      precompressed: true,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
        // Its compressed copies make it depend on Accept-Encoding, whichever form is sent.
        varyOnAcceptEncoding(c.res.headers);
      },
    }),
  );
  const files = serveStatic<AppEnv>({
    root: distDir,
    precompressed: true,
    onFound: (path, c) => {
      c.header('Cache-Control', cacheControlOf(path));
      varyOnAcceptEncoding(c.res.headers);
    },
  });
  // The landing page is a page like the others (server-rendered below). /index.html itself stays the
  // bare app shell: the service worker caches it for offline navigations.
  app.use('*', (c, next) => (c.req.path === '/' ? next() : files(c, next)));
  const template = readFileSync(indexPath, 'utf8');
  // A planner address names what its first screen needs, for the browser to fetch at once
  // (planner-preload.ts).
  const plannerHead = plannerPreloads(distDir);
  const renderer = inProcess ? loadWebRenderer(distDir) : Promise.resolve(null);

  async function serverRendered(
    c: Context<AppEnv>,
    fetchInProcess: InProcessFetch,
  ): Promise<Response | null> {
    const web = await renderer;
    if (!web) return null;
    const url = new URL(c.req.url);
    const api = (path: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      for (const name of FORWARDED_HEADERS) {
        const value = c.req.header(name);
        if (value) headers.set(name, value);
      }
      return fetchInProcess(new Request(new URL(path, url.origin), { ...init, headers }), c.env);
    };
    const session = (await (await api('/api/auth/session')).json()) as { user?: unknown };
    const path = c.req.path.replace(/\/+$/, '') || '/';
    if (session.user && SIGNED_OUT_ONLY.has(path))
      return c.redirect(safeNextPath(c.req.query('next')) ?? '/app', 302);
    const page = await web.render({ url: url.pathname + url.search, session, fetch: api });
    // A page that moved (a listing's city or category changed: 301), or one that sends this visitor
    // elsewhere (302): only ever to a path of this site.
    const moved = page.meta?.redirect;
    if (moved?.startsWith('/') && !moved.startsWith('//') && !moved.startsWith('/\\'))
      return c.redirect(moved, page.meta?.status === 302 ? 302 : 301);
    const status = page.meta?.status ?? (isSitePath(c.req.path) ? 200 : 404);
    const head = page.meta ? web.headHtml(page.meta, url.origin, url.pathname) : null;
    return c.html(documentHtml(template, { html: page.html, head, state: page.state }), status as 200);
  }

  // Every form of the web app posts (method="post") so that one submitted before the scripts run, or
  // with JavaScript off, never puts what was typed (a password, an email) into the address. Its
  // body is not read: the answer is the page again (a GET, so a reload does not post twice), marked
  // `?form=unsent` so the form says it was not sent instead of coming back silently empty.
  app.post('*', (c) => {
    if (!isSitePath(c.req.path)) return c.json({ detail: 'Not found' }, 404);
    const url = new URL(c.req.url);
    url.searchParams.set('form', 'unsent');
    return c.redirect(url.pathname + url.search, 303);
  });

  app.get('*', async (c) => {
    // "/login", "/signup" and the like: the auth screen, keeping a `?next=` along.
    const alias = AUTH_ALIASES[c.req.path.replace(/\/+$/, '').toLowerCase()];
    if (alias) {
      const target = new URL(alias, c.req.url);
      const next = c.req.query('next');
      if (next) target.searchParams.set('next', next);
      return c.redirect(target.pathname + target.search, 302);
    }
    // The directory's and the registries' addresses are lowercase (categories, states, cities,
    // vendors, a couple's registry); one typed or linked with capitals ("/wedding-vendors/Wedding-Venues/TX",
    // a registry address read out as OLIVIA-AND-JAMES) goes to its lowercase page.
    // (Only plain addresses: an escaped character (%E0…) is in no such page, and is left to its 404.)
    const { path } = c.req;
    if (/^\/(wedding-vendors|registry)(\/|$)/i.test(path) && /[A-Z]/.test(path) && !path.includes('%')) {
      const url = new URL(c.req.url);
      return c.redirect(url.pathname.toLowerCase() + url.search, 301);
    }
    c.header('Cache-Control', 'no-cache');
    if (isLinkOnly(c.req.path)) c.header('X-Robots-Tag', 'noindex');
    if (inProcess && isServerRendered(c.req.path)) {
      try {
        const rendered = await serverRendered(c, inProcess);
        if (rendered) return rendered;
      } catch (err) {
        log.error({ err, path: c.req.path }, 'server rendering failed; serving the app shell');
      }
    }
    const status = isSitePath(c.req.path) && !(await namesMissingRecord(c)) ? 200 : 404;
    const head = plannerHead(c.req.path);
    const shell = clientPageHtml(template, c.req.path);
    return c.html(head ? shell.replace('</head>', `${head}</head>`) : shell, status);
  });
  return app;
}

/**
 * How long a browser may keep a file of the built app that is not under /assets (those are hashed
 * and kept for a year). `path` is the file sent, which is `sw.js.br` when the Brotli copy goes out.
 */
export function cacheControlOf(path: string): string {
  const file = path.replace(/\.(?:br|gz)$/, '');
  // The service worker, the shell and the manifest must be re-checked so updates reach people.
  if (/(?:sw\.js|index\.html|manifest\.webmanifest)$/.test(file)) return 'no-cache';
  // The rest (the favicon, blog and directory pictures, workbox) keeps its name when it changes:
  // a day, then the browser asks again.
  return 'public, max-age=86400';
}

type Deps = AppEnv['Variables']['deps'];

/**
 * Pages of one record, for guests who have the link: the couple's registry
 * (`/registry/couple/<id or slug>`), the RSVP page (`/rsvp/<code>`) and the run of show shared for the
 * day (`/day/<token>`). Each says whether its record exists. The first two are server-rendered and say
 * their own status; this answers for them when the renderer is missing, and for the day's page, which
 * is rendered in the browser.
 */
const RECORD_PAGES: Array<{ path: RegExp; exists: (deps: Deps, key: string) => Promise<boolean> }> = [
  {
    path: /^\/registry\/couple\/([^/]+)\/?$/i,
    exists: async ({ db }, key) =>
      (await db
        .selectFrom('registries')
        .select('id')
        .where((eb) => eb.or([eb('id', '=', key), eb('slug', '=', key)]))
        .limit(1)
        .executeTakeFirst()) !== undefined,
  },
  { path: /^\/rsvp\/([^/]+)\/?$/, exists: async ({ db }, code) => (await planOfRsvpCode(db, code)) !== null },
  {
    path: /^\/day\/([^/]+)\/?$/,
    exists: async ({ db }, token) =>
      SHARE_TOKEN_PATTERN.test(token) &&
      (await db
        .selectFrom('run_of_show_share_links')
        .select('plan_id')
        .where('token_hash', '=', hashSecretHex(token))
        .where('revoked_at', 'is', null)
        .executeTakeFirst()) !== undefined,
  },
];

/**
 * Whether the path is a page of one record (served as the app shell) that does not exist: it is
 * then served with a real 404 (the page itself says it could not find it), as the server-rendered
 * pages do.
 */
async function namesMissingRecord(c: Context<AppEnv>): Promise<boolean> {
  for (const page of RECORD_PAGES) {
    const match = page.path.exec(c.req.path);
    if (!match) continue;
    let key: string;
    try {
      key = decodeURIComponent(match[1]!);
    } catch {
      return true;
    }
    if (key.length > 200) return true;
    try {
      return !(await page.exists(c.get('deps'), key));
    } catch (err) {
      log.warn({ err, path: c.req.path }, 'could not look up the record of a page; serving it as found');
      return false;
    }
  }
  return false;
}

// /robots.txt and /sitemap.xml: the public pages a search engine should know. Areas with public
// content of their own (blog articles, directory listings, registries) add a source to
// SITEMAP_SOURCES that lists their paths from the projected tables.
import type { Database } from '@confetti/db';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { AppEnv } from '../context';
import { log } from '../log';
import { directorySitemap } from '../routes/directory/sitemap';
import { catalogSitemap } from '../routes/marketplace/sitemap';
import { newsSitemap } from '../routes/news';

export interface SitemapEntry {
  path: string;
  /** yyyy-mm-dd or an ISO timestamp. */
  lastModified?: string;
}

export type SitemapSource = (db: Kysely<Database>) => Promise<SitemapEntry[]>;

/** The pages that exist for everyone. */
export const STATIC_SITEMAP: SitemapEntry[] = [
  '/',
  '/about',
  '/news',
  '/wedding-vendors',
  '/registry',
  '/vendor',
  '/terms-of-service',
  '/privacy-policy',
  '/vendor-terms',
  '/disclaimer',
].map((path) => ({ path }));

export const SITEMAP_SOURCES: SitemapSource[] = [newsSitemap, catalogSitemap, directorySitemap];

function xmlEscape(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map((e) => {
    const lastmod = e.lastModified ? `<lastmod>${xmlEscape(e.lastModified.slice(0, 10))}</lastmod>` : '';
    return `  <url><loc>${xmlEscape(origin + e.path)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export const sitemapRoutes = new Hono<AppEnv>()
  .get('/robots.txt', (c) => {
    const origin = c.get('deps').config.publicUrl ?? new URL(c.req.url).origin;
    c.header('Cache-Control', 'public, max-age=3600');
    return c.text(
      `User-agent: *\nAllow: /\nDisallow: /app\nDisallow: /api/\nDisallow: /invite/\nDisallow: /rsvp/\nDisallow: /day/\nDisallow: /registry/couple/\n\nSitemap: ${origin}/sitemap.xml\n`,
    );
  })
  .get('/sitemap.xml', async (c) => {
    const deps = c.get('deps');
    const origin = deps.config.publicUrl ?? new URL(c.req.url).origin;
    const entries = [...STATIC_SITEMAP];
    for (const source of SITEMAP_SOURCES) {
      try {
        entries.push(...(await source(deps.db)));
      } catch (err) {
        // One area failing leaves the rest of the sitemap useful.
        log.error({ err }, 'a sitemap source failed');
      }
    }
    c.header('Content-Type', 'application/xml; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(sitemapXml(origin, entries));
  });

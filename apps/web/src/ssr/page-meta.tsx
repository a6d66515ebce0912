// What a page says about itself in the document head: title, description, Open Graph, JSON-LD, and
// the HTTP status it should be served with. On the server the values are collected while the page
// renders and written into the HTML (crawlers and link previews read them without JavaScript); in
// the browser the title and description follow client-side navigation.
import { createContext, type ReactNode, useContext, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

export interface PageMeta {
  title: string;
  description?: string;
  /** Open Graph image, as an absolute path on this site. */
  image?: string;
  type?: 'website' | 'article' | 'business.business';
  /** A schema.org object (LocalBusiness, Article…), written as JSON-LD. */
  jsonLd?: Record<string, unknown>;
  /** 404 for a page that does not exist, so crawlers and link checkers see it. */
  status?: number;
  /** A path on this site the server answers with a 301 to, instead of the page. */
  redirect?: string;
  /**
   * Never indexed: a page for those who have its link (a couple's RSVP or registry page), or one
   * with nothing in it yet (a directory place where no vendor of the kind is listed).
   */
  noindex?: boolean;
}

export const SITE_NAME = 'Confetti';

/** Collects what the page rendered on the server declared (the last declaration wins). */
export class PageMetaCollector {
  meta: PageMeta | null = null;
}

const CollectorContext = createContext<PageMetaCollector | null>(null);

export function PageMetaProvider({
  collector,
  children,
}: {
  collector: PageMetaCollector;
  children: ReactNode;
}) {
  return <CollectorContext.Provider value={collector}>{children}</CollectorContext.Provider>;
}

export function usePageMeta(meta: PageMeta): void {
  const collector = useContext(CollectorContext);
  // During a server render effects do not run: record the page's head for the HTML.
  if (collector) collector.meta = meta;
  useEffect(() => {
    document.title = meta.title;
    const description = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (description && meta.description) description.content = meta.description;
  }, [meta.title, meta.description]);
}

/**
 * A page that lives at another address now (a listing that moved city or category): the server
 * answers a 301 to `to`; in the browser it replaces the address. Renders nothing.
 */
export function MovedPermanently({ to }: { to: string }) {
  return <RedirectTo to={to} status={301} />;
}

/**
 * A redirect the server answers with `status` (302 for one that depends on who is looking, such as
 * a vendor opening the vendors' landing page); in the browser it replaces the address. A <Navigate>
 * would do nothing while the server renders.
 */
export function RedirectTo({ to, status }: { to: string; status: 301 | 302 }) {
  const collector = useContext(CollectorContext);
  const navigate = useNavigate();
  if (collector) collector.meta = { title: SITE_NAME, status, redirect: to };
  useEffect(() => {
    navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The picture of a link to a page without one of its own (apps/web/scripts/og-card.mjs draws it). */
export const SITE_CARD = {
  path: '/og-card.jpg',
  width: 1200,
  height: 630,
  alt: 'Confetti: plan your wedding together, in real time and even offline. Free for couples.',
} as const;

function isSvg(url: string): boolean {
  return /\.svgz?$/i.test(url.split(/[?#]/)[0]!);
}

/** A path on this site as an absolute URL (as og:image has it); other values unchanged. */
function absolute(value: unknown, origin: string): unknown {
  if (typeof value === 'string')
    return value.startsWith('/') && !value.startsWith('//') ? origin + value : value;
  if (Array.isArray(value)) return value.map((item) => absolute(item, origin));
  return value;
}

/** JSON-LD keys whose values are URLs: search engines want them absolute. */
const URL_KEYS = new Set(['url', 'image', 'logo', '@id', 'item', 'sameAs']);

/** The JSON-LD with every URL value that is a path on this site made absolute, at any depth. */
export function absoluteJsonLd(value: unknown, origin: string): unknown {
  if (Array.isArray(value)) return value.map((item) => absoluteJsonLd(item, origin));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [
      key,
      URL_KEYS.has(key) && (typeof v === 'string' || Array.isArray(v))
        ? absolute(v, origin)
        : absoluteJsonLd(v, origin),
    ]),
  );
}

/**
 * The one address search engines should keep for a page: without a trailing slash, and the landing
 * page at `/` (spec §2 serves it at `/welcome` too).
 */
export function canonicalPath(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
  return trimmed === '/welcome' ? '/' : trimmed;
}

/** The head tags of a page, as HTML (JSON-LD escaped so it cannot close its script element). */
export function headHtml(meta: PageMeta, origin: string, path: string): string {
  const tags = [`<title>${escapeHtml(meta.title)}</title>`];
  if (meta.noindex) tags.push('<meta name="robots" content="noindex" />');
  if (meta.description) {
    tags.push(`<meta name="description" content="${escapeHtml(meta.description)}" />`);
    tags.push(`<meta property="og:description" content="${escapeHtml(meta.description)}" />`);
  }
  tags.push(`<meta property="og:title" content="${escapeHtml(meta.title)}" />`);
  tags.push(`<meta property="og:type" content="${meta.type ?? 'website'}" />`);
  tags.push(`<meta property="og:site_name" content="${SITE_NAME}" />`);
  // A page that answers an error (404) is not one to keep: no address to name as the one to index.
  if ((meta.status ?? 200) < 400) {
    const canonical = origin + canonicalPath(path);
    tags.push(`<meta property="og:url" content="${escapeHtml(canonical)}" />`);
    tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}" />`);
  }
  // Link previews (social networks, messengers) show no SVG: a page whose picture is one, or that
  // has none, is shown with the site's card instead. JSON-LD keeps the page's own pictures.
  const image = meta.image && !isSvg(meta.image) ? meta.image : SITE_CARD.path;
  tags.push(`<meta property="og:image" content="${escapeHtml(String(absolute(image, origin)))}" />`);
  if (image === SITE_CARD.path) {
    tags.push(`<meta property="og:image:width" content="${SITE_CARD.width}" />`);
    tags.push(`<meta property="og:image:height" content="${SITE_CARD.height}" />`);
    tags.push(`<meta property="og:image:alt" content="${SITE_CARD.alt}" />`);
  }
  tags.push('<meta name="twitter:card" content="summary_large_image" />');
  if (meta.jsonLd) {
    const json = JSON.stringify(absoluteJsonLd(meta.jsonLd, origin)).replace(/</g, '\\u003c');
    tags.push(`<script type="application/ld+json">${json}</script>`);
  }
  return tags.join('\n    ');
}

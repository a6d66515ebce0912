// What a page says about itself in the document head: title, description, Open Graph, JSON-LD, and
// the HTTP status it should be served with. On the server the values are collected while the page
// renders and written into the HTML (crawlers and link previews read them without JavaScript); in
// the browser the title and description follow client-side navigation.
import { createContext, type ReactNode, useContext, useEffect } from 'react';

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

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The head tags of a page, as HTML (JSON-LD escaped so it cannot close its script element). */
export function headHtml(meta: PageMeta, origin: string, path: string): string {
  const tags = [`<title>${escapeHtml(meta.title)}</title>`];
  if (meta.description) {
    tags.push(`<meta name="description" content="${escapeHtml(meta.description)}" />`);
    tags.push(`<meta property="og:description" content="${escapeHtml(meta.description)}" />`);
  }
  tags.push(`<meta property="og:title" content="${escapeHtml(meta.title)}" />`);
  tags.push(`<meta property="og:type" content="${meta.type ?? 'website'}" />`);
  tags.push(`<meta property="og:site_name" content="${SITE_NAME}" />`);
  tags.push(`<meta property="og:url" content="${escapeHtml(origin + path)}" />`);
  tags.push(`<link rel="canonical" href="${escapeHtml(origin + path)}" />`);
  if (meta.image) tags.push(`<meta property="og:image" content="${escapeHtml(origin + meta.image)}" />`);
  if (meta.jsonLd) {
    const json = JSON.stringify(meta.jsonLd).replace(/</g, '\\u003c');
    tags.push(`<script type="application/ld+json">${json}</script>`);
  }
  return tags.join('\n    ');
}

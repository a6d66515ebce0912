// Server rendering of the public pages (landing, legal pages, blog, directory, registry…): the web
// app's own server renderer (apps/web/src/ssr/entry-server.tsx, built into dist-ssr/) renders the
// route into index.html, with the page's head, its HTTP status and the query cache the browser
// hydrates with. The guests' RSVP and registry pages are rendered too, kept out of search engines
// (isLinkOnly). The planner (/app), invitations and the vendor portal stay client-rendered: they are
// private and need the live document. If the renderer is missing or fails, the page is served as the
// plain single-page app, never as an error.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { log } from '../log';

/** What apps/web/src/ssr/entry-server.tsx exports. */
export interface WebRenderer {
  render(request: {
    url: string;
    session: unknown;
    fetch: (path: string, init: RequestInit) => Promise<Response>;
  }): Promise<{ html: string; meta: PageHead | null; state: unknown }>;
  headHtml(meta: PageHead, origin: string, path: string): string;
}

export interface PageHead {
  title: string;
  description?: string;
  status?: number;
  /** A path on this site to redirect to instead of serving the page. */
  redirect?: string;
}

/** Paths rendered in the browser only. */
const CLIENT_ONLY = [
  /^\/app(\/|$)/i,
  /^\/invite\//i,
  // The vendor portal; `/vendor` itself ("List your business") and its sign-up, `/vendor/join`, are
  // public pages.
  /^\/vendor\/(?!join\/?$)./i,
  /^\/auth\/reset/i,
];

/**
 * The titles of browser-rendered pages, in the HTML they are served as: the tab, a bookmark or a link
 * pasted into a messenger shows what the page is (not the landing page's title) before any script
 * runs. The pages set the same titles through usePageMeta once they render.
 */
const CLIENT_ONLY_TITLES: ReadonlyArray<[RegExp, string]> = [
  [/^\/invite\//i, 'Invitation · Confetti'],
  [/^\/auth\/reset/i, 'Choose a New Password · Confetti'],
  [/^\/vendor\//i, 'Vendor Portal · Confetti'],
];

/** The app shell for a browser-rendered page, titled as that page when it has a title of its own. */
export function clientPageHtml(template: string, path: string): string {
  const title = CLIENT_ONLY_TITLES.find(([pattern]) => pattern.test(path))?.[1];
  return title ? template.replace(PAGE_META, () => `<title>${escapeHtml(title)}</title>`) : template;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Pages for those who have the link (the couple's RSVP and registry pages for their guests, the run
 * of show shared with a vendor): server-rendered like any public page, but kept out of search engines.
 */
const LINK_ONLY = [/^\/rsvp\//i, /^\/registry\/couple\//i, /^\/day\//i];

export function isLinkOnly(path: string): boolean {
  return LINK_ONLY.some((pattern) => pattern.test(path));
}

export function isServerRendered(path: string): boolean {
  return !CLIENT_ONLY.some((pattern) => pattern.test(path));
}

/** Loads the server renderer built beside the web app (`<webDist>/../dist-ssr`), if there is one. */
export async function loadWebRenderer(webDist: string): Promise<WebRenderer | null> {
  const entry = join(webDist, '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(entry)) return null;
  try {
    return (await import(pathToFileURL(entry).href)) as WebRenderer;
  } catch (err) {
    log.error({ err, entry }, 'the server renderer could not be loaded; public pages are client-rendered');
    return null;
  }
}

const PAGE_META = /<!--page-meta-->[\s\S]*?<!--\/page-meta-->/;

/** index.html with the rendered page, its head and the state the browser hydrates with. */
export function documentHtml(
  template: string,
  rendered: { html: string; head: string | null; state: unknown },
): string {
  // JSON in a data block (not executed, so the CSP allows it); `<` escaped so it cannot end the block.
  const state = JSON.stringify(rendered.state).replace(/</g, '\\u003c');
  // The page is here without scripts: the shell's "needs JavaScript" notice would only confuse. It is
  // taken out before the page goes in, so a page's own <noscript> note (the guests' registry page
  // says how to mark a gift bought) stays.
  let html = rendered.html ? template.replace(NOSCRIPT, '') : template;
  // Replacer functions, not strings: in a replacement string `$$` means `$`, and pages print prices
  // such as a vendor's "$$" price range.
  html = html.replace(
    '<div id="root"></div>',
    () =>
      `<div id="root">${rendered.html}</div>\n    <script type="application/json" id="__confetti_state">${state}</script>`,
  );
  const head = rendered.head;
  if (head) html = html.replace(PAGE_META, () => head);
  return html;
}

const NOSCRIPT = /\s*<noscript>[\s\S]*?<\/noscript>/;

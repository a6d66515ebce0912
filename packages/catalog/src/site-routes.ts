// The web app's addresses (spec §2), in react-router's pattern syntax. The router in apps/web builds
// its routes from these, and the server answers 404 for any path that none of them matches (it
// still sends the app, which shows its 404 page). Add a route here and both sides know it.
//
// Areas still being built own everything below them (`/registry/*`, `/wedding-vendors/*`), so a
// deep link into them is never a 404 while their routes take shape.

export const SITE_ROUTES = {
  landing: '/',
  welcome: '/welcome',
  auth: '/auth',
  resetPassword: '/auth/reset',
  planner: '/app/*',
  invite: '/invite/:token',
  rsvp: '/rsvp/:code',
  dayOf: '/day/:token',
  directory: '/wedding-vendors/*',
  registry: '/registry/*',
  news: '/news',
  newsArticle: '/news/:slug',
  vendorPortal: '/vendor/*',
  terms: '/terms-of-service',
  privacy: '/privacy-policy',
  vendorTerms: '/vendor-terms',
  disclaimer: '/disclaimer',
  about: '/about',
} as const;

export type SiteRoute = keyof typeof SITE_ROUTES;

/**
 * Addresses people type for signing in or up, and where they lead (the auth screen in that mode):
 * the server redirects them, and so does the app when its shell answers offline.
 */
export const AUTH_ALIASES: Readonly<Record<string, string>> = {
  '/login': '/auth?mode=login',
  '/log-in': '/auth?mode=login',
  '/signin': '/auth?mode=login',
  '/sign-in': '/auth?mode=login',
  '/signup': '/auth?mode=signup',
  '/sign-up': '/auth?mode=signup',
  '/register': '/auth?mode=signup',
};

/**
 * Whether `pattern` matches `pathname` the way react-router matches it: segments compared without
 * regard to case, `:name` is one segment, a trailing `:name?` may be absent, `*` takes the rest
 * (including nothing), and a trailing slash does not matter.
 */
export function routePatternMatches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  for (let i = 0; i < want.length; i++) {
    const segment = want[i]!;
    const part = got[i];
    if (segment === '*') return true;
    if (segment.startsWith(':')) {
      if (part === undefined && !segment.endsWith('?')) return false;
      continue;
    }
    if (part === undefined || part.toLowerCase() !== segment.toLowerCase()) return false;
  }
  return got.length <= want.length;
}

/** The vendor portal's pages below /vendor (its own router has the same): any other is not found. */
export const VENDOR_PORTAL_PAGES = [
  'join',
  'dashboard',
  'listing',
  'listing/new',
  'inquiries',
  'promotions',
  'team',
  'benefits',
] as const;

/** True when the web app has a page for this path (anything else is a 404). */
export function isSitePath(pathname: string): boolean {
  const [first, ...rest] = pathname.split('/').filter(Boolean);
  if (first?.toLowerCase() === 'vendor' && rest.length > 0) {
    return (VENDOR_PORTAL_PAGES as readonly string[]).includes(rest.join('/').toLowerCase());
  }
  return Object.values(SITE_ROUTES).some((pattern) => routePatternMatches(pattern, pathname));
}

/** The most a `?next=` path may be: a page with its query, never a document. */
export const NEXT_PATH_MAX_LENGTH = 512;

/**
 * The `next` value when it is a path on this site ("/app/registry?add=…"), otherwise null: where
 * sign-in, sign-up confirmation and the signed-out-only pages send someone on. Never another origin.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next?.startsWith('/') || next.length > NEXT_PATH_MAX_LENGTH) return null;
  // "//evil.example" and "/\evil.example" are read by browsers as another host.
  if (next.startsWith('//') || next.startsWith('/\\')) return null;
  // Control characters (a header split, a tab browsers drop from "/\t/evil.example").
  // biome-ignore lint/suspicious/noControlCharactersInRegex: they are what is refused
  if (/[\u0000-\u001f\u007f]/.test(next)) return null;
  return next;
}

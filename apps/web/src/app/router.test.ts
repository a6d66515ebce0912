// The router and the server must agree on which addresses are pages: the server answers 404 for any
// path SITE_ROUTES does not match, so a route added to the router alone would answer 404 on a reload.

import { readFileSync } from 'node:fs';
import { AUTH_ALIASES, isSitePath, SITE_ROUTES, VENDOR_PORTAL_PAGES } from '@confetti/catalog/site-routes';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from './router';

/** Every full path pattern of the route table ('*' catch-alls left out). */
function patterns(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const path = route.path ? (route.path.startsWith('/') ? route.path : `${parent}/${route.path}`) : parent;
    const own = route.path && route.path !== '*' ? [path] : [];
    return [...own, ...patterns(route.children ?? [], path)];
  });
}

/**
 * Concrete addresses for a pattern: each parameter filled in, optional ones and splats too. The vendor
 * portal's splat is its own router's pages (VENDOR_PORTAL_PAGES), each of them.
 */
function examples(pattern: string): string[] {
  if (pattern === SITE_ROUTES.vendorPortal) return VENDOR_PORTAL_PAGES.map((page) => `/vendor/${page}`);
  return [pattern.replace(/:[A-Za-z]+\??/g, 'x').replace(/\*$/, 'x') || '/'];
}

/** Addresses the server redirects (to the auth screen): the router's copies only serve offline. */
const redirected = new Set(Object.keys(AUTH_ALIASES));

describe('the route table', () => {
  it.each(patterns(routes).filter((p) => !redirected.has(p)))(
    'serves %s with a 200 from the server too',
    (pattern) => {
      for (const path of examples(pattern)) expect(isSitePath(path), path).toBe(true);
    },
  );

  it('sends each address people type to sign in where the server sends it', () => {
    expect(
      patterns(routes)
        .filter((p) => redirected.has(p))
        .sort(),
    ).toEqual([...redirected].sort());
  });

  it("knows the vendor portal's own pages as the portal's router has them, and no others", () => {
    const portal = readFileSync(new URL('../features/vendor-portal/portal.tsx', import.meta.url), 'utf8');
    const paths = [...portal.matchAll(/<Route path="([^"*]+)"/g)].map((match) => match[1]);
    expect(paths.sort()).toEqual([...VENDOR_PORTAL_PAGES].sort());
  });
});

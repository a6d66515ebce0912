// The router and the server must agree on which addresses are pages: the server answers 404 for any
// path SITE_ROUTES does not match, so a route added to the router alone would answer 404 on a reload.
import { AUTH_ALIASES, isSitePath } from '@confetti/catalog/site-routes';
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

/** A concrete address for a pattern: each parameter filled in, optional ones and splats too. */
function example(pattern: string): string {
  return pattern.replace(/:[A-Za-z]+\??/g, 'x').replace(/\*$/, 'x') || '/';
}

/** Addresses the server redirects (to the auth screen): the router's copies only serve offline. */
const redirected = new Set(Object.keys(AUTH_ALIASES));

describe('the route table', () => {
  it.each(patterns(routes).filter((p) => !redirected.has(p)))(
    'serves %s with a 200 from the server too',
    (pattern) => {
      expect(isSitePath(example(pattern))).toBe(true);
    },
  );

  it('sends each address people type to sign in where the server sends it', () => {
    expect(
      patterns(routes)
        .filter((p) => redirected.has(p))
        .sort(),
    ).toEqual([...redirected].sort());
  });
});

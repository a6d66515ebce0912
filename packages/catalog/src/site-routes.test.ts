import { describe, expect, it } from 'vitest';
import { isSitePath, routePatternMatches } from './site-routes';

describe('site routes', () => {
  it.each([
    '/',
    '/welcome',
    '/auth',
    '/auth/reset',
    '/app',
    '/app/budget',
    '/app/anything/at/all',
    '/invite/abc',
    '/rsvp/CODE1',
    '/day/token',
    '/wedding-vendors',
    '/wedding-vendors/venues/ca/napa/some-vendor/extra',
    '/registry/kitchen/cookware',
    '/news',
    '/news/first-post',
    '/vendor',
    '/vendor/join',
    '/vendor/listing/new',
    '/Vendor/Dashboard/',
    '/terms-of-service',
    '/About/',
  ])('knows %s as a page of the app', (path) => {
    expect(isSitePath(path)).toBe(true);
  });

  it.each([
    '/nope',
    '/news/a/b',
    '/invite',
    '/apps',
    '/auth/elsewhere',
    '/app-admin',
    '/assets/missing.js',
    '/vendor/nope',
    '/vendor/listing/edit',
  ])('answers 404 for %s', (path) => {
    expect(isSitePath(path)).toBe(false);
  });

  it('treats a trailing optional parameter as optional and a required one as required', () => {
    expect(routePatternMatches('/a/:b?', '/a')).toBe(true);
    expect(routePatternMatches('/a/:b?', '/a/x')).toBe(true);
    expect(routePatternMatches('/a/:b?', '/a/x/y')).toBe(false);
    expect(routePatternMatches('/a/:b', '/a')).toBe(false);
  });
});

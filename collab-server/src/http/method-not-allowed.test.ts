import { describe, expect, it } from 'vitest';
import { methodsByPath } from './method-not-allowed';

describe('methodsByPath', () => {
  const methodsOf = methodsByPath([
    { method: 'get', path: '/api/vendors/' },
    { method: 'post', path: '/api/vendors/' },
    { method: 'put', path: '/api/vendors/{id}' },
    { method: 'delete', path: '/api/vendors/{id}' },
    { method: 'delete', path: '/api/budget/clear-category' },
    { method: 'put', path: '/api/budget/{id}' },
  ]);

  it('lists the methods of a path, with or without its trailing slash, HEAD beside GET', () => {
    expect(methodsOf('/api/vendors')).toEqual(['GET', 'HEAD', 'OPTIONS', 'POST']);
    expect(methodsOf('/api/vendors/')).toEqual(['GET', 'HEAD', 'OPTIONS', 'POST']);
  });

  it('matches path parameters to one segment, and joins the routes a path falls under', () => {
    expect(methodsOf('/api/vendors/abc')).toEqual(['DELETE', 'OPTIONS', 'PUT']);
    expect(methodsOf('/api/vendors/abc/def')).toEqual([]);
    expect(methodsOf('/api/budget/clear-category')).toEqual(['DELETE', 'OPTIONS', 'PUT']);
  });

  it('knows nothing of paths nobody serves', () => {
    expect(methodsOf('/api/nothing-here')).toEqual([]);
  });
});

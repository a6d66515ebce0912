import { describe, expect, it } from 'vitest';
import { afterSignIn, withoutAuthScreenParams } from './session-gates';

describe('where a signed-in person lands', () => {
  it('sends vendors to the vendor area, never into the planner', () => {
    expect(afterSignIn('vendor', null)).toBe('/vendor');
    expect(afterSignIn('vendor', '/app/budget')).toBe('/vendor');
    expect(afterSignIn('vendor', '/vendor/listing')).toBe('/vendor/listing');
  });

  it('sends couples to the page they asked for, or the planner', () => {
    expect(afterSignIn('couple', null)).toBe('/app');
    expect(afterSignIn('couple', '/app/guests')).toBe('/app/guests');
  });
});

describe('where signing in from a planner address leads', () => {
  it('keeps the address and its own query, not the sign-in screen’s', () => {
    expect(withoutAuthScreenParams('/app/registry', '?add=wax-seal-kit&mode=signup&email=a%40b.c')).toBe(
      '/app/registry?add=wax-seal-kit',
    );
    expect(withoutAuthScreenParams('/app/guests', '?mode=login')).toBe('/app/guests');
    expect(withoutAuthScreenParams('/app', '')).toBe('/app');
  });
});

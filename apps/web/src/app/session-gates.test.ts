import { describe, expect, it } from 'vitest';
import { afterSignIn } from './session-gates';

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

import { describe, expect, it } from 'vitest';
import { sameAddress } from './search-navigation';

describe('sameAddress', () => {
  it('treats the same search with its parameters in another order as the same page', () => {
    expect(
      sameAddress('/wedding-vendors/x?sort=name&query=barn', '/wedding-vendors/x?query=barn&sort=name'),
    ).toBe(true);
    expect(sameAddress('/registry?query=linen', '/registry?query=linen')).toBe(true);
  });

  it('ignores parameters left empty, as a plain GET form sends them', () => {
    expect(
      sameAddress('/wedding-vendors?query=barn&category=&location=', '/wedding-vendors?query=barn'),
    ).toBe(true);
  });

  it('tells apart another path, another value and another page of results', () => {
    expect(sameAddress('/wedding-vendors/x', '/wedding-vendors/y')).toBe(false);
    expect(sameAddress('/wedding-vendors/x?sort=name', '/wedding-vendors/x?sort=newest')).toBe(false);
    expect(sameAddress('/wedding-vendors/x?page=2', '/wedding-vendors/x')).toBe(false);
    expect(sameAddress('/registry?query=a&query=b', '/registry?query=a')).toBe(false);
  });
});

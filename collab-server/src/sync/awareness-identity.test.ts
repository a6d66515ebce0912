import { describe, expect, it } from 'vitest';
import { COLORS, colorFor } from './awareness-identity';

/** WCAG's contrast ratio of white on `hex`. */
function whiteOn(hex: string): number {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  return 1.05 / (luminance + 0.05);
}

describe('presence colours', () => {
  it('carry white initials legibly (4.5:1, WCAG AA for small text), whoever is given which', () => {
    for (const color of COLORS) expect(whiteOn(color), color).toBeGreaterThanOrEqual(4.5);
    expect(COLORS).toContain(colorFor('any-user-id'));
    expect(colorFor('any-user-id')).toBe(colorFor('any-user-id'));
  });
});

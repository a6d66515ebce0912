import { describe, expect, it } from 'vitest';
import { dollarsInputText, formatDollars, formatDollarsCents, parseDollars } from './money';

describe('money', () => {
  it('formats budget card amounts as whole US dollars', () => {
    expect(formatDollars(20000)).toBe('$20,000');
    expect(formatDollars(0)).toBe('$0');
    expect(formatDollars(1234.5)).toBe('$1,235');
    expect(formatDollars(-50)).toBe('-$50');
  });

  it('formats payment amounts with cents', () => {
    expect(formatDollarsCents(1234.5)).toBe('$1,234.50');
    expect(formatDollarsCents(0.1 + 0.2)).toBe('$0.30');
    expect(formatDollarsCents(1000000)).toBe('$1,000,000.00');
  });

  it('shows $0 for values that are not finite numbers', () => {
    expect(formatDollars(Number.NaN)).toBe('$0');
    expect(formatDollarsCents(Number.POSITIVE_INFINITY)).toBe('$0.00');
  });
});

describe('dollarsInputText', () => {
  it('puts an amount back in a field whole, or with both digits of its cents', () => {
    expect(dollarsInputText(2000)).toBe('2000');
    expect(dollarsInputText(200.5)).toBe('200.50');
    expect(dollarsInputText(0.1 + 0.2)).toBe('0.30');
    expect(parseDollars(dollarsInputText(1250.05))).toBe(1250.05);
  });
});

describe('parseDollars', () => {
  it('reads amounts as people type them: a dollar sign, thousands commas, cents', () => {
    expect(parseDollars('2000')).toBe(2000);
    expect(parseDollars('2,000')).toBe(2000);
    expect(parseDollars(' $1,250,000.50 ')).toBe(1250000.5);
    expect(parseDollars('$ 75')).toBe(75);
    expect(parseDollars('0.5')).toBe(0.5);
  });

  it('is null when blank and NaN for anything that is not an amount', () => {
    expect(parseDollars('   ')).toBeNull();
    for (const text of ['abc', '-5', '1,50', '2,0000', '12.345', '1e3', '2 000'])
      expect(parseDollars(text), text).toBeNaN();
  });
});

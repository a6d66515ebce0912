import { describe, expect, it } from 'vitest';
import { pdfText } from './pdf-text';

describe('text for the seating PDF', () => {
  it('keeps what Helvetica writes, plain letters for accents it cannot, and leaves emoji out', () => {
    expect(pdfText('🎉 Zoë Ünïcode 👰🏽‍♀️')).toBe('Zoë Ünïcode');
    expect(pdfText('Łukasz Żółć')).toBe('Lukasz Zólc');
    expect(pdfText('Ödön Erdős – “Béla”')).toBe('Ödön Erdos – “Béla”');
    expect(pdfText('Table 7 — 4/10')).toBe('Table 7 — 4/10');
  });

  it('never lets a name vanish: letters it cannot write show as "?"', () => {
    expect(pdfText('Иван')).toBe('????');
    expect(pdfText('李 Wei')).toBe('? Wei');
  });
});

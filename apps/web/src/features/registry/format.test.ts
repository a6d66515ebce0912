import { describe, expect, it } from 'vitest';
import { categoryBesideType, formatDay, productAddedNotice, shownGiftImage } from './format';

describe('categoryBesideType', () => {
  it('leaves out a category that only names the type again', () => {
    expect(categoryBesideType('Cash fund', 'Cash funds')).toBeNull();
    expect(categoryBesideType('Cash fund', 'cash fund')).toBeNull();
  });

  it('keeps a category that says something the type does not', () => {
    expect(categoryBesideType('Cash fund', 'Honeymoon')).toBe('Honeymoon');
    expect(categoryBesideType(null, 'Kitchen')).toBe('Kitchen');
  });

  it('says nothing for a gift without a category', () => {
    expect(categoryBesideType(null, '')).toBeNull();
    expect(categoryBesideType('Cash fund', '  ')).toBeNull();
  });
});

describe('productAddedNotice', () => {
  it('says a new gift is on the registry', () => {
    expect(productAddedNotice('Wax Seal Kit', 1)).toBe('Wax Seal Kit is on your registry.');
  });

  it('says how many are wanted now when the gift was there already', () => {
    expect(productAddedNotice('Wax Seal Kit', 4)).toBe('You now want 4 of Wax Seal Kit.');
  });
});

describe('formatDay', () => {
  it('names the calendar day of a yyyy-mm-dd date, not the day before west of Greenwich', () => {
    expect(formatDay('2026-11-01')).toBe('Nov 1');
    expect(formatDay('2026-11-29T00:00:00Z')).toBe('Nov 29');
  });
});

describe('shownGiftImage', () => {
  it("shows this site's own pictures only: others would not load here", () => {
    expect(shownGiftImage('/api/marketplace/images/p1.svg')).toBe('/api/marketplace/images/p1.svg');
    for (const url of [
      'https://shop.example/x.png',
      '//evil.example/x.png',
      '/\\evil.example/x.png',
      '',
      null,
    ])
      expect(shownGiftImage(url), String(url)).toBeNull();
  });
});

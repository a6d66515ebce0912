import { describe, expect, it } from 'vitest';
import { categoryBesideType } from './format';

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

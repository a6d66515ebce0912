import { describe, expect, it } from 'vitest';
import { lengthHint } from './length-hint';

describe('lengthHint', () => {
  it('says nothing while the limit is far off', () => {
    expect(lengthHint(0, 2000)).toBeNull();
    expect(lengthHint(1799, 2000)).toBeNull();
  });

  it('counts down near the limit and says when it is reached', () => {
    expect(lengthHint(1800, 2000)).toBe('200 characters left');
    expect(lengthHint(1999, 2000)).toBe('1 character left');
    expect(lengthHint(2000, 2000)).toBe('That is the most this field takes (2,000 characters).');
    expect(lengthHint(450, 500)).toBe('50 characters left');
  });
});

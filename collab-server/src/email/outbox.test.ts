import { describe, expect, it } from 'vitest';
import { oneLineSubject } from './outbox';

describe('oneLineSubject', () => {
  it('never lets a name in a subject start a header of its own', () => {
    expect(oneLineSubject('Bob\r\nBcc: everyone@example.com bought you a gift')).toBe(
      'Bob Bcc: everyone@example.com bought you a gift',
    );
    expect(oneLineSubject('A\u2028B\tC\u0000D')).toBe('A B C D');
    expect(oneLineSubject('Olivia & James: a gift from Maya')).toBe('Olivia & James: a gift from Maya');
  });
});

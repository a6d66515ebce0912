import { describe, expect, it } from 'vitest';
import { cleanName, isBlankName } from './names';

describe('cleanName', () => {
  it('puts a name on one line with single spaces', () => {
    expect(cleanName('  Bob\r\nBcc: x@example.com ')).toBe('Bob Bcc: x@example.com');
    expect(cleanName('Ann \t Lee')).toBe('Ann Lee');
  });

  it('removes zero-width spaces and bidirectional overrides, keeping joiners names need', () => {
    expect(cleanName('\u200b\u200b')).toBe('');
    expect(cleanName('Dave \u202eevaD')).toBe('Dave evaD');
    expect(cleanName('\u2066Maya\u2069')).toBe('Maya');
    // Persian "Mehrdad" spelled with a zero-width non-joiner, and an emoji family.
    expect(cleanName('مهر\u200cداد')).toBe('مهر\u200cداد');
    expect(cleanName('👩\u200d👩\u200d👧')).toBe('👩\u200d👩\u200d👧');
  });

  it('calls a name of only joiners blank, and any letter, digit or symbol not', () => {
    expect(isBlankName(cleanName('\u200c\u200d'))).toBe(true);
    expect(isBlankName('')).toBe(true);
    expect(isBlankName('李')).toBe(false);
    expect(isBlankName('🎉')).toBe(false);
  });

  it('calls blank what Unicode files as a letter or a mark but shows nothing', () => {
    // The Hangul filler (a letter), the combining grapheme joiner (a mark), the blank Braille cell.
    for (const text of ['\u3164', '\u034f', '\u2800', '\uffa0 \u115f', '\u3164\u034f'])
      expect(isBlankName(cleanName(text)), JSON.stringify(text)).toBe(true);
    // A Korean name written with the filler's neighbours is a name.
    expect(isBlankName('한글')).toBe(false);
    expect(isBlankName('a\u034f')).toBe(false);
  });
});

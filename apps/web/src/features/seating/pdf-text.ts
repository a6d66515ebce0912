// The PDF's built-in fonts (Helvetica) write Windows-1252 only. A character outside it made jsPDF
// write the whole line in another encoding, unmeasured: the line ran off the page and the guests
// after the name were lost (an emoji in one name hid a table's guests). Text for the PDF keeps what
// Helvetica can write, writes accented letters it cannot as their plain letter (ő → o, Ł → L),
// leaves emoji out, and shows any other letter as "?" so a name never vanishes.

/** The characters of Windows-1252 beyond Latin-1 that Helvetica writes. */
const CP1252_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
/** Letters with no decomposition to a plain one. */
const PLAIN: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  ı: 'i',
  Ħ: 'H',
  ħ: 'h',
  ŀ: 'l',
  Ŀ: 'L',
};

function writable(ch: string): boolean {
  const code = ch.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || CP1252_EXTRAS.has(ch);
}

export function pdfText(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC')) {
    if (writable(ch)) out += ch;
    else if (PLAIN[ch]) out += PLAIN[ch];
    else if (
      /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Emoji_Component}|[\u200d\ufe0e\ufe0f]/u.test(ch)
    ) {
      // Emoji, their skin tones and joiners: left out.
    } else {
      const plain = ch.normalize('NFKD').replace(/\p{M}/gu, '');
      out += plain !== '' && [...plain].every(writable) ? plain : /\s/.test(ch) ? ' ' : '?';
    }
  }
  return out.replace(/ {2,}/g, ' ').trim();
}

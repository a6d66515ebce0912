// A person's name as others will see it: in a list, on a place card, in an email's subject. One
// line, and none of the invisible characters that make a name look blank or read backwards: the
// zero-width space, word joiner and byte-order mark, and the bidirectional embeddings, overrides
// and isolates ("Dave \u202eevaD" shows as "Dave Dave"). The zero-width joiner and non-joiner stay:
// Persian and Indic names and emoji sequences need them.

const INVISIBLE = /[\u200b\u2060\ufeff\u202a-\u202e\u2066-\u2069]/g;
/** Something a reader can see: a letter, digit, mark, punctuation or symbol. */
const VISIBLE = /[\p{L}\p{M}\p{N}\p{P}\p{S}]/u;

/** The name on one line, its invisible formatting characters removed and its spaces single. */
export function cleanName(name: string): string {
  return name.replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();
}

/**
 * What shows nothing though Unicode files it under letters or marks: the default-ignorable code
 * points (the Hangul fillers, the combining grapheme joiner, joiners) and the blank Braille pattern.
 */
const SHOWS_NOTHING = /[\p{Default_Ignorable_Code_Point}\u2800]/gu;

/** Whether a cleaned name shows nothing at all (only joiners, say, or a Hangul filler). */
export function isBlankName(name: string): boolean {
  return !VISIBLE.test(name.replace(SHOWS_NOTHING, ''));
}

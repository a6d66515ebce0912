// Saving a form while someone else edits the same record. The plan's records are Yjs maps of plain
// values, so the last write of a field wins: a dialog that writes back every field it shows undoes
// a partner's change to a field this person never touched, and a note both typed into keeps one of
// the two texts. A form's save instead writes only the fields it changed since it opened, and where
// both changed the same text, both changes when they touch different parts of it.

/**
 * Both edits of one free text (a note), when they can be combined: each side's change is taken as
 * one replaced stretch of `base` (what is left after their common start and end), widened to the
 * words it touches. Changes in different words (a sentence added here, a time fixed there) both
 * apply, and so do two additions at the same place that each stand apart as words of their own
 * (two sentences added at the end), `theirs` (saved first) first. Changes to the same or touching
 * words give null: the same words changed two ways, for the caller to keep one and say so. Into an
 * empty text, both are kept.
 */
export function mergeText(base: string, mine: string, theirs: string): string | null {
  if (mine === theirs || theirs === base) return mine;
  if (mine === base) return theirs;
  if (base.trim() === '') {
    if (mine.trim() === '') return theirs;
    if (theirs.trim() === '') return mine;
    return `${theirs.trimEnd()} ${mine.trimStart()}`;
  }
  const a = changedStretch(base, mine);
  const b = changedStretch(base, theirs);
  const wideA = wordsTouched(base, a);
  const wideB = wordsTouched(base, b);
  const apartAtOnePlace = wideA.from === wideA.to && wideB.from === wideB.to && wideA.from === wideB.from;
  if (!apartAtOnePlace && wideA.from <= wideB.to && wideB.from <= wideA.to) return null;
  // In the text's order; at one place, theirs first.
  const [first, second] = a.from < b.from ? [a, b] : [b, a];
  return (
    base.slice(0, first.from) +
    first.text +
    base.slice(first.to, second.from) +
    second.text +
    base.slice(second.to)
  );
}

/**
 * The stretch of `text` a change touches: the replaced stretch widened to whole words. An
 * insertion that begins (ends) with a space stands apart from the word before (after) it.
 */
function wordsTouched(
  text: string,
  stretch: { from: number; to: number; text: string },
): { from: number; to: number } {
  let { from, to } = stretch;
  const inserts = from === to;
  const space = /\s/;
  if (!(inserts && space.test(stretch.text[0] ?? ''))) {
    while (from > 0 && !space.test(text[from - 1]!)) from--;
  }
  if (!(inserts && space.test(stretch.text.at(-1) ?? ''))) {
    while (to < text.length && !space.test(text[to]!)) to++;
  }
  return { from, to };
}

/** What `edited` did to `base`: the stretch [from, to) of base replaced by `text`. */
function changedStretch(base: string, edited: string): { from: number; to: number; text: string } {
  let start = 0;
  const shorter = Math.min(base.length, edited.length);
  while (start < shorter && base[start] === edited[start]) start++;
  let end = 0;
  while (end < shorter - start && base[base.length - 1 - end] === edited[edited.length - 1 - end]) {
    end++;
  }
  return { from: start, to: base.length - end, text: edited.slice(start, edited.length - end) };
}

/**
 * What a form's save should write: the fields it changed since it opened (`opened` → `saved`),
 * leaving the others as they are now (someone else may have changed them meanwhile). Where the
 * record changed under the form too (`now`), free texts are merged (mergeText); any other field
 * both changed, or a text whose changes cannot be combined, takes this form's value and is named in
 * `replaced`, for the form to say so.
 */
export function editedFields<T extends object>(
  opened: T,
  saved: T,
  now: T,
  /** The free-text fields (notes), whose changes in different words are merged; the rest are single values. */
  freeText: readonly (keyof T)[] = [],
): { patch: Partial<T>; replaced: (keyof T)[] } {
  const patch: Partial<T> = {};
  const replaced: (keyof T)[] = [];
  for (const key of Object.keys(saved) as (keyof T)[]) {
    const was = opened[key];
    const mine = saved[key];
    const theirs = now[key];
    if (same(mine, was)) continue;
    if (same(theirs, was) || same(theirs, mine)) {
      patch[key] = mine;
      continue;
    }
    if (
      freeText.includes(key) &&
      typeof was === 'string' &&
      typeof mine === 'string' &&
      typeof theirs === 'string'
    ) {
      const merged = mergeText(was, mine, theirs);
      if (merged !== null) {
        patch[key] = merged as T[keyof T];
        continue;
      }
    }
    patch[key] = mine;
    replaced.push(key);
  }
  return { patch, replaced };
}

function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

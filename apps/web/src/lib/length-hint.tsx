// A text field's limit, said once it matters. A field with `maxLength` stops taking characters at its
// limit without a word, and a pasted text is cut there: the writer of a long note or message did not
// know the end was gone. The hint appears from 90 % of the limit ("40 characters left") and says so
// at the limit; polite, so a screen reader hears it between keystrokes, not over them.

/** What the hint says at `length` of `max` characters, or null while the limit is far off. */
export function lengthHint(length: number, max: number): string | null {
  if (length < Math.floor(max * 0.9)) return null;
  const left = max - length;
  if (left <= 0) return `That is the most this field takes (${max.toLocaleString('en-US')} characters).`;
  return `${left.toLocaleString('en-US')} ${left === 1 ? 'character' : 'characters'} left`;
}

/** The hint under a field; give the field `aria-describedby={id}`. */
export function LengthHint({ id, value, max }: { id: string; value: string; max: number }) {
  const text = lengthHint(value.length, max);
  return (
    <span id={id} className="field__hint field__hint--length" aria-live="polite">
      {text}
    </span>
  );
}

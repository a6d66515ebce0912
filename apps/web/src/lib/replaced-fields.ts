// What a dialog says after saving over someone else's change to the same field (editedFields in
// @confetti/plan: the fields nobody else touched, and texts both changed in different places, need
// no word).

/**
 * "Someone else had just changed the notes of Bloom to “…” too. Yours is saved in its place." (one
 * field: what it said is quoted, so it can be put back), or "…the phone and notes of Bloom too.
 * Yours are saved in their place."
 */
export function replacedFieldsMessage(
  what: string,
  fields: readonly { name: string; theirs: unknown }[],
): string | null {
  const [only] = fields;
  if (!only) return null;
  if (fields.length === 1) {
    const theirs = only.theirs === null || only.theirs === '' ? null : String(only.theirs);
    const how = theirs === null ? `cleared the ${only.name}` : `changed the ${only.name}`;
    const quoted = theirs === null ? '' : ` to “${theirs}”`;
    return `Someone else had just ${how} of ${what}${quoted}. Yours is saved in its place.`;
  }
  const list = new Intl.ListFormat('en', { type: 'conjunction' }).format(fields.map((f) => f.name));
  return `Someone else had just changed the ${list} of ${what} too. Yours are saved in their place.`;
}

/** What saving over someone else's change of one field says (`label`: “Notes of Ada Lovelace”). */
export function replacedMessage(label: string, theirs: string): string {
  const what = theirs.trim() === '' ? 'cleared' : `changed to “${theirs.trim()}”`;
  return `${label} had just been ${what} by someone else. Yours is saved in its place.`;
}

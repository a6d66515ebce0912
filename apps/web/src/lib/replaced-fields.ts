// What a dialog says after saving over someone else's change to the same field (editedFields in
// @confetti/plan: the fields nobody else touched, and texts both changed in different places, need
// no word).

/** "Someone else had just changed the phone and notes of Bloom too. Yours are saved in their place." */
export function replacedFieldsMessage(what: string, fields: readonly string[]): string | null {
  if (fields.length === 0) return null;
  const list = new Intl.ListFormat('en', { type: 'conjunction' }).format(fields);
  const yours = fields.length === 1 ? 'Yours is saved in its place.' : 'Yours are saved in their place.';
  return `Someone else had just changed the ${list} of ${what} too. ${yours}`;
}

// How people on a plan are shown when all we know is their email: initials for an avatar and a
// friendly first name ("sam.lee@example.com" → "SL", "Sam").

function localParts(email: string): string[] {
  const local = email.split('@')[0] ?? '';
  return local.split(/[._+-]+/).filter((part) => /[a-z]/i.test(part));
}

/** Two letters for an avatar: first letters of the first two name parts, or the first two letters. */
export function initialsFromEmail(email: string): string {
  const parts = localParts(email).map((part) => part.replace(/[^a-z]/gi, ''));
  const [first = '', second = ''] = parts;
  const letters = second ? `${first[0] ?? ''}${second[0] ?? ''}` : first.slice(0, 2);
  return (letters || email.trim()[0] || '?').toUpperCase();
}

/** "Sam" from "sam.lee@example.com"; the whole local part when it has no letters to split. */
export function firstNameFromEmail(email: string): string {
  const first = localParts(email)[0]?.replace(/[^a-z]/gi, '') ?? '';
  if (!first) return email.split('@')[0] || email;
  return first[0]!.toUpperCase() + first.slice(1).toLowerCase();
}

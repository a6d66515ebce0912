// How people on a plan are shown: by the name they gave (sign-up or the account menu), and when all
// we know is their email, by initials and a friendly first name ("sam.lee@example.com" → "SL", "Sam").

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

/** Someone as the server describes them: a display name when they gave one, always an email. */
export interface Person {
  display_name: string | null;
  email: string;
}

/** The name to show for someone: their display name, else their email address. */
export function personName(person: Person): string {
  return person.display_name?.trim() || person.email;
}

/** How presence and menus address someone briefly: "Maya Lopez" stays; an email becomes "Sam". */
export function shortName(nameOrEmail: string): string {
  return nameOrEmail.includes('@') ? firstNameFromEmail(nameOrEmail) : nameOrEmail;
}

/** Avatar initials from a display name ("Maya Lopez" → "ML", "Maya" → "M") or from an email. */
export function initialsOf(nameOrEmail: string): string {
  if (nameOrEmail.includes('@')) return initialsFromEmail(nameOrEmail);
  const words = nameOrEmail.trim().split(/\s+/).filter(Boolean);
  const first = [...(words[0] ?? '')][0] ?? '?';
  const last = words.length > 1 ? ([...(words[words.length - 1] ?? '')][0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

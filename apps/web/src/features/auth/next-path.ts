// Where to go after signing in: a `?next=` path on our own site, never another origin.

export const DEFAULT_AFTER_SIGN_IN = '/app';

/** The `next` value when it is a path on this site ("/app/budget"), otherwise null. */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next?.startsWith('/')) return null;
  // "//evil.example" and "/\evil.example" are read by browsers as another host.
  if (next.startsWith('//') || next.startsWith('/\\')) return null;
  return next;
}

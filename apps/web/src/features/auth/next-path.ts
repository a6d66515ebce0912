// Where to go after signing in: a `?next=` path on our own site, never another origin.

export { safeNextPath } from '@confetti/catalog/site-routes';

export const DEFAULT_AFTER_SIGN_IN = '/app';

/** What the sign-in screen reads from its own address, beside `next`: not part of where to go after. */
export const AUTH_SCREEN_PARAMS = ['mode', 'email', 'notice', 'next'] as const;

// An invitation waiting for a new account: someone opens an invite link, creates an account, confirms
// their email and lands on /app. The token kept here sends them back to /invite/<token> to join.
type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const PENDING_INVITE_KEY = 'confetti:pending-invite';
/** Invitations work for 14 days; a token older than that is of no use. */
const PENDING_INVITE_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;

function deviceStorage(): KeyValueStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function isInviteToken(value: unknown): value is string {
  return typeof value === 'string' && /^[a-z2-9]{32}$/.test(value);
}

export function rememberPendingInvite(token: string, now = Date.now(), storage = deviceStorage()): void {
  if (!isInviteToken(token)) return;
  try {
    storage?.setItem(PENDING_INVITE_KEY, JSON.stringify({ token, savedAt: now }));
  } catch {
    // Without storage the person opens the invitation link again after confirming.
  }
}

export function pendingInvite(now = Date.now(), storage = deviceStorage()): string | null {
  try {
    const raw = storage?.getItem(PENDING_INVITE_KEY);
    if (!raw) return null;
    const { token, savedAt } = JSON.parse(raw) as { token?: unknown; savedAt?: unknown };
    if (!isInviteToken(token) || typeof savedAt !== 'number' || now - savedAt > PENDING_INVITE_MAX_AGE_MS) {
      storage?.removeItem(PENDING_INVITE_KEY);
      return null;
    }
    return token;
  } catch {
    return null;
  }
}

export function clearPendingInvite(storage = deviceStorage()): void {
  try {
    storage?.removeItem(PENDING_INVITE_KEY);
  } catch {
    // Nothing to clear.
  }
}

import { describe, expect, it } from 'vitest';
import { clearPendingInvite, isInviteToken, pendingInvite, rememberPendingInvite } from './pending-invite';

const TOKEN = 'abcdefghijkmnpqrstuvwxyz23456789';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('the pending invitation kept through sign-up', () => {
  it('is remembered until cleared', () => {
    const storage = memoryStorage();
    rememberPendingInvite(TOKEN, 1000, storage);
    expect(pendingInvite(2000, storage)).toBe(TOKEN);
    clearPendingInvite(storage);
    expect(pendingInvite(2000, storage)).toBeNull();
  });

  it('is forgotten after the 14 days an invitation lives', () => {
    const storage = memoryStorage();
    rememberPendingInvite(TOKEN, 0, storage);
    expect(pendingInvite(15 * 24 * 60 * 60 * 1000, storage)).toBeNull();
    expect(storage.getItem('confetti:pending-invite')).toBeNull();
  });

  it('only keeps something shaped like an invitation token', () => {
    const storage = memoryStorage();
    rememberPendingInvite('../../app', 0, storage);
    expect(pendingInvite(0, storage)).toBeNull();
    expect(isInviteToken(TOKEN)).toBe(true);
    expect(isInviteToken(TOKEN.toUpperCase())).toBe(false);
  });
});

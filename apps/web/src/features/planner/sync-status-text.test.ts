import { describe, expect, it } from 'vitest';
import { describeSyncState } from './sync-status-text';

describe('describeSyncState', () => {
  it('says how many changes wait on this device while offline', () => {
    expect(describeSyncState({ kind: 'offline', waiting: 3 }).label).toBe('Offline — 3 changes waiting');
    expect(describeSyncState({ kind: 'offline', waiting: 1 }).label).toBe('Offline — 1 change waiting');
    expect(describeSyncState({ kind: 'offline', waiting: 0 }).label).toBe('Offline');
  });

  it('names every other state', () => {
    expect(describeSyncState({ kind: 'saved' })).toMatchObject({ label: 'Saved', tone: 'ok' });
    expect(describeSyncState({ kind: 'saving' })).toMatchObject({ label: 'Saving…', tone: 'busy' });
    expect(describeSyncState({ kind: 'reconnecting', waiting: 2 }).label).toBe('Reconnecting…');
    expect(describeSyncState({ kind: 'reconnecting', waiting: 2 }).detail).toContain('2 changes waiting');
    expect(describeSyncState({ kind: 'not-saved', waiting: 2 })).toMatchObject({
      label: '2 changes not saved',
      tone: 'alert',
    });
    expect(describeSyncState({ kind: 'revoked' })).toMatchObject({ label: 'Access removed', tone: 'alert' });
  });
});

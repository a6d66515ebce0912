import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { DEFAULT_SYNC_LIMITS } from './sync/limits';

describe('loadConfig: the sync delays', () => {
  it('keeps the defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.roomGraceMs).toBe(DEFAULT_SYNC_LIMITS.roomGraceMs);
    expect(config.hibernateAfterMs).toBe(DEFAULT_SYNC_LIMITS.hibernateAfterMs);
  });

  it('reads how long a closed plan stays loaded from SYNC_ROOM_GRACE_MS', () => {
    expect(loadConfig({ SYNC_ROOM_GRACE_MS: '1000' }).roomGraceMs).toBe(1000);
  });

  it('refuses a delay that is not a whole number of milliseconds, naming the variable', () => {
    expect(() => loadConfig({ SYNC_ROOM_GRACE_MS: '-5' })).toThrow(/SYNC_ROOM_GRACE_MS/);
    expect(() => loadConfig({ SYNC_ROOM_GRACE_MS: 'soon' })).toThrow(/SYNC_ROOM_GRACE_MS/);
  });
});

describe('loadConfig: the sign-up throttle', () => {
  it('allows 60 sign-ups an hour from one address unless SIGNUPS_PER_ADDRESS_PER_HOUR says otherwise', () => {
    expect(loadConfig({}).signupsPerAddressPerHour).toBe(60);
    expect(loadConfig({ SIGNUPS_PER_ADDRESS_PER_HOUR: '1000' }).signupsPerAddressPerHour).toBe(1000);
    expect(() => loadConfig({ SIGNUPS_PER_ADDRESS_PER_HOUR: '0' })).toThrow(/SIGNUPS_PER_ADDRESS_PER_HOUR/);
  });
});

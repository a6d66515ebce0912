// Issue 11, item 6: wrong passwords typed by a stranger must not lock the owner out. Sign-in
// failures count per (email, client address) with backoff; another address that has not failed
// still signs in with the right password (after at most a short delay). Setting a new password with
// a reset token is rate-limited before anything is hashed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableDialects } from '../support/databases';
import { requestFrom } from '../support/local-address';
import { startTestServer, type TestServer } from '../support/server';

const dialects = await availableDialects();

describe.each(dialects)('sign-in throttling on %s', (dialect) => {
  let t: TestServer;
  const signinFrom = (address: string, email: string, password: string) =>
    requestFrom(address, `${t.url}/api/auth/signin`, {
      method: 'POST',
      headers: { origin: t.url, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
  beforeAll(async () => {
    t = await startTestServer(dialect);
  });
  afterAll(async () => {
    await t.stop();
  });

  it('lets the owner in from an address that has not failed, while the attacker waits', async () => {
    await t.client().signUpConfirmed(t, 'target@example.com');
    for (let i = 0; i < 10; i++) {
      expect((await signinFrom('127.0.0.1', 'target@example.com', `guess-${i}-wrong`)).status).toBe(400);
    }
    const attacker = await signinFrom('127.0.0.1', 'target@example.com', 'a-good-passphrase');
    expect(attacker.status).toBe(429);
    expect(Number(attacker.headers['retry-after'])).toBeGreaterThan(0);

    const owner = await signinFrom('127.0.0.2', 'target@example.com', 'a-good-passphrase');
    expect(owner.status).toBe(200);
  });

  it('doubles the wait with every further failure from the same address', async () => {
    await t.client().signUpConfirmed(t, 'backoff@example.com');
    for (let i = 0; i < 10; i++) await signinFrom('127.0.0.3', 'backoff@example.com', `wrong-${i}-guess`);
    const first = await signinFrom('127.0.0.3', 'backoff@example.com', 'wrong-again-guess');
    expect(first.status).toBe(429);
    const firstWait = Number(first.headers['retry-after']);
    t.clock.advance(firstWait * 1000);
    expect((await signinFrom('127.0.0.3', 'backoff@example.com', 'still-wrong-guess')).status).toBe(400);
    const second = await signinFrom('127.0.0.3', 'backoff@example.com', 'a-good-passphrase');
    expect(second.status).toBe(429);
    expect(Number(second.headers['retry-after'])).toBe(firstWait * 2);
    t.clock.advance(Number(second.headers['retry-after']) * 1000);
    expect((await signinFrom('127.0.0.3', 'backoff@example.com', 'a-good-passphrase')).status).toBe(200);
  });

  it('rate-limits password-reset confirmations per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await requestFrom('127.0.0.4', `${t.url}/api/auth/password-reset/confirm`, {
        method: 'POST',
        headers: { origin: t.url, 'content-type': 'application/json' },
        body: JSON.stringify({ token: `not-a-real-token-${i}`, password: 'a-new-good-passphrase' }),
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
    // Another address is not affected.
    const other = await requestFrom('127.0.0.5', `${t.url}/api/auth/password-reset/confirm`, {
      method: 'POST',
      headers: { origin: t.url, 'content-type': 'application/json' },
      body: JSON.stringify({ token: 'not-a-real-token', password: 'a-new-good-passphrase' }),
    });
    expect(other.status).toBe(400);
  });
});

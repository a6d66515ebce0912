// Issue 11, item 5: a socket lives no longer than the session it was opened with. Sign-out closes
// that session's sockets (and only those), a password reset closes every socket of the user, and a
// session that expires closes its sockets; the old cookie cannot open a new one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableDialects } from '../support/databases';
import { startTestServer, type TestClient, type TestServer } from '../support/server';
import { connectPlan, eventually, rawSocket, waitForClose } from '../support/sync-client';

const dialects = await availableDialects();
const SESSION_ENDED = 4401;

describe.each(dialects)('sockets end with their session on %s', (dialect) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(dialect);
  });
  afterAll(async () => {
    await t.stop();
  });

  async function signedIn(email: string): Promise<{ client: TestClient; planId: string }> {
    const client = t.client();
    await client.signUpConfirmed(t, email);
    return { client, planId: (await client.json('/api/auth/session')).plans[0].id };
  }

  async function secondSession(email: string): Promise<TestClient> {
    const client = t.client();
    const res = await client.post('/api/auth/signin', { email, password: 'a-good-passphrase' });
    expect(res.status).toBe(200);
    return client;
  }

  it('closes the sockets of a session that signs out, and not those of the user’s other session', async () => {
    const { client, planId } = await signedIn('signout@example.com');
    const laptop = await secondSession('signout@example.com');
    const phone = connectPlan(client, planId);
    const desk = connectPlan(laptop, planId);
    await Promise.all([phone.synced, desk.synced]);
    const oldCookies = new Map(client.cookies);

    expect((await client.post('/api/auth/signout')).status).toBe(204);
    await eventually(() => phone.closes.includes(SESSION_ENDED), 5000, 'the signed-out socket to close');
    // Edits from the other session still arrive.
    desk.doc.getMap('weddingInfo').set('location', 'Still here');
    await eventually(
      () =>
        t.server.deps.rooms.get('plan', planId)?.doc.getMap('weddingInfo').get('location') === 'Still here',
    );
    expect(desk.closes).toEqual([]);
    phone.destroy();
    desk.destroy();

    const replay = t.client();
    replay.cookies = oldCookies;
    expect((await rawSocket(replay, planId)).status).toBe(401);
  });

  it('closes every socket of the user when the password is reset', async () => {
    const { client, planId } = await signedIn('reset-sockets@example.com');
    const other = await secondSession('reset-sockets@example.com');
    const a = await rawSocket(client, planId);
    const b = await rawSocket(other, planId);
    expect(a.status).toBeUndefined();
    expect(b.status).toBeUndefined();

    await t.client().post('/api/auth/password-reset', { email: 'reset-sockets@example.com' });
    const mail = (await t.mailbox()).find((m) => m.to === 'reset-sockets@example.com');
    const token = new URL(mail!.links.find((l) => l.includes('token='))!).searchParams.get('token');
    const confirm = await t
      .client()
      .post('/api/auth/password-reset/confirm', { token, password: 'a-brand-new-passphrase' });
    expect(confirm.status).toBe(200);
    expect(await Promise.all([waitForClose(a.ws), waitForClose(b.ws)])).toEqual([
      SESSION_ENDED,
      SESSION_ENDED,
    ]);
  });

  it('closes a socket when its session expires, before any further edit is applied', async () => {
    const { client, planId } = await signedIn('expiry@example.com');
    const conn = connectPlan(client, planId);
    await conn.synced;
    t.clock.advance(31 * 24 * 60 * 60 * 1000);
    conn.doc.getMap('weddingInfo').set('location', 'After expiry');
    await eventually(() => conn.closes.includes(SESSION_ENDED), 5000, 'the expired socket to close');
    conn.destroy();
    const room = t.server.deps.rooms.get('plan', planId);
    expect(room?.doc.getMap('weddingInfo').get('location')).not.toBe('After expiry');
    expect((await rawSocket(client, planId)).status).toBe(401);
  });
});

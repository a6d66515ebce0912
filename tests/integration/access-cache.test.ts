// Issue 21, P6: sessions and plan access are remembered for a few seconds (collab-server/src/auth/
// access-cache.ts), and every way of taking access away is seen by the very next request: sign-out,
// a password change, a member removed, a role lowered. A change the server did not make itself is
// seen once invalidateAccessCache is called (what the cross-instance bus does), and within the TTL
// at the latest.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidateAccessCache } from '../../collab-server/src/auth/access-cache';
import { availableDialects } from '../support/databases';
import { startTestServer, type TestClient, type TestServer } from '../support/server';
import { rawSocket, waitForClose } from '../support/sync-client';

const dialects = await availableDialects();

describe.each(dialects)('cached access is taken away at once, on %s', (dialect) => {
  let t: TestServer;
  let owner: TestClient;
  let ownerId: string;
  let planId: string;
  let n = 0;

  beforeAll(async () => {
    t = await startTestServer(dialect);
    owner = t.client();
    await owner.signUpConfirmed(t, 'cache-owner@example.com');
    const session = await owner.json('/api/auth/session');
    ownerId = session.user.id;
    planId = session.plans[0].id;
    await owner.json(`/api/guests/?user_id=${ownerId}`, { method: 'POST', json: { name: 'Ada Lovelace' } });
  });
  afterAll(async () => {
    await t.stop();
  });

  /** A member of the owner's plan, whose list request has just been answered (so it is cached). */
  async function member(role: 'partner' | 'viewer'): Promise<{ client: TestClient; id: string }> {
    const client = t.client();
    await client.signUpConfirmed(t, `cache-member-${n++}@example.com`);
    const id: string = (await client.json('/api/auth/session')).user.id;
    await t.database.handle.db
      .insertInto('plan_members')
      .values({ plan_id: planId, user_id: id, role })
      .execute();
    const guests = await client.request(`/api/guests/?user_id=${ownerId}`);
    expect(guests.status).toBe(200);
    expect((await guests.json()).map((g: { name: string }) => g.name)).toContain('Ada Lovelace');
    return { client, id };
  }

  it('answers a signed-out cookie 401 on the next request', async () => {
    const { client } = await member('partner');
    const cookie = [...client.cookies];
    expect((await client.request(`/api/guests/?user_id=${ownerId}`)).status).toBe(200);
    expect((await client.request('/api/auth/signout', { method: 'POST', json: {} })).status).toBe(204);
    // The same cookie, replayed after sign-out.
    const replay = t.client();
    for (const [k, v] of cookie) replay.cookies.set(k, v);
    expect((await replay.request(`/api/guests/?user_id=${ownerId}`)).status).toBe(401);
    expect((await replay.json('/api/auth/session')).user).toBeNull();
  });

  it('ends the old session at once when the password changes', async () => {
    const client = t.client();
    await client.signUpConfirmed(t, 'cache-password@example.com', 'an-old-long-passphrase');
    const old = t.client();
    for (const [k, v] of client.cookies) old.cookies.set(k, v);
    expect((await old.json('/api/auth/session')).user).not.toBeNull();
    const changed = await client.request('/api/account/password', {
      method: 'POST',
      json: { current_password: 'an-old-long-passphrase', new_password: 'a-new-long-passphrase-2' },
    });
    expect(changed.status).toBe(200);
    expect((await old.json('/api/auth/session')).user).toBeNull();
    expect((await client.json('/api/auth/session')).user).not.toBeNull();
  });

  it('answers 403 on the next request after the owner removes a member', async () => {
    const { client, id } = await member('partner');
    const removed = await owner.request(`/api/plans/${planId}/members/${id}`, { method: 'DELETE' });
    expect(removed.status).toBe(204);
    expect((await client.request(`/api/guests/?user_id=${ownerId}`)).status).toBe(403);
    expect((await client.request(`/api/guests/?plan_id=${planId}`)).status).toBe(403);
  });

  it("refuses a removed member's next sync socket, though a burst of their sockets had the role cached", async () => {
    const { client, id } = await member('partner');
    // Opened together, they ask the database once between them; the role is then remembered.
    const burst = await Promise.all(Array.from({ length: 5 }, () => rawSocket(client, planId)));
    expect(burst.map((s) => s.status)).toEqual(Array(5).fill(undefined));
    const closes = burst.map((s) => waitForClose(s.ws));
    const removed = await owner.request(`/api/plans/${planId}/members/${id}`, { method: 'DELETE' });
    expect(removed.status).toBe(204);
    await Promise.all(closes);
    expect((await rawSocket(client, planId)).status).toBe(403);
  });

  it('refuses writes on the next request after a role is lowered to viewer', async () => {
    const { client, id } = await member('partner');
    const write = () =>
      client.request(`/api/guests/?user_id=${ownerId}`, { method: 'POST', json: { name: `Guest ${n++}` } });
    expect((await write()).status).toBe(201);
    const lowered = await owner.request(`/api/plans/${planId}/members/${id}`, {
      method: 'PATCH',
      json: { role: 'viewer' },
    });
    expect(lowered.status).toBe(200);
    expect((await write()).status).toBe(403);
    expect((await client.request(`/api/guests/?user_id=${ownerId}`)).status).toBe(200);
  });

  it('forgets a change made outside the server once invalidateAccessCache is called', async () => {
    const { client, id } = await member('viewer');
    // Another instance (or the admin CLI) removed the membership: this server has not heard yet.
    await t.database.handle.db
      .deleteFrom('plan_members')
      .where('plan_id', '=', planId)
      .where('user_id', '=', id)
      .execute();
    expect((await client.request(`/api/guests/?user_id=${ownerId}`)).status).toBe(200);
    invalidateAccessCache({ planId });
    expect((await client.request(`/api/guests/?user_id=${ownerId}`)).status).toBe(403);

    // The same for a session ended elsewhere.
    await t.database.handle.db.deleteFrom('sessions').where('user_id', '=', id).execute();
    invalidateAccessCache({ userId: id });
    expect((await client.json('/api/auth/session')).user).toBeNull();
  });
});

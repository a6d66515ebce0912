// A listing's team (issue 18: "a vendor's team co-edits it"): the owner invites another vendor account
// by email as an editor (emailed a link to the portal, where they accept or decline), the team sees
// who is on it, the owner removes
// editors and an editor may leave. Permissions for the owner, an editor, another vendor, a couple and
// anonymous; the new editor opens /sync/listing/<id>, edits and the directory shows it; removal closes
// their open socket with 4403 and they cannot open it again. On PGlite and Postgres, plus two
// instances on one Postgres for the cross-instance close.

import type { Database } from '@confetti/db';
import { readListing, updateListing } from '@confetti/plan';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSE_ACCESS_REVOKED } from '../../collab-server/src/sync/close-codes';
import { signUp, userIdOf } from '../support/accounts';
import { startTestCluster, type TestCluster } from '../support/cluster';
import { availableDialects } from '../support/databases';
import { startTestServer, type TestClient, type TestServer } from '../support/server';
import { connectPlan, eventually, type PlanConnection, rawSocket } from '../support/sync-client';

const dialects = await availableDialects();

const ROSEWOOD = {
  business_name: 'Rosewood Estate',
  category: 'venue',
  city: 'Austin',
  state: 'TX',
  description: 'A restored 1890s estate with a garden ceremony lawn.',
  published: true,
};

describe.each(dialects)('listing team on %s', (dialect) => {
  let t: TestServer;
  let db: Kysely<Database>;
  let owner: TestClient;
  let editor: TestClient;
  let otherVendor: TestClient;
  let couple: TestClient;
  let anon: TestClient;
  let ownerId: string;
  let editorId: string;
  let otherVendorId: string;
  let listingId: string;
  const members = (id = listingId) => `/api/directory/vendors/${id}/members`;
  const add = (client: TestClient, email: string, id = listingId) => client.post(members(id), { email });
  const remove = (client: TestClient, userId: string, id = listingId) =>
    client.request(`${members(id)}/${userId}`, { method: 'DELETE' });
  const open: PlanConnection[] = [];
  let editorSocket: PlanConnection;

  beforeAll(async () => {
    t = await startTestServer(dialect);
    db = t.database.handle.db;
    owner = await signUp(t, 'owner@rosewood.example.com', 'vendor');
    editor = await signUp(t, 'assistant@rosewood.example.com', 'vendor');
    otherVendor = await signUp(t, 'rival@example.com', 'vendor');
    couple = await signUp(t, 'olivia@example.com', 'couple');
    anon = t.client();
    ownerId = await userIdOf(owner);
    editorId = await userIdOf(editor);
    otherVendorId = await userIdOf(otherVendor);
    const created = await owner.post('/api/directory/vendors', ROSEWOOD);
    expect(created.status).toBe(201);
    listingId = (await created.json()).id;
  });

  afterAll(async () => {
    for (const c of open) c.destroy();
    await t?.stop();
  });

  it('shows the team to its members only: the owner alone at first', async () => {
    const res = await owner.get(members());
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      members: [
        {
          user_id: ownerId,
          email: 'owner@rosewood.example.com',
          display_name: null,
          role: 'owner',
          status: 'member',
          joined_at: expect.any(String),
        },
      ],
    });
    for (const client of [editor, otherVendor, couple]) {
      const refused = await client.get(members());
      expect(refused.status).toBe(403);
      expect((await refused.json()).detail).toBeTruthy();
    }
    expect((await anon.get(members())).status).toBe(401);
    expect((await owner.get(members('no-such-listing'))).status).toBe(404);
  });

  it('lets only the owner add, and only an existing vendor account', async () => {
    expect((await add(anon, 'assistant@rosewood.example.com')).status).toBe(401);
    for (const client of [otherVendor, couple]) {
      const res = await add(client, 'assistant@rosewood.example.com');
      expect(res.status).toBe(403);
    }
    // A couple's account answers exactly as no account does: a vendor cannot learn who is planning
    // a wedding here by trying addresses.
    const coupleRes = await add(owner, 'olivia@example.com');
    const unknown = await add(owner, 'nobody@example.com');
    expect(coupleRes.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(await coupleRes.json()).toEqual(await unknown.json());
    expect((await add(owner, 'nobody@example.com')).status).toBe(404);
    for (const body of [{ email: 'not-an-email' }, {}, { email: 'a@b.co', role: 'owner' }]) {
      const res = await owner.post(members(), body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect((await res.json()).detail).toBeTruthy();
    }
    expect((await add(owner, 'assistant@rosewood.example.com', 'no-such-listing')).status).toBe(404);
    expect(
      await db.selectFrom('listing_members').select('user_id').where('listing_id', '=', listingId).execute(),
    ).toEqual([{ user_id: ownerId }]);

    // The owner invites the assistant (any case, any spaces) as an editor; they are emailed a link to
    // /vendor, and are on the team only once they accept.
    const added = await add(owner, '  Assistant@Rosewood.example.com ');
    expect(added.status).toBe(201);
    expect(await added.json()).toMatchObject({
      user_id: editorId,
      email: 'assistant@rosewood.example.com',
      role: 'editor',
      status: 'invited',
    });
    const mail = await eventually(
      async () =>
        (await t.mailbox()).find(
          (m) => m.to === 'assistant@rosewood.example.com' && /invited you/.test(m.subject),
        ),
      5000,
      'the team email',
    );
    expect(mail?.subject).toBe('owner@rosewood.example.com invited you to Rosewood Estate on Confetti');
    expect(mail?.links.some((l) => new URL(l).pathname === '/vendor')).toBe(true);
    expect((await add(owner, 'assistant@rosewood.example.com')).status).toBe(409);
    // Invited is not joined: no team, no listing, no socket yet.
    expect((await editor.get(members())).status).toBe(403);
    expect((await editor.json(`/api/directory/vendors/user/${editorId}`)).vendors).toEqual([]);
    expect((await rawSocket(editor, `listing/${listingId}`)).status).toBe(403);
    expect(await editor.json('/api/directory/invitations')).toEqual({
      invitations: [
        {
          listing_id: listingId,
          business_name: 'Rosewood Estate',
          invited_by: 'owner@rosewood.example.com',
          invited_at: expect.any(String),
        },
      ],
    });
    // Only the invited vendor answers their invitation.
    expect((await otherVendor.post(`/api/directory/invitations/${listingId}/accept`, {})).status).toBe(404);
    expect((await editor.post(`/api/directory/invitations/${listingId}/maybe`, {})).status).toBe(422);
    expect((await editor.post(`/api/directory/invitations/${listingId}/accept`, {})).status).toBe(204);
    expect((await editor.json('/api/directory/invitations')).invitations).toEqual([]);
    // On the team now: 409, and the owner too.
    expect((await add(owner, 'assistant@rosewood.example.com')).status).toBe(409);
    expect((await add(owner, 'owner@rosewood.example.com')).status).toBe(409);
    // An editor cannot add people.
    expect((await add(editor, 'rival@example.com')).status).toBe(403);
  });

  it('shows the editor the team and lets them open the socket, edit, and reach the directory', async () => {
    const team = await editor.json(members());
    expect(team.members.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([
      ['owner@rosewood.example.com', 'owner'],
      ['assistant@rosewood.example.com', 'editor'],
    ]);
    expect((await otherVendor.get(members())).status).toBe(403);
    // The editor's portal finds the listing among theirs.
    const mine = await editor.json(`/api/directory/vendors/user/${editorId}`);
    expect(mine.vendors.map((v: { id: string }) => v.id)).toEqual([listingId]);

    const ownerSocket = connectPlan(owner, `listing/${listingId}`);
    editorSocket = connectPlan(editor, `listing/${listingId}`);
    open.push(ownerSocket, editorSocket);
    await Promise.all([ownerSocket.synced, editorSocket.synced]);
    expect(readListing(editorSocket.doc).business_name).toBe('Rosewood Estate');
    updateListing(editorSocket.doc, { description: 'Written by the assistant.' });
    await eventually(
      () => readListing(ownerSocket.doc).description === 'Written by the assistant.',
      5000,
      'the owner to see the edit live',
    );
    await eventually(
      async () =>
        (await anon.json(`/api/directory/vendors/${listingId}`)).description === 'Written by the assistant.',
      5000,
      'the projection',
    );
    ownerSocket.destroy();
    // The open editor socket is used by the revocation test below.
  });

  it('lets the owner remove an editor: their socket closes with 4403 and they are out', async () => {
    expect(editorSocket.provider.wsconnected).toBe(true);
    // Nobody else may remove them; nobody may remove the owner.
    expect((await remove(anon, editorId)).status).toBe(401);
    expect((await remove(otherVendor, editorId)).status).toBe(403);
    expect((await remove(couple, editorId)).status).toBe(403);
    expect((await remove(editor, ownerId)).status).toBe(403);
    const ownerOut = await remove(owner, ownerId);
    expect(ownerOut.status).toBe(409);
    expect((await ownerOut.json()).detail).toMatch(/owner cannot be removed/);
    expect((await remove(owner, otherVendorId)).status).toBe(404);
    expect((await remove(owner, editorId, 'no-such-listing')).status).toBe(404);
    expect(editorSocket.closes).toEqual([]);

    const res = await remove(owner, editorId);
    expect(res.status).toBe(204);
    await eventually(
      () => editorSocket.closes.includes(CLOSE_ACCESS_REVOKED),
      5000,
      'the editor’s socket to close with 4403',
    );
    expect(CLOSE_ACCESS_REVOKED).toBe(4403);
    editorSocket.destroy();
    expect((await rawSocket(editor, `listing/${listingId}`)).status).toBe(403);
    expect(
      (await editor.request(`/api/directory/vendors/${listingId}`, { method: 'PUT', json: { phone: '1' } }))
        .status,
    ).toBe(403);
    expect((await editor.get(members())).status).toBe(403);
    expect((await owner.json(members())).members.map((m: { user_id: string }) => m.user_id)).toEqual([
      ownerId,
    ]);
    expect((await remove(owner, editorId)).status).toBe(404);
  });

  it('lets an invited vendor decline, and the owner withdraw an invitation', async () => {
    expect((await add(owner, 'rival@example.com')).status).toBe(201);
    expect((await otherVendor.post(`/api/directory/invitations/${listingId}/decline`, {})).status).toBe(204);
    expect((await otherVendor.json('/api/directory/invitations')).invitations).toEqual([]);
    expect((await otherVendor.get(members())).status).toBe(403);
    expect((await add(owner, 'rival@example.com')).status).toBe(201);
    // Withdrawn: an editor may not, the owner may.
    expect((await owner.json(members())).members.map((m: { status: string }) => m.status)).toEqual([
      'member',
      'invited',
    ]);
    expect((await remove(owner, otherVendorId)).status).toBe(204);
    expect((await otherVendor.json('/api/directory/invitations')).invitations).toEqual([]);
    expect((await otherVendor.post(`/api/directory/invitations/${listingId}/accept`, {})).status).toBe(404);
  });

  it('lets an editor leave the team themself', async () => {
    expect((await add(owner, 'assistant@rosewood.example.com')).status).toBe(201);
    expect((await add(owner, 'rival@example.com')).status).toBe(201);
    for (const invited of [editor, otherVendor])
      expect((await invited.post(`/api/directory/invitations/${listingId}/accept`, {})).status).toBe(204);
    // One editor cannot remove another.
    expect((await remove(otherVendor, editorId)).status).toBe(403);
    const socket = connectPlan(editor, `listing/${listingId}`);
    open.push(socket);
    await socket.synced;
    expect((await remove(editor, editorId)).status).toBe(204);
    await eventually(
      () => socket.closes.includes(CLOSE_ACCESS_REVOKED),
      5000,
      'the leaver’s socket to close',
    );
    socket.destroy();
    expect((await rawSocket(editor, `listing/${listingId}`)).status).toBe(403);
    const team = await otherVendor.json(members());
    expect(team.members.map((m: { email: string }) => m.email)).toEqual([
      'owner@rosewood.example.com',
      'rival@example.com',
    ]);
  });

  it('counts invitations toward the team limit, and says when it is full', async () => {
    const created = await owner.post('/api/directory/vendors', { ...ROSEWOOD, business_name: 'Full House' });
    const fullId = (await created.json()).id as string;
    // The owner plus 18 invited accounts: one place left, then none.
    const people = Array.from({ length: 18 }, (_, i) => ({
      id: `limit-${i}`,
      email: `limit-${i}@example.com`,
      password_hash: 'x',
      user_type: 'vendor' as const,
      email_confirmed_at: new Date(),
      display_name: null,
    }));
    await db.insertInto('users').values(people).execute();
    await db
      .insertInto('listing_invitations')
      .values(people.map((p) => ({ listing_id: fullId, user_id: p.id, invited_by: ownerId })))
      .execute();
    expect((await add(owner, 'assistant@rosewood.example.com', fullId)).status).toBe(201);
    const over = await add(owner, 'rival@example.com', fullId);
    expect(over.status).toBe(409);
    expect((await over.json()).detail).toBe('A listing’s team can have up to 20 people.');
  });

  it('lists the team in the OpenAPI document', async () => {
    const doc = await anon.json('/api/docs/openapi.json');
    const path = doc.paths['/api/directory/vendors/{id}/members'];
    expect(Object.keys(path).sort()).toEqual(['get', 'post']);
    expect(doc.paths['/api/directory/vendors/{id}/members/{userId}'].delete).toBeTruthy();
  });
});

describe.runIf(dialects.includes('postgres'))('listing team on two instances', () => {
  let cluster: TestCluster;

  beforeAll(async () => {
    cluster = await startTestCluster(2);
  }, 60_000);

  afterAll(async () => {
    await cluster?.stop();
  });

  it('removing an editor on one instance closes their listing socket on the other', async () => {
    const [a, b] = cluster.instances as [TestCluster['instances'][0], TestCluster['instances'][0]];
    const owner = await signUp(cluster, 'owner-mi@rosewood.example.com', 'vendor', a.client());
    const editor = await signUp(cluster, 'editor-mi@rosewood.example.com', 'vendor', a.client());
    const editorId = await userIdOf(editor);
    const listingId = (await owner.json('/api/directory/vendors', { method: 'POST', json: ROSEWOOD })).id;
    expect(
      (
        await owner.post(`/api/directory/vendors/${listingId}/members`, {
          email: 'editor-mi@rosewood.example.com',
        })
      ).status,
    ).toBe(201);
    expect((await editor.post(`/api/directory/invitations/${listingId}/accept`, {})).status).toBe(204);
    const onB = connectPlan(b.as(editor), `listing/${listingId}`);
    try {
      await onB.synced;
      const res = await owner.request(`/api/directory/vendors/${listingId}/members/${editorId}`, {
        method: 'DELETE',
      });
      expect(res.status).toBe(204);
      await eventually(() => onB.closes.includes(4403), 2_000, 'the socket on instance B to close with 4403');
      expect((await rawSocket(b.as(editor), `listing/${listingId}`)).status).toBe(403);
    } finally {
      onB.destroy();
    }
  });
});

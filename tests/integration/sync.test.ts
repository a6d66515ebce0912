// Live sync through the real server with the official y-websocket client: members see each other,
// viewers cannot write, strangers cannot connect, hostile bytes only hurt their own socket.
import { readWeddingInfo, updateWeddingInfo } from '@confetti/plan';
import * as encoding from 'lib0/encoding';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { availableDialects } from '../support/databases';
import { startTestServer, type TestClient, type TestServer } from '../support/server';
import { connectPlan, eventually, rawSocket, waitForClose } from '../support/sync-client';

const dialects = await availableDialects();

describe.each(dialects)('sync on %s', (dialect) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(dialect, {}, { syncLimits: { maxFrameBytes: 256 * 1024 } });
  });
  afterAll(async () => {
    await t.stop();
  });

  let counter = 0;
  async function couple(): Promise<{
    owner: TestClient;
    planId: string;
    invite(role: string): Promise<TestClient>;
  }> {
    const n = ++counter;
    const owner = t.client();
    await owner.signUpConfirmed(t, `owner${n}@example.com`);
    const session = await owner.json('/api/auth/session');
    const planId: string = session.plans[0].id;
    return {
      owner,
      planId,
      async invite(role: string) {
        const email = `${role}${n}-${Math.random().toString(36).slice(2, 6)}@example.com`;
        const member = t.client();
        await member.signUpConfirmed(t, email);
        await owner.json(`/api/plans/${planId}/invites`, { method: 'POST', json: { email, role } });
        const mail = (await t.mailbox()).find((m) => m.to === email && m.subject.includes('invited'))!;
        const token = new URL(mail.links[0]!).pathname.split('/').pop();
        await member.json(`/api/invites/${token}/accept`, { method: 'POST', json: {} });
        return member;
      },
    };
  }

  it('shows each member the other’s edits live', async () => {
    const { owner, planId, invite } = await couple();
    const partner = await invite('partner');
    const a = connectPlan(owner, planId);
    const b = connectPlan(partner, planId);
    await Promise.all([a.synced, b.synced]);
    updateWeddingInfo(a.doc, { partner1Name: 'Ana' });
    updateWeddingInfo(b.doc, { partner2Name: 'Ben' });
    await eventually(() => readWeddingInfo(b.doc).partner1Name === 'Ana', 5000, 'B sees A');
    await eventually(() => readWeddingInfo(a.doc).partner2Name === 'Ben', 5000, 'A sees B');
    a.destroy();
    b.destroy();
  });

  it('answers REST writes into open documents and projects them before answering', async () => {
    const { owner, planId } = await couple();
    const a = connectPlan(owner, planId);
    await a.synced;
    const saved = await owner.json('/api/wedding-info/', {
      method: 'POST',
      json: { partner1Name: 'Cleo', weddingDate: '2027-06-12', plannedBudget: 25000, weddingStyle: 'Rustic' },
    });
    expect(saved).toMatchObject({
      partner1_name: 'Cleo',
      wedding_date: '2027-06-12',
      planned_budget: 25000,
      wedding_style: 'Rustic',
    });
    const read = await owner.json(
      `/api/wedding-info/?user_id=${(await owner.json('/api/auth/session')).user.id}`,
    );
    expect(read.partner1_name).toBe('Cleo');
    await eventually(() => readWeddingInfo(a.doc).partner1Name === 'Cleo', 5000, 'live REST write');
    a.destroy();
  });

  it('drops a viewer’s updates and awareness', async () => {
    const { owner, planId, invite } = await couple();
    const viewer = await invite('viewer');
    const a = connectPlan(owner, planId);
    const v = connectPlan(viewer, planId);
    await Promise.all([a.synced, v.synced]);
    updateWeddingInfo(a.doc, { location: 'Lisbon' });
    await eventually(() => readWeddingInfo(v.doc).location === 'Lisbon', 5000, 'viewer reads');
    v.provider.awareness.setLocalStateField('tab', 'budget');
    updateWeddingInfo(v.doc, { location: 'Hacked' });
    // A marker edit after the viewer's: once the owner sees it, the viewer's would have arrived.
    updateWeddingInfo(a.doc, { guestCount: 80 });
    await eventually(() => readWeddingInfo(v.doc).guestCount === 80);
    const server = t.server.deps.rooms.get('plan', planId)!;
    await server.settle();
    expect(readWeddingInfo(server.doc).location).toBe('Lisbon');
    expect(readWeddingInfo(a.doc).location).toBe('Lisbon');
    expect([...a.provider.awareness.getStates().values()].some((s) => s.tab === 'budget')).toBe(false);
    const rest = await owner.json('/api/wedding-info/');
    expect(rest.location).toBe('Lisbon');
    a.destroy();
    v.destroy();
  });

  it('stamps presence with the signed-in user, whatever the client claims', async () => {
    const { owner, planId, invite } = await couple();
    const partner = await invite('partner');
    const a = connectPlan(owner, planId);
    const b = connectPlan(partner, planId);
    await Promise.all([a.synced, b.synced]);
    b.provider.awareness.setLocalState({ tab: 'guests', user: { id: 'someone-else', name: 'Mallory' } });
    const partnerId = (await partner.json('/api/auth/session')).user.id;
    const seen = await eventually(
      () => [...a.provider.awareness.getStates().values()].find((s) => s.tab === 'guests'),
      5000,
      'presence',
    );
    expect(seen?.user.id).toBe(partnerId);
    expect(seen?.user.name).not.toBe('Mallory');
    a.destroy();
    b.destroy();
  });

  it('echoes a lone editor’s presence back, so their socket is never silent long enough for the client to drop it', async () => {
    const { owner, planId } = await couple();
    const a = connectPlan(owner, planId);
    await a.synced;
    const kinds: number[] = [];
    a.provider.ws!.addEventListener('message', (event: { data: unknown }) => {
      kinds.push(new Uint8Array(event.data as ArrayBuffer)[0]!);
    });
    // What y-websocket's client does every 15 s; it closes a socket that heard nothing for 30 s.
    a.provider.awareness.setLocalStateField('tab', 'budget');
    await eventually(() => kinds.includes(1), 5000, 'own presence echoed');
    a.destroy();
  });

  it('answers a lone viewer’s presence renewals, so their socket is not dropped every 30 s either', async () => {
    const { planId, invite } = await couple();
    const viewer = await invite('viewer');
    const v = connectPlan(viewer, planId);
    await v.synced;
    const kinds: number[] = [];
    v.provider.ws!.addEventListener('message', (event: { data: unknown }) => {
      kinds.push(new Uint8Array(event.data as ArrayBuffer)[0]!);
    });
    // Their presence is dropped (viewers are not shown), but the renewal still gets an answer.
    v.provider.awareness.setLocalStateField('tab', 'budget');
    await eventually(() => kinds.includes(1), 5000, 'an answer to the viewer’s presence');
    expect(t.server.deps.rooms.get('plan', planId)!.awareness.getStates().size).toBe(0);
    v.destroy();
  });

  it('lets a person’s new socket take over the presence their dead socket still holds', async () => {
    const { owner, planId, invite } = await couple();
    const partner = await invite('partner');
    const a = connectPlan(owner, planId);
    const stale = connectPlan(partner, planId);
    await Promise.all([a.synced, stale.synced]);
    const tabs = () => [...a.provider.awareness.getStates().values()].map((s) => s.tab);
    stale.provider.awareness.setLocalStateField('tab', 'budget');
    await eventually(() => tabs().includes('budget'), 5000, 'presence from the first socket');
    // The network dropped: the old socket says nothing more, and the tab reconnects (same awareness
    // client id) before the server has noticed that the old socket is dead.
    stale.provider.ws!.send = () => {};
    const doc = new Y.Doc();
    doc.clientID = stale.doc.clientID;
    const fresh = connectPlan(partner, planId, { doc });
    await fresh.synced;
    fresh.provider.awareness.setLocalStateField('tab', 'guests');
    await eventually(() => tabs().includes('guests'), 5000, 'presence from the new socket');
    // The old socket is closed at last (no goodbye from it): the person is still here.
    stale.provider.shouldConnect = false;
    stale.provider.ws!.close();
    const room = t.server.deps.rooms.get('plan', planId)!;
    await eventually(() => room.peers.size === 2, 5000, 'the old socket gone');
    expect(room.awareness.getStates().get(doc.clientID)?.tab).toBe('guests');
    a.destroy();
    fresh.destroy();
    stale.destroy();
  });

  it('keeps a person’s presence theirs after they leave, though others’ clients echo the removal', async () => {
    const { owner, planId, invite } = await couple();
    const partner = await invite('partner');
    const a = connectPlan(owner, planId);
    const b = connectPlan(partner, planId);
    await Promise.all([a.synced, b.synced]);
    const tabs = () => [...a.provider.awareness.getStates().values()].map((s) => s.tab);
    b.provider.awareness.setLocalStateField('tab', 'budget');
    await eventually(() => tabs().includes('budget'), 5000, 'the partner’s presence');
    // The partner's tab goes offline and back (same awareness client id). Meanwhile the owner's
    // client, like every y-websocket client, sends the removal it heard back to the server.
    b.provider.disconnect();
    await eventually(() => !tabs().includes('budget'), 5000, 'the partner gone');
    const echo = encoding.createEncoder();
    encoding.writeVarUint(echo, 1); // awareness
    const removal = encoding.createEncoder();
    encoding.writeVarUint(removal, 1);
    encoding.writeVarUint(removal, b.doc.clientID);
    encoding.writeVarUint(removal, b.provider.awareness.meta.get(b.doc.clientID)!.clock);
    encoding.writeVarString(removal, 'null');
    encoding.writeVarUint8Array(echo, encoding.toUint8Array(removal));
    a.provider.ws!.send(encoding.toUint8Array(echo));
    b.provider.connect();
    await b.synced;
    b.provider.awareness.setLocalStateField('tab', 'guests');
    await eventually(() => tabs().includes('guests'), 5000, 'the partner back');
    a.destroy();
    b.destroy();
  });

  it('refuses the socket of a non-member (403), of no session (401) and from a foreign Origin (403)', async () => {
    const { owner, planId } = await couple();
    const stranger = t.client();
    await stranger.signUpConfirmed(t, `stranger${counter}@example.com`);
    expect((await rawSocket(stranger, planId)).status).toBe(403);
    expect((await rawSocket(t.client(), planId)).status).toBe(401);
    expect((await rawSocket(owner, planId, 'https://evil.example')).status).toBe(403);
    expect((await rawSocket(owner, planId, null)).status).toBe(403);
    expect((await rawSocket(owner, 'not-a-plan-id')).status).toBe(403);
    // Documents of other kinds live at /sync/<kind>/<id>: an unknown kind, or the plan kind under the
    // generic path (plans keep /sync/<planId>), opens nothing.
    expect((await rawSocket(owner, `nope/${planId}`)).status).toBe(403);
    expect((await rawSocket(owner, `plan/${planId}`)).status).toBe(403);
  });

  it('closes an oversized frame with 1009', async () => {
    const { owner, planId } = await couple();
    const { ws } = await rawSocket(owner, planId);
    const closed = waitForClose(ws);
    ws.send(new Uint8Array(300 * 1024));
    expect(await closed).toBe(1009);
  });

  it('closes only the socket that sends random bytes; others keep syncing', async () => {
    const { owner, planId, invite } = await couple();
    const partner = await invite('partner');
    const a = connectPlan(owner, planId);
    const b = connectPlan(partner, planId);
    await Promise.all([a.synced, b.synced]);
    const { ws } = await rawSocket(owner, planId);
    const closed = waitForClose(ws);
    const garbage = encoding.createEncoder();
    encoding.writeVarUint(garbage, 0);
    encoding.writeVarUint(garbage, 2);
    encoding.writeVarUint8Array(garbage, crypto.getRandomValues(new Uint8Array(64)));
    ws.send(encoding.toUint8Array(garbage));
    expect(await closed).toBe(4400);
    const { ws: ws2 } = await rawSocket(owner, planId);
    const closed2 = waitForClose(ws2);
    ws2.send(new Uint8Array([200, 1, 2, 3]));
    expect(await closed2).toBe(4400);

    updateWeddingInfo(a.doc, { partner1Name: 'Still' });
    await eventually(() => readWeddingInfo(b.doc).partner1Name === 'Still', 5000, 'others keep syncing');
    a.destroy();
    b.destroy();
  });

  it('closes a revoked member’s sockets at once', async () => {
    const { owner, planId, invite } = await couple();
    const planner = await invite('planner');
    const p = connectPlan(planner, planId);
    await p.synced;
    p.provider.shouldConnect = true;
    const plannerId = (await planner.json('/api/auth/session')).user.id;
    const res = await owner.request(`/api/plans/${planId}/members/${plannerId}`, { method: 'DELETE' });
    expect(res.status).toBe(204);
    await eventually(() => p.closes.includes(4403), 5000, 'revocation close');
    expect((await rawSocket(planner, planId)).status).toBe(403);
    p.destroy();
  });

  it('keeps every edit after the room unloads and loads again from storage', async () => {
    const { owner, planId } = await couple();
    const a = connectPlan(owner, planId);
    await a.synced;
    for (let i = 0; i < 30; i++) updateWeddingInfo(a.doc, { guestCount: i + 1 });
    a.doc.getMap('weddingInfo').set('location', 'Porto');
    await eventually(async () => (await owner.json('/api/wedding-info/')).guest_count === 30);
    a.destroy();
    await eventually(() => t.server.deps.rooms.get('plan', planId) === undefined, 5000, 'room unload');
    const b = connectPlan(owner, planId, { doc: new Y.Doc() });
    await b.synced;
    expect(readWeddingInfo(b.doc)).toMatchObject({ guestCount: 30, location: 'Porto' });
    b.destroy();
  });
});

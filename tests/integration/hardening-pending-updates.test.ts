// Issue 11, item 2: updates whose earlier parts never arrive are held back by Yjs ("pending"). They
// count against the document size limit and their own limit; the socket that sends them past it is
// closed, what it left pending is dropped, and the plan keeps syncing for everyone else. A large
// update that also carries work the plan can take is not refused: only its parts with missing
// history are left out.
import { insertEntity, listEntityIds } from '@confetti/plan';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { syncUpdateMessage, updateWithMissingParts } from '../support/attack-updates';
import { availableDialects } from '../support/databases';
import { startTestServer, type TestClient, type TestServer } from '../support/server';
import { connectPlan, eventually, rawSocket, waitForClose } from '../support/sync-client';

const dialects = await availableDialects();
const DOCUMENT_TOO_LARGE = 4413;

describe.each(dialects)('pending updates on %s', (dialect) => {
  let t: TestServer;
  let owner: TestClient;
  let planId: string;
  beforeAll(async () => {
    // Without the reconnect cooldown, so one user can attack and then still edit here.
    t = await startTestServer(dialect, {}, { syncLimits: { abuseCooldownMs: 0 } });
    owner = t.client();
    await owner.signUpConfirmed(t, 'pending@example.com');
    planId = (await owner.json('/api/auth/session')).plans[0].id;
  });
  afterAll(async () => {
    await t.stop();
  });

  it('closes the socket whose held-back updates pass the limit and drops what it left', async () => {
    const editor = connectPlan(owner, planId);
    await editor.synced;
    const room = t.server.deps.rooms.get('plan', planId)!;
    const limit = t.server.deps.syncLimits.maxPendingBytes;

    const attacker = await rawSocket(owner, planId);
    const closed = waitForClose(attacker.ws);
    const piece = Math.floor(limit / 3);
    for (let i = 0; i < 6; i++) attacker.ws.send(syncUpdateMessage(updateWithMissingParts(piece)));
    expect(await closed).toBe(DOCUMENT_TOO_LARGE);
    expect(room.pendingBytes()).toBe(0);

    // The plan still syncs for everyone else.
    const other = connectPlan(owner, planId);
    await other.synced;
    editor.doc.getMap('weddingInfo').set('location', 'Madeira');
    await eventually(() => other.doc.getMap('weddingInfo').get('location') === 'Madeira');
    editor.destroy();
    other.destroy();
  });

  it('drops what a socket left pending when it goes, even under the limit', async () => {
    const attacker = await rawSocket(owner, planId);
    attacker.ws.send(syncUpdateMessage(updateWithMissingParts(10_000)));
    await eventually(() => (t.server.deps.rooms.get('plan', planId)?.pendingBytes() ?? 0) > 0);
    const room = t.server.deps.rooms.get('plan', planId)!;
    const closed = waitForClose(attacker.ws);
    attacker.ws.close();
    await closed;
    await eventually(() => room.pendingBytes() === 0, 5000, 'pending state to be dropped');
  });

  it("takes a returning client's work when its step 2 also carries parts it holds back", async () => {
    // A client that edited offline, and whose own copy holds back parts of another client's edit
    // whose beginning it never received (a socket cut off mid-answer). Yjs sends those parts along
    // with its step 2. Refused whole, the step 2 was refused again on every reconnect, and the
    // client's work never reached the plan (the durability test found it: 1 run in 5 under load).
    const returning = new Y.Doc();
    for (let i = 0; i < 1500; i++) {
      insertEntity(returning, 'checklistTasks', {
        id: `offline-${i}`,
        text: `Offline task ${i}: confirm the florist's delivery window and the ceremony arch`,
        createdAt: new Date().toISOString(),
      });
    }
    Y.applyUpdate(returning, updateWithMissingParts(2_000));
    expect(returning.store.pendingStructs).not.toBeNull();
    const limit = t.server.deps.syncLimits.maxPendingBytes;
    expect(Y.encodeStateAsUpdate(returning).byteLength).toBeGreaterThan(limit);

    const client = connectPlan(owner, planId, { doc: returning });
    const watcher = connectPlan(owner, planId);
    await Promise.all([client.synced, watcher.synced]);
    await eventually(
      () =>
        listEntityIds(watcher.doc, 'checklistTasks').filter((id) => id.startsWith('offline-')).length ===
        1500,
      10_000,
      'the offline work to reach another client',
    );
    expect(client.closes).toEqual([]);
    expect(t.server.deps.rooms.get('plan', planId)!.pendingBytes()).toBe(0);
    client.destroy();
    watcher.destroy();
  });

  it('counts held-back bytes against the document size limit', async () => {
    const small = await startTestServer(
      dialect,
      {},
      { syncLimits: { maxDocumentBytes: 300_000, maxPendingBytes: 10_000_000, abuseCooldownMs: 0 } },
    );
    try {
      const client = small.client();
      await client.signUpConfirmed(small, 'small-doc@example.com');
      const smallPlan = (await client.json('/api/auth/session')).plans[0].id;
      const attacker = await rawSocket(client, smallPlan);
      const closed = waitForClose(attacker.ws);
      for (let i = 0; i < 4; i++) attacker.ws.send(syncUpdateMessage(updateWithMissingParts(100_000)));
      expect(await closed).toBe(DOCUMENT_TOO_LARGE);
    } finally {
      await small.stop();
    }
  });
});

describe.each(dialects)('reconnecting after an abusive close on %s', (dialect) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(dialect);
  });
  afterAll(async () => {
    await t.stop();
  });

  it('makes the sender wait before another socket on that plan, and nobody else', async () => {
    const owner = t.client();
    await owner.signUpConfirmed(t, 'cooldown@example.com');
    const planId = (await owner.json('/api/auth/session')).plans[0].id;
    const partner = t.client();
    await partner.signUpConfirmed(t, 'cooldown-partner@example.com');
    const partnerId = (await partner.json('/api/auth/session')).user.id;
    await t.database.handle.db
      .insertInto('plan_members')
      .values({ plan_id: planId, user_id: partnerId, role: 'partner' })
      .execute();

    const attacker = await rawSocket(owner, planId);
    const closed = waitForClose(attacker.ws);
    attacker.ws.send(syncUpdateMessage(updateWithMissingParts(1024 * 1024)));
    expect(await closed).toBe(DOCUMENT_TOO_LARGE);
    expect((await rawSocket(owner, planId)).status).toBe(429);
    const fine = await rawSocket(partner, planId);
    expect(fine.status).toBeUndefined();
    fine.ws.close();
  });
});

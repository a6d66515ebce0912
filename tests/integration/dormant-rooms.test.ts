// Issue 21 (P5): an open plan nobody edits lets its document go while its sockets stay open
// (Room.hibernate), and the next edit, sync or REST write loads it again. Nothing may be lost or
// missed across that: edits reach the other sockets and the tables, presence keeps flowing, and a
// change that comes in while the room is going dormant keeps it live.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { SLICE_MIN_BYTES, sharedMerger } from '@confetti/collab-server';
import { insertEntity, readWeddingInfo, updateWeddingInfo } from '@confetti/plan';
import { guest } from '@confetti/plan/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { availableDialects } from '../support/databases';
import { startTestServer, type TestClient, type TestServer } from '../support/server';
import { connectPlan, eventually, type PlanConnection } from '../support/sync-client';

const dialects = await availableDialects();

/** A full garbage collection, to see that a document is really let go. */
function collectGarbage(): void {
  setFlagsFromString('--expose_gc');
  (runInNewContext('gc') as () => void)();
}

describe.each(dialects)('dormant rooms on %s', (dialect) => {
  let t: TestServer;
  beforeAll(async () => {
    // Dormancy is driven by hand here (hibernateIdle with a clock far ahead), never by the timer.
    t = await startTestServer(dialect, {}, { syncLimits: { hibernateAfterMs: 0 } });
  });
  afterAll(async () => {
    await t.stop();
  });

  let counter = 0;
  async function couple(): Promise<{ owner: TestClient; planId: string }> {
    const owner = t.client();
    await owner.signUpConfirmed(t, `dormant${++counter}@example.com`);
    return { owner, planId: (await owner.json('/api/auth/session')).plans[0].id };
  }

  const room = (planId: string) => t.server.deps.rooms.get('plan', planId)!;

  /** Lets every idle open room go dormant now, and checks this one did. */
  async function goDormant(planId: string): Promise<void> {
    await room(planId).settle();
    const rooms = t.server.deps.rooms;
    const idleFor = performance.now() + 10 * 60_000;
    // hibernateIdle compares with the limit; with the limit at 0 any quiet room qualifies.
    await rooms.hibernateIdle(idleFor);
    expect(room(planId).state).toBe('dormant');
  }

  async function tabs(owner: TestClient, planId: string, n = 2): Promise<PlanConnection[]> {
    const open = Array.from({ length: n }, () => connectPlan(owner, planId));
    await Promise.all(open.map((c) => c.synced));
    return open;
  }

  it('lets the document go while the sockets stay, and the next edit reaches everyone and the tables', async () => {
    const { owner, planId } = await couple();
    const [a, b] = await tabs(owner, planId);
    updateWeddingInfo(a!.doc, { location: 'Sintra' });
    await eventually(() => readWeddingInfo(b!.doc).location === 'Sintra');
    const loaded = new WeakRef(room(planId).doc);
    await goDormant(planId);
    expect(room(planId).peers.size).toBe(2);
    // The dormant room keeps no copy of the document, and nothing else keeps the one it had.
    expect(room(planId).doc.store.clients.size).toBe(0);
    await eventually(
      async () => {
        collectGarbage();
        await new Promise((r) => setTimeout(r, 10));
        return loaded.deref() === undefined;
      },
      5000,
      'the loaded document collected',
    );

    updateWeddingInfo(a!.doc, { location: 'Évora', guestCount: 42 });
    await eventually(() => readWeddingInfo(b!.doc).location === 'Évora', 5000, 'the edit after waking');
    expect(room(planId).state).toBe('live');
    expect(readWeddingInfo(room(planId).doc)).toMatchObject({ location: 'Évora', guestCount: 42 });
    await eventually(async () => (await owner.json('/api/wedding-info/')).location === 'Évora');
    expect(a!.closes).toEqual([]);
    expect(b!.closes).toEqual([]);
    for (const c of [a!, b!]) c.destroy();
  });

  it('projects every edit across several dormant spells, whoever wakes the room', async () => {
    const { owner, planId } = await couple();
    const [a] = await tabs(owner, planId, 1);
    const names = async () =>
      ((await owner.json('/api/guests/')) as Array<{ name: string }>).map((g) => g.name).sort();
    for (const [i, name] of ['Ada', 'Brian', 'Cleo', 'Dora'].entries()) {
      await goDormant(planId);
      if (i % 2 === 0) insertEntity(a!.doc, 'guests', guest({ id: `g-${i}`, name }));
      else await owner.json('/api/guests/', { method: 'POST', json: { name, party_size: 1 } });
      await eventually(async () => (await names()).includes(name), 5000, `${name} projected`);
    }
    expect(await names()).toEqual(['Ada', 'Brian', 'Cleo', 'Dora']);
    a!.destroy();
  });

  it('passes presence between the sockets while dormant, without loading the document', async () => {
    const { owner, planId } = await couple();
    const [a, b] = await tabs(owner, planId);
    await goDormant(planId);
    a!.provider.awareness.setLocalStateField('tab', 'guests');
    await eventually(() => [...b!.provider.awareness.getStates().values()].some((s) => s.tab === 'guests'));
    expect(room(planId).state).toBe('dormant');
    for (const c of [a!, b!]) c.destroy();
  });

  it('wakes for a REST write, which the open sockets then receive', async () => {
    const { owner, planId } = await couple();
    const [a] = await tabs(owner, planId, 1);
    await goDormant(planId);
    const saved = await owner.json('/api/wedding-info/', { method: 'POST', json: { location: 'Braga' } });
    expect(saved.location).toBe('Braga');
    await eventually(() => readWeddingInfo(a!.doc).location === 'Braga', 5000, 'REST write reaches the tab');
    a!.destroy();
  });

  it('gives a socket that joins a dormant room the whole document', async () => {
    const { owner, planId } = await couple();
    const [a] = await tabs(owner, planId, 1);
    updateWeddingInfo(a!.doc, { location: 'Tavira' });
    await goDormant(planId);
    const [late] = await tabs(owner, planId, 1);
    expect(readWeddingInfo(late!.doc).location).toBe('Tavira');
    updateWeddingInfo(late!.doc, { guestCount: 7 });
    await eventually(() => readWeddingInfo(a!.doc).guestCount === 7);
    for (const c of [a!, late!]) c.destroy();
  });

  it('unloads a dormant room once its last socket goes, and loads it with everything later', async () => {
    const { owner, planId } = await couple();
    const [a] = await tabs(owner, planId, 1);
    updateWeddingInfo(a!.doc, { location: 'Faro' });
    await goDormant(planId);
    a!.destroy();
    await eventually(() => t.server.deps.rooms.get('plan', planId) === undefined, 5000, 'room unloaded');
    const [again] = await tabs(owner, planId, 1);
    expect(readWeddingInfo(again!.doc).location).toBe('Faro');
    // Loaded from the snapshot with its checkpoint (no rebuild): the first guest still reaches the
    // tables (the collection's map arrives untyped in the bytes; see observePlan).
    insertEntity(again!.doc, 'guests', guest({ id: 'gil', name: 'Gil' }));
    await eventually(
      async () =>
        ((await owner.json('/api/guests/')) as Array<{ name: string }>).some((g) => g.name === 'Gil'),
      5000,
      'the first guest after a reload projected',
    );
    again!.destroy();
  });

  it('wakes a large plan slice by slice, whole: the next edit reaches everyone and the tables', async () => {
    const { owner, planId } = await couple();
    const [a, b] = await tabs(owner, planId);
    a!.doc.transact(() => {
      for (let i = 0; i < 1500; i++) {
        insertEntity(
          a!.doc,
          'guests',
          guest({ id: `big-${i}`, name: `Guest ${i}`, notes: `Table notes ${i}` }),
        );
      }
    });
    await eventually(() => b!.doc.getMap('guests').size === 1500, 10_000, 'the guests reach the other tab');
    await goDormant(planId);
    const stored = await t.server.deps.rooms.store.load(room(planId).docId);
    expect(stored.bytes).toBeGreaterThan(SLICE_MIN_BYTES);
    const slicedBefore = sharedMerger.workerSlices;

    updateWeddingInfo(a!.doc, { location: 'Óbidos' });
    await eventually(() => readWeddingInfo(b!.doc).location === 'Óbidos', 10_000, 'the edit after waking');
    expect(sharedMerger.workerSlices).toBe(slicedBefore + 1);
    expect(room(planId).state).toBe('live');
    expect(room(planId).doc.store.pendingStructs).toBeNull();
    expect(Y.encodeStateVector(room(planId).doc)).toEqual(Y.encodeStateVector(a!.doc));
    insertEntity(b!.doc, 'guests', guest({ id: 'after-wake', name: 'Zoe After' }));
    await eventually(
      async () => ((await owner.json('/api/guests/')) as unknown[]).length === 1501,
      10_000,
      'every guest projected',
    );
    for (const c of [a!, b!]) c.destroy();
  });

  it('stays live when a change comes in while it is going dormant', async () => {
    const { owner, planId } = await couple();
    const [a, b] = await tabs(owner, planId);
    await room(planId).settle();
    const going = room(planId).hibernate();
    // A change made while it writes its snapshot (as the server's own rules or a REST write would).
    updateWeddingInfo(room(planId).doc, { location: 'Lagos' });
    expect(await going).toBe(false);
    expect(room(planId).state).toBe('live');
    await eventually(() => readWeddingInfo(b!.doc).location === 'Lagos');
    for (const c of [a!, b!]) c.destroy();
  });

  it('does not go dormant while a REST write holds the room', async () => {
    const { owner, planId } = await couple();
    const [a] = await tabs(owner, planId, 1);
    const rooms = t.server.deps.rooms;
    const held = rooms.acquire('plan', planId);
    try {
      expect(await held.hibernate()).toBe(false);
      expect(held.state).toBe('live');
    } finally {
      rooms.release(held);
    }
    a!.destroy();
  });
});

describe.each(dialects)('the dormancy timer on %s', (dialect) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(dialect, {}, { syncLimits: { hibernateAfterMs: 300 } });
  });
  afterAll(async () => {
    await t.stop();
  });

  it('lets an idle open plan go by itself, and an edit brings it back', async () => {
    const owner = t.client();
    await owner.signUpConfirmed(t, 'timer@example.com');
    const planId: string = (await owner.json('/api/auth/session')).plans[0].id;
    const a = connectPlan(owner, planId);
    const b = connectPlan(owner, planId);
    await Promise.all([a.synced, b.synced]);
    const room = () => t.server.deps.rooms.get('plan', planId)!;
    await eventually(() => room().state === 'dormant', 5000, 'dormant after the delay');
    updateWeddingInfo(a.doc, { location: 'Aveiro' });
    await eventually(() => readWeddingInfo(b.doc).location === 'Aveiro', 5000, 'the edit after waking');
    // Idle again: dormant again, and nothing was lost.
    await eventually(() => room().state === 'dormant', 5000, 'dormant again');
    expect((await owner.json('/api/wedding-info/')).location).toBe('Aveiro');
    a.destroy();
    b.destroy();
  });
});

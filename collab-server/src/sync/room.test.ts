import { initPlanDoc } from '@confetti/plan';
import { describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { DEMO_PLAN_STEPS } from '../seed/demo-plan/index';
import { DEFAULT_SYNC_LIMITS } from './limits';
import { UpdateMerger } from './merge-worker';
import type { DocumentStore, StoredDocument } from './persistence';
import { encodeUpdate } from './protocol';
import { type DocumentKind, type RoomPeer, SERVER_ORIGIN } from './room';
import { RoomManager } from './rooms';

/** Tests that start a worker thread: its start-up alone can take seconds on a loaded machine. */
const WORKER_TEST_MS = 30_000;

function storedDoc(text: string): Uint8Array {
  const doc = new Y.Doc();
  doc.getMap('weddingInfo').set('location', text);
  return Y.encodeStateAsUpdate(doc);
}

function fakeStore(loads: Array<() => Promise<StoredDocument>>) {
  const appended: Uint8Array[] = [];
  const store = {
    load: vi.fn(() => loads.shift()!()),
    slices: vi.fn(async (s: StoredDocument) => ({ updates: s.parts, sliced: false })),
    append: vi.fn(async (_id: string, update: Uint8Array) => {
      appended.push(update);
    }),
    compact: vi.fn(async () => 0),
    erase: vi.fn(async () => {}),
  };
  return { store: store as unknown as DocumentStore, appended, mocks: store };
}

/** The demo wedding as one stored snapshot, and a merger that slices whatever its size. */
function storedDemoPlan() {
  const plan = new Y.Doc();
  initPlanDoc(plan, { generationId: 'demo' });
  for (const step of DEMO_PLAN_STEPS) step(plan, new Date(2026, 10, 23, 10));
  const snapshot = Y.encodeStateAsUpdate(plan);
  const { store, mocks } = fakeStore([
    async () => ({ parts: [snapshot], tailRows: 0, snapshotSeq: 1, bytes: snapshot.byteLength }),
  ]);
  return { plan, merger: new UpdateMerger({ sliceMinBytes: 0 }), store, mocks };
}

const kind: DocumentKind = { name: 'test', access: async () => null, prepare: async () => {} };
const limits = { ...DEFAULT_SYNC_LIMITS, roomGraceMs: 1, persistBatchMs: 1 };

describe('rooms', () => {
  it('never writes anything when loading fails, and loads cleanly on the next try', async () => {
    const good = storedDoc('Lisbon');
    const { store, mocks } = fakeStore([
      async () => {
        throw new Error('database unreachable');
      },
      async () => ({ parts: [good], tailRows: 0, snapshotSeq: null, bytes: good.byteLength }),
    ]);
    const rooms = new RoomManager(store, limits, [kind]);
    const failing = rooms.acquire('test', 'plan-1');
    await expect(failing.ready).rejects.toThrow('database unreachable');
    // An edit that would have arrived meanwhile cannot reach storage through a failed room.
    failing.doc.getMap('weddingInfo').set('location', 'Empty overwrite');
    await failing.flush();
    expect(mocks.append).not.toHaveBeenCalled();
    expect(failing.state).toBe('failed');
    rooms.release(failing);

    const room = rooms.acquire('test', 'plan-1');
    expect(room).not.toBe(failing);
    await room.ready;
    expect(room.doc.getMap('weddingInfo').get('location')).toBe('Lisbon');
    expect(mocks.append).not.toHaveBeenCalled();
    rooms.release(room);
    await rooms.shutdown(1001, 'test over');
  });

  it('holds messages until loaded and persists what prepare and clients write', async () => {
    let resolveLoad!: (s: StoredDocument) => void;
    const { store, appended, mocks } = fakeStore([
      () =>
        new Promise((r) => {
          resolveLoad = r;
        }),
    ]);
    const preparing: DocumentKind = {
      name: 'test',
      access: async () => null,
      prepare: async (room) => {
        room.doc.getMap('meta').set('generationId', 'g1');
      },
    };
    const rooms = new RoomManager(store, limits, [preparing]);
    const room = rooms.acquire('test', 'plan-2');
    expect(room.state).toBe('loading');
    await vi.waitFor(() => expect(mocks.load).toHaveBeenCalled());
    resolveLoad({ parts: [], tailRows: 0, snapshotSeq: null, bytes: 0 });
    await room.ready;
    room.doc.transact(() => room.doc.getMap('weddingInfo').set('partner1Name', 'Ana'), SERVER_ORIGIN);
    await room.flush();
    const replica = new Y.Doc();
    for (const u of appended) Y.applyUpdate(replica, u);
    expect(replica.getMap('meta').get('generationId')).toBe('g1');
    expect(replica.getMap('weddingInfo').get('partner1Name')).toBe('Ana');
    rooms.release(room);
    await rooms.shutdown(1001, 'test over');
    expect(room.state).toBe('destroyed');
  });

  it('stores each document under its kind and id, and keeps kinds apart', async () => {
    const { store, mocks } = fakeStore([
      async () => ({ parts: [], tailRows: 0, snapshotSeq: null, bytes: 0 }),
      async () => ({ parts: [], tailRows: 0, snapshotSeq: null, bytes: 0 }),
    ]);
    const other: DocumentKind = { ...kind, name: 'other' };
    const rooms = new RoomManager(store, limits, [kind, other]);
    const a = rooms.acquire('test', 'same-id');
    const b = rooms.acquire('other', 'same-id');
    await Promise.all([a.ready, b.ready]);
    expect(a).not.toBe(b);
    expect(mocks.load.mock.calls).toEqual([['test:same-id'], ['other:same-id']]);
    expect(() => rooms.acquire('nope', 'same-id')).toThrow('no document kind named nope');
    rooms.release(a);
    rooms.release(b);
    await rooms.shutdown(1001, 'test over');
  });

  it("relays another instance's updates while loading or dormant, and applies what the load missed", async () => {
    // Loaded from bytes read before the remote row committed: the load alone would miss it.
    let resolveLoad!: (s: StoredDocument) => void;
    const { store, appended, mocks } = fakeStore([
      () =>
        new Promise((r) => {
          resolveLoad = r;
        }),
    ]);
    const rooms = new RoomManager(store, limits, [kind]);
    const room = rooms.acquire('test', 'plan-remote');
    const heard: Uint8Array[] = [];
    const peer: RoomPeer = {
      send: (message) => heard.push(message),
      close: () => {},
      userId: 'u',
      sessionId: 's',
      clientIds: new Set(),
    };
    room.addPeer(peer);
    await vi.waitFor(() => expect(mocks.load).toHaveBeenCalled());
    const remote = storedDoc('Porto');
    room.applyRemote(remote);
    expect(heard).toHaveLength(1);
    resolveLoad({ parts: [], tailRows: 0, snapshotSeq: null, bytes: 0 });
    await room.ready;
    expect(room.doc.getMap('weddingInfo').get('location')).toBe('Porto');

    // Dormant: no document, the bytes go to the sockets as they are, and it stays dormant.
    expect(await room.hibernate()).toBe(true);
    heard.length = 0;
    const later = new Y.Doc();
    Y.applyUpdate(later, remote);
    const before = Y.encodeStateVector(later);
    later.getMap('weddingInfo').set('guestCount', 80);
    const update = Y.encodeStateAsUpdate(later, before);
    room.applyRemote(update);
    expect(room.state).toBe('dormant');
    expect(heard).toEqual([encodeUpdate(update)]);
    // Learned from the log: never appended again.
    await room.flush();
    expect(appended).toEqual([]);
    room.removePeer(peer);
    rooms.release(room);
    await rooms.shutdown(1001, 'test over');
  });

  it('unloads a room after the grace period once the last holder leaves', async () => {
    const { store } = fakeStore([async () => ({ parts: [], tailRows: 0, snapshotSeq: null, bytes: 0 })]);
    const rooms = new RoomManager(store, limits, [kind]);
    const room = rooms.acquire('test', 'plan-3');
    await room.ready;
    rooms.release(room);
    await vi.waitFor(() => expect(room.state).toBe('destroyed'));
    expect(rooms.get('test', 'plan-3')).toBeUndefined();
  });

  it(
    'builds a large document a slice at a time, letting other work run in between',
    async () => {
      const { plan, merger, store, mocks } = storedDemoPlan();
      // Work of other rooms, one piece per turn of the event loop, from when the slices are ready:
      // it runs between two slices, not after the whole document is built.
      let turns = 0;
      let loaded = false;
      const tick = () => {
        if (loaded) return;
        turns += 1;
        setImmediate(tick);
      };
      mocks.slices.mockImplementation(async (stored: StoredDocument) => {
        const result = await merger.slices(stored.parts);
        setImmediate(tick);
        return result;
      });
      try {
        // Every slice in a turn of its own.
        const rooms = new RoomManager(store, { ...limits, loadTurnMs: 0 }, [kind]);
        const room = rooms.acquire('test', 'plan-large');
        await room.ready;
        loaded = true;
        const slices = (await mocks.slices.mock.results[0]!.value) as {
          updates: Uint8Array[];
          sliced: boolean;
        };
        expect(slices.sliced).toBe(true);
        expect(turns).toBeGreaterThanOrEqual(slices.updates.length - 1);
        expect(Y.encodeStateAsUpdate(room.doc)).toEqual(Y.encodeStateAsUpdate(plan));
        rooms.release(room);
        await rooms.shutdown(1001, 'test over');
      } finally {
        await merger.close();
      }
    },
    WORKER_TEST_MS,
  );

  it(
    'stops building a document whose room was discarded meanwhile, and writes nothing',
    async () => {
      const { merger, store, mocks } = storedDemoPlan();
      let sliced!: () => void;
      const slicing = new Promise<void>((resolve) => {
        sliced = resolve;
      });
      mocks.slices.mockImplementation(async (stored: StoredDocument) => {
        const result = await merger.slices(stored.parts);
        sliced();
        return result;
      });
      try {
        const rooms = new RoomManager(store, limits, [kind]);
        const room = rooms.acquire('test', 'plan-erased');
        await slicing;
        // The plan was reset on another instance while its first slice went in.
        await rooms.discard(room.docId, 4000, 'reset');
        await expect(room.ready).rejects.toThrow('was closed while it loaded');
        expect(room.state).toBe('destroyed');
        expect(mocks.append).not.toHaveBeenCalled();
        await rooms.shutdown(1001, 'test over');
      } finally {
        await merger.close();
      }
    },
    WORKER_TEST_MS,
  );
});

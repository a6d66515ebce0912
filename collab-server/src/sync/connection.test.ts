// A client joining a room that is still loading is answered from the stored bytes, before the
// document is built from them (issue 21, P4), and still ends up with exactly the server's document,
// including what loading itself added.
import { EventEmitter } from 'node:events';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import { describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import * as syncProtocol from 'y-protocols/sync';
import * as Y from 'yjs';
import { onlyStartsPastDocument, SyncConnection, withoutMissingHistory } from './connection';
import { DEFAULT_SYNC_LIMITS } from './limits';
import type { DocumentStore, StoredDocument } from './persistence';
import { MESSAGE_SYNC } from './protocol';
import type { DocumentKind, Room } from './room';
import { RoomManager } from './rooms';

class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  binaryType = 'nodebuffer';
  sent: Uint8Array[] = [];
  send(message: Uint8Array, cb?: (err?: Error) => void) {
    this.sent.push(message);
    cb?.();
  }
  ping() {}
  close() {
    this.readyState = 3;
  }
  terminate() {
    this.readyState = 3;
  }
}

function step1(doc: Y.Doc): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, MESSAGE_SYNC);
  syncProtocol.writeSyncStep1(encoder, doc);
  return encoding.toUint8Array(encoder);
}

/** Applies every sync message the server sent to the client's document; returns their kinds in order. */
/**
 * Applies what the server sent to `client`, in order, and returns the sync message kinds. With
 * `pendingAfterEach`, also how many bytes the client held back after each message.
 */
function receiveAll(socket: FakeSocket, client: Y.Doc, pendingAfterEach?: number[]): number[] {
  const kinds: number[] = [];
  for (const message of socket.sent.splice(0)) {
    const decoder = decoding.createDecoder(message);
    if (decoding.readVarUint(decoder) !== MESSAGE_SYNC) continue;
    const kind = decoding.readVarUint(decoder);
    kinds.push(kind);
    if (kind !== syncProtocol.messageYjsSyncStep1) Y.applyUpdate(client, decoding.readVarUint8Array(decoder));
    pendingAfterEach?.push(
      (client.store.pendingStructs?.update.byteLength ?? 0) + (client.store.pendingDs?.byteLength ?? 0),
    );
  }
  return kinds;
}

/** A promise and the function that resolves it: holds a room in prepare() until the test says. */
function gated(): [Promise<void>, () => void] {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  return [gate, open];
}

/** A store that loads `stored` and accepts everything else. */
function storeOf(stored: StoredDocument): DocumentStore {
  return {
    load: vi.fn(async () => stored),
    slices: vi.fn(async (s: StoredDocument) => ({ updates: s.parts, sliced: false })),
    append: vi.fn(async () => 1),
    compact: vi.fn(async () => 0),
  } as unknown as DocumentStore;
}

/** A signed-in owner's socket on `room`. */
function ownerSocket(room: Room, socket: FakeSocket, onClosed: () => void = () => {}): SyncConnection {
  return new SyncConnection(
    socket as unknown as WebSocket,
    room,
    'u1',
    { role: 'owner', canEdit: true },
    { id: 'u1', name: 'U', email: 'u@example.com', color: '#000', role: 'owner' },
    DEFAULT_SYNC_LIMITS,
    onClosed,
    { id: 's1', expiresAt: new Date(Date.now() + 60_000), now: () => new Date() },
  );
}

describe('joining a loading room', () => {
  it('closes a socket answered from the stored bytes like a peer, and it never joins afterwards', async () => {
    const source = new Y.Doc();
    source.getMap('weddingInfo').set('location', 'Lisbon');
    const snapshot = Y.encodeStateAsUpdate(source);
    const store = storeOf({ parts: [snapshot], tailRows: 0, snapshotSeq: 1, bytes: snapshot.byteLength });
    const [gate, openGate] = gated();
    const kind: DocumentKind = {
      name: 'test',
      access: async () => ({ role: 'owner', canEdit: true }),
      prepare: () => gate,
    };
    const rooms = new RoomManager(store, { ...DEFAULT_SYNC_LIMITS, persistBatchMs: 1 }, [kind]);
    const room = rooms.acquire('test', 'doc-revoked');
    const socket = new FakeSocket();
    const closed = vi.fn();
    const connection = ownerSocket(room, socket, closed);
    const client = new Y.Doc();
    connection.receive(step1(client));
    await room.storedRead;
    await new Promise((resolve) => setImmediate(resolve));
    // The client holds the document while the room is still loading...
    receiveAll(socket, client);
    expect(client.getMap('weddingInfo').get('location')).toBe('Lisbon');
    expect(room.state).toBe('loading');

    // ...when the person's access ends (a revocation, the listing deleted): the socket closes now.
    expect(rooms.closePeers('test', 'doc-revoked', () => true, 4403, 'access revoked')).toBe(1);
    expect(socket.readyState).toBe(3);
    expect(closed).toHaveBeenCalledOnce();

    openGate();
    await room.ready;
    await new Promise((resolve) => setImmediate(resolve));
    expect(room.peers.size).toBe(0);
    expect(room.sockets()).toEqual([]);
    await rooms.shutdown(1001, 'test over');
  });

  it('answers step 1 from the stored bytes while loading, then sends what loading added', async () => {
    // Stored: a snapshot and the log rows after it.
    const source = new Y.Doc();
    source.getMap('weddingInfo').set('location', 'Lisbon');
    const snapshot = Y.encodeStateAsUpdate(source);
    const rows: Uint8Array[] = [];
    source.on('update', (u: Uint8Array) => rows.push(u));
    source.getMap('guests').set('g1', 'Ana');
    source.getMap('weddingInfo').delete('location');
    source.getMap('weddingInfo').set('location', 'Porto');
    const stored: StoredDocument = {
      parts: [snapshot, ...rows],
      tailRows: rows.length,
      snapshotSeq: 1,
      bytes: 0,
    };
    const store = storeOf(stored);

    const [gate, openGate] = gated();
    const kind: DocumentKind = {
      name: 'test',
      access: async () => ({ role: 'owner', canEdit: true }),
      async prepare(room) {
        await gate; // e.g. the plan row is being read
        room.doc.getMap('meta').set('generationId', 'g1');
      },
    };
    const rooms = new RoomManager(store, { ...DEFAULT_SYNC_LIMITS, persistBatchMs: 1 }, [kind]);
    const room = rooms.acquire('test', 'doc-1');
    const socket = new FakeSocket();
    const connection = ownerSocket(room, socket);
    const client = new Y.Doc();
    connection.receive(step1(client));

    await room.storedRead;
    await new Promise((resolve) => setImmediate(resolve));
    expect(room.state).toBe('loading');
    // The snapshot and the log rows in their order, the last row as step 2: the client has
    // everything stored, and could apply every message as it came (a socket that dies on the way
    // leaves nothing held back).
    const pending: number[] = [];
    expect(receiveAll(socket, client, pending)).toEqual([
      syncProtocol.messageYjsUpdate,
      ...rows.slice(1).map(() => syncProtocol.messageYjsUpdate),
      syncProtocol.messageYjsSyncStep2,
    ]);
    expect(pending).toEqual([0, ...rows.map(() => 0)]);
    expect(client.getMap('weddingInfo').get('location')).toBe('Porto');
    expect(client.getMap('guests').get('g1')).toBe('Ana');

    openGate();
    await room.ready;
    await new Promise((resolve) => setImmediate(resolve));
    // Live: the server's step 1, and what prepare added; the client's step 1 is not answered twice.
    const after = receiveAll(socket, client);
    expect(after.filter((k) => k === syncProtocol.messageYjsSyncStep2)).toEqual([]);
    expect(after).toContain(syncProtocol.messageYjsSyncStep1);
    expect(client.getMap('meta').get('generationId')).toBe('g1');
    expect(Y.encodeStateAsUpdate(client)).toEqual(Y.encodeStateAsUpdate(room.doc));

    connection.close(1000, 'done');
    rooms.release(room);
    await rooms.shutdown(1001, 'test over');
  });

  it('closes a socket answered from the stored bytes when the server shuts down before the room is live', async () => {
    const snapshot = Y.encodeStateAsUpdate(new Y.Doc());
    const store = storeOf({ parts: [snapshot], tailRows: 0, snapshotSeq: 1, bytes: 0 });
    const [gate, openGate] = gated();
    const kind: DocumentKind = {
      name: 'test',
      access: async () => ({ role: 'owner', canEdit: true }),
      prepare: () => gate,
    };
    const rooms = new RoomManager(store, DEFAULT_SYNC_LIMITS, [kind]);
    const room = rooms.acquire('test', 'doc-3');
    const socket = new FakeSocket();
    const closed: number[] = [];
    socket.close = (code?: number) => {
      closed.push(code ?? 0);
      socket.readyState = 3;
    };
    const connection = ownerSocket(room, socket, () => rooms.release(room));
    connection.receive(step1(new Y.Doc()));
    await room.storedRead;
    expect(room.state).toBe('loading');
    const shutdown = rooms.shutdown(1001, 'server restarting');
    openGate();
    await shutdown;
    expect(closed).toEqual([1001]);
  });

  it('answers a returning client with only what it lacks', async () => {
    const source = new Y.Doc();
    source.getMap('guests').set('g1', 'Ana');
    const client = new Y.Doc();
    Y.applyUpdate(client, Y.encodeStateAsUpdate(source));
    source.getMap('guests').set('g2', 'Bea');
    const snapshot = Y.encodeStateAsUpdate(source);
    const store = storeOf({ parts: [snapshot], tailRows: 0, snapshotSeq: 1, bytes: 0 });
    const kind: DocumentKind = {
      name: 'test',
      access: async () => ({ role: 'owner', canEdit: true }),
      prepare: async () => {},
    };
    const rooms = new RoomManager(store, DEFAULT_SYNC_LIMITS, [kind]);
    const room = rooms.acquire('test', 'doc-2');
    const socket = new FakeSocket();
    const connection = ownerSocket(room, socket);
    connection.receive(step1(client));
    await room.storedRead;
    const [answer] = socket.sent;
    const decoder = decoding.createDecoder(answer!);
    decoding.readVarUint(decoder);
    expect(decoding.readVarUint(decoder)).toBe(syncProtocol.messageYjsSyncStep2);
    const update = decoding.readVarUint8Array(decoder);
    expect(update.byteLength).toBeLessThan(snapshot.byteLength);
    Y.applyUpdate(client, update);
    expect(client.getMap('guests').toJSON()).toEqual({ g1: 'Ana', g2: 'Bea' });
    await room.ready;
    connection.close(1000, 'done');
    rooms.release(room);
    await rooms.shutdown(1001, 'test over');
  });
});

describe('updates with parts whose history never arrived', () => {
  /** A client's edits in two steps; returns the update of the second step only. */
  function laterPart(clientId: number, text: string): { whole: Uint8Array; later: Uint8Array } {
    const doc = new Y.Doc();
    doc.clientID = clientId;
    doc.getText('notes').insert(0, 'first ');
    const before = Y.encodeStateVector(doc);
    doc.getText('notes').insert(6, text);
    return { whole: Y.encodeStateAsUpdate(doc), later: Y.encodeStateAsUpdate(doc, before) };
  }

  it('leaves out only the client sections that start past the document', () => {
    const server = new Y.Doc();
    const known = laterPart(11, 'known');
    Y.applyUpdate(server, known.whole);
    const work = new Y.Doc();
    work.clientID = 22;
    work.getMap('guests').set('g1', 'Ana');
    const stranger = laterPart(33, 'never had its beginning');
    const carried = Y.mergeUpdates([Y.encodeStateAsUpdate(work), stranger.later, known.whole]);
    expect(onlyStartsPastDocument(carried, server)).toBe(false);

    const kept = withoutMissingHistory(carried, server);
    expect(kept.cutClients).toBe(1);
    expect(kept.cutBytes).toBeGreaterThan(0);
    Y.applyUpdate(server, kept.update);
    expect(server.store.pendingStructs).toBeNull();
    expect(server.getMap('guests').get('g1')).toBe('Ana');
    expect(Y.getState(server.store, 33)).toBe(0);
  });

  it('returns an update with nothing missing as it is, and tells a lone section past the document', () => {
    const server = new Y.Doc();
    const update = laterPart(44, 'all of it').whole;
    expect(withoutMissingHistory(update, server)).toEqual({ update, cutClients: 0, cutBytes: 0 });
    expect(onlyStartsPastDocument(laterPart(55, 'orphan').later, server)).toBe(true);
    expect(onlyStartsPastDocument(update, server)).toBe(false);
  });
});

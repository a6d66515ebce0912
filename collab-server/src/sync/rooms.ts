// Keeps one Room per open document, shared by every socket and REST write on it, and unloads a room
// a grace period after the last user leaves.
import type { SyncLimits } from './limits';
import type { DocumentStore } from './persistence';
import { type DocumentKind, Room, type RoomPeer } from './room';
import { SocketSlots, UpgradesInFlight } from './slots';

export class RoomManager {
  readonly rooms = new Map<string, Room>();
  /** Socket slots per plan, per user and for viewers, taken at upgrade time. */
  readonly slots: SocketSlots;
  /** Upgrades in progress per session cookie, counted before any database work. */
  readonly upgrades: UpgradesInFlight;
  #unloadTimers = new Map<Room, NodeJS.Timeout>();
  #unloading = new Map<string, Promise<void>>();
  #closed = false;

  constructor(
    readonly store: DocumentStore,
    readonly limits: SyncLimits,
    readonly kind: DocumentKind,
  ) {
    this.slots = new SocketSlots(limits);
    this.upgrades = new UpgradesInFlight(limits);
  }

  /** The room for a document, created (and loading) if needed. Pair with release(). */
  acquire(docId: string): Room {
    if (this.#closed) throw new Error('the sync server is shutting down');
    let room = this.rooms.get(docId);
    if (!room || room.state === 'failed' || room.state === 'unloading' || room.state === 'destroyed') {
      room = new Room(docId, this.store, this.limits, this.kind, this.#unloading.get(docId));
      this.rooms.set(docId, room);
      const created = room;
      created.ready.catch((err) => {
        console.error(`[sync] loading ${docId} failed`, err);
        if (this.rooms.get(docId) === created) this.rooms.delete(docId);
      });
    }
    const timer = this.#unloadTimers.get(room);
    if (timer) {
      clearTimeout(timer);
      this.#unloadTimers.delete(room);
    }
    room.holders += 1;
    return room;
  }

  release(room: Room): void {
    room.holders = Math.max(0, room.holders - 1);
    if (room.holders > 0 || this.#closed) return;
    if (room.state !== 'live') {
      if (this.rooms.get(room.docId) === room && room.state === 'failed') this.rooms.delete(room.docId);
      return;
    }
    const timer = setTimeout(() => {
      this.#unloadTimers.delete(room);
      if (room.holders === 0) void this.#unload(room);
    }, this.limits.roomGraceMs);
    timer.unref();
    this.#unloadTimers.set(room, timer);
  }

  #unload(room: Room): Promise<void> {
    if (this.rooms.get(room.docId) === room) this.rooms.delete(room.docId);
    const done = room.unload().catch((err) => console.error(`[sync] unloading ${room.docId} failed`, err));
    this.#unloading.set(room.docId, done);
    void done.finally(() => {
      if (this.#unloading.get(room.docId) === done) this.#unloading.delete(room.docId);
    });
    return done;
  }

  /** Runs `fn` on the live document, then waits until the change is persisted and projected. */
  async withDocument<T>(docId: string, fn: (room: Room) => T | Promise<T>): Promise<T> {
    const room = this.acquire(docId);
    try {
      await room.ready;
      const result = await fn(room);
      await room.settle();
      return result;
    } finally {
      this.release(room);
    }
  }

  peersOf(docId: string): RoomPeer[] {
    return [...(this.rooms.get(docId)?.peers ?? [])];
  }

  closePeers(docId: string, predicate: (peer: RoomPeer) => boolean, code: number, reason: string): number {
    let closed = 0;
    for (const peer of this.peersOf(docId)) {
      if (predicate(peer)) {
        peer.close(code, reason);
        closed += 1;
      }
    }
    return closed;
  }

  /** Closes matching sockets in every room (a session ended, say). Returns how many. */
  closePeersEverywhere(predicate: (peer: RoomPeer) => boolean, code: number, reason: string): number {
    let closed = 0;
    for (const docId of [...this.rooms.keys()]) closed += this.closePeers(docId, predicate, code, reason);
    return closed;
  }

  /** Graceful shutdown: close every socket with `code`, then flush and unload every room. */
  async shutdown(code: number, reason: string): Promise<void> {
    this.#closed = true;
    for (const timer of this.#unloadTimers.values()) clearTimeout(timer);
    this.#unloadTimers.clear();
    const rooms = [...this.rooms.values()];
    for (const room of rooms) for (const peer of [...room.peers]) peer.close(code, reason);
    await Promise.all([
      ...rooms.map((room) =>
        room.unload().catch((err) => console.error(`[sync] flush of ${room.docId} failed`, err)),
      ),
      ...this.#unloading.values(),
    ]);
    this.rooms.clear();
  }
}

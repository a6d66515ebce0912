// Keeps one Room per open document of every kind, shared by every socket and REST write on it, and
// unloads a room a grace period after the last user leaves. Rooms are keyed by `<kind>:<id>`.
import type { SyncLimits } from './limits';
import type { DocumentStore } from './persistence';
import { type DocumentKind, documentKey, Room, type RoomPeer } from './room';
import { SocketSlots, UpgradesInFlight } from './slots';

/** Follows rooms as they go live and go away (the cluster bus uses it to relay presence). */
export interface RoomObserver {
  opened(room: Room): void;
  closed(room: Room): void;
}

export class RoomManager {
  readonly rooms = new Map<string, Room>();
  readonly observers = new Set<RoomObserver>();
  /** Socket slots per plan, per user and for viewers, taken at upgrade time. */
  readonly slots: SocketSlots;
  /** Upgrades in progress per session cookie, counted before any database work. */
  readonly upgrades: UpgradesInFlight;
  #unloadTimers = new Map<Room, NodeJS.Timeout>();
  #unloading = new Map<string, Promise<void>>();
  #closed = false;
  #sweep: NodeJS.Timeout | null = null;
  /** A sweep still saving rooms when the timer fires again: the new one is skipped. */
  #sweeping = false;

  readonly #kinds: Map<string, DocumentKind>;

  constructor(
    readonly store: DocumentStore,
    readonly limits: SyncLimits,
    kinds: readonly DocumentKind[],
  ) {
    this.#kinds = new Map(kinds.map((kind) => [kind.name, kind]));
    this.slots = new SocketSlots(limits);
    this.upgrades = new UpgradesInFlight(limits);
    if (limits.hibernateAfterMs > 0) {
      this.#sweep = setInterval(
        () => {
          if (this.#sweeping) return;
          this.#sweeping = true;
          void this.hibernateIdle().finally(() => {
            this.#sweeping = false;
          });
        },
        Math.min(5_000, Math.max(250, limits.hibernateAfterMs / 4)),
      );
      this.#sweep.unref();
    }
  }

  /**
   * Lets the documents of open rooms nobody has changed for `hibernateAfterMs` go (Room.hibernate);
   * their sockets stay. Runs on a timer; returns how many went dormant.
   */
  async hibernateIdle(now = performance.now()): Promise<number> {
    if (this.#closed) return 0;
    const idle = [...this.rooms.values()].filter(
      (room) =>
        room.state === 'live' &&
        room.peers.size > 0 &&
        now - room.lastActiveAt >= this.limits.hibernateAfterMs,
    );
    let dormant = 0;
    // One at a time: each writes a snapshot, and this is background work.
    for (const room of idle) {
      if (this.#closed) break;
      const went = await room.hibernate().catch((err) => {
        console.error(`[sync] ${room.docId} could not go dormant`, err);
        return false;
      });
      if (went) dormant += 1;
    }
    return dormant;
  }

  /** The registered kind with this name, if any. */
  kind(name: string): DocumentKind | undefined {
    return this.#kinds.get(name);
  }

  get kinds(): DocumentKind[] {
    return [...this.#kinds.values()];
  }

  /** The open room of a document, if it is open. */
  get(kind: string, id: string): Room | undefined {
    return this.rooms.get(documentKey(kind, id));
  }

  /** The room for a document, created (and loading) if needed. Pair with release(). */
  acquire(kindName: string, id: string): Room {
    if (this.#closed) throw new Error('the sync server is shutting down');
    const kind = this.#kinds.get(kindName);
    if (!kind) throw new Error(`no document kind named ${kindName}`);
    const docId = documentKey(kindName, id);
    let room = this.rooms.get(docId);
    if (!room || room.state === 'failed' || room.state === 'unloading' || room.state === 'destroyed') {
      room = new Room(kind, id, this.store, this.limits, this.#unloading.get(docId));
      this.rooms.set(docId, room);
      const created = room;
      created.ready.then(
        () => {
          for (const observer of this.observers) observer.opened(created);
        },
        (err) => {
          console.error(`[sync] loading ${docId} failed`, err);
          if (this.rooms.get(docId) === created) this.rooms.delete(docId);
        },
      );
    }
    const timer = this.#unloadTimers.get(room);
    if (timer) {
      clearTimeout(timer);
      this.#unloadTimers.delete(room);
    }
    // Whoever acquires a dormant room is about to use its document.
    if (room.state === 'dormant') void room.wake();
    room.holders += 1;
    return room;
  }

  release(room: Room): void {
    room.holders = Math.max(0, room.holders - 1);
    if (room.holders > 0 || this.#closed) return;
    if (room.state !== 'live' && room.state !== 'dormant') {
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
    for (const observer of this.observers) observer.closed(room);
    const done = room.unload().catch((err) => console.error(`[sync] unloading ${room.docId} failed`, err));
    this.#unloading.set(room.docId, done);
    void done.finally(() => {
      if (this.#unloading.get(room.docId) === done) this.#unloading.delete(room.docId);
    });
    return done;
  }

  /**
   * Drops a document's room without writing anything: its stored document was erased (a reset, a
   * deletion, maybe on another instance). Its sockets close with `code`.
   */
  async discard(docId: string, code: number, reason: string): Promise<void> {
    const room = this.rooms.get(docId);
    if (!room) return;
    this.rooms.delete(docId);
    const timer = this.#unloadTimers.get(room);
    if (timer) clearTimeout(timer);
    this.#unloadTimers.delete(room);
    const released = room.discard();
    for (const peer of room.sockets()) peer.close(code, reason);
    for (const observer of this.observers) observer.closed(room);
    await released;
  }

  /** Runs `fn` on the live document, then waits until the change is persisted and projected. */
  async withDocument<T>(kind: string, id: string, fn: (room: Room) => T | Promise<T>): Promise<T> {
    const room = this.acquire(kind, id);
    try {
      await room.ready;
      const result = await fn(room);
      await room.settle();
      return result;
    } finally {
      this.release(room);
    }
  }

  peersOf(kind: string, id: string): RoomPeer[] {
    return [...(this.get(kind, id)?.peers ?? [])];
  }

  closePeers(
    kind: string,
    id: string,
    predicate: (peer: RoomPeer) => boolean,
    code: number,
    reason: string,
  ): number {
    return this.#closeRoomPeers(this.get(kind, id), predicate, code, reason);
  }

  #closeRoomPeers(
    room: Room | undefined,
    predicate: (peer: RoomPeer) => boolean,
    code: number,
    reason: string,
  ): number {
    let closed = 0;
    for (const peer of room?.sockets() ?? []) {
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
    for (const room of [...this.rooms.values()])
      closed += this.#closeRoomPeers(room, predicate, code, reason);
    return closed;
  }

  /** Graceful shutdown: close every socket with `code`, then flush and unload every room. */
  async shutdown(code: number, reason: string): Promise<void> {
    this.#closed = true;
    if (this.#sweep) clearInterval(this.#sweep);
    for (const timer of this.#unloadTimers.values()) clearTimeout(timer);
    this.#unloadTimers.clear();
    const rooms = [...this.rooms.values()];
    // Rooms still loading finish first: the sockets waiting on them (answered from the stored bytes
    // already, so their clients think they are in) become peers and are closed with the rest, instead
    // of staying open with nobody to close them.
    await Promise.all(rooms.map((room) => room.ready.catch(() => {})));
    for (const room of rooms) for (const peer of [...room.peers]) peer.close(code, reason);
    for (const room of rooms) for (const observer of this.observers) observer.closed(room);
    await Promise.all([
      ...rooms.map((room) =>
        room.unload().catch((err) => console.error(`[sync] flush of ${room.docId} failed`, err)),
      ),
      ...this.#unloading.values(),
    ]);
    this.rooms.clear();
  }
}

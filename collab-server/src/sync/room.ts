// One live document and the sockets editing it. Lifecycle: loading -> live -> unloading -> destroyed
// (or loading -> failed). While loading, messages wait; a failed load writes nothing. Every accepted
// update is broadcast at once and appended to the log within `persistBatchMs`.
//
// A live room whose document nobody has changed for a while goes dormant (live -> dormant): it is
// persisted, compacted and checkpointed as at an unload, and the document is let go while the
// sockets stay open. Presence keeps working (it does not need the document). The next edit, sync
// request or REST write loads it again (dormant -> loading -> live), from the snapshot just written,
// without rebuilding the projection. Most open plans are open in a tab nobody is typing in; a
// dormant one costs its sockets, not a document (issue 21, P5).

import * as awarenessProtocol from 'y-protocols/awareness';
import { Awareness, removeAwarenessStates } from 'y-protocols/awareness';
import * as Y from 'yjs';
import { CLOSE_LOAD_FAILED } from './close-codes';
import type { SyncLimits } from './limits';
import type { DocumentStore } from './persistence';
import { encodeAwareness, encodeUpdate } from './protocol';
import { trimDecodedValues } from './trim-values';

/** How often a room near its size limit measures its document again (see Room.wouldExceed). */
export const MEASURE_EVERY_MS = 10_000;
export type RoomState = 'loading' | 'live' | 'dormant' | 'unloading' | 'failed' | 'destroyed';

/** Origin of changes the server makes itself (REST writes, migrations). */
export const SERVER_ORIGIN = Symbol('server');
/**
 * Origin of updates learned from another instance (read from the log it appended them to): they are
 * broadcast to this instance's sockets but never appended again.
 */
export const REMOTE_ORIGIN = Symbol('remote');

export interface RoomPeer {
  send(message: Uint8Array): void;
  close(code: number, reason: string): void;
  readonly userId: string;
  /** The session the socket was opened with (empty for peers that are not sockets). */
  readonly sessionId: string;
  /** Awareness client ids this peer announced. */
  readonly clientIds: Set<number>;
}

/** What one person may do on one document: their role (shown in presence) and whether edits count. */
export interface DocumentAccess {
  role: string;
  canEdit: boolean;
}

/**
 * A kind of document (a couple's plan, a vendor's listing): who may open it, what happens when its
 * room loads, and what follows its changes (projection). Rooms, persistence and the sync socket are
 * the same for every kind; a document is stored under `<kind>:<id>` (documentKey).
 */
export interface DocumentKind {
  /** Also the namespace of the kind's document ids, and its socket path (`/sync/<name>/<id>`, plans at `/sync/<id>`). */
  name: string;
  /** The signed-in user's access to document `id`, or null: checked at upgrade and again on open. */
  access(id: string, userId: string): Promise<DocumentAccess | null>;
  /** Runs once after load, before any client sees the document: initialise, migrate. */
  prepare(room: Room): Promise<void>;
  /** Attaches side effects (projection); the returned object is flushed before REST answers. */
  attach?(room: Room): RoomExtension;
}

/** The storage and room key of a document: its kind's name, a colon, its id. */
export function documentKey(kind: string, id: string): string {
  return `${kind}:${id}`;
}

export interface RoomExtension {
  flush(): Promise<void>;
  /** After a clean unload: everything is persisted, compacted and flushed (not after a discard). */
  unloaded?(): Promise<void>;
  destroy(): Promise<void> | void;
}

export class Room {
  #doc = new Y.Doc({ gc: true });
  /** Presence has a document of its own: it outlives the room's document while the room is dormant. */
  readonly awareness = new Awareness(new Y.Doc());
  readonly peers = new Set<RoomPeer>();
  /**
   * Sockets accepted while the room loads. Nothing is relayed to them until the document is live,
   * when they become peers, but their clients may hold the document already (answered from the
   * stored bytes): whatever closes a room's sockets (a revocation, a deletion, a reset) closes these
   * too, or they would join afterwards as if nothing had happened.
   */
  readonly joining = new Set<RoomPeer>();
  state: RoomState = 'loading';
  /** When the document last changed, was synced with or loaded: what going dormant counts from. */
  lastActiveAt = performance.now();
  /**
   * Bytes of the stored document plus everything applied since: a cheap upper bound of its size. It
   * only grows (a value written a thousand times counts a thousand times), so near the limit the
   * document is measured again (wouldExceed).
   */
  approximateBytes = 0;
  #measuredAt = Number.NEGATIVE_INFINITY;
  /** approximateBytes as the last measure left it. */
  #measuredBytes = 0;
  holders = 0;
  /** The peer whose update last added to the pending state. */
  pendingBy: RoomPeer | null = null;
  /** Resolves when the room is live: after its first load, and again after each wake. */
  ready: Promise<void>;
  #extension: RoomExtension | null = null;
  #pending: Uint8Array[] = [];
  /** Another instance's updates that arrived while the document was being built (applyRemote). */
  #remoteWhileLoading: Uint8Array[] = [];
  #flushTimer: NodeJS.Timeout | null = null;
  #flushing: Promise<void> = Promise.resolve();
  #retryDelay = 50;
  #tailRows = 0;
  #compacting: Promise<unknown> | null = null;

  /** The stored document's key, `<kind>:<id>`. */
  readonly docId: string;
  /**
   * The stored bytes, from the moment they are read until the room is live: a client that joins
   * while the document is being built from them is answered from these (SyncConnection), which on a
   * large plan is tens of milliseconds sooner (issue 21, P4).
   */
  storedParts: Uint8Array[] | null = null;
  /** Resolves when storedParts is set (or the load failed before it was). */
  storedRead!: Promise<void>;
  #storedRead!: () => void;
  /** Letting the document go when the room went dormant; a wake loads only after it. */
  #dormancy: Promise<void> = Promise.resolve();
  /** Changes since the room went live: going dormant gives up if one came in meanwhile. */
  #changes = 0;
  /** The document's state vector right after the stored bytes were applied, before prepare(). */
  loadedStateVector: Uint8Array | null = null;
  /** What the room was loaded from: the snapshot's seq (null: none) and how many log rows followed. */
  loadedFrom: { snapshotSeq: number | null; tailRows: number } | null = null;

  constructor(
    readonly kind: DocumentKind,
    /** The id within its kind: a plan id, a listing id. */
    readonly id: string,
    private readonly store: DocumentStore,
    private readonly limits: SyncLimits,
    before: Promise<unknown> = Promise.resolve(),
  ) {
    this.docId = documentKey(kind.name, id);
    // The server is not a presence peer.
    this.awareness.setLocalState(null);
    this.awareness.on('update', this.#onAwareness);
    this.ready = this.#startLoad(before);
  }

  /** The document; a new one after each wake (read it through the room, do not keep it). */
  get doc(): Y.Doc {
    return this.#doc;
  }

  #startLoad(before: Promise<unknown>): Promise<void> {
    this.storedRead = new Promise<void>((resolve) => {
      this.#storedRead = resolve;
    });
    const ready = before.then(() => this.#load());
    ready.catch(() => {});
    return ready;
  }

  async #load(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`loading ${this.docId} timed out`)),
        this.limits.loadTimeoutMs,
      );
    });
    try {
      const stored = await Promise.race([this.store.load(this.docId), timeout]);
      if (stored.parts.length > 0) {
        this.storedParts = stored.parts;
        this.#storedRead();
        // Waiting clients are answered from the bytes (promise callbacks) before building the
        // document from them takes this thread.
        await new Promise((resolve) => setImmediate(resolve));
      }
      // A large document is built from small slices, a few milliseconds' worth per turn of the event
      // loop: every other room's messages are relayed in between (a 740 KB plan held the thread
      // about 80 ms in one go; sliced, the longest stop is about 15 ms, mostly garbage collection).
      const { updates, sliced } = await Promise.race([this.store.slices(stored), timeout]);
      if (sliced) {
        let turn = performance.now();
        for (const update of updates) {
          if (performance.now() - turn >= this.limits.loadTurnMs) {
            await new Promise((resolve) => setImmediate(resolve));
            turn = performance.now();
          }
          if (this.state !== 'loading') throw new Error(`${this.docId} was closed while it loaded`);
          Y.applyUpdate(this.doc, update, SERVER_ORIGIN);
        }
      } else {
        this.doc.transact(() => {
          for (const part of updates) Y.applyUpdate(this.doc, part, SERVER_ORIGIN);
        }, SERVER_ORIGIN);
      }
      trimDecodedValues(this.doc);
      this.loadedStateVector = Y.encodeStateVector(this.doc);
      this.approximateBytes = stored.bytes;
      this.#tailRows = stored.tailRows;
      this.loadedFrom = { snapshotSeq: stored.snapshotSeq, tailRows: stored.tailRows };
      // From here on every change is persisted, including what prepare() writes.
      this.doc.on('update', this.#onUpdate);
      await this.kind.prepare(this);
      this.#extension = this.kind.attach?.(this) ?? null;
      this.state = 'live';
      this.lastActiveAt = performance.now();
      // Known ones change nothing; the others are in the log already (REMOTE_ORIGIN: relayed, not
      // appended), and projected like any change.
      const remote = this.#remoteWhileLoading;
      this.#remoteWhileLoading = [];
      if (remote.length > 0) {
        try {
          this.doc.transact(() => {
            for (const update of remote) Y.applyUpdate(this.doc, update, REMOTE_ORIGIN);
          }, REMOTE_ORIGIN);
        } catch (err) {
          console.error(`[sync] an update from another instance did not apply to ${this.docId}`, err);
        }
      }
    } catch (err) {
      // A room discarded while loading stays discarded.
      if (this.state === 'loading') this.state = 'failed';
      this.doc.off('update', this.#onUpdate);
      this.#pending = [];
      this.#remoteWhileLoading = [];
      throw err;
    } finally {
      clearTimeout(timer);
      this.storedParts = null;
      this.#storedRead();
    }
  }

  /**
   * Whether the document, `extra` bytes larger, would pass `max` bytes. The running count decides
   * while it is under; past it, the document's real encoded size does: a plan whose fields were
   * rewritten many times (over REST, or by a busy editor) is not taken for a large one, and its
   * editors are not refused as abusers. It is measured again once an eighth of the limit was written
   * since the last measure, or MEASURE_EVERY_MS passed: a document really near the limit does not
   * make every update pay for a measure, and one that was freed up is seen to be.
   */
  wouldExceed(extra: number, max: number): boolean {
    if (this.approximateBytes + extra <= max) return false;
    const now = performance.now();
    const written = this.approximateBytes - this.#measuredBytes;
    if (written >= max / 8 || now - this.#measuredAt >= MEASURE_EVERY_MS) {
      this.#measuredAt = now;
      this.approximateBytes = Y.encodeStateAsUpdate(this.doc).byteLength;
      this.#measuredBytes = this.approximateBytes;
    }
    return this.approximateBytes + extra > max;
  }

  #onUpdate = (update: Uint8Array, origin: unknown) => {
    this.approximateBytes += update.byteLength;
    this.lastActiveAt = performance.now();
    this.#changes += 1;
    const message = encodeUpdate(update);
    for (const peer of this.peers) if (peer !== origin) peer.send(message);
    if (origin === REMOTE_ORIGIN) return; // already in the log
    this.#pending.push(update);
    this.#flushTimer ??= setTimeout(() => {
      this.#flushTimer = null;
      void this.flush();
    }, this.limits.persistBatchMs);
  };

  #onAwareness = ({ added, updated, removed }: { added: number[]; updated: number[]; removed: number[] }) => {
    const changed = [...added, ...updated, ...removed];
    if (changed.length === 0) return;
    const message = encodeAwareness(awarenessProtocol.encodeAwarenessUpdate(this.awareness, changed));
    // Back to the sender too, as y-websocket's own server does: its client drops a socket that has
    // heard nothing for 30 s, and a person editing alone hears only the echo of their own presence
    // renewals (every 15 s). Without it their connection dropped and resynced every 30 s.
    for (const peer of this.peers) peer.send(message);
  };

  /**
   * An update another instance appended to the log: broadcast here, never appended again. A live
   * room applies it (its `update` event relays it). A dormant room has no document: it relays the
   * bytes, and stays dormant (a wake reads them from the log). A room loading (a first load or a
   * wake) relays them to the sockets already here and applies them once built: its stored bytes may
   * have been read before the row committed.
   */
  applyRemote(update: Uint8Array): void {
    switch (this.state) {
      case 'live':
      case 'unloading':
        Y.applyUpdate(this.doc, update, REMOTE_ORIGIN);
        return;
      case 'dormant':
        this.#relay(update);
        return;
      case 'loading':
        this.#relay(update);
        this.#remoteWhileLoading.push(update);
        return;
      default:
        return;
    }
  }

  #relay(update: Uint8Array): void {
    if (this.peers.size === 0) return;
    const message = encodeUpdate(update);
    for (const peer of this.peers) peer.send(message);
  }

  /** Resolves once every update accepted so far is in the database. Retries until it is. */
  flush(): Promise<void> {
    if (this.#flushTimer) {
      clearTimeout(this.#flushTimer);
      this.#flushTimer = null;
    }
    const run = this.#flushing.then(() => this.#writePending());
    this.#flushing = run.catch(() => {});
    return run;
  }

  async #writePending(): Promise<void> {
    while (this.#pending.length > 0) {
      const batch = this.#pending;
      this.#pending = [];
      const merged = batch.length === 1 ? batch[0]! : Y.mergeUpdates(batch);
      try {
        await this.store.append(this.docId, merged);
        this.#retryDelay = 50;
        this.#tailRows += 1;
      } catch (err) {
        // Keep the updates (in order) and try again; clients also still hold them.
        this.#pending = [...batch, ...this.#pending];
        console.error(`[sync] persisting ${this.docId} failed; retrying in ${this.#retryDelay} ms`, err);
        await new Promise((r) => setTimeout(r, this.#retryDelay));
        this.#retryDelay = Math.min(this.#retryDelay * 2, 5_000);
      }
    }
    if (this.#tailRows >= this.limits.compactAfterRows && !this.#compacting) void this.compact();
  }

  compact(): Promise<unknown> {
    this.#compacting ??= this.store
      .compact(this.docId)
      .then((folded) => {
        this.#tailRows = Math.max(0, this.#tailRows - folded);
      })
      .catch((err) => console.error(`[sync] compacting ${this.docId} failed`, err))
      .finally(() => {
        this.#compacting = null;
      });
    return this.#compacting;
  }

  /** Flushes persistence and the extension (projection): what a REST write waits for. */
  async settle(): Promise<void> {
    await this.flush();
    await this.#extension?.flush();
  }

  /** Resolves once every change so far is projected (the extension's flush), without persisting. */
  async projected(): Promise<void> {
    if (this.state === 'live') await this.#extension?.flush();
  }

  /** Bytes of updates held back until their missing earlier parts arrive (Yjs pending state). */
  pendingBytes(): number {
    const store = this.doc.store;
    return (store.pendingStructs?.update.byteLength ?? 0) + (store.pendingDs?.byteLength ?? 0);
  }

  /**
   * Forgets everything pending. Only updates whose earlier parts never arrived are lost; a client
   * that really has those parts sends them again when it next syncs (its step 2).
   */
  dropPending(): void {
    this.doc.store.pendingStructs = null;
    this.doc.store.pendingDs = null;
    this.pendingBy = null;
  }

  addPeer(peer: RoomPeer): void {
    this.joining.delete(peer);
    this.peers.add(peer);
  }

  /** Every socket on this room: its peers and those still joining. */
  sockets(): RoomPeer[] {
    return [...this.peers, ...this.joining];
  }

  removePeer(peer: RoomPeer): void {
    this.joining.delete(peer);
    if (!this.peers.delete(peer)) return;
    if (peer.clientIds.size > 0) removeAwarenessStates(this.awareness, [...peer.clientIds], null);
  }

  /**
   * Awareness ids already announced by another person's peer cannot be taken over. The same person's
   * can: it is their tab reconnecting while the server still holds its old socket (the network
   * dropped, nothing said goodbye), and until that socket's ping fails, up to a minute, their
   * presence would be refused. The old socket lets the id go, so its close later keeps them here.
   */
  clientIdOwnedByOther(clientId: number, peer: RoomPeer): boolean {
    for (const other of this.peers) {
      if (other === peer || !other.clientIds.has(clientId)) continue;
      if (other.userId !== peer.userId) return true;
      other.clientIds.delete(clientId);
    }
    return false;
  }

  /**
   * Lets the document go while the sockets stay (live -> dormant): everything is persisted,
   * compacted and checkpointed first, as at an unload. Gives up, staying live, if anything changes
   * meanwhile or updates wait for missing parts. Resolves true when the room went dormant.
   */
  async hibernate(): Promise<boolean> {
    // Only sockets hold it: a REST write in progress holds the room without being a peer.
    const onlySockets = () => this.holders === this.peers.size;
    if (this.state !== 'live' || this.pendingBytes() > 0 || !onlySockets()) return false;
    const changes = this.#changes;
    const unchanged = () =>
      this.state === 'live' && this.#changes === changes && this.pendingBytes() === 0 && onlySockets();
    await this.settle();
    if (this.#tailRows > 0 && unchanged()) await this.compact();
    if (!unchanged()) return false;
    await this.#extension?.unloaded?.();
    // Synchronously from here: no message can come between the check and the state.
    if (!unchanged() || this.#pending.length > 0) return false;
    this.state = 'dormant';
    const doc = this.#doc;
    const extension = this.#extension;
    this.#extension = null;
    doc.off('update', this.#onUpdate);
    this.#dormancy = (async () => {
      try {
        await extension?.destroy();
      } finally {
        doc.destroy();
      }
    })();
    this.#dormancy.catch((err) => console.error(`[sync] letting ${this.docId} go failed`, err));
    // Until the next load: an empty document, so nothing keeps the old one alive.
    this.#doc = new Y.Doc({ gc: true });
    this.loadedStateVector = null;
    return true;
  }

  /** Loads a dormant room again (dormant -> loading); its sockets' messages wait for `ready`. */
  wake(): Promise<void> {
    if (this.state !== 'dormant') return this.ready;
    this.state = 'loading';
    this.#doc = new Y.Doc({ gc: true });
    this.ready = this.#startLoad(this.#dormancy.catch(() => {}));
    this.ready.catch(() => {
      // Nobody can edit a document that does not load: its sockets reconnect (and load it again).
      for (const peer of [...this.peers]) peer.close(CLOSE_LOAD_FAILED, 'document could not be loaded');
    });
    return this.ready;
  }

  /**
   * The stored document was erased (a reset or a deletion, maybe by another instance): releases the
   * memory and writes nothing, so the erased document does not come back. Synchronously stops
   * accepting; resolves when released.
   */
  async discard(): Promise<void> {
    if (this.state === 'destroyed' || this.state === 'unloading') return;
    this.state = 'unloading';
    if (this.#flushTimer) clearTimeout(this.#flushTimer);
    this.#flushTimer = null;
    this.#pending = [];
    this.doc.off('update', this.#onUpdate);
    try {
      // A room that went dormant may still be letting its document go.
      await this.#dormancy.catch(() => {});
      await this.#extension?.destroy();
    } finally {
      this.awareness.off('update', this.#onAwareness);
      this.awareness.destroy();
      this.doc.destroy();
      this.state = 'destroyed';
    }
  }

  /** Flushes, compacts and releases memory. Called after the grace period or at shutdown. */
  async unload(): Promise<void> {
    if (this.state === 'destroyed') return;
    const wasLive = this.state === 'live';
    this.state = 'unloading';
    // A dormant room was persisted when it went dormant; what is left is letting go.
    await this.#dormancy.catch(() => {});
    try {
      if (wasLive) {
        await this.settle();
        if (this.#tailRows > 0) await this.compact();
        await this.#extension?.unloaded?.();
      }
    } finally {
      await this.#extension?.destroy();
      this.doc.off('update', this.#onUpdate);
      this.awareness.off('update', this.#onAwareness);
      this.awareness.destroy();
      this.doc.destroy();
      this.state = 'destroyed';
    }
  }
}

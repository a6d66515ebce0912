// Makes several instances on one Postgres behave as one, over the bus (bus.ts):
// - Document updates: each append is announced once its row has committed (document key + seq, and
//   the bytes when small); if the document is open on another instance, the update (or else the
//   row, read from the log) is applied with REMOTE_ORIGIN (broadcast to that instance's sockets,
//   never appended again). Seqs already applied are remembered in a trailing window, so a repeated
//   announcement costs nothing; a row compacted away before it was read is
//   covered by re-reading the stored document (applying known updates again changes nothing). After
//   the listening connection drops, every open document is re-read the same way: announcements made
//   meanwhile are lost, the log is not. An announcement can also be lost at its source (the instance
//   died between the commit and the NOTIFY): every `sweepIntervalMs` the open documents' recent log
//   rows are listed, and any this instance neither wrote nor heard of is read and applied.
// - Presence: local awareness changes per room are published at most every `awarenessIntervalMs`
//   (latest state wins); a room that opens asks the others who is there.
// - Revocation, role change, sign-out, reset: `closeSockets` closes matching sockets here and on every
//   other instance. Every access-cache invalidation (auth/access-cache.ts: sign-out, revocation, role
//   change, invitation accepted) is carried to the other instances' caches too.
// - Erasure: a document erased on one instance (DocumentStore.erase: a reset or a deletion) is dropped
//   by every other instance without writing anything back; its sockets close with 4410.
// Generic over document kinds: it only ever sees document keys (`<kind>:<id>`).
import * as awarenessProtocol from 'y-protocols/awareness';
import { invalidateAccessCache, onAccessInvalidated } from '../auth/access-cache';
import { log } from '../log';
import { CLOSE_GENERATION_CHANGED } from '../sync/close-codes';
import type { AppendedRow, DocumentStore } from '../sync/persistence';
import { REMOTE_ORIGIN, type Room, type RoomPeer } from '../sync/room';
import type { RoomManager, RoomObserver } from '../sync/rooms';
import type { BusMessage, ClusterBus, SocketTarget } from './bus';

/** Applied seqs remembered per document. */
const APPLIED_WINDOW = 4_096;
/**
 * Appends up to this size carry their bytes in the announcement (base64 stays well under NOTIFY's
 * 8000-byte limit), which saves the other instances a read: measured p99 19 ms instead of 42 ms on a
 * busy machine (tests/bench/tools/bus-latency.ts). Larger ones are read from the log.
 */
export const INLINE_UPDATE_BYTES = 4_500;
/**
 * The sweep looks this many sweeps back: a row's seq is taken when its insert starts, and it may
 * commit after rows with higher seqs (a slow transaction), so "above the last highest seq" is not
 * enough.
 */
const SWEEP_LOOKBACK = 5;
/** Raw awareness bytes per message (base64 grows it by a third; NOTIFY allows < 8000 bytes). */
const AWARENESS_CHUNK_BYTES = 5_000;

interface Followed {
  room: Room;
  applied: Set<number>;
  appliedOrder: number[];
  queued: Set<number>;
  fetching: boolean;
  /** Awareness client ids changed here and not yet published. */
  awarenessDirty: Set<number>;
  awarenessTimer: NodeJS.Timeout | null;
  awarenessSentAt: number;
  stopAwareness: (() => void) | null;
}

export interface ClusterOptions {
  /** Presence is published at most this often per room (100 ms: 10 Hz). */
  awarenessIntervalMs?: number;
  /** How often open documents' recent log rows are checked for lost announcements (2 s). */
  sweepIntervalMs?: number;
}

export interface ClusterStats {
  remoteUpdatesApplied: number;
  fullRereads: number;
  awarenessPublished: number;
  /** Log rows the sweep found that no announcement had brought. */
  sweptRows: number;
  /** The longest an announcement took from its publishing to its arrival here, in ms. */
  announceLagMaxMs: number;
  /** The longest an announcement's NOTIFY statement took here, in ms. */
  publishMaxMs: number;
}

/** Announcements later than this are logged, at most every LAG_LOG_EVERY_MS per stage. */
const LAG_WARN_MS = 1_000;
const LAG_LOG_EVERY_MS = 10_000;

export class Cluster implements RoomObserver {
  readonly stats: ClusterStats = {
    remoteUpdatesApplied: 0,
    fullRereads: 0,
    awarenessPublished: 0,
    sweptRows: 0,
    announceLagMaxMs: 0,
    publishMaxMs: 0,
  };
  #lagLoggedAt = { publish: 0, arrival: 0 };
  /** Set when SIGTERM (or close) starts: readiness answers 503 from then on. */
  draining = false;
  #followed = new Map<string, Followed>();
  #unsubscribe: Array<() => void> = [];
  readonly #awarenessIntervalMs: number;
  readonly #sweepIntervalMs: number;
  #sweepTimer: NodeJS.Timeout | null = null;
  #sweeping: Promise<void> | null = null;
  /** The log's highest seq at each of the last sweeps, oldest first. */
  #sweepMarks: number[] = [];

  constructor(
    readonly bus: ClusterBus,
    private readonly rooms: RoomManager,
    private readonly store: DocumentStore,
    options: ClusterOptions = {},
  ) {
    this.#awarenessIntervalMs = options.awarenessIntervalMs ?? 100;
    this.#sweepIntervalMs = options.sweepIntervalMs ?? 2_000;
  }

  get instanceId(): string {
    return this.bus.instanceId;
  }

  async start(): Promise<void> {
    this.rooms.observers.add(this);
    this.#unsubscribe.push(
      this.bus.subscribe((message) => this.#receive(message)),
      this.bus.onReconnect(() => this.#catchUpAll()),
    );
    if (this.bus.enabled) {
      const announce = (rows: AppendedRow[]) => this.#announce(rows);
      this.store.appended.add(announce);
      this.#unsubscribe.push(() => this.store.appended.delete(announce));
      this.#unsubscribe.push(
        onAccessInvalidated((scope) => {
          void this.bus
            .publish({ t: 'inv', scope })
            .catch((err) => log.error({ err }, 'publishing an access invalidation failed'));
        }),
      );
    }
    await this.bus.start();
    if (this.bus.enabled) {
      this.#sweepTimer = setInterval(() => void this.sweep(), this.#sweepIntervalMs);
      this.#sweepTimer.unref();
    }
  }

  async close(): Promise<void> {
    if (this.#sweepTimer) clearInterval(this.#sweepTimer);
    this.#sweepTimer = null;
    await this.#sweeping;
    this.rooms.observers.delete(this);
    for (const off of this.#unsubscribe) off();
    for (const followed of this.#followed.values()) this.#stopFollowing(followed);
    this.#followed.clear();
    await this.bus.close();
  }

  /**
   * Closes the matching sockets on this instance now and on every other within milliseconds (the
   * message is sent in the background: the caller's answer does not wait for it). Returns how many
   * sockets closed here.
   */
  async closeSockets(target: SocketTarget, code: number, reason: string): Promise<number> {
    const closed = this.#closeLocal(target, code, reason);
    if (this.bus.enabled) {
      void this.bus
        .publish({ t: 'close', target, code, reason })
        .catch((err) => log.error({ err }, 'publishing a socket close failed'));
    }
    return closed;
  }

  #closeLocal(target: SocketTarget, code: number, reason: string): number {
    const matches = (peer: RoomPeer) =>
      (target.userId === undefined || peer.userId === target.userId) &&
      (target.sessionId === undefined || peer.sessionId === target.sessionId);
    if (target.kind !== undefined && target.id !== undefined)
      return this.rooms.closePeers(target.kind, target.id, matches, code, reason);
    return this.rooms.closePeersEverywhere(
      (peer) => {
        if (!matches(peer)) return false;
        if (target.kind === undefined) return true;
        const room = [...this.rooms.rooms.values()].find((r) => r.peers.has(peer) || r.joining.has(peer));
        return room?.kind.name === target.kind;
      },
      code,
      reason,
    );
  }

  // Rooms ------------------------------------------------------------------------------------------

  opened(room: Room): void {
    const followed = this.#follow(room);
    if (!this.bus.enabled || followed.stopAwareness) return;
    const onAwareness = (
      { added, updated, removed }: { added: number[]; updated: number[]; removed: number[] },
      origin: unknown,
    ) => {
      // Learned from another instance, or expired here for want of renewal: not ours to announce.
      if (origin === REMOTE_ORIGIN || origin === 'timeout') return;
      for (const id of [...added, ...updated, ...removed]) followed.awarenessDirty.add(id);
      this.#scheduleAwareness(followed);
    };
    room.awareness.on('update', onAwareness);
    followed.stopAwareness = () => room.awareness.off('update', onAwareness);
    void this.bus.publish({ t: 'awq', d: room.docId }).catch(() => {});
  }

  closed(room: Room): void {
    const followed = this.#followed.get(room.docId);
    if (!followed || followed.room !== room) return;
    // Whoever just left is announced before the room goes.
    this.#publishAwareness(followed);
    this.#stopFollowing(followed);
    this.#followed.delete(room.docId);
  }

  #follow(room: Room): Followed {
    let followed = this.#followed.get(room.docId);
    if (followed && followed.room !== room) {
      this.#stopFollowing(followed);
      followed = undefined;
    }
    if (!followed) {
      followed = {
        room,
        applied: new Set(),
        appliedOrder: [],
        queued: new Set(),
        fetching: false,
        awarenessDirty: new Set(),
        awarenessTimer: null,
        awarenessSentAt: 0,
        stopAwareness: null,
      };
      this.#followed.set(room.docId, followed);
    }
    return followed;
  }

  #stopFollowing(followed: Followed): void {
    followed.stopAwareness?.();
    followed.stopAwareness = null;
    if (followed.awarenessTimer) clearTimeout(followed.awarenessTimer);
    followed.awarenessTimer = null;
  }

  // Receiving --------------------------------------------------------------------------------------

  #receive(message: BusMessage): void {
    switch (message.t) {
      case 'doc':
        if (message.at !== undefined) this.#lag(Date.now() - message.at, 'arrival', message.d);
        this.#announced(message.d, message.s, message.u ?? null);
        return;
      case 'aw':
        this.#remoteAwareness(message.d, message.u);
        return;
      case 'awq': {
        const followed = this.#followed.get(message.d);
        // Presence works in a dormant room too (it needs no document).
        if (!followed || (followed.room.state !== 'live' && followed.room.state !== 'dormant')) return;
        for (const peer of followed.room.peers)
          for (const id of peer.clientIds) followed.awarenessDirty.add(id);
        this.#scheduleAwareness(followed);
        return;
      }
      case 'close':
        this.#closeLocal(message.target, message.code, message.reason);
        return;
      case 'erase':
        void this.rooms
          .discard(message.d, CLOSE_GENERATION_CHANGED, 'document reset or deleted')
          .catch((err) => log.error({ err, docId: message.d }, 'dropping an erased document failed'));
        return;
      case 'inv':
        invalidateAccessCache(message.scope, { fromOtherInstance: true });
        return;
      default:
        return;
    }
  }

  #announced(docId: string, seq: number, inline: string | null): void {
    const room = this.rooms.rooms.get(docId);
    // Not open here: whoever opens it later loads it from the log.
    if (!room || room.state === 'failed' || room.state === 'destroyed') return;
    const followed = this.#follow(room);
    if (followed.applied.has(seq)) return;
    // A small update came with its announcement (the row is committed: NOTIFY is sent at commit).
    // Yjs integrates updates in any order, so it need not wait for rows still being read. A dormant
    // or loading room relays it to its sockets (Room.applyRemote).
    if (inline !== null) {
      try {
        room.applyRemote(Buffer.from(inline, 'base64'));
        this.#remember(followed, seq);
        this.stats.remoteUpdatesApplied += 1;
        return;
      } catch (err) {
        log.warn({ err, docId }, 'an announced update did not apply; reading the log instead');
      }
    }
    followed.queued.add(seq);
    this.#fetch(followed);
  }

  #fetch(followed: Followed): void {
    if (followed.fetching || followed.queued.size === 0) return;
    followed.fetching = true;
    const room = followed.room;
    void (async () => {
      try {
        await room.ready;
        while (followed.queued.size > 0) {
          const seqs = [...followed.queued];
          followed.queued.clear();
          const rows = await this.store.rows(room.docId, seqs);
          for (const row of rows) {
            room.applyRemote(row.data);
            this.#remember(followed, row.seq);
          }
          this.stats.remoteUpdatesApplied += rows.length;
          if (rows.length < seqs.length) {
            // Compacted into the snapshot before we read it: the stored document has it.
            await this.#reread(room);
            for (const seq of seqs) this.#remember(followed, seq);
          }
        }
      } catch (err) {
        log.error({ err, docId: room.docId }, 'following another instance failed');
      } finally {
        followed.fetching = false;
        if (followed.queued.size > 0 && this.#followed.get(room.docId) === followed) this.#fetch(followed);
      }
    })();
  }

  // Announcing and sweeping --------------------------------------------------------------------------

  /** Rows this instance appended: known here, and announced to the others. */
  #announce(rows: AppendedRow[]): void {
    for (const row of rows) {
      const followed = this.#followed.get(row.docId);
      if (followed) this.#remember(followed, row.seq);
    }
    const at = Date.now();
    const messages = rows.map((row) => ({
      t: 'doc' as const,
      at,
      d: row.docId,
      s: row.seq,
      u: row.update.byteLength <= INLINE_UPDATE_BYTES ? Buffer.from(row.update).toString('base64') : null,
    }));
    // Lost on a failure: the other instances' sweeps find the rows.
    void this.bus
      .publishMany(messages)
      .then(() => this.#lag(Date.now() - at, 'publish', rows[0]?.docId ?? ''))
      .catch((err) => log.warn({ err }, 'announcing log rows failed; the other instances sweep them up'));
  }

  /** Keeps the bus's worst delays, and says so in the log when they pass LAG_WARN_MS. */
  #lag(ms: number, stage: 'publish' | 'arrival', docId: string): void {
    if (stage === 'publish') this.stats.publishMaxMs = Math.max(this.stats.publishMaxMs, ms);
    else this.stats.announceLagMaxMs = Math.max(this.stats.announceLagMaxMs, ms);
    const now = Date.now();
    if (ms < LAG_WARN_MS || now - this.#lagLoggedAt[stage] < LAG_LOG_EVERY_MS) return;
    this.#lagLoggedAt[stage] = now;
    log.warn(
      { stage, lagMs: Math.round(ms), docId },
      stage === 'publish'
        ? 'announcing log rows to the other instances took long'
        : 'an announcement from another instance arrived late',
    );
  }

  /**
   * Reads the open documents' recent log rows and applies those nobody announced. Public for tests;
   * runs every `sweepIntervalMs` on its own.
   */
  sweep(): Promise<void> {
    if (this.#sweeping) return this.#sweeping;
    this.#sweeping = (async () => {
      try {
        const open = [...this.#followed.values()].filter(
          (f) => f.room.state === 'live' || f.room.state === 'dormant',
        );
        const after = this.#sweepMarks[0];
        const { maxSeq, documents } = await this.store.recentRows(
          after === undefined ? [] : open.map((f) => f.room.docId),
          after ?? 0,
        );
        this.#sweepMarks.push(maxSeq);
        if (this.#sweepMarks.length > SWEEP_LOOKBACK) this.#sweepMarks.shift();
        for (const { docId, seqs } of documents) {
          const followed = this.#followed.get(docId);
          if (!followed) continue;
          for (const seq of seqs) {
            if (followed.applied.has(seq) || followed.queued.has(seq)) continue;
            this.stats.sweptRows += 1;
            followed.queued.add(seq);
          }
          this.#fetch(followed);
        }
      } catch (err) {
        log.warn({ err }, 'sweeping the log for missed announcements failed');
      } finally {
        this.#sweeping = null;
      }
    })();
    return this.#sweeping;
  }

  #remember(followed: Followed, seq: number): void {
    if (followed.applied.has(seq)) return;
    followed.applied.add(seq);
    followed.appliedOrder.push(seq);
    if (followed.appliedOrder.length > APPLIED_WINDOW) {
      for (const old of followed.appliedOrder.splice(0, followed.appliedOrder.length - APPLIED_WINDOW))
        followed.applied.delete(old);
    }
  }

  /**
   * Applies the whole stored document (snapshot + log) as remote: what this room lacks arrives. A
   * dormant room relays all of it to its sockets (their clients keep what is new to them): it cannot
   * tell which part they lack. Rare: a row compacted before it was read, or a lost listener.
   */
  async #reread(room: Room): Promise<void> {
    const stored = await this.store.load(room.docId);
    this.stats.fullRereads += 1;
    if (room.state === 'live') {
      room.doc.transact(() => {
        for (const part of stored.parts) room.applyRemote(part);
      }, REMOTE_ORIGIN);
    } else if (room.state === 'dormant' || room.state === 'loading') {
      for (const part of stored.parts) room.applyRemote(part);
    }
  }

  #catchUpAll(): void {
    for (const room of this.rooms.rooms.values()) {
      if (room.state !== 'live' && room.state !== 'dormant') continue;
      void this.#reread(room).catch((err) => log.error({ err, docId: room.docId }, 'catching up failed'));
      void this.bus.publish({ t: 'awq', d: room.docId }).catch(() => {});
    }
  }

  #remoteAwareness(docId: string, base64: string): void {
    const room = this.rooms.rooms.get(docId);
    if (!room || (room.state !== 'live' && room.state !== 'dormant')) return;
    try {
      awarenessProtocol.applyAwarenessUpdate(room.awareness, Buffer.from(base64, 'base64'), REMOTE_ORIGIN);
    } catch (err) {
      log.warn({ err, docId }, 'malformed awareness from another instance');
    }
  }

  // Publishing presence ----------------------------------------------------------------------------

  #scheduleAwareness(followed: Followed): void {
    if (followed.awarenessTimer || followed.awarenessDirty.size === 0) return;
    const wait = Math.max(0, followed.awarenessSentAt + this.#awarenessIntervalMs - Date.now());
    followed.awarenessTimer = setTimeout(() => {
      followed.awarenessTimer = null;
      this.#publishAwareness(followed);
    }, wait);
    followed.awarenessTimer.unref();
  }

  #publishAwareness(followed: Followed): void {
    if (!this.bus.enabled || followed.awarenessDirty.size === 0) return;
    const awareness = followed.room.awareness;
    const ids = [...followed.awarenessDirty].filter((id) => awareness.meta.has(id));
    followed.awarenessDirty.clear();
    followed.awarenessSentAt = Date.now();
    if (followed.awarenessTimer) {
      clearTimeout(followed.awarenessTimer);
      followed.awarenessTimer = null;
    }
    // Latest state of every changed client, in as few messages as fit.
    let batch: number[] = [];
    let batchBytes = 0;
    const send = (clients: number[]) => {
      if (clients.length === 0) return;
      const update = awarenessProtocol.encodeAwarenessUpdate(awareness, clients);
      if (update.byteLength > AWARENESS_CHUNK_BYTES) {
        log.warn({ docId: followed.room.docId, bytes: update.byteLength }, 'presence too large to relay');
        return;
      }
      this.stats.awarenessPublished += 1;
      void this.bus
        .publish({ t: 'aw', d: followed.room.docId, u: Buffer.from(update).toString('base64') })
        .catch((err) => log.warn({ err }, 'publishing presence failed'));
    };
    for (const id of ids) {
      const size = awarenessProtocol.encodeAwarenessUpdate(awareness, [id]).byteLength;
      if (batchBytes + size > AWARENESS_CHUNK_BYTES && batch.length > 0) {
        send(batch);
        batch = [];
        batchBytes = 0;
      }
      batch.push(id);
      batchBytes += size;
    }
    send(batch);
  }
}

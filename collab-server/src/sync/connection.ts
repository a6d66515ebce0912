// One websocket on one room: decodes y-websocket messages, enforces the socket's role and limits, and
// answers. Malformed input closes this socket only.
import * as decoding from 'lib0/decoding';
import type { WebSocket } from 'ws';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as Y from 'yjs';
import { log } from '../log';
import { type PresenceIdentity, stampAwarenessUpdate } from './awareness-identity';
import {
  CLOSE_DOCUMENT_TOO_LARGE,
  CLOSE_LOAD_FAILED,
  CLOSE_MALFORMED_MESSAGE,
  CLOSE_RATE_LIMITED,
  CLOSE_SESSION_ENDED,
  CLOSE_TIMEOUT,
} from './close-codes';
import type { SyncLimits } from './limits';
import {
  encodeAwareness,
  encodeSyncStep1,
  encodeSyncStep2,
  encodeSyncStep2Update,
  encodeUpdate,
  MESSAGE_AUTH,
  MESSAGE_AWARENESS,
  MESSAGE_QUERY_AWARENESS,
  MESSAGE_SYNC,
  SYNC_STEP_1,
  SYNC_STEP_2,
  SYNC_UPDATE,
} from './protocol';
import type { DocumentAccess, Room, RoomPeer } from './room';

/** The session a socket was opened with: when it ends on its own, the socket closes. */
export interface SocketSession {
  id: string;
  expiresAt: Date;
  now: () => Date;
}

/**
 * Whether a (v1) update is a single client section that starts past what the document has from
 * that client: nothing in it can be applied, only held back (pending). Reads the section header
 * only; malformed bytes answer false here and are refused by the full decode that follows.
 */
export function onlyStartsPastDocument(update: Uint8Array, doc: Y.Doc): boolean {
  try {
    const decoder = decoding.createDecoder(update);
    if (decoding.readVarUint(decoder) !== 1) return false; // none, or several client sections
    decoding.readVarUint(decoder); // structs in the section
    const client = decoding.readVarUint(decoder);
    const clock = decoding.readVarUint(decoder);
    return clock > Y.getState(doc.store, client);
  } catch {
    return false;
  }
}

/**
 * The update without its client sections that start past what the document has from their client
 * (their earlier parts never reached this server, so Yjs could only hold them back). A client sends
 * its own held-back parts along with its step 2 (Yjs merges them in), beside the work the server
 * lacks: refusing such an update whole kept that work out for good, since every reconnect sends the
 * same step 2 again. `cutBytes` is 0 when nothing was cut (the update is returned as it is).
 */
export function withoutMissingHistory(
  update: Uint8Array,
  doc: Y.Doc,
): { update: Uint8Array; cutClients: number; cutBytes: number } {
  const { from, to } = Y.parseUpdateMeta(update);
  const cut: Array<[number, number]> = [];
  for (const [client, clock] of from) {
    if (clock > Y.getState(doc.store, client)) cut.push([client, to.get(client) ?? clock]);
  }
  if (cut.length === 0) return { update, cutClients: 0, cutBytes: 0 };
  // diffUpdate keeps what lies past the given state: the document's state for every other client,
  // the end of its section for a client that is cut.
  const state = Y.decodeStateVector(Y.encodeStateVector(doc));
  for (const [client, end] of cut) state.set(client, end);
  const kept = Y.diffUpdate(update, Y.encodeStateVector(state));
  return { update: kept, cutClients: cut.length, cutBytes: Math.max(0, update.byteLength - kept.byteLength) };
}

export class SyncConnection implements RoomPeer {
  readonly clientIds = new Set<number>();
  readonly canEdit: boolean;
  /** The socket's role on its document (a plan role, a listing role), as presence shows it. */
  readonly role: string;
  #queued: Uint8Array[] = [];
  /** This socket's step 1 was answered from the stored bytes while the room loaded. */
  #answeredFromStored = false;
  /** The load whose end handles the queued messages (see #handleWhenLive). */
  #waitingFor: Promise<void> | null = null;
  #tokens: number;
  #lastRefill = performance.now();
  #awarenessWindowStart = 0;
  #awarenessInWindow = 0;
  #alive = true;
  #pingTimer: NodeJS.Timeout;
  #closed = false;

  constructor(
    readonly ws: WebSocket,
    readonly room: Room,
    readonly userId: string,
    access: DocumentAccess,
    readonly identity: PresenceIdentity,
    private readonly limits: SyncLimits,
    private readonly onClosed: (connection: SyncConnection) => void,
    private readonly session: SocketSession,
  ) {
    this.role = access.role;
    this.canEdit = access.canEdit;
    this.#tokens = limits.messageBurst;
    ws.binaryType = 'nodebuffer';
    ws.on('pong', () => {
      this.#alive = true;
    });
    ws.on('close', () => this.#cleanup());
    ws.on('error', () => this.#cleanup());
    this.#pingTimer = setInterval(() => {
      if (this.#sessionEnded()) return;
      if (!this.#alive) {
        this.close(CLOSE_TIMEOUT, 'no pong');
        return;
      }
      this.#alive = false;
      try {
        ws.ping();
      } catch {
        this.close(CLOSE_TIMEOUT, 'ping failed');
      }
    }, limits.pingIntervalMs);
    this.#pingTimer.unref();

    // Closed like a peer from now on, though it becomes one only once the room is live.
    room.joining.add(this);
    // The stored bytes may be read well before the document is built from them (a large plan): a
    // client that already asked for the document is answered from the bytes.
    room.storedRead.then(() => {
      if (this.#closed || room.state !== 'loading') return;
      this.#queued = this.#queued.filter((message) => !this.#answerFromStored(message));
    });
    room.ready.then(
      () => {
        if (this.#closed) return;
        room.addPeer(this);
        // Answered from the stored bytes: what loading added since (initialisation, migrations).
        if (this.#answeredFromStored && room.loadedStateVector) {
          this.send(encodeUpdate(Y.encodeStateAsUpdate(room.doc, room.loadedStateVector)));
        }
        // Our half of the handshake: the server's state vector, and who is here now.
        this.send(encodeSyncStep1(room.doc));
        const states = [...room.awareness.getStates().keys()];
        if (states.length > 0) {
          this.send(encodeAwareness(awarenessProtocol.encodeAwarenessUpdate(room.awareness, states)));
        }
        const queued = this.#queued;
        this.#queued = [];
        for (const message of queued) this.#handle(message);
      },
      () => this.close(CLOSE_LOAD_FAILED, 'document could not be loaded'),
    );
  }

  get sessionId(): string {
    return this.session.id;
  }

  /** Closes the socket once its session has expired; true when it did. */
  #sessionEnded(): boolean {
    if (this.session.now().getTime() < this.session.expiresAt.getTime()) return false;
    this.close(CLOSE_SESSION_ENDED, 'session expired');
    return true;
  }

  receive(data: Uint8Array): void {
    if (this.#closed) return;
    if (this.#sessionEnded()) return;
    if (!this.#takeToken()) {
      this.close(CLOSE_RATE_LIMITED, 'too many messages');
      return;
    }
    // A dormant room answers presence as it is; anything about the document loads it again.
    if (this.room.state === 'dormant' && data[0] === MESSAGE_SYNC) this.room.wake();
    if (this.room.state === 'loading') {
      if (!this.#answerFromStored(data)) {
        this.#queued.push(data);
        this.#handleWhenLive();
      }
      return;
    }
    this.#handle(data);
  }

  /** Handles the queued messages once the room is live again (after a wake). */
  #handleWhenLive(): void {
    const ready = this.room.ready;
    if (this.#waitingFor === ready) return;
    this.#waitingFor = ready;
    ready.then(
      () => {
        if (this.#closed || !this.room.peers.has(this)) return; // the first load's handler does it
        const queued = this.#queued;
        this.#queued = [];
        for (const message of queued) this.#handle(message);
      },
      () => this.close(CLOSE_LOAD_FAILED, 'document could not be loaded'),
    );
  }

  #handle(data: Uint8Array): void {
    if (this.#closed) return;
    const state = this.room.state;
    if (state !== 'live' && !(state === 'dormant' && data[0] !== MESSAGE_SYNC)) return;
    try {
      const decoder = decoding.createDecoder(data);
      const type = decoding.readVarUint(decoder);
      switch (type) {
        case MESSAGE_SYNC:
          this.#handleSync(decoder);
          return;
        case MESSAGE_AWARENESS:
          this.#handleAwareness(decoding.readVarUint8Array(decoder));
          return;
        case MESSAGE_QUERY_AWARENESS: {
          const states = [...this.room.awareness.getStates().keys()];
          this.send(encodeAwareness(awarenessProtocol.encodeAwarenessUpdate(this.room.awareness, states)));
          return;
        }
        case MESSAGE_AUTH:
          // Permissions come from the session at upgrade time; clients have nothing to say here.
          return;
        default:
          this.close(CLOSE_MALFORMED_MESSAGE, 'unknown message type');
          return;
      }
    } catch {
      this.close(CLOSE_MALFORMED_MESSAGE, 'malformed message');
    }
  }

  /**
   * While the room loads: answers a sync step 1 from the stored bytes (the snapshot and the log
   * rows, in order, each cut to what the client lacks). False when this message is not a step 1 or
   * the bytes are not available; it then waits for the room like any other message.
   */
  #answerFromStored(message: Uint8Array): boolean {
    const parts = this.room.storedParts;
    if (!parts || parts.length === 0 || this.#answeredFromStored) return false;
    let stateVector: Uint8Array;
    let fresh: boolean;
    try {
      const decoder = decoding.createDecoder(message);
      if (decoding.readVarUint(decoder) !== MESSAGE_SYNC) return false;
      if (decoding.readVarUint(decoder) !== SYNC_STEP_1) return false;
      stateVector = decoding.readVarUint8Array(decoder);
      fresh = Y.decodeStateVector(stateVector).size === 0;
    } catch {
      return false; // refused with the usual close once the room is live
    }
    const cut = (part: Uint8Array) => (fresh ? part : Y.diffUpdate(part, stateVector));
    // In the order they were stored (the snapshot, then the log rows), the last one as the step 2
    // that tells the client it is synced: whatever prefix arrives before a socket dies, the client
    // can apply. Rows that arrive without the snapshot would stay held back in the client's copy
    // for good, and go along with every step 2 it sends.
    const last = parts.length - 1;
    for (let i = 0; i < last; i++) this.send(encodeUpdate(cut(parts[i]!)));
    this.send(encodeSyncStep2Update(cut(parts[last]!)));
    this.#answeredFromStored = true;
    return true;
  }

  #handleSync(decoder: decoding.Decoder): void {
    this.room.lastActiveAt = performance.now();
    const syncType = decoding.readVarUint(decoder);
    if (syncType === SYNC_STEP_1) {
      const stateVector = decoding.readVarUint8Array(decoder);
      this.send(encodeSyncStep2(this.room.doc, stateVector));
      return;
    }
    if (syncType !== SYNC_STEP_2 && syncType !== SYNC_UPDATE) {
      this.close(CLOSE_MALFORMED_MESSAGE, 'unknown sync message');
      return;
    }
    let update = decoding.readVarUint8Array(decoder);
    if (!this.canEdit) return; // viewers read, never write
    const room = this.room;
    const pendingBefore = room.pendingBytes();
    if (room.wouldExceed(pendingBefore + update.byteLength, this.limits.maxDocumentBytes)) {
      this.close(CLOSE_DOCUMENT_TOO_LARGE, 'document too large');
      return;
    }
    // Parts of an update that start past what the document has from one of its clients cannot be
    // integrated, only held back. When that could pass the limit, they are kept out beforehand.
    const mayBePending = pendingBefore + update.byteLength > this.limits.maxPendingBytes;
    if (mayBePending) {
      // Nothing but such parts: refused before any real work (the first client's header, four
      // varints, is read without decoding anything else), so an attack costs next to nothing.
      if (onlyStartsPastDocument(update, room.doc)) {
        this.close(CLOSE_DOCUMENT_TOO_LARGE, 'too many updates with missing parts');
        return;
      }
      // Beside real work (a client's step 2 carries what its own copy holds back): the work is
      // applied, the parts with missing history are left out.
      const kept = withoutMissingHistory(update, room.doc);
      if (kept.cutClients > 0) {
        log.warn(
          { docId: room.docId, userId: this.userId, clients: kept.cutClients, bytes: kept.cutBytes },
          'left out parts of a sync update whose earlier parts never arrived',
        );
        update = kept.update;
      }
    }
    // One decoding pass rejects garbage before it can touch the document.
    Y.decodeUpdate(update);
    Y.applyUpdate(room.doc, update, this);
    // Parts of an update whose earlier parts never arrived wait in the document (pending). They
    // are bounded like the document itself, and whoever leaves them behind takes them along.
    const pendingAfter = room.pendingBytes();
    if (pendingAfter > pendingBefore) room.pendingBy = this;
    if (
      pendingAfter > this.limits.maxPendingBytes ||
      room.wouldExceed(pendingAfter, this.limits.maxDocumentBytes)
    ) {
      room.dropPending();
      this.close(CLOSE_DOCUMENT_TOO_LARGE, 'too many updates with missing parts');
    }
  }

  #handleAwareness(update: Uint8Array): void {
    const now = performance.now();
    if (now - this.#awarenessWindowStart > 1000) {
      this.#awarenessWindowStart = now;
      this.#awarenessInWindow = 0;
    }
    // Presence is best effort: over the limit, updates are dropped rather than the socket closed.
    if (++this.#awarenessInWindow > this.limits.awarenessPerSecond) return;
    if (!this.canEdit) {
      // A viewer's presence is not shown, but its renewal (every 15 s) gets an empty answer: the
      // client drops a socket that heard nothing for 30 s, and a viewer alone in the plan hears
      // nothing else. Without it their status flashed "Connecting…" and resynced every 30 s.
      this.send(encodeAwareness(awarenessProtocol.encodeAwarenessUpdate(this.room.awareness, [])));
      return;
    }
    const stamped = stampAwarenessUpdate(
      update,
      this.identity,
      // Every y-websocket client sends back the presence it hears, at the clock it heard. Such an
      // echo changes nothing and must not make this socket an id's owner: only the socket that
      // announced an id removes it, and only a newer state claims it. (An echoed removal arriving
      // after its owner's socket closed made the echoing socket the owner, and the person's tab,
      // reconnecting with that id, was refused for good; an echo by another tab of the same person
      // took the id from the socket that would later say goodbye.)
      (clientId, clock, removal) => {
        if (removal) return this.clientIds.has(clientId);
        const known = this.room.awareness.meta.get(clientId);
        if (known && clock <= known.clock) return false;
        return !this.room.clientIdOwnedByOther(clientId, this);
      },
    );
    if (stamped.clientIds.length === 0) return;
    for (const id of stamped.clientIds) this.clientIds.add(id);
    awarenessProtocol.applyAwarenessUpdate(this.room.awareness, stamped.update, this);
  }

  #takeToken(): boolean {
    const now = performance.now();
    const refill = ((now - this.#lastRefill) / 1000) * this.limits.messagesPerSecond;
    this.#tokens = Math.min(this.limits.messageBurst, this.#tokens + refill);
    this.#lastRefill = now;
    if (this.#tokens < 1) return false;
    this.#tokens -= 1;
    return true;
  }

  send(message: Uint8Array): void {
    if (this.#closed || this.ws.readyState !== this.ws.OPEN) return;
    this.ws.send(message, this.#sent);
  }

  /** One callback for every send of this socket (not a closure per message: each edit sends one). */
  #sent = (err?: Error) => {
    if (err) this.close(CLOSE_MALFORMED_MESSAGE, 'send failed');
  };

  /** The code this server closed the socket with, if it did. */
  closedWith: number | null = null;

  close(code: number, reason: string): void {
    if (this.#closed) return;
    this.closedWith = code;
    try {
      this.ws.close(code, reason);
    } catch {
      this.ws.terminate();
    }
    this.#cleanup();
  }

  #cleanup(): void {
    if (this.#closed) return;
    this.#closed = true;
    clearInterval(this.#pingTimer);
    this.#queued = [];
    if (this.room.pendingBy === this) this.room.dropPending();
    this.room.removePeer(this);
    this.onClosed(this);
  }
}

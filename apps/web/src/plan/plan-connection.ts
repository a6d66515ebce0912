// One open plan in the browser: the Y.Doc, its IndexedDB copy (so the plan opens and edits offline),
// the websocket to the server, and a sync status people can trust. Created in an effect and
// destroyed in its cleanup (React StrictMode mounts twice; nothing may leak). The same machinery
// opens any other document kind (a vendor's listing at /sync/listing/<id>) through `kind`.
import { getGenerationId } from '@confetti/plan/doc/meta';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import { IndexeddbPersistence } from 'y-indexeddb';
import * as syncProtocol from 'y-protocols/sync';
import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import {
  type AccessAnswer,
  CLOSE_ACCESS_REVOKED,
  CLOSE_GENERATION_CHANGED,
  reconnectsAfter,
  shouldCheckAccess,
} from './access-check';
import { type LocalCopy, localCopyName, offlineEditsKey, pendingKey, waitingChanges } from './local-copies';
import {
  type OfflineEdit,
  type OfflineEditStore,
  OfflineEditWatch,
  type ReplacedEdit,
} from './offline-edits';

export type SyncState =
  | { kind: 'connecting' }
  | { kind: 'saved' }
  | { kind: 'saving' }
  | { kind: 'offline'; waiting: number }
  | { kind: 'reconnecting'; waiting: number }
  /** Connected, but this person may only view now: the changes waiting here were dropped. */
  | { kind: 'not-saved'; waiting: number }
  | { kind: 'revoked' };

/** The session the socket was opened with ended (signed out here or in another tab, reset, expired). */
const CLOSE_SESSION_ENDED = 4401;

const MESSAGE_SYNC = 0;

export interface PlanConnectionOptions {
  /** The document's id (a plan's id, or a listing's for kind `listing`). */
  planId: string;
  /** Who is signed in: the local copy is theirs (see local-copies.ts). */
  userId: string;
  generationId: string | null;
  /** ws(s)://host/sync */
  syncUrl: string;
  /** The document kind: plans (the default) sync at /sync/<id>, other kinds at /sync/<kind>/<id>. */
  kind?: string;
  /** Reads the generation a local copy belongs to (default: the plan's). */
  generationOf?: (doc: Y.Doc) => string | null;
  /**
   * Asks the server (over REST) whether this person may still open the document. Used after a few
   * failed connections in a row: a removed or signed-out person is refused at the upgrade, which the
   * browser reports only as a failed connection (see access-check.ts).
   */
  checkAccess?: () => Promise<AccessAnswer>;
  /** The check found nobody signed in: reconnecting has stopped; the app shows its sign-in. */
  onSignedOut?: () => void;
}

export class PlanConnection {
  doc = new Y.Doc();
  readonly provider: WebsocketProvider;
  readonly local: IndexeddbPersistence;
  /** Resolves when the local (IndexedDB) copy is loaded: the plan can be shown from here on. */
  readonly localReady: Promise<void>;
  state: SyncState = { kind: 'connecting' };
  #listeners = new Set<() => void>();
  #waiting: number;
  #unacked = 0;
  #ackTimer: ReturnType<typeof setTimeout> | null = null;
  #destroyed = false;
  /** Reconnecting stopped for good: access revoked or signed out. */
  #stopped = false;
  #firstFailureAt: number | null = null;
  #lastCheckAt: number | null = null;
  #checking = false;
  /** Changes were waiting when the connection synced: is this person still allowed to make them? */
  #confirming = false;
  /** The answer was no (a viewer now): the waiting changes stay counted, as not saved. */
  #refused = false;

  /** This person's copy of the document on this device. */
  readonly #copy: LocalCopy;
  readonly #offlineEdits: OfflineEditWatch;
  /**
   * Edits another person's edit of the same field replaced without having seen them (one side of
   * them offline), until dismissed.
   */
  replacedEdits: readonly ReplacedEdit[] = [];

  constructor(readonly options: PlanConnectionOptions) {
    const kind = options.kind ?? 'plan';
    this.#copy = { kind, id: options.planId, userId: options.userId };
    this.#waiting = waitingChanges(this.#copy);
    this.#offlineEdits = new OfflineEditWatch(this.doc, storedOfflineEdits(offlineEditsKey(this.#copy)));
    this.local = new IndexeddbPersistence(localCopyName(this.#copy), this.doc);
    const serverUrl = kind === 'plan' ? options.syncUrl : `${options.syncUrl}/${kind}`;
    this.provider = new WebsocketProvider(serverUrl, options.planId, this.doc, {
      connect: false,
      maxBackoffTime: 5000,
      shouldReconnect: (event: CloseEvent) => reconnectsAfter(event.code),
    });
    this.#watchAcks();
    this.localReady = this.local.whenSynced.then(async () => {
      if (this.#destroyed) return;
      // A copy from an earlier generation of this plan (it was reset) must not merge back in.
      const localGeneration = (options.generationOf ?? getGenerationId)(this.doc);
      if (localGeneration && options.generationId && localGeneration !== options.generationId) {
        await this.local.clearData();
        window.location.reload();
        return;
      }
      // Offline at start: stay closed (edits count as waiting) until the browser is back online,
      // but share edits with this browser's other tabs of the plan meanwhile.
      if (navigator.onLine) this.provider.connect();
      else this.provider.connectBc();
      this.#recompute();
    });

    this.doc.on('update', this.#onLocalUpdate);
    this.doc.on('afterTransaction', this.#watchOfflineEdits);
    this.provider.on('status', () => this.#recompute());
    this.provider.on('sync', (synced: boolean) => {
      if (synced) {
        const replaced = this.#offlineEdits.takeReplaced();
        if (replaced.length > 0) {
          this.replacedEdits = [...this.replacedEdits, ...replaced];
          this.#emit();
        }
        this.#firstFailureAt = null;
        this.#lastCheckAt = null;
        if (this.#waiting > 0) this.#confirmWaiting();
        else this.#setWaiting(0);
      }
      this.#recompute();
    });
    this.provider.on('connection-close', (event: CloseEvent | null) => {
      if (event && (event.code === CLOSE_ACCESS_REVOKED || event.code === CLOSE_GENERATION_CHANGED)) {
        this.provider.shouldConnect = false;
        this.#revoke();
      } else if (event?.code === CLOSE_SESSION_ENDED) {
        // Signed out (maybe in another tab): ask at once rather than after failed reconnects.
        queueMicrotask(() => this.#askServer());
      } else {
        // The provider counts this failure right after emitting the event.
        queueMicrotask(this.#afterFailure);
      }
    });
    window.addEventListener('online', this.#goOnline);
    window.addEventListener('offline', this.#goOffline);
    window.addEventListener('storage', this.#onStorage);
  }

  // Browsers keep a dead socket open until a timeout; closing it when the browser says it is offline
  // makes edits count as waiting at once, and reconnecting on 'online' skips the back-off.
  // Disconnecting also closes the channel to this browser's other tabs of the plan; it is reopened,
  // so that the tabs keep showing each other's edits while offline (as they do online).
  #goOffline = () => {
    if (this.provider.wsconnected || this.provider.wsconnecting) {
      this.provider.disconnect();
      if (!this.#destroyed) this.provider.connectBc();
    }
    this.#recompute();
  };

  /** Another tab of this browser changed the count of changes waiting on the device. */
  #onStorage = (event: StorageEvent) => {
    if (event.key !== pendingKey(this.#copy)) return;
    this.#waiting = Number(event.newValue ?? 0) || 0;
    this.#recompute();
  };

  #goOnline = () => {
    if (!this.#stopped && !this.provider.shouldConnect && !this.#destroyed) this.provider.connect();
    this.#recompute();
  };

  #revoke() {
    this.#stopped = true;
    this.state = { kind: 'revoked' };
    this.#emit();
  }

  #afterFailure = () => {
    const check = this.options.checkAccess;
    if (!check || this.#stopped || this.#destroyed) return;
    const now = Date.now();
    const failures = this.provider.wsUnsuccessfulReconnects;
    if (failures > 0 && this.#firstFailureAt === null) this.#firstFailureAt = now;
    const run = {
      failures,
      firstFailureAt: this.#firstFailureAt,
      lastCheckAt: this.#lastCheckAt,
      checking: this.#checking,
      online: navigator.onLine,
    };
    if (!shouldCheckAccess(run, now)) return;
    this.#askServer();
  };

  /** Asks the server whether this person may still open the document, and stops if not. */
  #askServer = () => {
    const check = this.options.checkAccess;
    if (!check || this.#stopped || this.#destroyed || this.#checking) return;
    this.#checking = true;
    this.#lastCheckAt = Date.now();
    void check()
      .catch((): AccessAnswer => 'unknown')
      .then((answer) => {
        this.#checking = false;
        // Connected meanwhile (the failures were something else), or already closed down.
        if (this.#stopped || this.#destroyed || this.provider.wsconnected) return;
        if (answer === 'revoked') {
          this.provider.disconnect();
          this.#revoke();
        } else if (answer === 'signed-out') {
          this.#stopped = true;
          this.provider.disconnect();
          this.options.onSignedOut?.();
        }
        // 'ok' or 'unknown': keep reconnecting (offline edits keep waiting in the local copy).
      });
  };

  /**
   * The server drops a viewer's changes without a word. Someone made a viewer while their changes
   * waited offline would otherwise be told "Saved": so when waiting changes were sent, the session
   * says whether this person may still edit before they count as saved.
   */
  #confirmWaiting() {
    const check = this.options.checkAccess;
    if (!check) return this.#setWaiting(0);
    if (this.#confirming) return;
    this.#confirming = true;
    void check()
      .catch((): AccessAnswer => 'unknown')
      .then((answer) => {
        this.#confirming = false;
        if (this.#destroyed) return;
        this.#refused = answer === 'view-only';
        if (!this.#refused) this.#setWaiting(0);
        this.#recompute();
      });
  }

  /** Forgets the changes the server refused: the local copy is deleted and the plan opens anew. */
  async discardRefusedChanges(): Promise<void> {
    this.#setWaiting(0);
    await this.local.clearData();
    window.location.reload();
  }

  /**
   * Remembers the fields this person sets, and checks what the server sends: while catching up on
   * reconnecting, for fields set offline; while connected, for fields set online that an edit made
   * without seeing them replaced (offline-edits.ts).
   */
  #watchOfflineEdits = (transaction: Y.Transaction) => {
    const { origin } = transaction;
    const connected = this.provider.wsconnected && this.provider.synced;
    if (origin !== this.provider && origin !== this.local) {
      if (connected) this.#offlineEdits.recordOnline(transaction);
      else this.#offlineEdits.recordLocal(transaction);
    } else if (origin === this.provider && this.provider.wsconnected && !this.provider.synced) {
      this.#offlineEdits.checkRemote(transaction);
    } else if (origin === this.provider && connected) {
      const replaced = this.#offlineEdits.checkLive(transaction);
      if (replaced.length > 0) {
        this.replacedEdits = [...this.replacedEdits, ...replaced];
        this.#emit();
      }
    }
  };

  /** The notice of replaced edits was read. */
  dismissReplacedEdits = () => {
    this.replacedEdits = [];
    this.#emit();
  };

  getReplacedEdits = () => this.replacedEdits;

  #onLocalUpdate = (_update: Uint8Array, origin: unknown) => {
    // Remote changes arrive with the provider (or IndexedDB) as origin; everything else is ours.
    if (origin === this.provider || origin === this.local) return;
    if (this.provider.wsconnected && this.provider.synced) {
      this.#unacked += 1;
      this.#scheduleAck();
    } else {
      // Counted for the device, not the tab: every tab's status says how many the server lacks.
      this.#setWaiting(waitingChanges(this.#copy) + 1);
    }
    this.#recompute();
  };

  /**
   * The y-websocket protocol has no acknowledgement, so we ask for one: a sync step 1 after our
   * edits. The server answers in order on the same socket, so its step 2 means it has applied
   * (and within milliseconds persisted) everything we sent before.
   */
  #scheduleAck() {
    if (this.#ackTimer) clearTimeout(this.#ackTimer);
    this.#ackTimer = setTimeout(() => {
      this.#ackTimer = null;
      const ws = this.provider.ws;
      if (!ws || ws.readyState !== WebSocket.OPEN) return;
      const encoder = encoding.createEncoder();
      encoding.writeVarUint(encoder, MESSAGE_SYNC);
      syncProtocol.writeSyncStep1(encoder, this.doc);
      ws.send(encoding.toUint8Array(encoder));
    }, 150);
  }

  #watchAcks() {
    const original = this.provider.messageHandlers[MESSAGE_SYNC]!;
    this.provider.messageHandlers[MESSAGE_SYNC] = (encoder, decoder, provider, emitSynced, messageType) => {
      const peek = decoding.clone(decoder);
      if (decoding.readVarUint(peek) === syncProtocol.messageYjsSyncStep2 && this.#unacked > 0) {
        this.#unacked = 0;
        queueMicrotask(() => this.#recompute());
      }
      original(encoder, decoder, provider, emitSynced, messageType);
    };
  }

  #setWaiting(n: number) {
    this.#waiting = n;
    const key = pendingKey(this.#copy);
    if (n === 0) localStorage.removeItem(key);
    else localStorage.setItem(key, String(n));
  }

  #recompute() {
    if (this.state.kind === 'revoked') return;
    const p = this.provider;
    let next: SyncState;
    if (!navigator.onLine) next = { kind: 'offline', waiting: this.#waiting };
    else if (!p.wsconnected)
      next =
        this.#waiting > 0 || p.wsUnsuccessfulReconnects > 0
          ? { kind: 'reconnecting', waiting: this.#waiting }
          : { kind: 'connecting' };
    else if (this.#refused) next = { kind: 'not-saved', waiting: this.#waiting };
    else if (!p.synced || this.#unacked > 0 || this.#confirming) next = { kind: 'saving' };
    else next = { kind: 'saved' };
    if (JSON.stringify(next) !== JSON.stringify(this.state)) {
      this.state = next;
      this.#emit();
    }
  }

  #emit() {
    for (const l of this.#listeners) l();
  }

  subscribe = (listener: () => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  getState = () => this.state;

  destroy() {
    this.#destroyed = true;
    if (this.#ackTimer) clearTimeout(this.#ackTimer);
    window.removeEventListener('online', this.#goOnline);
    window.removeEventListener('offline', this.#goOffline);
    window.removeEventListener('storage', this.#onStorage);
    this.doc.off('update', this.#onLocalUpdate);
    this.doc.off('afterTransaction', this.#watchOfflineEdits);
    this.provider.destroy();
    void this.local.destroy();
    this.doc.destroy();
    this.#listeners.clear();
  }
}

function isOfflineEdit(value: unknown): value is OfflineEdit {
  if (typeof value !== 'object' || value === null) return false;
  const { path, key } = value as Partial<OfflineEdit>;
  return Array.isArray(path) && path.every((part) => typeof part === 'string') && typeof key === 'string';
}

/** The fields set offline, kept in localStorage beside the copy's count of waiting changes. */
function storedOfflineEdits(key: string): OfflineEditStore {
  return {
    load: () => {
      try {
        const stored: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
        return Array.isArray(stored) ? stored.filter(isOfflineEdit) : [];
      } catch {
        return [];
      }
    },
    save: (edits) => {
      try {
        if (edits.length === 0) localStorage.removeItem(key);
        else localStorage.setItem(key, JSON.stringify(edits));
      } catch {
        // Full or unavailable storage: the tab still remembers them until it closes.
      }
    },
  };
}

export function syncUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/sync`;
}

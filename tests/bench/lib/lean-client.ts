// A lean sync client on y-protocols: one Y.Doc and one socket, speaking the same bytes as the
// official y-websocket WebsocketProvider (sync step 1/2 and updates) but without awareness timers,
// reconnect logic or BroadcastChannel, so one process can drive hundreds of editors. It can also
// speak Hocuspocus' framing (every message prefixed with the document name, after an auth
// message), so the same load runs against the Hocuspocus reference.
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import WebSocket from 'ws';
import * as syncProtocol from 'y-protocols/sync';
import * as Y from 'yjs';

export type Framing = 'y-websocket' | 'hocuspocus';

const MESSAGE_SYNC = 0;
const MESSAGE_AUTH = 2;
/** Hocuspocus: a sync reply that must not trigger another step 1. */
const HOCUSPOCUS_SYNC_REPLY = 4;
const HOCUSPOCUS_AUTH_TOKEN = 0;
const HOCUSPOCUS_PERMISSION_DENIED = 1;

export interface LeanClientOptions {
  url: string;
  framing: Framing;
  /** Hocuspocus document name (the plan id); ignored by y-websocket framing (it is in the URL). */
  docName: string;
  headers?: Record<string, string>;
  doc?: Y.Doc;
  /**
   * Apply what the server sends. Off for clients that only time the handshake (cold load,
   * connect/disconnect cycles): they never build the document.
   */
  apply?: boolean;
  /**
   * Several clients on one document (a load generator's editors of one plan): the document is
   * built once, by whichever handshake arrives first (later step 2s apply as no-ops), and nothing
   * is sent on the document's updates. The owner sends each client's own edits with `sendUpdate`.
   * Updates the server relays after this client's handshake are handed to `onUpdate` unapplied:
   * the sender made them in this same document.
   */
  shared?: { onUpdate(update: Uint8Array): void };
}

export class LeanClient {
  readonly doc: Y.Doc;
  readonly ws: WebSocket;
  readonly opened: Promise<void>;
  /** Resolves when the server's sync step 2 (the document) has arrived. */
  readonly synced: Promise<void>;
  readonly closed: Promise<number>;
  /** performance.now() of the socket opening, the server's step 1, and its step 2. */
  openedAt = 0;
  serverStep1At = 0;
  step2At = 0;
  step2Bytes = 0;
  #resolveSynced!: () => void;
  #rejectSynced!: (err: Error) => void;
  readonly #apply: boolean;

  constructor(readonly options: LeanClientOptions) {
    this.doc = options.doc ?? new Y.Doc();
    this.#apply = options.apply ?? true;
    this.ws = new WebSocket(options.url, { headers: options.headers, perMessageDeflate: false });
    this.ws.binaryType = 'nodebuffer';
    this.synced = new Promise<void>((resolve, reject) => {
      this.#resolveSynced = resolve;
      this.#rejectSynced = reject;
    });
    this.synced.catch(() => {});
    this.opened = new Promise<void>((resolve, reject) => {
      this.ws.once('open', () => {
        this.openedAt = performance.now();
        resolve();
      });
      this.ws.once('unexpected-response', (_req, res) => {
        const err = new Error(`upgrade refused: HTTP ${res.statusCode}`);
        reject(err);
        this.#rejectSynced(err);
        this.ws.terminate();
      });
      this.ws.once('error', (err) => {
        reject(err);
        this.#rejectSynced(err);
      });
    });
    this.opened.catch(() => {});
    this.closed = new Promise<number>((resolve) =>
      this.ws.once('close', (code) => {
        this.#rejectSynced(new Error(`socket closed (${code}) before sync`));
        resolve(code);
      }),
    );
    this.ws.on('error', () => {});
    this.ws.on('open', () => this.#handshake());
    this.ws.on('message', (data: Buffer) => this.#receive(data));
    if (!options.shared) this.doc.on('update', this.#onLocalUpdate);
  }

  #header(encoder: encoding.Encoder, type: number): void {
    if (this.options.framing === 'hocuspocus') encoding.writeVarString(encoder, this.options.docName);
    encoding.writeVarUint(encoder, type);
  }

  #handshake(): void {
    if (this.options.framing === 'hocuspocus') {
      // Hocuspocus queues everything until the auth message; without onAuthenticate hooks any
      // token is accepted.
      const auth = encoding.createEncoder();
      this.#header(auth, MESSAGE_AUTH);
      encoding.writeVarUint(auth, HOCUSPOCUS_AUTH_TOKEN);
      encoding.writeVarString(auth, 'bench');
      this.ws.send(encoding.toUint8Array(auth));
    }
    const encoder = encoding.createEncoder();
    this.#header(encoder, MESSAGE_SYNC);
    syncProtocol.writeSyncStep1(encoder, this.doc);
    this.ws.send(encoding.toUint8Array(encoder));
  }

  #receive(data: Buffer): void {
    const decoder = decoding.createDecoder(new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
    if (this.options.framing === 'hocuspocus') decoding.readVarString(decoder);
    const type = decoding.readVarUint(decoder);
    if (type === MESSAGE_SYNC || (this.options.framing === 'hocuspocus' && type === HOCUSPOCUS_SYNC_REPLY)) {
      this.#receiveSync(decoder, data.byteLength);
    } else if (type === MESSAGE_AUTH && this.options.framing === 'hocuspocus') {
      if (decoding.readVarUint(decoder) === HOCUSPOCUS_PERMISSION_DENIED) {
        this.#rejectSynced(new Error('hocuspocus: permission denied'));
      }
    }
    // Awareness, query-awareness and Hocuspocus' sync-status acks carry nothing the load needs.
  }

  #receiveSync(decoder: decoding.Decoder, size: number): void {
    if (!this.#apply) {
      // Peek at the sync type without touching the document.
      const syncType = decoding.readVarUint(decoder);
      if (syncType === syncProtocol.messageYjsSyncStep1 && !this.serverStep1At) {
        this.serverStep1At = performance.now();
      }
      if (syncType === syncProtocol.messageYjsSyncStep2 && !this.step2At) this.#markSynced(size);
      return;
    }
    const shared = this.options.shared;
    if (shared && this.step2At) {
      const start = decoder.pos;
      if (decoding.readVarUint(decoder) === syncProtocol.messageYjsUpdate) {
        shared.onUpdate(decoding.readVarUint8Array(decoder));
        return;
      }
      decoder.pos = start;
    }
    const reply = encoding.createEncoder();
    this.#header(reply, MESSAGE_SYNC);
    const headerLength = encoding.length(reply);
    const syncType = syncProtocol.readSyncMessage(decoder, reply, this.doc, this);
    if (syncType === syncProtocol.messageYjsSyncStep1 && !this.serverStep1At) {
      this.serverStep1At = performance.now();
    }
    if (encoding.length(reply) > headerLength) this.ws.send(encoding.toUint8Array(reply));
    if (syncType === syncProtocol.messageYjsSyncStep2 && !this.step2At) this.#markSynced(size);
  }

  #markSynced(size: number): void {
    this.step2At = performance.now();
    this.step2Bytes = size;
    this.#resolveSynced();
  }

  #onLocalUpdate = (update: Uint8Array, origin: unknown) => {
    if (origin === this) return;
    this.sendUpdate(update);
  };

  /** Sends an update of the document as this client's edit. */
  sendUpdate(update: Uint8Array): void {
    if (this.ws.readyState !== WebSocket.OPEN) return;
    const encoder = encoding.createEncoder();
    this.#header(encoder, MESSAGE_SYNC);
    syncProtocol.writeUpdate(encoder, update);
    this.ws.send(encoding.toUint8Array(encoder));
  }

  get isOpen(): boolean {
    return this.ws.readyState === WebSocket.OPEN;
  }

  /** Closes the socket and frees the document; resolves when the close handshake is done. */
  async close(): Promise<void> {
    if (!this.options.shared) this.doc.off('update', this.#onLocalUpdate);
    if (this.ws.readyState === WebSocket.CONNECTING || this.ws.readyState === WebSocket.OPEN) {
      this.ws.close(1000);
      const timer = setTimeout(() => this.ws.terminate(), 2_000);
      await this.closed;
      clearTimeout(timer);
    }
    // A shared document is its owner's to destroy.
    if (!this.options.shared) this.doc.destroy();
  }
}

/** Runs `task` over `items` with at most `limit` in flight. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await task(items[i]!, i);
    }
  });
  await Promise.all(lanes);
  return results;
}

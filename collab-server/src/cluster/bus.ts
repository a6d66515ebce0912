// The cross-instance bus: Postgres LISTEN/NOTIFY on one channel. Every message is a small JSON object
// naming the instance that sent it; an instance ignores its own. A document update is announced right
// after its log row commits (cluster.ts), never inside the append's transaction: Postgres serialises
// every committing transaction that notified behind one lock, held through the commit's WAL flush,
// so announcing in the append made all appends of all instances wait on each other's disk syncs
// (seen under P9 as backends queued on `Lock:object` behind `IO:WALSync`). Messages go through connections of their own with synchronous_commit off: a
// notification writes no data, so its transaction has nothing to make durable, and holds the lock
// only for the commit itself. An announcement lost to a crash between the commit and the NOTIFY is
// found by the cluster's sweep of recent log rows. When the listening connection drops, the bus
// reconnects with backoff and tells its subscribers to catch up (whatever was announced in between
// is gone: NOTIFY is not stored).
//
// PGlite is one process: there is nobody to tell, and the bus is a no-op (NoopBus).
import pg from 'pg';
import { z } from 'zod';
import { log } from '../log';
import { DedicatedClient } from './dedicated-client';

export const CLUSTER_CHANNEL = 'confetti_cluster';
/** Postgres refuses NOTIFY payloads of 8000 bytes or more; stay clear of it. */
export const MAX_PAYLOAD_BYTES = 7_900;
/** Connections an instance publishes through: statements in flight at once. */
const PUBLISH_CONNECTIONS = 2;
/** The most messages one publishing statement carries (each is at most MAX_PAYLOAD_BYTES). */
const PUBLISH_BATCH_MESSAGES = 256;

/** Which sockets a revocation, role change, sign-out or reset is about (every given field must match). */
export const SocketTargetSchema = z
  .object({
    kind: z.string().max(50).optional(),
    id: z.string().max(200).optional(),
    userId: z.string().max(200).optional(),
    sessionId: z.string().max(200).optional(),
  })
  .strict();
export type SocketTarget = z.infer<typeof SocketTargetSchema>;

export const BusMessageSchema = z.discriminatedUnion('t', [
  /** A row of the update log committed: document key, its seq, and (when small) its bytes, base64. */
  z.object({
    t: z.literal('doc'),
    i: z.string(),
    d: z.string(),
    s: z.number().int(),
    u: z.string().nullable().optional(),
    /** When it was published (ms since the epoch): the receivers watch the bus's lag. */
    at: z.number().optional(),
  }),
  /** A stored document was erased (reset, deletion): drop its room, write nothing. */
  z.object({ t: z.literal('erase'), i: z.string(), d: z.string() }),
  /** Presence of the sender's sockets on a document: a y-protocols awareness update, base64. */
  z.object({ t: z.literal('aw'), i: z.string(), d: z.string(), u: z.string() }),
  /** "Tell me who is here": the receivers answer with the presence of their sockets. */
  z.object({ t: z.literal('awq'), i: z.string(), d: z.string() }),
  /** A shared rate-limit count after an instance changed it (auth/throttle.ts): window or failures. */
  z.object({
    t: z.literal('rl'),
    i: z.string(),
    kind: z.enum(['w', 'f']),
    key: z.string().max(600),
    count: z.number().int(),
    at: z.number(),
    forgetMs: z.number().optional(),
  }),
  /** A rate-limit key was cleared (a successful sign-in). */
  z.object({ t: z.literal('rlc'), i: z.string(), key: z.string().max(600) }),
  /** Cached access (auth/access-cache.ts) that stopped being true. */
  z.object({
    t: z.literal('inv'),
    i: z.string(),
    scope: z.union([
      z.literal('all'),
      z.object({ sessionId: z.string().max(200) }).strict(),
      z.object({ userId: z.string().max(200) }).strict(),
      z.object({ planId: z.string().max(200) }).strict(),
    ]),
  }),
  /** Close matching sockets with this code. */
  z.object({
    t: z.literal('close'),
    i: z.string(),
    target: SocketTargetSchema,
    code: z.number().int(),
    reason: z.string().max(120),
  }),
]);
export type BusMessage = z.infer<typeof BusMessageSchema>;
/** What a caller publishes: the bus adds the instance id. */
export type Outgoing = BusMessage extends infer M ? (M extends BusMessage ? Omit<M, 'i'> : never) : never;

export interface ClusterBus {
  readonly instanceId: string;
  /** False on PGlite: one process, nothing crosses. */
  readonly enabled: boolean;
  /** Whether the listening connection is up (always true when disabled). */
  readonly listening: boolean;
  start(): Promise<void>;
  publish(message: Outgoing): Promise<void>;
  /** Several messages in one statement, delivered in this order. */
  publishMany(messages: readonly Outgoing[]): Promise<void>;
  /** Messages from other instances. */
  subscribe(handler: (message: BusMessage) => void): () => void;
  /** Called after the listening connection came back: notifications may have been missed. */
  onReconnect(handler: () => void): () => void;
  close(): Promise<void>;
}

export class NoopBus implements ClusterBus {
  readonly enabled = false;
  readonly listening = true;
  constructor(readonly instanceId: string) {}
  async start(): Promise<void> {}
  async publish(): Promise<void> {}
  async publishMany(): Promise<void> {}
  subscribe(): () => void {
    return () => {};
  }
  onReconnect(): () => void {
    return () => {};
  }
  async close(): Promise<void> {}
}

export class PgNotifyBus implements ClusterBus {
  readonly enabled = true;
  #handlers = new Set<(message: BusMessage) => void>();
  #reconnectHandlers = new Set<() => void>();
  readonly #connection: DedicatedClient;
  /** Publishing: a couple of connections of its own, committing without waiting for the disk. */
  readonly #pool: pg.Pool;
  /** publishMany calls waiting for a publishing connection, oldest first. */
  #waiting: Array<{ payloads: string[]; resolve: () => void; reject: (err: unknown) => void }> = [];
  #inFlight = 0;
  /** Statements sent and messages they carried (for tests and the benchmark's notes). */
  readonly stats = { statements: 0, messages: 0 };

  constructor(
    readonly instanceId: string,
    connectionString: string,
  ) {
    this.#pool = new pg.Pool({
      connectionString,
      max: PUBLISH_CONNECTIONS,
      application_name: `confetti-bus-out-${instanceId}`,
      options: '-c synchronous_commit=off',
    });
    this.#pool.on('error', (err) => log.warn({ err }, 'cluster bus publishing connection failed'));
    this.#connection = new DedicatedClient({
      connectionString,
      applicationName: `confetti-bus-${instanceId}`,
      what: 'cluster bus',
      configure: (client) =>
        client.on('notification', (n) => {
          if (n.channel === CLUSTER_CHANNEL && n.payload) this.#receive(n.payload);
        }),
      setup: async (client) => {
        await client.query(`LISTEN ${CLUSTER_CHANNEL}`);
      },
      // Announcements made while it was down are gone (NOTIFY is not stored): catch up.
      connected: (_client, again) => {
        if (again) for (const handler of this.#reconnectHandlers) handler();
      },
    });
  }

  get listening(): boolean {
    return this.#connection.connected;
  }

  start(): Promise<void> {
    return this.#connection.start();
  }

  #receive(payload: string): void {
    let parsed: BusMessage;
    try {
      const result = BusMessageSchema.safeParse(JSON.parse(payload));
      if (!result.success) return;
      parsed = result.data;
    } catch {
      return;
    }
    if (parsed.i === this.instanceId) return;
    for (const handler of this.#handlers) {
      try {
        handler(parsed);
      } catch (err) {
        log.error({ err }, 'cluster bus handler failed');
      }
    }
  }

  publish(message: Outgoing): Promise<void> {
    return this.publishMany([message]);
  }

  async publishMany(messages: readonly Outgoing[]): Promise<void> {
    const payloads: string[] = [];
    for (const message of messages) {
      const payload = JSON.stringify({ ...message, i: this.instanceId });
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
        log.warn(
          { type: message.t, bytes: Buffer.byteLength(payload) },
          'cluster message too large; dropped',
        );
        continue;
      }
      payloads.push(payload);
    }
    if (payloads.length === 0) return;
    await new Promise<void>((resolve, reject) => {
      this.#waiting.push({ payloads, resolve, reject });
      this.#drain();
    });
  }

  /**
   * Group commit: at most PUBLISH_CONNECTIONS statements in flight; whatever is published meanwhile
   * goes in the next one. Sent one statement per call, a slow moment (an instance's major garbage
   * collection, a busy database) queued a statement per append on the pool, each its own round trip
   * once the moment passed; now a backlog is one statement, however long it is. (It did not move
   * P9's tail, which is those moments themselves: see the README.)
   */
  #drain(): void {
    while (this.#inFlight < PUBLISH_CONNECTIONS && this.#waiting.length > 0) {
      // Whole calls only (each call's messages stay one delivery), up to PUBLISH_BATCH_MESSAGES.
      let take = 0;
      let messages = 0;
      while (
        take < this.#waiting.length &&
        (take === 0 || messages + this.#waiting[take]!.payloads.length <= PUBLISH_BATCH_MESSAGES)
      ) {
        messages += this.#waiting[take]!.payloads.length;
        take += 1;
      }
      const batch = this.#waiting.splice(0, take);
      this.#inFlight += 1;
      this.stats.statements += 1;
      this.stats.messages += messages;
      // One transaction: delivered together, in order, at its commit.
      this.#pool
        .query('select pg_notify($1, p) from unnest($2::text[]) with ordinality as m(p, n) order by n', [
          CLUSTER_CHANNEL,
          batch.flatMap((call) => call.payloads),
        ])
        .then(
          () => {
            for (const call of batch) call.resolve();
          },
          (err: unknown) => {
            for (const call of batch) call.reject(err);
          },
        )
        .finally(() => {
          this.#inFlight -= 1;
          this.#drain();
        });
    }
  }

  subscribe(handler: (message: BusMessage) => void): () => void {
    this.#handlers.add(handler);
    return () => this.#handlers.delete(handler);
  }

  onReconnect(handler: () => void): () => void {
    this.#reconnectHandlers.add(handler);
    return () => this.#reconnectHandlers.delete(handler);
  }

  async close(): Promise<void> {
    await this.#connection.close();
    await this.#pool.end();
  }
}

// A Postgres connection of its own (outside the pool) that comes back by itself: the bus listens on
// one (LISTEN outlives any pooled query) and the projection leases live on one (session advisory
// locks belong to the connection). When it drops it is replaced with backoff (100 ms doubling to
// 5 s); its owner hears of the loss and of every new connection.
import pg from 'pg';
import { log } from '../log';

export interface DedicatedClientOptions {
  connectionString: string;
  applicationName: string;
  /** Named in the log lines about this connection. */
  what: string;
  /** Runs on every new connection before it counts as connected (LISTEN, say). */
  setup?: (client: pg.Client) => Promise<void>;
  /** Listeners on a new client, before it connects ('notification', say). */
  configure?: (client: pg.Client) => void;
  /** Connected: `again` is false the first time. */
  connected?: (client: pg.Client, again: boolean) => void;
  /** The connection dropped (whatever it held in the session is gone). */
  lost?: () => void;
}

export class DedicatedClient {
  #client: pg.Client | null = null;
  #connected = false;
  #everConnected = false;
  #closed = false;
  #retryMs = 100;
  #retryTimer: NodeJS.Timeout | null = null;

  constructor(private readonly options: DedicatedClientOptions) {}

  /** The live connection, or null while there is none. */
  get client(): pg.Client | null {
    return this.#connected ? this.#client : null;
  }

  get connected(): boolean {
    return this.#connected;
  }

  /** Connects; rejects if the first connection fails. */
  start(): Promise<void> {
    return this.#connect();
  }

  async #connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.options.connectionString,
      application_name: this.options.applicationName,
      keepAlive: true,
    });
    this.options.configure?.(client);
    const lost = (err?: Error) => {
      if (this.#client !== client) return;
      const wasConnected = this.#connected;
      this.#client = null;
      this.#connected = false;
      client.removeAllListeners('notification');
      client.end().catch(() => {});
      if (wasConnected) this.options.lost?.();
      if (this.#closed) return;
      log.warn({ err: err?.message }, `${this.options.what} connection lost; reconnecting`);
      this.#scheduleReconnect();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    this.#client = client;
    try {
      await client.connect();
      await this.options.setup?.(client);
    } catch (err) {
      if (this.#client === client) this.#client = null;
      client.end().catch(() => {});
      throw err;
    }
    this.#connected = true;
    this.#retryMs = 100;
    const again = this.#everConnected;
    this.#everConnected = true;
    this.options.connected?.(client, again);
  }

  #scheduleReconnect(): void {
    if (this.#retryTimer || this.#closed) return;
    this.#retryTimer = setTimeout(() => {
      this.#retryTimer = null;
      this.#connect().catch((err) => {
        log.warn({ err: (err as Error).message }, `${this.options.what} reconnect failed`);
        this.#retryMs = Math.min(this.#retryMs * 2, 5_000);
        this.#scheduleReconnect();
      });
    }, this.#retryMs);
    this.#retryTimer.unref();
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#retryTimer) clearTimeout(this.#retryTimer);
    const client = this.#client;
    this.#client = null;
    this.#connected = false;
    if (client) await client.end().catch(() => {});
  }
}

// Projection leases (issue 20): with several instances, one instance at a time projects a plan's
// changes into the tables, whichever instance accepted them. A lease is a Postgres session-level
// advisory lock held on a dedicated connection, so it is released the moment its holder ends the room,
// closes, or dies (the connection goes with it), and another instance takes it over.
//
// The lease is for efficiency, not for safety: the version guard (projection/projector.ts) still
// keeps an older state from overwriting newer rows, whoever writes. Without leases, every instance
// with an editor on a plan projected it, and under load (500 plans, editors on both instances) the
// instances kept finding each other's projections ahead of them: p99 13 s cross-instance in P9.
//
// Acquisition is batched: every lease wanted in the same moment is tried in one statement, and a
// lease another instance holds is tried again every `retryMs` (one statement for all of them).
import type pg from 'pg';
import { log } from '../log';
import { DedicatedClient } from './dedicated-client';

export interface LeaseHolder {
  /** This instance now holds the lease. */
  acquired(): void;
  /** The lease is gone (its connection dropped); it is tried again. */
  lost(): void;
}

export interface Lease {
  readonly held: boolean;
  /** Gives the lease up (if held) and stops trying for it. */
  release(): void;
}

export interface Leases {
  readonly enabled: boolean;
  /** Tries for `key` now and keeps trying while another instance holds it. */
  want(key: string, holder: LeaseHolder): Lease;
  start(): Promise<void>;
  close(): Promise<void>;
}

/** One process: there is nobody to share with (no leases; every projector writes). */
export class NoLeases implements Leases {
  readonly enabled = false;
  want(): Lease {
    return { held: true, release() {} };
  }
  async start(): Promise<void> {}
  async close(): Promise<void> {}
}

interface Wanted extends Lease {
  key: string;
  holder: LeaseHolder;
  held: boolean;
  trying: boolean;
  released: boolean;
}

/** How often leases held elsewhere are tried again (the longest a takeover waits after a holder leaves). */
const DEFAULT_RETRY_MS = 1_000;

export class PgLeases implements Leases {
  readonly enabled = true;
  #wanted = new Set<Wanted>();
  #batchQueued = false;
  #retryTimer: NodeJS.Timeout | null = null;
  readonly #connection: DedicatedClient;
  readonly stats = { attempts: 0, acquired: 0, lost: 0 };

  constructor(
    connectionString: string,
    private readonly options: { retryMs?: number; applicationName?: string } = {},
  ) {
    this.#connection = new DedicatedClient({
      connectionString,
      applicationName: options.applicationName ?? 'confetti-leases',
      what: 'projection lease',
      connected: (_client, again) => {
        if (again) this.#tryWaiting();
      },
      lost: () => this.#lost(),
    });
  }

  async start(): Promise<void> {
    await this.#connection.start();
    this.#retryTimer = setInterval(() => this.#tryWaiting(), this.options.retryMs ?? DEFAULT_RETRY_MS);
    this.#retryTimer.unref();
  }

  want(key: string, holder: LeaseHolder): Lease {
    const self = this;
    const wanted: Wanted = {
      key,
      holder,
      held: false,
      trying: false,
      released: false,
      release() {
        if (wanted.released) return;
        wanted.released = true;
        self.#wanted.delete(wanted);
        // A try still in flight unlocks on its return (#attempt) if it succeeded.
        if (wanted.held) {
          wanted.held = false;
          self.#unlock(key);
        }
      },
    };
    this.#wanted.add(wanted);
    this.#queueBatch();
    return wanted;
  }

  /** The leases wanted in this moment go out together, in one statement. */
  #queueBatch(): void {
    if (this.#batchQueued) return;
    this.#batchQueued = true;
    setImmediate(() => {
      this.#batchQueued = false;
      this.#tryWaiting();
    });
  }

  #tryWaiting(): void {
    const client = this.#connection.client;
    if (!client) return;
    const batch = [...this.#wanted].filter((w) => !w.held && !w.trying);
    if (batch.length === 0) return;
    for (const w of batch) w.trying = true;
    void this.#attempt(client, batch);
  }

  async #attempt(client: pg.Client, batch: Wanted[]): Promise<void> {
    this.stats.attempts += 1;
    let results: boolean[];
    try {
      // Locks count per session: each successful try is matched by exactly one unlock (release, or
      // at once below when nobody wants it any more).
      const { rows } = await client.query<{ ok: boolean }>(
        `select pg_try_advisory_lock(hashtextextended(k, 0)) as ok
           from unnest($1::text[]) with ordinality as t(k, n) order by n`,
        [batch.map((w) => `projection:${w.key}`)],
      );
      results = rows.map((r) => r.ok);
    } catch (err) {
      if (client === this.#connection.client)
        log.warn({ err: (err as Error).message }, 'trying projection leases failed');
      results = [];
    }
    for (const [i, w] of batch.entries()) {
      w.trying = false;
      if (!results[i]) continue;
      // Held by a connection that has since dropped: Postgres let go of it already.
      if (client !== this.#connection.client) continue;
      if (w.released) {
        this.#unlock(w.key);
        continue;
      }
      w.held = true;
      this.stats.acquired += 1;
      try {
        w.holder.acquired();
      } catch (err) {
        log.error({ err, key: w.key }, 'taking over a projection failed');
      }
    }
  }

  #unlock(key: string): void {
    const client = this.#connection.client;
    if (!client) return; // the connection's end released it
    client.query('select pg_advisory_unlock(hashtextextended($1, 0))', [`projection:${key}`]).catch((err) => {
      if (client === this.#connection.client)
        log.warn({ err: (err as Error).message, key }, 'releasing a projection lease failed');
    });
  }

  /** Postgres released every lock of that session: nobody here holds a lease any more. */
  #lost(): void {
    for (const w of this.#wanted) {
      if (!w.held) continue;
      w.held = false;
      this.stats.lost += 1;
      try {
        w.holder.lost();
      } catch (err) {
        log.error({ err, key: w.key }, 'giving up a projection failed');
      }
    }
  }

  async close(): Promise<void> {
    if (this.#retryTimer) clearInterval(this.#retryTimer);
    for (const w of this.#wanted) w.held = false;
    this.#wanted.clear();
    await this.#connection.close();
  }
}

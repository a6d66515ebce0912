// Two outside views of a loaded Confetti server that explain its latency tails without touching its
// code: GET /healthz every few hundred ms (its reported `latency_ms` is a `select 1` through the
// server's pool, so it includes the wait for a free connection; the round trip adds the event
// loop's delay), and on Postgres, how many of the database's connections are busy (pg_stat_activity).
import pg from 'pg';
import { type LatencySummary, round, roundSummary, summarize } from '../stats';

export interface HealthSummary {
  /** HTTP round trip of GET /healthz. */
  roundTrip: LatencySummary;
  /** The server's own `select 1` timing: pool wait + query. */
  poolSelect: LatencySummary;
  /** Connections of this database running a statement or inside a transaction (mean, max). */
  busyConnections: { mean: number; max: number; total: number } | null;
}

export class ServerHealthSampler {
  #timer: NodeJS.Timeout | null = null;
  #roundTrips: number[] = [];
  #poolSelects: number[] = [];
  #busy: number[] = [];
  #total = 0;
  #inFlight = false;
  #db: pg.Client | null = null;

  constructor(
    private readonly baseUrl: string,
    private readonly databaseUrl: string | null,
    private readonly intervalMs = 250,
  ) {}

  async start(): Promise<this> {
    if (this.databaseUrl) {
      this.#db = new pg.Client({ connectionString: this.databaseUrl });
      await this.#db.connect();
    }
    this.#timer = setInterval(() => void this.#sample(), this.intervalMs);
    return this;
  }

  async #sample(): Promise<void> {
    // One sample at a time: a stalled server must not get a pile of probes.
    if (this.#inFlight) return;
    this.#inFlight = true;
    try {
      const started = performance.now();
      const res = await fetch(`${this.baseUrl}/healthz`);
      const body = (await res.json()) as { database?: { latency_ms?: number } };
      this.#roundTrips.push(performance.now() - started);
      if (typeof body.database?.latency_ms === 'number') this.#poolSelects.push(body.database.latency_ms);
      if (this.#db) {
        const { rows } = await this.#db.query(
          `select count(*) filter (where state = 'active' or state like 'idle in transaction%')::int as busy,
                  count(*)::int as total
             from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
        );
        this.#busy.push(rows[0].busy);
        this.#total = Math.max(this.#total, rows[0].total);
      }
    } catch {
      // A failed probe is simply a missing sample.
    } finally {
      this.#inFlight = false;
    }
  }

  async stop(): Promise<HealthSummary> {
    if (this.#timer) clearInterval(this.#timer);
    await this.#db?.end();
    const busy = this.#busy;
    return {
      roundTrip: roundSummary(summarize(this.#roundTrips)),
      poolSelect: roundSummary(summarize(this.#poolSelects)),
      busyConnections:
        busy.length > 0
          ? {
              mean: round(busy.reduce((a, b) => a + b, 0) / busy.length, 1),
              max: Math.max(...busy),
              total: this.#total,
            }
          : null,
    };
  }
}

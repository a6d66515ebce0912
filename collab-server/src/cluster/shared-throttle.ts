// Shares the in-memory throttle (auth/throttle.ts) between instances on one Postgres: each local hit,
// failure or clear is counted atomically in `rate_limits` (migration 0019), the resulting count is
// merged back and announced on the bus, and other instances merge it into their memory. On start the
// live rows are loaded, so a restarted or new instance knows the counts at once. Expired rows are
// swept now and then. PGlite (one process) keeps the throttle purely in memory.
import type { Database } from '@confetti/db';
import { type Kysely, sql } from 'kysely';
import type { Throttle, ThrottleChange } from '../auth/throttle';
import { log } from '../log';
import type { ClusterBus } from './bus';

/** Failure streaks are kept this long at most (the longest forget time in throttle.ts is 15 min). */
const MAX_FORGET_MS = 60 * 60_000;
const SWEEP_EVERY_MS = 10 * 60_000;

export class SharedThrottle {
  #stop: Array<() => void> = [];
  #writes = new Set<Promise<unknown>>();

  constructor(
    private readonly throttle: Throttle,
    private readonly db: Kysely<Database>,
    private readonly bus: ClusterBus,
  ) {}

  async start(): Promise<void> {
    const now = this.throttle.now();
    const rows = await this.db
      .selectFrom('rate_limits')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb.and([eb('kind', '=', 'w'), eb('reset_at', '>', now)]),
          eb.and([eb('kind', '=', 'f'), eb('last_at', '>', now - MAX_FORGET_MS)]),
        ]),
      )
      .execute();
    for (const row of rows) {
      if (row.kind === 'w') this.throttle.mergeWindow(row.key, row.count, row.reset_at);
      else this.throttle.mergeFailures(row.key, row.count, row.last_at, MAX_FORGET_MS);
    }
    this.throttle.onChange = (change) => this.#record(change);
    this.#stop.push(
      this.bus.subscribe((message) => {
        if (message.t === 'rl') {
          if (message.kind === 'w') this.throttle.mergeWindow(message.key, message.count, message.at);
          else
            this.throttle.mergeFailures(
              message.key,
              message.count,
              message.at,
              message.forgetMs ?? MAX_FORGET_MS,
            );
        } else if (message.t === 'rlc') this.throttle.forget(message.key);
      }),
    );
    const sweep = setInterval(() => void this.#sweep(), SWEEP_EVERY_MS);
    sweep.unref();
    this.#stop.push(() => clearInterval(sweep));
  }

  /** Resolves when every count recorded so far is in the table and announced. */
  async idle(): Promise<void> {
    while (this.#writes.size > 0) await Promise.allSettled([...this.#writes]);
  }

  async close(): Promise<void> {
    this.throttle.onChange = null;
    for (const stop of this.#stop) stop();
    await this.idle();
  }

  #record(change: ThrottleChange): void {
    const write = this.#write(change).catch((err) =>
      log.error({ err, key: change.key }, 'sharing a rate-limit count failed'),
    );
    this.#writes.add(write);
    void write.finally(() => this.#writes.delete(write));
  }

  async #write(change: ThrottleChange): Promise<void> {
    if (change.op === 'clear') {
      await this.db.deleteFrom('rate_limits').where('key', '=', change.key).execute();
      await this.bus.publish({ t: 'rlc', key: change.key });
      return;
    }
    if (change.op === 'hit') {
      const resetAt = change.now + change.windowMs;
      const { rows } = await sql<{ count: number; reset_at: number }>`
        insert into rate_limits (kind, key, count, reset_at) values ('w', ${change.key}, 1, ${resetAt})
        on conflict (kind, key) do update set
          count = case when rate_limits.reset_at <= ${change.now} then 1 else rate_limits.count + 1 end,
          reset_at = case when rate_limits.reset_at <= ${change.now} then ${resetAt} else rate_limits.reset_at end
        returning count, reset_at`.execute(this.db);
      const row = rows[0]!;
      this.throttle.mergeWindow(change.key, row.count, Number(row.reset_at));
      await this.bus.publish({
        t: 'rl',
        kind: 'w',
        key: change.key,
        count: row.count,
        at: Number(row.reset_at),
      });
      return;
    }
    const { rows } = await sql<{ count: number; last_at: number }>`
      insert into rate_limits (kind, key, count, last_at) values ('f', ${change.key}, 1, ${change.now})
      on conflict (kind, key) do update set
        count = case when ${change.now} - rate_limits.last_at >= ${change.forgetMs} then 1 else rate_limits.count + 1 end,
        last_at = greatest(rate_limits.last_at, ${change.now})
      returning count, last_at`.execute(this.db);
    const row = rows[0]!;
    this.throttle.mergeFailures(change.key, row.count, Number(row.last_at), change.forgetMs);
    await this.bus.publish({
      t: 'rl',
      kind: 'f',
      key: change.key,
      count: row.count,
      at: Number(row.last_at),
      forgetMs: change.forgetMs,
    });
  }

  async #sweep(): Promise<void> {
    const now = this.throttle.now();
    await this.db
      .deleteFrom('rate_limits')
      .where((eb) =>
        eb.or([
          eb.and([eb('kind', '=', 'w'), eb('reset_at', '<=', now)]),
          eb.and([eb('kind', '=', 'f'), eb('last_at', '<', now - MAX_FORGET_MS)]),
        ]),
      )
      .execute()
      .catch((err) => log.warn({ err }, 'sweeping rate limits failed'));
  }
}

// Group commit for projections: the usual edit projects as a single upsert of one row, and under load
// hundreds of plans do so every few milliseconds, each taking a pooled connection for its own round
// trip. Upserts into the same table (same columns) that wait while others are in flight are sent
// together as one multi-row statement. Idle, an upsert is one statement as before. Rows of one
// statement never share a key: each plan's projector waits for its own write before the next.
import type { Database } from '@confetti/db';
import { type Kysely, sql } from 'kysely';

export interface Upsert {
  table: string;
  rows: Record<string, unknown>[];
  /** The key the rows conflict on. */
  conflict: string[];
  /** Columns set from the new row on conflict. */
  update: string[];
  /** Also set updated_at = now() on conflict. */
  touch?: boolean;
}

interface Waiting extends Upsert {
  resolve: () => void;
  reject: (err: unknown) => void;
}

/** Statements in flight at once; the rest wait and go together. */
const IN_FLIGHT = 2;
/** The most rows one statement carries. */
const MAX_ROWS = 500;

export class UpsertGroups {
  #waiting = new Map<string, Waiting[]>();
  #inFlight = 0;
  /** Statements sent and upserts they carried (for tests and the benchmark's notes). */
  readonly stats = { statements: 0, upserts: 0 };

  constructor(private readonly db: Kysely<Database>) {}

  upsert(upsert: Upsert): Promise<void> {
    const key = `${upsert.table}|${upsert.conflict.join(',')}|${upsert.update.join(',')}|${upsert.touch ?? false}`;
    return new Promise<void>((resolve, reject) => {
      const list = this.#waiting.get(key) ?? [];
      list.push({ ...upsert, resolve, reject });
      this.#waiting.set(key, list);
      if (this.#inFlight < IN_FLIGHT) void this.#drain();
    });
  }

  async #drain(): Promise<void> {
    while (this.#inFlight < IN_FLIGHT) {
      const next = this.#waiting.entries().next();
      if (next.done) return;
      const [key, list] = next.value;
      // Whole upserts only, up to MAX_ROWS rows (one upsert may carry more on its own).
      let rows = 0;
      let take = 0;
      while (take < list.length && (take === 0 || rows + list[take]!.rows.length <= MAX_ROWS)) {
        rows += list[take]!.rows.length;
        take += 1;
      }
      const batch = list.splice(0, take);
      // The rest of this table's queue goes to the back, so other tables get their turn.
      this.#waiting.delete(key);
      if (list.length > 0) this.#waiting.set(key, list);
      this.#inFlight += 1;
      try {
        await this.#write(batch);
        this.stats.statements += 1;
        this.stats.upserts += batch.length;
        for (const item of batch) item.resolve();
      } catch (err) {
        for (const item of batch) item.reject(err);
      } finally {
        this.#inFlight -= 1;
      }
    }
  }

  async #write(batch: Waiting[]): Promise<void> {
    const first = batch[0]!;
    // Generic over tables; every row came from a validated entity through the checked descriptors.
    // biome-ignore lint/suspicious/noExplicitAny: table names come from the checked descriptors
    const db = this.db as unknown as Kysely<any>;
    await db
      .insertInto(first.table)
      .values(batch.flatMap((b) => b.rows))
      .onConflict((oc) =>
        oc.columns(first.conflict).doUpdateSet((eb) => ({
          ...Object.fromEntries(first.update.map((col) => [col, eb.ref(`excluded.${col}`)])),
          ...(first.touch ? { updated_at: sql`now()` } : {}),
        })),
      )
      .execute();
  }
}

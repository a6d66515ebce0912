// Group commit for projections: the usual edit projects as a single upsert of one row, and under load
// hundreds of plans do so every few milliseconds, each taking a pooled connection for its own round
// trip. Upserts into the same table (same columns) that wait while others are in flight are sent
// together as one multi-row statement. Idle, an upsert is one statement as before. Rows of one
// statement never share a key: each plan's projector waits for its own write before the next.
//
// Several instances: each upsert carries the document state it came from (a version guard, see
// Projector). A group is then one transaction: it locks the plans' projection_versions rows (in key
// order), writes the rows of every plan whose state includes the one recorded, records the new
// states, and tells the others they are behind. Per plan, that is what Projector's own guarded
// transaction does, with the round trips shared by every plan in the group.
import type { Database } from '@confetti/db';
import { CompiledQuery, type Kysely, sql } from 'kysely';
import * as Y from 'yjs';
import { afterThisTurn } from '../sync/next-turn';

/** Whether state vector `mine` includes everything `other` has seen. */
export function includesState(mine: Map<number, number>, other: Map<number, number>): boolean {
  for (const [client, clock] of other) if ((mine.get(client) ?? 0) < clock) return false;
  return true;
}

/**
 * The document's state vector as a map (client -> next clock), read straight from its store: what
 * `Y.decodeStateVector(Y.encodeStateVector(doc))` gives, without encoding, sorting and decoding it
 * on every projection (a few per cent of everything the server allocates per edit).
 */
export function stateOf(doc: Y.Doc): Map<number, number> {
  const state = new Map<number, number>();
  doc.store.clients.forEach((structs, client) => {
    const last = structs[structs.length - 1];
    if (last) state.set(client, last.id.clock + last.length);
  });
  return state;
}

/** What an empty document's state vector encodes to: nothing projected yet. */
export const NO_STATE_HEX = '00';

export interface VersionGuard {
  /** The projection_versions key (`plan:<id>`). */
  key: string;
  /** The document state the rows come from. */
  state: Map<number, number>;
}

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
  guard: VersionGuard | null;
  /** True when written; false when the guard found the plan behind (nothing written). */
  resolve: (written: boolean) => void;
  reject: (err: unknown) => void;
  /** The last statement's outcome for this upsert (set by #settle). */
  written?: boolean;
  failed?: unknown;
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

  /** Resolves true once written; false when `guard` found the plan behind (see VersionGuard). */
  upsert(upsert: Upsert, guard: VersionGuard | null = null): Promise<boolean> {
    const shape = [upsert.table, upsert.conflict.join(','), upsert.update.join(','), upsert.touch ?? false];
    const key = `${shape.join('|')}|${guard !== null}`;
    return new Promise<boolean>((resolve, reject) => {
      const list = this.#waiting.get(key) ?? [];
      list.push({ ...upsert, guard, resolve, reject });
      this.#waiting.set(key, list);
      this.#scheduleDrain();
    });
  }

  /** After the current turn of the event loop: the projections that ran in it share statements. */
  readonly #scheduleDrain = afterThisTurn(() => void this.#drain());

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
        await this.#settle(batch);
        // One upsert the database refuses must not fail the others it shared a statement with
        // (other plans' edits): each is tried again on its own, and only the refused one fails.
        if (batch.length > 1 && batch.some((item) => item.failed)) {
          for (const item of batch) await this.#settle([item]);
        }
        for (const item of batch) {
          if (item.failed) item.reject(item.failed);
          else item.resolve(item.written ?? false);
        }
      } finally {
        this.#inFlight -= 1;
      }
    }
  }

  /** Writes the batch in one statement, marking each upsert written or failed. */
  async #settle(batch: Waiting[]): Promise<void> {
    try {
      const written = batch[0]!.guard ? await this.#writeGuarded(batch) : await this.#write(batch);
      this.stats.statements += 1;
      this.stats.upserts += written.size;
      for (const item of batch) {
        item.failed = undefined;
        item.written = written.has(item);
      }
    } catch (err) {
      for (const item of batch) item.failed = err;
    }
  }

  async #write(batch: Waiting[], executor: Kysely<Database> = this.db): Promise<Set<Waiting>> {
    await executor.executeQuery(
      upsertStatement(
        batch[0]!,
        batch.flatMap((b) => b.rows),
      ),
    );
    return new Set(batch);
  }

  /** One transaction for the group: lock the plans' versions, write those not behind, record. */
  async #writeGuarded(batch: Waiting[]): Promise<Set<Waiting>> {
    return this.db.transaction().execute(async (trx) => {
      const keys = [...new Set(batch.map((b) => b.guard!.key))].sort();
      // Every plan has a row to lock (an empty state the first time); created and locked in key
      // order, as everywhere, so two groups never wait on each other crosswise.
      await sql`insert into projection_versions (doc_id, state_vector)
        select k, decode(${NO_STATE_HEX}, 'hex') from unnest(${keys}::text[]) as k order by k
        on conflict (doc_id) do nothing`.execute(trx);
      const { rows } = await sql<{ doc_id: string; state_vector: Uint8Array }>`
        select doc_id, state_vector from projection_versions
        where doc_id = any(${keys}::text[]) order by doc_id for update`.execute(trx);
      const stored = new Map(rows.map((r) => [r.doc_id, Y.decodeStateVector(r.state_vector)]));
      const ok = batch.filter((b) => includesState(b.guard!.state, stored.get(b.guard!.key) ?? new Map()));
      if (ok.length === 0) return new Set<Waiting>();
      await this.#write(ok, trx as unknown as Kysely<Database>);
      const changed = ok.filter((b) => !includesState(stored.get(b.guard!.key) ?? new Map(), b.guard!.state));
      if (changed.length > 0) {
        const ids = changed.map((b) => b.guard!.key);
        const states = changed.map((b) => Buffer.from(Y.encodeStateVector(b.guard!.state)).toString('hex'));
        await sql`update projection_versions p set state_vector = decode(v.sv, 'hex'), updated_at = now()
          from unnest(${ids}::text[], ${states}::text[]) as v(id, sv) where p.doc_id = v.id`.execute(trx);
      }
      return new Set(ok);
    });
  }
}

/**
 * `insert into t (...) values (...), ... on conflict (...) do update set c = excluded.c, ...` for
 * rows of one shape, written out directly: under load this statement is built for nearly every
 * edit, and building it through Kysely's query tree cost more than the rest of the projection's
 * own work (issue 21, P1). Values are passed as parameters, as Kysely would pass them. Rows whose
 * columns differ get `default` where a column is missing, as Kysely's multi-row insert does.
 * The text of the usual statement (every row has every column) depends only on the shape and the
 * number of rows, and is kept: each edit then allocates its parameters, not the text again.
 */
export function upsertStatement(shape: Upsert, rows: Record<string, unknown>[]): CompiledQuery {
  const columns: string[] = [];
  const seen = new Set<string>();
  for (const row of rows)
    for (const column of Object.keys(row))
      if (!seen.has(column)) {
        seen.add(column);
        columns.push(column);
      }
  const parameters: unknown[] = [];
  let complete = true;
  for (const row of rows)
    for (const column of columns) {
      const value = row[column];
      if (value === undefined) complete = false;
      else parameters.push(value);
    }
  if (complete) {
    const key = `${shape.table}|${columns.join(',')}|${shape.conflict.join(',')}|${shape.update.join(',')}|${shape.touch === true}|${rows.length}`;
    let text = STATEMENT_TEXTS.get(key);
    if (text === undefined) {
      text = statementText(shape, columns, rows, null);
      if (STATEMENT_TEXTS.size >= MAX_STATEMENT_TEXTS) STATEMENT_TEXTS.clear();
      STATEMENT_TEXTS.set(key, text);
    }
    return CompiledQuery.raw(text, parameters);
  }
  const sparse: unknown[] = [];
  return CompiledQuery.raw(statementText(shape, columns, rows, sparse), sparse);
}

/** Statement texts by shape and row count; a few hundred shapes at most (tables × batch sizes). */
const STATEMENT_TEXTS = new Map<string, string>();
const MAX_STATEMENT_TEXTS = 1_000;

/**
 * The statement's text. With `parameters`, a row's missing column is `default` and the values are
 * collected there; without, every row has every column.
 */
function statementText(
  shape: Upsert,
  columns: string[],
  rows: Record<string, unknown>[],
  parameters: unknown[] | null,
): string {
  let n = 0;
  const tuples = rows.map((row) => {
    const cells = columns.map((column) => {
      if (parameters === null) return `$${++n}`;
      if (!Object.hasOwn(row, column) || row[column] === undefined) return 'default';
      parameters.push(row[column]);
      return `$${parameters.length}`;
    });
    return `(${cells.join(', ')})`;
  });
  const updates = shape.update.map((column) => `${quoted(column)} = excluded.${quoted(column)}`);
  if (shape.touch) updates.push('"updated_at" = now()');
  const onConflict = updates.length > 0 ? `do update set ${updates.join(', ')}` : 'do nothing';
  return (
    `insert into ${quoted(shape.table)} (${columns.map(quoted).join(', ')}) values ${tuples.join(', ')} ` +
    `on conflict (${shape.conflict.map(quoted).join(', ')}) ${onConflict}`
  );
}

function quoted(identifier: string): string {
  return `"${identifier.replaceAll('"', '""')}"`;
}

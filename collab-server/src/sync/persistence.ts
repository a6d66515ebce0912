// Stores documents as snapshot + update log (see migrations/0002_documents.ts). Generic over document
// kinds: a document id is all it needs.
import type { Database } from '@confetti/db';
import { CompiledQuery, type Kysely, sql } from 'kysely';
import * as Y from 'yjs';
import { log } from '../log';
import { type LoadSlices, sharedMerger, type UpdateMerger } from './merge-worker';
import { afterThisTurn } from './next-turn';

export interface StoredDocument {
  /** The snapshot then every log row, in order; empty when nothing is stored. Applying them one by
   *  one in a single transaction is cheaper than merging them first. */
  parts: Uint8Array[];
  /** Log rows not yet folded into the snapshot. */
  tailRows: number;
  /** The snapshot's last folded seq; null when there is no snapshot. */
  snapshotSeq: number | null;
  bytes: number;
}

/** A log row this store just appended (its commit has returned). */
export interface AppendedRow {
  docId: string;
  seq: number;
  update: Uint8Array;
}

interface PendingAppend {
  docId: string;
  update: Uint8Array;
  resolve: (seq: number) => void;
  reject: (err: unknown) => void;
}

/** Log inserts in flight at once per store; more appends wait and go together in the next one. */
export const APPENDS_IN_FLIGHT = 2;
/** The most rows one insert carries (bounded statement size). */
const APPEND_BATCH_ROWS = 200;

export class DocumentStore {
  #waiting: PendingAppend[] = [];
  #inFlight = 0;
  /** Statements the log's appends took, and the rows they carried (for tests). */
  readonly appendStats = { statements: 0, rows: 0 };

  /**
   * Told of every batch of rows once it has committed (several instances: the cluster announces
   * them to the others). Called synchronously; a listener must not throw.
   */
  readonly appended = new Set<(rows: AppendedRow[]) => void>();

  constructor(
    private readonly db: Kysely<Database>,
    /** Several instances (Postgres): an erased document is announced on this NOTIFY channel. */
    private readonly announce: { channel: string; instanceId: string } | null = null,
    /** Compaction's merge runs here, off the sync thread (merge-worker.ts). */
    private readonly merger: UpdateMerger = sharedMerger,
    /**
     * Appends go through these connections (default: the shared pool). Several instances give the
     * log its own: an append is on every edit's way to the other instances, and must not queue
     * behind projections and REST requests for a connection.
     */
    private readonly appendDb: Kysely<Database> = db,
  ) {}

  async load(docId: string): Promise<StoredDocument> {
    const [snapshot, rows] = await Promise.all([
      this.db
        .selectFrom('doc_snapshots')
        .select(['state', 'last_seq'])
        .where('doc_id', '=', docId)
        .executeTakeFirst(),
      // Every remaining row, whatever its seq: compaction deletes exactly what it folded in, so a row
      // that committed late (lower seq than the snapshot's last_seq) is still here and still applied.
      this.db.selectFrom('doc_updates').select('data').where('doc_id', '=', docId).orderBy('seq').execute(),
    ]);
    const parts = [...(snapshot ? [snapshot.state] : []), ...rows.map((r) => r.data)].map(toUint8);
    const bytes = parts.reduce((sum, p) => sum + p.byteLength, 0);
    return { parts, tailRows: rows.length, snapshotSeq: snapshot ? Number(snapshot.last_seq) : null, bytes };
  }

  /**
   * A loaded document's parts as small ordered updates, cut on the merge worker (slice-update.mjs),
   * so that building a large document does not hold the sync thread for tens of milliseconds.
   */
  slices(stored: StoredDocument): Promise<LoadSlices> {
    return this.merger.slices(stored.parts);
  }

  /** Appends one row; returns its seq. Resolves once the row is committed. */
  append(docId: string, update: Uint8Array): Promise<number> {
    return new Promise<number>((resolve, reject) => {
      this.#waiting.push({ docId, update, resolve, reject });
      this.#scheduleDrain();
    });
  }

  /**
   * The drain starts after the current turn of the event loop, not at once: the rooms whose batch
   * timers fired together, or whose sockets' messages were read together, then share one statement.
   * At once, the first append of each turn went alone; under P1's load the log took ~540 statements
   * a second for 750 edits, each a round trip and a socket write on this thread.
   */
  readonly #scheduleDrain = afterThisTurn(() => void this.#drain());

  /**
   * Group commit: at most APPENDS_IN_FLIGHT inserts at a time; whatever arrives meanwhile goes in
   * the next one, as one multi-row statement. Idle, an append is one statement as before; under
   * load (hundreds of rooms appending every few milliseconds) the log costs a few statements per
   * round trip instead of one per room, and leaves the pool to projections and REST (issue 21, P1/P2).
   */
  async #drain(): Promise<void> {
    while (this.#waiting.length > 0 && this.#inFlight < APPENDS_IN_FLIGHT) {
      const batch = this.#waiting.splice(0, APPEND_BATCH_ROWS);
      this.#inFlight += 1;
      try {
        const rows = await this.#insert(batch);
        this.appendStats.statements += 1;
        this.appendStats.rows += batch.length;
        // Seqs by document, in the order they were given (a document normally appears once).
        const seqs = new Map<string, number[]>();
        for (const row of [...rows].sort((a, b) => a.seq - b.seq)) {
          const list = seqs.get(row.doc_id) ?? [];
          list.push(Number(row.seq));
          seqs.set(row.doc_id, list);
        }
        const appended: AppendedRow[] = batch.map((item) => ({
          docId: item.docId,
          seq: seqs.get(item.docId)?.shift() ?? 0,
          update: item.update,
        }));
        for (const listener of this.appended) {
          try {
            listener(appended);
          } catch (err) {
            log.error({ err }, 'a listener of log appends failed');
          }
        }
        for (const [i, item] of batch.entries()) item.resolve(appended[i]!.seq);
      } catch (err) {
        for (const item of batch) item.reject(err);
      } finally {
        this.#inFlight -= 1;
      }
    }
  }

  /**
   * One multi-row insert, written out rather than built with Kysely's query builder: it runs for
   * every batch of edits, and building and compiling the query allocated several times what the
   * statement itself is (how often the server pauses for a scavenge is its allocation rate).
   */
  async #insert(batch: PendingAppend[]): Promise<Array<{ seq: number; doc_id: string }>> {
    const parameters: unknown[] = [];
    let values = '';
    for (const append of batch) {
      parameters.push(append.docId, append.update);
      values += `${values === '' ? '' : ', '}($${parameters.length - 1}, $${parameters.length})`;
    }
    const result = await this.appendDb.executeQuery<{ seq: number; doc_id: string }>(
      CompiledQuery.raw(
        `insert into "doc_updates" ("doc_id", "data") values ${values} returning "seq", "doc_id"`,
        parameters,
      ),
    );
    return result.rows;
  }

  /**
   * The seqs of these documents' log rows above `afterSeq`, per document, and the highest seq in
   * the log. Several instances: what the sweep for lost announcements reads, every few seconds over
   * every open document. One row per document with its seqs as one string: a row per log row
   * (thousands per sweep under load) was a fifth of what a busy instance promoted to its old
   * generation (P9's allocation profile), all of it garbage a moment later.
   */
  async recentRows(
    docIds: readonly string[],
    afterSeq: number,
  ): Promise<{ maxSeq: number; documents: Array<{ docId: string; seqs: number[] }> }> {
    const [max, perDocument] = await Promise.all([
      this.db
        .selectFrom('doc_updates')
        .select((eb) => eb.fn.max('seq').as('max'))
        .executeTakeFirst(),
      docIds.length === 0
        ? Promise.resolve([])
        : this.db
            .selectFrom('doc_updates')
            .select(['doc_id', sql<string>`string_agg(seq::text, ',')`.as('seqs')])
            .where('seq', '>', afterSeq)
            // One array parameter, however many documents are open.
            .where(sql<boolean>`doc_id = any(${[...docIds]}::text[])`)
            .groupBy('doc_id')
            .execute(),
    ]);
    return {
      maxSeq: Number(max?.max ?? 0),
      documents: perDocument.map(({ doc_id, seqs }) => ({
        docId: doc_id,
        seqs: seqs.split(',').map(Number),
      })),
    };
  }

  /** Log rows of one document by seq (what another instance announced). Compacted rows are absent. */
  async rows(docId: string, seqs: readonly number[]): Promise<Array<{ seq: number; data: Uint8Array }>> {
    if (seqs.length === 0) return [];
    const rows = await this.db
      .selectFrom('doc_updates')
      .select(['seq', 'data'])
      .where('doc_id', '=', docId)
      .where('seq', 'in', [...seqs])
      .orderBy('seq')
      .execute();
    return rows.map((r) => ({ seq: r.seq, data: toUint8(r.data) }));
  }

  /**
   * Folds the log into the snapshot, under a transaction-scoped advisory lock per document so two
   * compactions (two rooms, two servers) never interleave. Returns how many rows were folded.
   */
  async compact(docId: string): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtext(${`doc:${docId}`}))`.execute(trx);
      const rows = await trx
        .selectFrom('doc_updates')
        .select(['seq', 'data'])
        .where('doc_id', '=', docId)
        .orderBy('seq')
        .execute();
      if (rows.length === 0) return 0;
      const snapshot = await trx
        .selectFrom('doc_snapshots')
        .select(['state', 'last_seq'])
        .where('doc_id', '=', docId)
        .executeTakeFirst();
      const merged = await this.merger.merge([
        ...(snapshot ? [toUint8(snapshot.state)] : []),
        ...rows.map((r) => toUint8(r.data)),
      ]);
      const lastSeq = Math.max(snapshot?.last_seq ?? 0, ...rows.map((r) => r.seq));
      await trx
        .insertInto('doc_snapshots')
        .values({ doc_id: docId, state: merged, last_seq: lastSeq })
        .onConflict((oc) =>
          oc.column('doc_id').doUpdateSet({ state: merged, last_seq: lastSeq, updated_at: new Date() }),
        )
        .execute();
      await trx
        .deleteFrom('doc_updates')
        .where('doc_id', '=', docId)
        .where(
          'seq',
          'in',
          rows.map((r) => r.seq),
        )
        .execute();
      return rows.length;
    });
  }

  /** Removes a document entirely (a plan reset or deletion); a new generation starts empty. */
  async erase(docId: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtext(${`doc:${docId}`}))`.execute(trx);
      await trx.deleteFrom('doc_updates').where('doc_id', '=', docId).execute();
      await trx.deleteFrom('doc_snapshots').where('doc_id', '=', docId).execute();
      // The next generation's state starts afresh; the old one's must not hold its projection back.
      await trx.deleteFrom('projection_versions').where('doc_id', '=', docId).execute();
      await trx.deleteFrom('projection_checkpoints').where('doc_id', '=', docId).execute();
      // Other instances drop their copy without writing it back. Sent at commit, by the erasing
      // transaction itself: unlike an append's announcement this one must never be lost, and
      // erasing is rare enough that the commit lock it takes costs nothing.
      if (this.announce) {
        await sql`select pg_notify(${this.announce.channel},
          json_build_object('t', 'erase', 'i', ${this.announce.instanceId}::text, 'd', ${docId}::text)::text)`.execute(
          trx,
        );
      }
    });
  }
}

/** The stored parts as one update (for tests and tools; rooms apply the parts directly). */
export function mergeStored(stored: StoredDocument): Uint8Array | null {
  if (stored.parts.length === 0) return null;
  return stored.parts.length === 1 ? stored.parts[0]! : Y.mergeUpdates(stored.parts);
}

function toUint8(data: Uint8Array): Uint8Array {
  // pg returns Buffers; Yjs is happiest with plain Uint8Array views.
  return data instanceof Uint8Array && data.constructor === Uint8Array
    ? data
    : new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
}

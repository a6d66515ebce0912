// Whether a plan's projected rows can be trusted when its room loads, without rewriting them all.
// A clean unload (everything persisted, projected and compacted into one snapshot) records the
// snapshot's seq; the next load takes that record away and, if it loaded exactly that snapshot with
// no log rows after it and the projection definitions are the same, skips the full rebuild. Any
// other case rebuilds: a crash (no record, since loading consumed it), rows appended since, other
// definitions. Rebuilding every row of 500 plans as they open was most of the database's work in
// the P1 benchmark (issue 21).
import type { Database } from '@confetti/db';
import { type Kysely, sql } from 'kysely';
import { PROJECTION_DEFINITIONS } from './definitions';

/** Records that the rows match the stored snapshot, if the log has no rows after it. */
export async function recordCheckpoint(db: Kysely<Database>, docId: string): Promise<void> {
  // One statement: only a document that is exactly its snapshot gets a checkpoint (another instance
  // may have appended since this one compacted).
  await sql`
    insert into projection_checkpoints (doc_id, snapshot_seq, definitions)
    select s.doc_id, s.last_seq, ${PROJECTION_DEFINITIONS}
    from doc_snapshots s
    where s.doc_id = ${docId}
      and not exists (select 1 from doc_updates u where u.doc_id = ${docId})
    on conflict (doc_id) do update
      set snapshot_seq = excluded.snapshot_seq, definitions = excluded.definitions, updated_at = now()`.execute(
    db,
  );
}

/**
 * Takes the checkpoint away (a crash before the next clean unload must leave none) and says whether
 * it vouches for the rows of a document loaded from snapshot `snapshotSeq` and `tailRows` log rows.
 */
export async function takeCheckpoint(
  db: Kysely<Database>,
  docId: string,
  loadedFrom: { snapshotSeq: number | null; tailRows: number } | null,
): Promise<boolean> {
  const taken = await db
    .deleteFrom('projection_checkpoints')
    .where('doc_id', '=', docId)
    .returning(['snapshot_seq', 'definitions'])
    .executeTakeFirst();
  return (
    taken !== undefined &&
    loadedFrom !== null &&
    loadedFrom.tailRows === 0 &&
    loadedFrom.snapshotSeq !== null &&
    Number(taken.snapshot_seq) === loadedFrom.snapshotSeq &&
    taken.definitions === PROJECTION_DEFINITIONS
  );
}

// Whether a plan's projected rows can be trusted when its room loads, without rewriting them all.
// A clean unload (everything persisted, projected and compacted into one snapshot) records the
// snapshot's seq; a load that finds exactly that snapshot with no log rows after it, under the same
// projection definitions, skips the full rebuild. The record is removed before the next projection
// write, so every other case rebuilds: a crash after rows changed, rows appended since, other
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
 * Whether the checkpoint vouches for the rows of a document loaded from snapshot `snapshotSeq` and
 * `tailRows` log rows. It is left in place (another instance may be loading the same document) and
 * removed before this session's first projection write (clearCheckpoint), so a crash after that
 * write leaves none.
 */
export async function checkpointVouches(
  db: Kysely<Database>,
  docId: string,
  loadedFrom: { snapshotSeq: number | null; tailRows: number } | null,
): Promise<boolean> {
  if (!loadedFrom || loadedFrom.tailRows > 0 || loadedFrom.snapshotSeq === null) return false;
  const found = await db
    .selectFrom('projection_checkpoints')
    .select(['snapshot_seq', 'definitions'])
    .where('doc_id', '=', docId)
    .executeTakeFirst();
  return (
    found !== undefined &&
    Number(found.snapshot_seq) === loadedFrom.snapshotSeq &&
    found.definitions === PROJECTION_DEFINITIONS
  );
}

/** Before rows start to change: from here on only a clean unload may vouch for them again. */
export async function clearCheckpoint(db: Kysely<Database>, docId: string): Promise<void> {
  await db.deleteFrom('projection_checkpoints').where('doc_id', '=', docId).execute();
}

// projection_checkpoints: a document's projected rows were complete and current when its room last
// unloaded cleanly, at the snapshot `snapshot_seq` with an empty log tail, by projection definitions
// `definitions`. A room that loads exactly that stored state (same snapshot, no tail rows, same
// definitions) skips rewriting every row. Loading consumes the checkpoint, so a crash before the
// next clean unload leaves none and the next load rebuilds.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('projection_checkpoints')
    .addColumn('doc_id', 'text', (c) => c.primaryKey())
    .addColumn('snapshot_seq', 'bigint', (c) => c.notNull())
    .addColumn('definitions', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('projection_checkpoints').execute();
}

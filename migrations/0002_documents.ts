// Document storage: an append-only update log and one compacted snapshot per document. Updates are
// never edited; compaction folds the rows it read into the snapshot and deletes exactly those rows,
// in one transaction, so a crash at any point leaves snapshot + remaining rows = the whole document.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('doc_updates')
    .addColumn('seq', 'bigint', (c) => c.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('doc_id', 'text', (c) => c.notNull())
    .addColumn('data', 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('doc_updates_doc_seq_idx')
    .on('doc_updates')
    .columns(['doc_id', 'seq'])
    .execute();

  await db.schema
    .createTable('doc_snapshots')
    .addColumn('doc_id', 'text', (c) => c.primaryKey())
    .addColumn('state', 'bytea', (c) => c.notNull())
    .addColumn('last_seq', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('doc_snapshots').execute();
  await db.schema.dropTable('doc_updates').execute();
}

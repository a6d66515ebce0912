// The run of show: its projected entries (the planner table of the runOfShow collection) and the
// couple's vendor share links, whose tokens are stored only as SHA-256 digests.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('run_of_show_entries')
    .addColumn('plan_id', 'text', (c) => c.notNull().references('plans.id').onDelete('cascade'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('run_of_show_entries_pk', ['plan_id', 'id'])
    // 'HH:MM' wall-clock text, not a time type: it sorts as text and never meets a time zone.
    .addColumn('time', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('location', 'text')
    .addColumn('responsible', 'text')
    .addColumn('vendor_id', 'text')
    .addColumn('duration_minutes', 'integer')
    .addColumn('order', 'double precision', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('run_of_show_share_links')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('plan_id', 'text', (c) => c.notNull().references('plans.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('responsible', 'text')
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('run_of_show_share_links_plan')
    .on('run_of_show_share_links')
    .column('plan_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('run_of_show_share_links').execute();
  await db.schema.dropTable('run_of_show_entries').execute();
}

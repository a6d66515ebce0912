// registry_page_visitors: who has been counted today on a registry's public page, as the same keyed
// hash as the directory's listing views (a visitor's account or address, and browser, with the
// day's salt; visitor_salts). A guest who opens the page, gives a gift and opens it again is one
// view that day, not three. Rows older than yesterday are deleted as the next day's are written.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('registry_page_visitors')
    .addColumn('registry_id', 'text', (c) => c.notNull())
    .addColumn('viewed_on', 'date', (c) => c.notNull())
    .addColumn('visitor_day', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('registry_page_visitors_pk', ['registry_id', 'viewed_on', 'visitor_day'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('registry_page_visitors').execute();
}

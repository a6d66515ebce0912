// The couple's tracked vendors get what the Vendors screen shows: where the couple is with each one
// (stage), who to talk to (contact_name) and the directory listing it came from (listing_id, a plain
// text id: the directory may live elsewhere). Frozen in time: imports no application code.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('vendors')
    .addColumn('stage', 'text', (c) => c.notNull().defaultTo('researching'))
    .addColumn('contact_name', 'text')
    .addColumn('listing_id', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('vendors')
    .dropColumn('stage')
    .dropColumn('contact_name')
    .dropColumn('listing_id')
    .execute();
}

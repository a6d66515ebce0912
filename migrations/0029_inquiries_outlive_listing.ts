// A couple's inquiries and saved vendors outlive the listing they were about. Deleting a listing
// used to erase them (the foreign keys cascaded), so a couple's "Inquiries sent" lost the message
// they wrote without a trace. Now the rows stay, keeping the business's name as it was when the
// listing was deleted (`vendor_name`), and the couple's lists say it is no longer listed.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['vendor_inquiries', 'vendor_favorites']) {
    await sql`alter table ${sql.table(table)} drop constraint if exists ${sql.raw(`${table}_vendor_id_fkey`)}`.execute(
      db,
    );
    await db.schema.alterTable(table).addColumn('vendor_name', 'text').execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['vendor_inquiries', 'vendor_favorites']) {
    await sql`delete from ${sql.table(table)} t where not exists (select 1 from listings l where l.id = t.vendor_id)`.execute(
      db,
    );
    await db.schema.alterTable(table).dropColumn('vendor_name').execute();
    await db.schema
      .alterTable(table)
      .addForeignKeyConstraint(`${table}_vendor_id_fkey`, ['vendor_id'], 'listings', ['id'])
      .onDelete('cascade')
      .execute();
  }
}

// vendor_inquiries.status_before_archive: what an inquiry said before its vendor archived it. The
// archive is the vendor's filing; the couple keeps seeing that answer ("Vendor replied", "Booked")
// rather than a bare "archived", which read to them as a refusal.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('vendor_inquiries').addColumn('status_before_archive', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('vendor_inquiries').dropColumn('status_before_archive').execute();
}

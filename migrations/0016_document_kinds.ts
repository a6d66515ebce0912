// Documents are namespaced by kind (architecture: "Document ids are namespaced by kind"): a plan's
// document is stored as `plan:<planId>`, a vendor's listing as `listing:<listingId>`. Plans stored
// before kinds existed used the bare plan id; this renames them in place. Idempotent: ids that
// already carry a kind are left alone.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`update doc_snapshots set doc_id = 'plan:' || doc_id where position(':' in doc_id) = 0`.execute(
    db,
  );
  await sql`update doc_updates set doc_id = 'plan:' || doc_id where position(':' in doc_id) = 0`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`update doc_snapshots set doc_id = substr(doc_id, 6) where doc_id like 'plan:%'`.execute(db);
  await sql`update doc_updates set doc_id = substr(doc_id, 6) where doc_id like 'plan:%'`.execute(db);
}

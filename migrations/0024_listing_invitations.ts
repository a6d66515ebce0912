// listing_invitations: a listing's owner asks another vendor account to join its team; they join
// only when they accept in their portal (or decline). Added straight to listing_members before, a
// vendor could put anyone's account on a listing of theirs (a copy of that vendor's own, say) without
// asking. Gone with the listing or either account.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('listing_invitations')
    .addColumn('listing_id', 'text', (c) => c.notNull().references('listings.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('invited_by', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('listing_invitations_pk', ['listing_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('listing_invitations_user_idx')
    .on('listing_invitations')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('listing_invitations').execute();
}

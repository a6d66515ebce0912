// One random salt per day for counting a listing's views once per visitor and day. Kept in the
// database so every instance (and a restarted one) hashes a visitor the same way that day; a salt
// older than yesterday is deleted, after which nobody can link a stored hash to a visitor again.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('visitor_salts')
    .addColumn('day', 'date', (c) => c.primaryKey())
    .addColumn('salt', 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('visitor_salts').execute();
}

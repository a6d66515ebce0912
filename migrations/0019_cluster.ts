// Several server instances on one database (issue 20):
// - rate_limits: sign-in throttles and other rate limits, shared by every instance. One row per
//   (kind, key): a fixed window ('w': count until reset_at) or a failure streak ('f': count, last_at),
//   times in epoch milliseconds of the server's clock.
// - email_outbox.claimed_until: an instance claims due mail (FOR UPDATE SKIP LOCKED) for a while, so
//   two instances never send the same email; a claim left by a crashed instance expires.
// - projection_versions: the document state (a Yjs state vector) each plan's rows were projected
//   from. A projection writes only when its state includes the stored one, so an instance that is
//   behind can never overwrite newer rows with older ones.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('reset_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('last_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('rate_limits_pk', ['kind', 'key'])
    .execute();
  await db.schema.createIndex('rate_limits_reset_idx').on('rate_limits').column('reset_at').execute();

  await db.schema.alterTable('email_outbox').addColumn('claimed_until', 'timestamptz').execute();

  await db.schema
    .createTable('projection_versions')
    .addColumn('doc_id', 'text', (c) => c.primaryKey())
    .addColumn('state_vector', 'bytea', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('projection_versions').execute();
  await db.schema.alterTable('email_outbox').dropColumn('claimed_until').execute();
  await db.schema.dropTable('rate_limits').execute();
}

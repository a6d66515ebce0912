// People have names: the name someone gives at sign-up (or later from the account menu), shown in
// presence, the account menu and invitations instead of their email address. Optional, so existing
// accounts keep working until they set one. Frozen in time: imports no application code.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('display_name', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('display_name').execute();
}

// Runs the numbered migrations of /migrations. The same files run on PGlite and Postgres; start-up
// and `npm run db:migrate` both call this.
import { migrations } from '@confetti/migrations';
import { type Kysely, type MigrationResultSet, Migrator } from 'kysely';
import type { Database } from './database';

export async function migrateToLatest(db: Kysely<Database>): Promise<MigrationResultSet> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  const result = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed`, { cause: result.error });
  }
  return result;
}

// `npm run db:migrate`: brings the configured database (DATABASE_URL or the embedded one) up to date.
import { createDb } from '../create-db';
import { migrateToLatest } from '../migrate';

const handle = await createDb();
try {
  const result = await migrateToLatest(handle.db);
  const applied = result.results?.filter((r) => r.status === 'Success') ?? [];
  console.log(
    applied.length === 0
      ? `Database (${handle.dialect}) is up to date.`
      : `Applied ${applied.length} migration(s) on ${handle.dialect}: ${applied.map((r) => r.migrationName).join(', ')}`,
  );
} finally {
  await handle.close();
}

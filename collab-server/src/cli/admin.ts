// `npm run admin -- grant <email>` / `revoke <email>`: admin is a role stored in the database.
import { createDb, migrateToLatest } from '@confetti/db';
import { loadConfig } from '../config';

const [command, rawEmail] = process.argv.slice(2);
if ((command !== 'grant' && command !== 'revoke') || !rawEmail) {
  console.error('Usage: npm run admin -- grant <email> | revoke <email>');
  process.exit(2);
}
const config = loadConfig();
const handle = await createDb({ url: config.databaseUrl, dataDir: `${config.dataDir}/pglite` });
try {
  await migrateToLatest(handle.db);
  const email = rawEmail.trim().toLowerCase();
  const result = await handle.db
    .updateTable('users')
    .set({ is_admin: command === 'grant' })
    .where('email', '=', email)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) {
    console.error(`No account with the email ${email}.`);
    process.exitCode = 1;
  } else {
    console.log(command === 'grant' ? `${email} is now an admin.` : `${email} is no longer an admin.`);
  }
} finally {
  await handle.close();
}

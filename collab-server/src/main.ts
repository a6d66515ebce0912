// `npm start`: the whole product on one port. Embedded PGlite unless DATABASE_URL is set.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config';
import { DEMO_VENDOR_ACCOUNT } from './seed/directory';
import { DEMO_ACCOUNT } from './seed/index';
import { startServer } from './server';

const config = loadConfig();
const defaultDist = fileURLToPath(new URL('../../apps/web/dist', import.meta.url));
if (!config.webDist && existsSync(defaultDist)) config.webDist = defaultDist;

const server = await startServer({ config });
const where = config.databaseUrl
  ? 'PostgreSQL (DATABASE_URL)'
  : `embedded PGlite in ${config.dataDir}/pglite`;
console.log(`\n  Confetti is running at ${config.publicUrl ?? server.url}\n`);
console.log(`  Database: ${where}`);
if (config.env !== 'production') {
  // Only when they were seeded: with SEED_DEMO=false these accounts do not exist.
  if (config.seedDemo) {
    console.log(`  Demo account: ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}`);
    console.log(`  Demo vendor account: ${DEMO_VENDOR_ACCOUNT.email} / ${DEMO_VENDOR_ACCOUNT.password}`);
  }
  console.log(
    `  Dev mailbox (emails are not sent without SMTP_URL; this machine only): ${server.url}/dev/mailbox`,
  );
}
console.log(`  API reference: ${server.url}/api/docs\n`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal} received: flushing and shutting down…`);
  const timer = setTimeout(() => {
    console.error('Shutdown took too long; exiting.');
    process.exit(1);
  }, 15_000);
  timer.unref();
  try {
    await server.close();
    process.exit(0);
  } catch (err) {
    console.error('Error during shutdown', err);
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

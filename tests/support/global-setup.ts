// Migrates once per integration run instead of once per test database. Creating a PGlite database
// runs initdb inside WebAssembly (10-20 s on a busy 2-core machine) and the migrations then take
// another 1-4 s on either dialect; about a hundred test databases paid that. Here the migrations run
// from scratch once on each dialect (a failing migration fails the run), and test databases are
// copies of the result: PGlite loads a dump of the migrated data folder, Postgres clones a migrated
// template database (`create database … template …`), and a server process gets a copy of a migrated
// PGlite folder. Start-up still calls migrateToLatest on every copy, which finds nothing to do.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, migrateToLatest } from '@confetti/db';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { adminUrl, postgresAnswers } from './databases';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump (tar) of a migrated in-memory PGlite data folder. */
    migratedPgliteDump: string | null;
    /** A migrated on-disk PGlite data folder, to copy for a server process. */
    migratedPgliteDir: string | null;
    /** A migrated Postgres database to clone; nothing connects to it. */
    migratedPostgresTemplate: string | null;
  }
}

async function preparePglite(dir: string): Promise<{ dump: string; folder: string }> {
  const handle = await createDb({ dataDir: 'memory://' });
  try {
    await migrateToLatest(handle.db);
    const dump = await handle.pglite!.dumpDataDir('none');
    const dumpPath = join(dir, 'pglite-migrated.tar');
    await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
    // The on-disk copy a server process opens as `${DATA_DIR}/pglite`.
    const folder = join(dir, 'pglite-folder');
    await mkdir(folder, { recursive: true });
    const onDisk = await PGlite.create(folder, { loadDataDir: dump });
    await onDisk.close();
    return { dump: dumpPath, folder };
  } finally {
    await handle.close();
  }
}

async function preparePostgres(): Promise<string> {
  const name = `confetti_template_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  const handle = await createDb({ url: url.toString(), maxConnections: 1 });
  try {
    await migrateToLatest(handle.db);
  } finally {
    await handle.close();
  }
  return name;
}

async function dropTemplate(name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}

export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'confetti-integration-'));
  const [pglite, template] = await Promise.all([
    preparePglite(dir),
    postgresAnswers().then((answers) => (answers ? preparePostgres() : null)),
  ]);
  project.provide('migratedPgliteDump', pglite.dump);
  project.provide('migratedPgliteDir', pglite.folder);
  project.provide('migratedPostgresTemplate', template);
  return async () => {
    if (template) await dropTemplate(template).catch(() => {});
    await rm(dir, { recursive: true, force: true });
  };
}

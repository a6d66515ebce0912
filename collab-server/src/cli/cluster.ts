// `npm run start:cluster -- 3`: N instances of the server on one Postgres (DATABASE_URL), on ports
// CLUSTER_BASE_PORT.. (default 3001..), behind nginx on PORT (default 3000) when nginx is installed;
// otherwise it prints how to put them behind one (deploy/nginx.conf, deploy/haproxy.cfg).
// Migrations run once here first; instance 1 seeds the demo, the others start after it. An instance
// that dies is started again; SIGTERM/SIGINT drain every instance (each flushes and closes its
// sockets with the restart code) and then stop nginx.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDb, migrateToLatest } from '@confetti/db';
import { z } from 'zod';
import { SERVER_NODE_FLAGS } from '../node-flags';
import { findNginx, renderNginxConfig } from './nginx-config';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

const Args = z.object({
  count: z.coerce.number().int().min(1).max(32),
  databaseUrl: z
    .string()
    .url({ message: 'set DATABASE_URL: several instances share one Postgres (PGlite is one process)' }),
  port: z.coerce.number().int().min(1).max(65535),
  basePort: z.coerce.number().int().min(1).max(65535),
});
const parsed = Args.safeParse({
  count: process.argv[2] ?? 3,
  databaseUrl: process.env.DATABASE_URL,
  port: process.env.PORT ?? 3000,
  basePort: process.env.CLUSTER_BASE_PORT ?? 3001,
});
if (!parsed.success) {
  console.error(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n'));
  process.exit(2);
}
const { count, databaseUrl, port, basePort } = parsed.data;
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${port}`;
const dataDir = resolve(ROOT, process.env.DATA_DIR ?? '.data');
const clusterDir = resolve(dataDir, 'cluster');
mkdirSync(resolve(clusterDir, 'logs'), { recursive: true });

const handle = await createDb({ url: databaseUrl, maxConnections: 1 });
await migrateToLatest(handle.db);
await handle.close();

// Behind our nginx the instances see only the proxy; it appends the client's address to
// X-Forwarded-For, which the instances may then trust (they listen on loopback only).
const nginxBin = findNginx();

let stopping = false;
const children = new Map<number, ChildProcess>();

function startInstance(n: number, seed: boolean): Promise<void> {
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, '--import', 'tsx', 'collab-server/src/main.ts'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(basePort + n),
        HOST: '127.0.0.1',
        PUBLIC_URL: publicUrl,
        SEED_DEMO: seed ? (process.env.SEED_DEMO ?? 'true') : 'false',
        TRUST_PROXY: nginxBin ? 'true' : (process.env.TRUST_PROXY ?? 'false'),
        CLUSTER: 'true',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  children.set(n, child);
  const tag = `[instance ${n + 1} :${basePort + n}]`;
  let output = '';
  const ready = new Promise<void>((ok) => {
    const onData = (d: Buffer) => {
      output += d;
      for (const line of String(d).split('\n')) if (line.trim()) console.log(`${tag} ${line}`);
      if (/is running at/.test(output)) ok();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
  });
  child.on('exit', (code, signal) => {
    children.delete(n);
    if (stopping) return;
    console.error(`${tag} exited (${signal ?? code}); starting it again in 1 s`);
    setTimeout(() => {
      if (!stopping) void startInstance(n, false);
    }, 1_000);
  });
  return ready;
}

await startInstance(0, true);
await Promise.all(Array.from({ length: count - 1 }, (_, i) => startInstance(i + 1, false)));

const upstreams = Array.from({ length: count }, (_, i) => `127.0.0.1:${basePort + i}`);
// deploy/nginx.conf itself, with these addresses and its files under the cluster directory.
mkdirSync(resolve(clusterDir, 'tmp'), { recursive: true });
const confPath = resolve(clusterDir, 'nginx.conf');
writeFileSync(confPath, renderNginxConfig({ listen: [`127.0.0.1:${port}`], upstreams, prefix: clusterDir }));

let nginx: ChildProcess | null = null;
if (nginxBin) {
  // -e: the error log from the first line on (before the config is read, nginx would otherwise try
  // the packaged /var/log/nginx/error.log, which a normal user cannot open).
  nginx = spawn(
    nginxBin,
    [
      '-p',
      clusterDir,
      '-e',
      resolve(clusterDir, 'logs/nginx-error.log'),
      '-c',
      confPath,
      '-g',
      'daemon off;',
    ],
    { stdio: 'inherit' },
  );
  // nginx that cannot start (the port is taken, say) must not leave instances nobody can reach.
  nginx.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`nginx exited (${signal ?? code}); see ${clusterDir}/logs/nginx-error.log`);
    void stop('nginx exit', 1);
  });
  console.log(`\n  Confetti cluster: ${count} instances behind nginx at ${publicUrl}\n`);
} else {
  console.log(
    `\n  Confetti cluster: ${count} instances at ${upstreams.map((u) => `http://${u}`).join(', ')}`,
  );
  console.log(`  nginx is not installed: put them behind a reverse proxy with ${confPath}`);
  console.log('  (nginx -p <dir> -c <that file>) or deploy/haproxy.cfg, and open it at', publicUrl, '\n');
}
console.log('  Readiness: /readyz on each instance; SIGTERM drains them all.\n');

async function stop(signal: string, exitCode = 0) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: draining ${children.size} instances…`);
  const exits = [...children.values()].map(
    (child) => new Promise<void>((ok) => (child.exitCode !== null ? ok() : child.once('exit', () => ok()))),
  );
  for (const child of children.values()) child.kill('SIGTERM');
  await Promise.all(exits);
  if (nginx && nginx.exitCode === null && nginx.signalCode === null) {
    const gone = new Promise<void>((ok) => nginx!.once('exit', () => ok()));
    nginx.kill('SIGQUIT');
    await gone;
  }
  process.exit(exitCode);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));

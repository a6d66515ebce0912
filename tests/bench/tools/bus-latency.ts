// Issue 20: which bus carries a log append from one instance to another faster, Postgres
// LISTEN/NOTIFY or Redis pub/sub? Both paths start the same way (the update is appended to the
// Postgres log: the log is the source of truth either way) and end when the other instance holds the
// update bytes:
//   notify+read   INSERT … RETURNING seq with pg_notify in the same statement; the listener reads
//                 the row by seq (what the server does).
//   notify+inline the same, with the bytes in the NOTIFY payload (no read; only for small updates).
//   redis         INSERT, then PUBLISH the bytes on Redis (raw RESP, no client library); the
//                 subscriber has them at once. Needs a second moving part, and a publish lost after
//                 the commit (a crash between the two) is only caught by a catch-up read.
//   node --import tsx tests/bench/tools/bus-latency.ts [count]   (Postgres at 127.0.0.1:5432, Redis :6379)
import { createConnection, type Socket } from 'node:net';
import pg from 'pg';

const COUNT = Number(process.argv[2] ?? 500);
const ADMIN = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `confetti_bus_${Date.now().toString(36)}`;
const admin = new pg.Client({ connectionString: ADMIN });
await admin.connect();
await admin.query(`create database ${dbName}`);
const url = new URL(ADMIN);
url.pathname = `/${dbName}`;
const pool = new pg.Pool({ connectionString: url.toString(), max: 4 });
const reader = new pg.Pool({ connectionString: url.toString(), max: 4 });
for (const p of [pool, reader]) p.on('error', () => {});
await pool.query(
  'create table doc_updates (seq bigint generated always as identity primary key, doc_id text not null, data bytea not null)',
);
const update = Buffer.alloc(120, 7); // a typical small edit

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
function report(name: string, samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  console.log(
    `${name.padEnd(14)} p50 ${percentile(s, 50).toFixed(2)}  p95 ${percentile(s, 95).toFixed(2)}  p99 ${percentile(s, 99).toFixed(2)}  max ${s[s.length - 1]!.toFixed(2)} ms  (n=${s.length})`,
  );
}

async function viaNotify(inline: boolean): Promise<number[]> {
  const listener = new pg.Client({ connectionString: url.toString() });
  await listener.connect();
  await listener.query('LISTEN bus');
  const samples: number[] = [];
  for (let i = 0; i < COUNT; i++) {
    const started = performance.now();
    const got = new Promise<void>((resolve) => {
      listener.once('notification', async (n) => {
        const msg = JSON.parse(n.payload!);
        if (!inline)
          await reader.query('select data from doc_updates where doc_id = $1 and seq = $2', ['d', msg.s]);
        else Buffer.from(msg.u, 'base64');
        samples.push(performance.now() - started);
        resolve();
      });
    });
    await pool.query(
      `with a as (insert into doc_updates (doc_id, data) values ('d', $1) returning seq)
       select pg_notify('bus', json_build_object('s', seq${inline ? ", 'u', encode($1, 'base64')" : ''})::text) from a`,
      [update],
    );
    await got;
  }
  await listener.end();
  return samples;
}

function resp(args: (string | Buffer)[]): Buffer {
  const parts: Buffer[] = [Buffer.from(`*${args.length}\r\n`)];
  for (const a of args) {
    const b = Buffer.isBuffer(a) ? a : Buffer.from(a);
    parts.push(Buffer.from(`$${b.length}\r\n`), b, Buffer.from('\r\n'));
  }
  return Buffer.concat(parts);
}
function redisSocket(): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const s = createConnection(6379, '127.0.0.1', () => resolve(s));
    s.once('error', reject);
  });
}

async function viaRedis(): Promise<number[]> {
  const sub = await redisSocket();
  const pub = await redisSocket();
  pub.on('data', () => {});
  let onMessage: (() => void) | null = null;
  let subscribed!: () => void;
  const ready = new Promise<void>((r) => {
    subscribed = r;
  });
  let first = true;
  sub.on('data', () => {
    // Each published message arrives as one small frame here; the content is not needed to time it.
    if (first) {
      first = false;
      subscribed();
      return;
    }
    onMessage?.();
  });
  sub.write(resp(['SUBSCRIBE', 'bus']));
  await ready;
  const samples: number[] = [];
  for (let i = 0; i < COUNT; i++) {
    const started = performance.now();
    const got = new Promise<void>((resolve) => {
      onMessage = () => {
        onMessage = null;
        samples.push(performance.now() - started);
        resolve();
      };
    });
    await pool.query(`insert into doc_updates (doc_id, data) values ('d', $1)`, [update]);
    pub.write(resp(['PUBLISH', 'bus', update]));
    await got;
  }
  sub.destroy();
  pub.destroy();
  return samples;
}

try {
  // Interleaved rounds, so a neighbour's burst on this shared machine hits every path alike.
  const all: Record<string, number[]> = { 'notify+read': [], 'notify+inline': [], redis: [] };
  for (let round = 0; round < 3; round++) {
    all['notify+read']!.push(...(await viaNotify(false)));
    all['notify+inline']!.push(...(await viaNotify(true)));
    all.redis!.push(...(await viaRedis()));
  }
  console.log(
    `append → other instance holds the update (${COUNT * 3} each; load ${(await import('node:os'))
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')})`,
  );
  for (const [name, samples] of Object.entries(all)) report(name, samples);
} finally {
  await pool.end();
  await reader.end();
  await admin.query(`drop database ${dbName} with (force)`);
  await admin.end();
}

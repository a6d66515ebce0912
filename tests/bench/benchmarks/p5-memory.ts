// P5: server heap per open typical plan, and heap drift over connect/disconnect cycles. The server
// runs with --expose-gc and a preload (preload/heap-probe.ts) that answers SIGUSR2 with a full GC
// and process.memoryUsage() in a file; nothing is added to the product.
//
// Warm-up plans are opened and closed first (JIT, pools), and their rooms are gone (grace period)
// before the base reading. Then 40 plans are opened and held, read once just synced (documents in
// memory) and once after they have been open with nobody editing for the server's dormancy delay
// (SYNC_HIBERNATE_AFTER_MS, 60 s by default): what an open plan costs while its tab sits there, the
// usual state of an open plan. The goal is read off the second; the first is in the notes. Heap
// figures include what rooms hold outside the JS heap (Buffers), so bytes kept there count too.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEFAULT_SYNC_LIMITS } from '../../../collab-server/src/sync/limits';
import type { BenchContext } from '../lib/context';
import { sleep, wsBase } from '../lib/context';
import { waitUntilIdle } from '../lib/proc';
import { BENCH_DIR, type NodeProcess, startConfettiServer, startWorker } from '../lib/processes';
import type { Figure } from '../lib/report';
import { MB, round, roundSummary, summarize } from '../stats';
import type { SocketTarget } from '../workers/cycles';

export const P5_GOAL_PER_PLAN_MB = 2;
/** "≈ 0": what is left after a full GC may move by allocator noise, not by leaks. */
export const P5_DRIFT_TOLERANCE_MB = 1;

interface HeapReading {
  reading: number;
  gcExposed: boolean;
  heapUsed: number;
  rss: number;
  external: number;
  arrayBuffers: number;
}

async function readHeap(server: NodeProcess, file: string): Promise<HeapReading> {
  const before = await readFile(file, 'utf8')
    .then((t) => (JSON.parse(t) as HeapReading).reading)
    .catch(() => 0);
  server.child.kill('SIGUSR2');
  const started = Date.now();
  while (Date.now() - started < 10_000) {
    await sleep(25);
    const text = await readFile(file, 'utf8').catch(() => null);
    if (!text) continue;
    const parsed = JSON.parse(text) as HeapReading;
    if (parsed.reading > before) return parsed;
  }
  throw new Error('the server did not answer the heap probe');
}

export async function runMemory(ctx: BenchContext): Promise<Figure[]> {
  const heapFile = join(ctx.db.dir, 'heap.json');
  // A smoke run only proves the harness: it does not wait a minute for plans to go dormant, nor ten
  // seconds for closed ones to unload.
  const dormantAfterMs = ctx.quick ? 1_000 : DEFAULT_SYNC_LIMITS.hibernateAfterMs;
  const roomGraceMs = ctx.quick ? 1_000 : DEFAULT_SYNC_LIMITS.roomGraceMs;
  const server = await startConfettiServer({
    env: {
      ...ctx.db.serverEnv,
      BENCH_HEAP_FILE: heapFile,
      ...(ctx.quick
        ? { SYNC_HIBERNATE_AFTER_MS: String(dormantAfterMs), SYNC_ROOM_GRACE_MS: String(roomGraceMs) }
        : {}),
    },
    nodeFlags: ['--expose-gc'],
    preload: `${BENCH_DIR}preload/heap-probe.ts`,
  });
  const client = startWorker('cycles');
  const target = (planId: string, cookie: string): SocketTarget => ({
    url: `${wsBase(server)}/sync/${planId}`,
    cookie,
    origin: server.url,
  });
  const idle = () => waitUntilIdle(server.pid, { thresholdPercent: 5, quietMs: 300, timeoutMs: 20_000 });
  try {
    const { warmup, plans } = ctx.fixtures.p5;
    await client.call('hold', { targets: warmup.map((p) => target(p.planId, p.cookie)), concurrency: 4 });
    await idle();
    await client.call('releaseAll');
    // The warm-up rooms unload after their grace period (and a margin for the unload itself).
    await sleep(roomGraceMs + 3_000);
    await idle();
    const base = await readHeap(server, heapFile);
    if (!base.gcExposed) throw new Error('the server runs without --expose-gc');

    const opened = await client.call<number>(
      'hold',
      { targets: plans.map((p) => target(p.planId, p.cookie)), concurrency: 4 },
      300_000,
    );
    await idle();
    const synced = await readHeap(server, heapFile);
    // Open, nobody editing, past the dormancy delay (and the sweep that finds such rooms, every 5 s
    // at most): the plans' documents are let go, their sockets stay.
    await sleep(dormantAfterMs + 6_000);
    await idle();
    const open = await readHeap(server, heapFile);
    const perPlan = (reading: HeapReading) =>
      (reading.heapUsed + reading.external - base.heapUsed - base.external) / opened / MB;
    const perPlanMb = perPlan(open);
    const perPlanSyncedMb = perPlan(synced);
    const perPlanRssMb = (open.rss - base.rss) / opened / MB;
    const perPlanExternalMb = (open.external - base.external) / opened / MB;

    // Drift: cycles on a plan that stays open, so only what a socket leaves behind can pile up.
    // Warm-up cycles first (JIT, the database pool growing to its size); the reading halfway tells
    // a one-off step from a steady climb.
    const cyclePlan = target(plans[0]!.planId, plans[0]!.cookie);
    const { cycles, warmupCycles } = ctx.sizes.p5;
    const runCycles = (count: number) =>
      client.call<number[]>('cycles', { target: cyclePlan, count, concurrency: 4 }, 300_000);
    await runCycles(warmupCycles);
    await idle();
    const beforeCycles = await readHeap(server, heapFile);
    const durations = await runCycles(Math.floor(cycles / 2));
    await idle();
    const midCycles = await readHeap(server, heapFile);
    durations.push(...(await runCycles(cycles - Math.floor(cycles / 2))));
    await idle();
    const afterCycles = await readHeap(server, heapFile);
    const driftMb = (afterCycles.heapUsed - beforeCycles.heapUsed) / MB;
    const secondHalfMb = (afterCycles.heapUsed - midCycles.heapUsed) / MB;
    const driftRssMb = (afterCycles.rss - beforeCycles.rss) / MB;

    return [
      {
        id: 'P5',
        title: `server heap per open typical plan (${opened} plans)`,
        system: 'Confetti',
        reference: false,
        value: { amount: round(perPlanMb, 2), unit: 'MB' },
        goal: { text: `≤ ${P5_GOAL_PER_PLAN_MB} MB`, met: perPlanMb <= P5_GOAL_PER_PLAN_MB },
        notes: [
          `open ${Math.round(dormantAfterMs / 1000)} s with nobody editing (documents let go, sockets open); ` +
            `just synced, with every document in memory: ${round(perPlanSyncedMb, 2)} MB per plan`,
          `heap includes Buffers: external per plan ${round(perPlanExternalMb, 2)} MB; RSS per plan ${round(perPlanRssMb, 2)} MB`,
        ],
        details: {
          base,
          synced,
          perPlanSyncedMb: round(perPlanSyncedMb, 3),
          open,
          perPlanRssMb: round(perPlanRssMb, 3),
          perPlanExternalMb: round(perPlanExternalMb, 3),
        },
      },
      {
        id: 'P5',
        title: `heap drift after ${cycles} connect/disconnect cycles`,
        system: 'Confetti',
        reference: false,
        value: { amount: round(driftMb, 2), unit: 'MB' },
        goal: {
          text: `≈ 0 (|Δ| ≤ ${P5_DRIFT_TOLERANCE_MB} MB)`,
          met: Math.abs(driftMb) <= P5_DRIFT_TOLERANCE_MB,
        },
        notes: [
          `${round(secondHalfMb, 2)} MB of it in the second half; RSS moved ${round(driftRssMb, 1)} MB; ` +
            `one cycle (connect, sync, close) p50 ${round(summarize(durations).p50)} ms`,
        ],
        details: { beforeCycles, midCycles, afterCycles, cycle: roundSummary(summarize(durations)) },
      },
    ];
  } finally {
    await client.call('releaseAll').catch(() => null);
    await client.close();
    await server.stop();
  }
}

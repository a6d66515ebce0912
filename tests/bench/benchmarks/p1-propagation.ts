// P1: same-plan propagation latency. Many plans, three editors each, every editor making a small
// edit every 2 s; the latency is sender's edit → applied in each other editor's document. Measured
// on Confetti, then under the same load on (a) a bare y-protocols relay (the floor) and (b)
// Hocuspocus with its Database extension. The P2/P3 probe runs during the measured windows.
//
// While investigating: BENCH_P1_SYSTEMS=confetti,bare,hocuspocus picks systems and
// BENCH_P1_WORKERS overrides the number of load-generator processes.
import { join } from 'node:path';
import { type BenchContext, sleep, wsBase } from '../lib/context';
import { ResourceSampler, type WindowResources, waitUntilIdle } from '../lib/proc';
import {
  type ListeningProcess,
  startConfettiServer,
  startReference,
  startWorker,
  type Worker,
} from '../lib/processes';
import type { Figure } from '../lib/report';
import { type HealthSummary, ServerHealthSampler } from '../lib/server-health';
import { round, roundSummary, summarize } from '../stats';
import type { EditorTarget, MeasureResult } from '../workers/editors';
import type { ProbeResult } from '../workers/probe';
import {
  confettiTarget,
  persistenceFigure,
  projectionFigure,
  startProbe,
  stopProbe,
} from './p2-p3-persist-project';

export const P1_GOAL_P99_MS = 10;

type System = 'Confetti' | 'bare relay' | 'Hocuspocus';

interface SystemRun {
  measures: MeasureResult[];
  resources: WindowResources;
  connected: number;
  connectFailures: number;
  firstFailure: string | null;
  connectMs: number;
  settleMs: number;
  probe: ProbeResult | null;
  health: HealthSummary | null;
  windowMs: number;
}

async function startSystem(
  ctx: BenchContext,
  system: System,
): Promise<{ server: ListeningProcess; target: EditorTarget }> {
  const seeds = { BENCH_SEEDS: ctx.fixtures.p1.seedsFile };
  if (system === 'Confetti') {
    const server = await startConfettiServer({ env: ctx.db.serverEnv });
    return { server, target: confettiTarget(server) };
  }
  if (system === 'bare relay') {
    const server = await startReference('bare-relay.ts', seeds);
    return {
      server,
      target: { framing: 'y-websocket', wsBase: wsBase(server), docInPath: true, origin: null },
    };
  }
  const store: Record<string, string> = ctx.db.url
    ? { DATABASE_URL: ctx.db.url }
    : { HP_DATA_DIR: join(ctx.db.dir, 'hocuspocus') };
  const server = await startReference('hocuspocus.ts', { ...seeds, ...store });
  return {
    server,
    target: { framing: 'hocuspocus', wsBase: wsBase(server), docInPath: false, origin: null },
  };
}

async function runSystem(ctx: BenchContext, system: System, measureMs: number): Promise<SystemRun> {
  const s = ctx.sizes.p1;
  const { server, target } = await startSystem(ctx, system);
  // Each client process holds hundreds of documents.
  const workerCount = Number(process.env.BENCH_P1_WORKERS ?? s.workers);
  const workers: Worker[] = Array.from({ length: workerCount }, () =>
    startWorker('editors', ['--max-old-space-size=8192']),
  );
  let probe: Worker | null = null;
  try {
    const connectStarted = performance.now();
    const connects = await Promise.all(
      workers.map((w, i) =>
        w.call<{ sockets: number; failures: number; firstFailure: string | null }>(
          'connect',
          {
            target,
            plans: ctx.fixtures.p1.plans.filter((_, j) => j % workers.length === i),
            concurrency: s.connectConcurrency,
            workerIndex: i,
            seed: 1000 + i,
          },
          300_000,
        ),
      ),
    );
    const connectMs = performance.now() - connectStarted;
    ctx.log(
      `P1 ${system}: ${connects.reduce((a, c) => a + c.sockets, 0)} sockets in ${Math.round(connectMs)} ms`,
    );
    // Room loads leave background work (Confetti rebuilds each plan's projection): let it finish so
    // the window measures steady editing, not the ramp-up.
    const settleMs = await waitUntilIdle(server.pid, {
      thresholdPercent: 25,
      quietMs: 500,
      timeoutMs: ctx.quick ? 1_000 : 60_000,
    });
    ctx.log(`P1 ${system}: settled after ${Math.round(settleMs)} ms; editing`);
    await Promise.all(workers.map((w) => w.call('startEditing', { intervalMs: s.editIntervalMs })));
    await sleep(s.warmupMs);

    const probeFixture = ctx.fixtures.p1.probe;
    const probeMeasurable = system !== 'bare relay' && (system === 'Confetti' || ctx.db.url !== null);
    if (probeMeasurable) {
      probe = await startProbe({
        target,
        planId: probeFixture.planId,
        cookie: probeFixture.cookie,
        intervalMs: ctx.sizes.probe.intervalMs,
        maxEdits: Math.ceil(measureMs / ctx.sizes.probe.intervalMs),
        pgUrl: ctx.db.url,
        store: system === 'Confetti' ? 'confetti' : 'hocuspocus',
        restBase: system === 'Confetti' ? server.url : null,
      });
    }
    const sampler = new ResourceSampler(server.pid).start();
    const health =
      system === 'Confetti' ? await new ServerHealthSampler(server.url, ctx.db.url).start() : null;
    await Promise.all(workers.map((w) => w.call('beginMeasure')));
    await sleep(measureMs);
    const measures = await Promise.all(
      workers.map((w) => w.call<MeasureResult>('endMeasure', { drainMs: 2_000 }, 60_000)),
    );
    const resources = sampler.stop();
    const healthSummary = health ? await health.stop() : null;
    // Hocuspocus stores at most every maxDebounce (10 s): give its last store time to land.
    const probeResult = probe ? await stopProbe(probe, system === 'Hocuspocus' ? 15_000 : 3_000) : null;
    probe = null;
    ctx.log(`P1 ${system}: measured`);
    return {
      measures,
      resources,
      connected: connects.reduce((a, c) => a + c.sockets, 0),
      connectFailures: connects.reduce((a, c) => a + c.failures, 0),
      firstFailure: connects.find((c) => c.firstFailure)?.firstFailure ?? null,
      connectMs,
      settleMs,
      probe: probeResult,
      health: healthSummary,
      windowMs: measureMs,
    };
  } finally {
    if (probe) await probe.close();
    // The server first: its shutdown closes every socket itself (and flushes every room), which is
    // quicker than 1,500 client-initiated closing handshakes.
    const stopped = performance.now();
    await server.stop();
    await Promise.all(workers.map((w) => w.call('stop', {}, 60_000).catch(() => null)));
    await Promise.all(workers.map((w) => w.close()));
    ctx.log(`P1 ${system}: stopped in ${Math.round(performance.now() - stopped)} ms`);
  }
}

function propagationFigure(ctx: BenchContext, system: System, run: SystemRun): Figure {
  const samples = run.measures.flatMap((m) => m.samples);
  const latency = roundSummary(summarize(samples));
  const missing = run.measures.reduce((a, m) => a + m.deliveriesMissing, 0);
  const expected = run.measures.reduce((a, m) => a + m.deliveriesExpected, 0);
  const edits = run.measures.reduce((a, m) => a + m.editsSent, 0);
  const clientLoopP99 = Math.max(...run.measures.map((m) => m.loopDelayP99Ms));
  const s = ctx.sizes.p1;
  const expectedSockets = s.plans * s.editorsPerPlan;
  const notes = [
    `${run.connected}/${expectedSockets} sockets; ${edits} edits, ${samples.length} deliveries timed` +
      (missing > 0 ? `, ${missing} of ${expected} missing` : ''),
    `client event-loop delay p99 ${round(clientLoopP99, 1)} ms (part of every latency); ` +
      `machine ${round(run.resources.machineBusyPercent, 0)} % busy (all cores)`,
  ];
  const serverCpuMsPerEdit =
    (((run.resources.server?.cpuPercent ?? Number.NaN) / 100) * run.windowMs) / Math.max(1, edits);
  notes.push(
    `server CPU per edit ${round(serverCpuMsPerEdit, 3)} ms (apply, broadcast, and whatever else the server does)`,
  );
  if (run.connectFailures > 0)
    notes.push(`${run.connectFailures} sockets failed to connect: ${run.firstFailure}`);
  if (run.health) {
    const busy = run.health.busyConnections;
    notes.push(
      `GET /healthz round trip p99 ${run.health.roundTrip.p99} ms; its select 1 through the pool p50 ` +
        `${run.health.poolSelect.p50} / p99 ${run.health.poolSelect.p99} ms` +
        (busy ? `; busy database connections mean ${busy.mean}, max ${busy.max} of ${busy.total}` : ''),
    );
  }
  const reference = system !== 'Confetti';
  return {
    id: 'P1',
    title: `propagation, ${s.plans} plans × ${s.editorsPerPlan} editors`,
    system: reference ? `${system} (reference)` : system,
    reference,
    latency,
    ...(reference
      ? {}
      : {
          goal: {
            text: `p99 ≤ ${P1_GOAL_P99_MS} ms`,
            met: latency.p99 <= P1_GOAL_P99_MS && missing === 0 && run.connected === expectedSockets,
          },
        }),
    resources: {
      serverCpuPercent: round(run.resources.server?.cpuPercent ?? Number.NaN, 1),
      serverRssMb: round(run.resources.server?.rssMaxMb ?? Number.NaN, 1),
      postgresCpuPercent:
        run.resources.postgresCpuPercent === null ? null : round(run.resources.postgresCpuPercent, 1),
      machineBusyPercent: round(run.resources.machineBusyPercent, 1),
    },
    notes,
    details: {
      connectMs: Math.round(run.connectMs),
      settleMs: Math.round(run.settleMs),
      editsSent: edits,
      deliveriesExpected: expected,
      deliveriesMissing: missing,
      serverCpuMsPerEdit: round(serverCpuMsPerEdit, 4),
      clientLoopDelayP99Ms: round(clientLoopP99, 2),
      clientLoopDelayMaxMs: round(Math.max(...run.measures.map((m) => m.loopDelayMaxMs)), 2),
      serverCpuPeakPercent: round(run.resources.server?.cpuPeakPercent ?? Number.NaN, 1),
      postgresCpuPercent: run.resources.postgresCpuPercent,
      machineBusyPercent: round(run.resources.machineBusyPercent, 1),
      health: run.health,
    },
  };
}

const SYSTEM_KEYS: Record<string, System> = {
  confetti: 'Confetti',
  bare: 'bare relay',
  hocuspocus: 'Hocuspocus',
};

export async function runPropagation(ctx: BenchContext): Promise<Figure[]> {
  const figures: Figure[] = [];
  const s = ctx.sizes.p1;
  const chosen = (process.env.BENCH_P1_SYSTEMS ?? 'confetti,bare,hocuspocus')
    .split(',')
    .map((k) => SYSTEM_KEYS[k.trim()])
    .filter((k): k is System => k !== undefined);
  const runs = new Map<System, SystemRun>();
  for (const system of chosen) {
    const run = await runSystem(ctx, system, system === 'Confetti' ? s.measureMs : s.referenceMeasureMs);
    runs.set(system, run);
    figures.push(propagationFigure(ctx, system, run));
  }

  const condition = 'under P1 load';
  const confetti = runs.get('Confetti')?.probe;
  if (confetti) {
    figures.push(persistenceFigure(confetti, 'Confetti', condition));
    figures.push(projectionFigure(confetti, condition));
  }
  const hocuspocus = runs.get('Hocuspocus')?.probe;
  if (hocuspocus) {
    figures.push(persistenceFigure(hocuspocus, 'Hocuspocus (reference)', `${condition}, default debounce`));
  }
  return figures;
}

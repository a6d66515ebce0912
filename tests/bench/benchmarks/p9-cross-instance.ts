// P9: cross-instance propagation (issue 20). The P1 load (the same plans and editors: 1,500 sockets in
// a full run) over TWO Confetti instances on one Postgres: each plan's editors alternate between the
// instances, so every plan has editors on both. The latency is sender's edit → applied in the
// document of an editor connected to the OTHER instance: one instance accepts and appends it, the
// append's NOTIFY wakes the other, which reads the row and broadcasts it. Measured in the same run as
// the single-instance P1, whose figure is the floor this adds to. Postgres only (PGlite is one
// process).
import { writeFileSync } from 'node:fs';
import { type BenchContext, sleep } from '../lib/context';
import { ResourceSampler, waitUntilIdle } from '../lib/proc';
import { type ListeningProcess, startConfettiServer, startWorker, type Worker } from '../lib/processes';
import type { Figure } from '../lib/report';
import { round, roundSummary, summarize } from '../stats';
import type { MeasureResult } from '../workers/editors';
import { confettiTarget } from './p2-p3-persist-project';

export const P9_GOAL_P99_MS = 50;

export async function runCrossInstance(ctx: BenchContext): Promise<Figure[]> {
  if (ctx.dialect !== 'postgres') {
    ctx.log('P9: skipped, several instances need Postgres (PGlite is one process)');
    return [];
  }
  const s = ctx.sizes.p1;
  const servers: ListeningProcess[] = [];
  const workerCount = Number(process.env.BENCH_P1_WORKERS ?? s.workers);
  const workers: Worker[] = [];
  // BENCH_P9_NODE_FLAGS: node flags for both instances while investigating (e.g. "--trace-gc").
  const nodeFlags = process.env.BENCH_P9_NODE_FLAGS?.split(/\s+/).filter(Boolean) ?? [];
  try {
    for (let i = 0; i < 2; i++)
      servers.push(await startConfettiServer({ env: { ...ctx.db.serverEnv, CLUSTER: 'true' }, nodeFlags }));
    for (let i = 0; i < workerCount; i++) workers.push(startWorker('editors', ['--max-old-space-size=8192']));
    const targets = servers.map((server) => confettiTarget(server as ListeningProcess & { url: string }));
    const connectStarted = performance.now();
    const connects = await Promise.all(
      workers.map((w, i) =>
        w.call<{ sockets: number; failures: number; firstFailure: string | null }>(
          'connect',
          {
            target: targets[0],
            targets,
            plans: ctx.fixtures.p1.plans.filter((_, j) => j % workers.length === i),
            concurrency: s.connectConcurrency,
            workerIndex: i,
            seed: 9000 + i,
          },
          300_000,
        ),
      ),
    );
    const connected = connects.reduce((a, c) => a + c.sockets, 0);
    const connectMs = performance.now() - connectStarted;
    ctx.log(`P9: ${connected} sockets over 2 instances in ${Math.round(connectMs)} ms`);
    for (const server of servers) {
      await waitUntilIdle(server.pid, {
        thresholdPercent: 25,
        quietMs: 500,
        timeoutMs: ctx.quick ? 1_000 : 60_000,
      });
    }
    await Promise.all(workers.map((w) => w.call('startEditing', { intervalMs: s.editIntervalMs })));
    await sleep(s.warmupMs);
    const samplers = servers.map((server) => new ResourceSampler(server.pid).start());
    await Promise.all(workers.map((w) => w.call('beginMeasure')));
    await sleep(s.measureMs);
    const measures = await Promise.all(
      workers.map((w) => w.call<MeasureResult>('endMeasure', { drainMs: 2_000 }, 60_000)),
    );
    const resources = samplers.map((sampler) => sampler.stop());

    const cross = measures.flatMap((m) => m.crossSamples);
    const latency = roundSummary(summarize(cross));
    const missing = measures.reduce((a, m) => a + m.deliveriesMissing, 0);
    const expected = measures.reduce((a, m) => a + m.deliveriesExpected, 0);
    const edits = measures.reduce((a, m) => a + m.editsSent, 0);
    const expectedSockets = s.plans * s.editorsPerPlan;
    const cpu = resources.map((r) => r.server?.cpuPercent ?? Number.NaN);
    const sameInstance = roundSummary(summarize(measures.flatMap((m) => m.sameSamples)));
    return [
      {
        id: 'P9',
        title: `cross-instance propagation, ${s.plans} plans × ${s.editorsPerPlan} editors over 2 instances`,
        system: 'Confetti',
        reference: false,
        latency,
        goal: {
          text: `p99 ≤ ${P9_GOAL_P99_MS} ms`,
          met: latency.p99 <= P9_GOAL_P99_MS && missing === 0 && connected === expectedSockets,
        },
        resources: {
          serverCpuPercent: round(
            cpu.reduce((a, b) => a + b, 0),
            1,
          ),
          serverRssMb: round(Math.max(...resources.map((r) => r.server?.rssMaxMb ?? 0)), 1),
          postgresCpuPercent:
            resources[0]!.postgresCpuPercent === null ? null : round(resources[0]!.postgresCpuPercent, 1),
          machineBusyPercent: round(resources[0]!.machineBusyPercent, 1),
        },
        notes: [
          `${connected}/${expectedSockets} sockets on 2 instances; ${edits} edits, ${cross.length} cross-instance ` +
            `deliveries timed${missing > 0 ? `, ${missing} of ${expected} deliveries missing` : ''}`,
          `same-instance deliveries in this run: p50 ${sameInstance.p50} / p99 ${sameInstance.p99} ms ` +
            `(compare P1, one instance)`,
          `instance CPU ${cpu.map((c) => `${round(c, 0)} %`).join(' + ')}; server CSV: serverCpuPercent is their sum`,
          `client event-loop delay p99 ${round(Math.max(...measures.map((m) => m.loopDelayP99Ms)), 1)} ms, ` +
            `max ${round(Math.max(...measures.map((m) => m.loopDelayMaxMs)), 0)} ms (part of every latency)`,
        ],
        details: {
          connectMs: Math.round(connectMs),
          editsSent: edits,
          crossDeliveries: cross.length,
          deliveriesExpected: expected,
          deliveriesMissing: missing,
          sameInstance,
        },
      },
    ];
  } finally {
    // BENCH_P9_TRACE=<file>: the instances' logs (late announcements among them) beside the trace.
    if (process.env.BENCH_P9_TRACE)
      for (const [i, server] of servers.entries())
        writeFileSync(`${process.env.BENCH_P9_TRACE}.server${i}`, server.output());
    // A profiled instance writes its profile as it exits: give it the time its drain takes.
    for (const server of servers) await server.stop(process.env.BENCH_CPU_PROF_DIR ? 120_000 : undefined);
    await Promise.all(workers.map((w) => w.call('stop', {}, 60_000).catch(() => null)));
    await Promise.all(workers.map((w) => w.close()));
  }
}

// P4: cold load of a large plan. Each load opens a different copy of the same stored plan (snapshot
// + 200-row tail) that no one has opened since the server started, so every load reads the
// database, builds the room and answers the first client. The figure is socket open → the server's
// sync step 2 received (step 2 is the document itself; loopback transfer of it is well under a
// millisecond). Reference: plain Yjs merging those bytes and building a Y.Doc, in a process of its own.
import { type BenchContext, type ConfettiServer, wsBase } from '../lib/context';
import { ResourceSampler, waitUntilIdle } from '../lib/proc';
import { startWorker } from '../lib/processes';
import type { Figure } from '../lib/report';
import { round, roundSummary, summarize } from '../stats';
import type { ColdLoadTiming } from '../workers/cold-load';

export const P4_GOAL_P95_MS = 50;

export async function runColdLoad(ctx: BenchContext, server: ConfettiServer): Promise<Figure[]> {
  const { plans, snapshot, tail } = ctx.fixtures.p4;
  const { warmupLoads, plan } = ctx.sizes.p4;
  const client = startWorker('cold-load');
  const timings: ColdLoadTiming[] = [];
  const sampler = new ResourceSampler(server.pid);
  try {
    for (const [i, access] of plans.entries()) {
      // Each load starts on a quiet server: the previous room's projection rebuild has finished.
      await waitUntilIdle(server.pid, { thresholdPercent: 10, quietMs: 200, timeoutMs: 10_000 });
      if (i === warmupLoads) sampler.start();
      const timing = await client.call<ColdLoadTiming>('load', {
        url: `${wsBase(server)}/sync/${access.planId}`,
        cookie: access.cookie,
        origin: server.url,
      });
      if (i >= warmupLoads) timings.push(timing);
    }
  } finally {
    await client.close();
  }
  const resources = sampler.stop();

  const reference = startWorker('apply-reference');
  let ref: { merge: number[]; apply: number[]; encode: number[] };
  try {
    ref = await reference.call('run', {
      snapshot: Buffer.from(snapshot).toString('base64'),
      tail: tail.map((u) => Buffer.from(u).toString('base64')),
      iterations: timings.length,
      warmup: warmupLoads,
    });
  } finally {
    await reference.close();
  }

  const latency = roundSummary(summarize(timings.map((t) => t.toStep2Ms)));
  const toStep1 = roundSummary(summarize(timings.map((t) => t.toStep1Ms)));
  const upgrade = roundSummary(summarize(timings.map((t) => t.upgradeMs)));
  const label = `${plan} plan, ${Math.round(snapshot.byteLength / 1024)} KB + ${tail.length}-row tail`;
  return [
    {
      id: 'P4',
      title: `cold load → step 2 (${label})`,
      system: 'Confetti',
      reference: false,
      latency,
      goal: { text: `p95 ≤ ${P4_GOAL_P95_MS} ms`, met: latency.p95 <= P4_GOAL_P95_MS },
      resources: {
        serverCpuPercent: round(resources.server?.cpuPercent ?? Number.NaN, 1),
        serverRssMb: round(resources.server?.rssMaxMb ?? Number.NaN, 1),
      },
      notes: [
        `room live (server's step 1) after p50 ${toStep1.p50} ms / p95 ${toStep1.p95} ms; ` +
          `the upgrade before it (session, Origin, membership) p50 ${upgrade.p50} ms`,
      ],
      details: { loads: timings.length, toStep1, upgrade, step2Bytes: timings[0]?.step2Bytes },
    },
    {
      id: 'P4',
      title: 'Y.applyUpdate of the merged state',
      system: 'Yjs (reference)',
      reference: true,
      latency: roundSummary(summarize(ref.apply)),
      notes: [
        `merging snapshot + tail p50 ${round(summarize(ref.merge).p50)} ms; ` +
          `encoding step 2 from the built doc p50 ${round(summarize(ref.encode).p50)} ms`,
      ],
      details: {
        merge: roundSummary(summarize(ref.merge)),
        encode: roundSummary(summarize(ref.encode)),
      },
    },
  ];
}

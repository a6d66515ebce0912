// P6: GET /api/guests/?user_id=… for a 500-guest plan under 50 concurrent connections (autocannon
// in its own process), against a bare Hono route running the same Kysely query without
// authorisation, in its own process on the same database. Goal: at least 0.8 × its throughput.
import { type BenchContext, type ConfettiServer, sleep } from '../lib/context';
import { ResourceSampler, type WindowResources } from '../lib/proc';
import { startReference, startWorker } from '../lib/processes';
import type { Figure } from '../lib/report';
import { round } from '../stats';
import type { AutocannonParams, AutocannonSummary } from '../workers/autocannon';

export const P6_GOAL_RATIO = 0.8;

async function hammer(
  ctx: BenchContext,
  pid: number,
  params: Omit<AutocannonParams, 'durationS'>,
): Promise<{ result: AutocannonSummary; resources: WindowResources }> {
  const { durationS, warmupS } = ctx.sizes.p6;
  const worker = startWorker('autocannon');
  try {
    // JIT, connection pools and the database's caches warm up first.
    if (warmupS > 0) await worker.call('run', { ...params, durationS: warmupS }, (warmupS + 30) * 1000);
    await sleep(200);
    const sampler = new ResourceSampler(pid).start();
    const result = await worker.call<AutocannonSummary>(
      'run',
      { ...params, durationS },
      (durationS + 30) * 1000,
    );
    return { result, resources: sampler.stop() };
  } finally {
    await worker.close();
  }
}

function figure(
  ctx: BenchContext,
  system: string,
  reference: boolean,
  run: { result: AutocannonSummary; resources: WindowResources },
): Figure {
  const { result, resources } = run;
  const failures = result.non2xx + result.errors + result.timeouts;
  return {
    id: 'P6',
    title: `GET /api/guests/ (${ctx.fixtures.p6.guests} guests, ${ctx.sizes.p6.connections} connections)`,
    system,
    reference,
    latency: {
      count: result.total,
      p50: result.latency.p50,
      p95: Number.NaN,
      p99: result.latency.p99,
      max: result.latency.max,
      mean: round(result.latency.mean),
    },
    value: { amount: round(result.requestsPerSec, 0), unit: 'req/s' },
    resources: {
      serverCpuPercent: round(resources.server?.cpuPercent ?? Number.NaN, 1),
      serverRssMb: round(resources.server?.rssMaxMb ?? Number.NaN, 1),
      postgresCpuPercent:
        resources.postgresCpuPercent === null ? null : round(resources.postgresCpuPercent, 1),
    },
    notes: [
      `autocannon reports p97.5, not p95 (p97.5 ${result.latency.p97_5} ms)`,
      ...(failures > 0 ? [`${failures} failed requests (non-2xx, errors, timeouts)`] : []),
    ],
    details: { ...result },
  };
}

/** Both servers must answer with the whole list before their throughput means anything. */
async function expectGuests(url: string, headers: Record<string, string>, count: number): Promise<void> {
  const res = await fetch(url, { headers });
  const list = res.ok ? ((await res.json()) as unknown[]) : [];
  if (list.length !== count) throw new Error(`${url} answered ${res.status} with ${list.length} guests`);
}

export async function runGuestsApi(ctx: BenchContext, server: ConfettiServer): Promise<Figure[]> {
  const { owner, guests } = ctx.fixtures.p6;
  const { connections } = ctx.sizes.p6;
  const ours = {
    url: `${server.url}/api/guests/?user_id=${owner.userId}`,
    headers: { cookie: owner.cookie },
  };
  await expectGuests(ours.url, ours.headers, guests);
  const confetti = await hammer(ctx, server.pid, { ...ours, connections });

  const bare = await startReference(
    'bare-guests.ts',
    ctx.db.url ? { DATABASE_URL: ctx.db.url } : { BARE_DATA_DIR: ctx.fixtures.pgliteCopy ?? '' },
  );
  let reference: { result: AutocannonSummary; resources: WindowResources };
  try {
    const theirs = { url: `${bare.url}/api/guests/?plan_id=${owner.planId}`, headers: {} };
    await expectGuests(theirs.url, theirs.headers, guests);
    reference = await hammer(ctx, bare.pid, { ...theirs, connections });
  } finally {
    await bare.stop();
  }
  const ratio = confetti.result.requestsPerSec / reference.result.requestsPerSec;
  const measured = figure(ctx, 'Confetti', false, confetti);
  measured.goal = {
    text: `≥ ${P6_GOAL_RATIO} × reference req/s`,
    met: ratio >= P6_GOAL_RATIO && confetti.result.non2xx + confetti.result.errors === 0,
  };
  measured.notes = [`${round(ratio, 2)} × the reference's throughput`, ...(measured.notes ?? [])];
  return [measured, figure(ctx, 'bare Hono + Kysely (reference)', true, reference)];
}

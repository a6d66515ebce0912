// P2 (accepted update → row in doc_updates) and P3 (document change → projected row visible), both
// measured by one probe editor (workers/probe.ts): under P1's load (the probe runs during P1's
// measured window, against Confetti and, for P2, against Hocuspocus' debounced store), and on a
// quiet server. The under-load figures are the headline: a production server is never idle.

import { type BenchContext, type ConfettiServer, sleep, wsBase } from '../lib/context';
import { startWorker, type Worker } from '../lib/processes';
import type { Figure } from '../lib/report';
import { roundSummary, summarize } from '../stats';
import type { EditorTarget } from '../workers/editors';
import type { ProbeParams, ProbeResult } from '../workers/probe';

export const P2_GOAL_P99_MS = 50;
export const P3_GOAL_P95_MS = 250;
export const P3_GOAL_MAX_MS = 1000;

export async function startProbe(params: ProbeParams): Promise<Worker> {
  const worker = startWorker('probe');
  await worker.call('start', params, 60_000);
  return worker;
}

export async function stopProbe(worker: Worker, drainMs: number): Promise<ProbeResult> {
  try {
    return await worker.call<ProbeResult>('stop', { drainMs }, drainMs + 30_000);
  } finally {
    await worker.close();
  }
}

export function confettiTarget(server: ConfettiServer): EditorTarget {
  return { framing: 'y-websocket', wsBase: `${wsBase(server)}/sync`, docInPath: true, origin: server.url };
}

function missingNote(missing: number, sent: number, what: string): string[] {
  return missing > 0 ? [`${missing} of ${sent} probe edits never ${what} within the drain time`] : [];
}

export function persistenceFigure(result: ProbeResult, system: string, condition: string): Figure {
  const reference = system !== 'Confetti';
  const latency = roundSummary(summarize(result.persisted));
  return {
    id: 'P2',
    title: `update → log row (${condition})`,
    system,
    reference,
    ...(result.measuredPersist ? { latency } : {}),
    ...(reference
      ? {}
      : {
          goal: {
            text: `p99 ≤ ${P2_GOAL_P99_MS} ms`,
            met: result.measuredPersist ? latency.p99 <= P2_GOAL_P99_MS && result.persistMissing === 0 : null,
          },
        }),
    notes: result.measuredPersist
      ? missingNote(result.persistMissing, result.editsSent, 'reached the store')
      : ['not measurable on PGlite: the log is only visible inside the server process'],
    details: { editsSent: result.editsSent, missing: result.persistMissing },
  };
}

export function projectionFigure(result: ProbeResult, condition: string): Figure {
  const latency = roundSummary(summarize(result.projected));
  return {
    id: 'P3',
    title: `change → projected row (${condition})`,
    system: 'Confetti',
    reference: false,
    ...(result.measuredProjection ? { latency } : {}),
    goal: {
      text: `p95 ≤ ${P3_GOAL_P95_MS} ms, max ≤ ${P3_GOAL_MAX_MS} ms`,
      met: result.measuredProjection
        ? latency.p95 <= P3_GOAL_P95_MS && latency.max <= P3_GOAL_MAX_MS && result.projectMissing === 0
        : null,
    },
    notes: missingNote(result.projectMissing, result.editsSent, 'showed up in the guests table'),
    details: { editsSent: result.editsSent, missing: result.projectMissing },
  };
}

/** P2 and P3 on a server with nothing else to do. */
export async function runQuietProbes(ctx: BenchContext, server: ConfettiServer): Promise<Figure[]> {
  const { quietProbe } = ctx.fixtures;
  const { quietEdits, quietIntervalMs } = ctx.sizes.probe;
  const probe = await startProbe({
    target: confettiTarget(server),
    planId: quietProbe.planId,
    cookie: quietProbe.cookie,
    intervalMs: quietIntervalMs,
    maxEdits: quietEdits,
    pgUrl: ctx.db.url,
    store: 'confetti',
    restBase: server.url,
  });
  await sleep(quietEdits * quietIntervalMs + 100);
  const result = await stopProbe(probe, 3_000);
  return [persistenceFigure(result, 'Confetti', 'quiet'), projectionFigure(result, 'quiet')];
}

// P8: two replicas (official WebsocketProvider) each make N offline edits to a typical plan, then
// reconnect at once; the time until both hold the same state. One fresh plan per trial.
import { type BenchContext, type ConfettiServer, wsBase } from '../lib/context';
import { startWorker } from '../lib/processes';
import type { Figure } from '../lib/report';
import { roundSummary, summarize } from '../stats';
import type { OfflineTrialResult } from '../workers/offline-merge';

export const P8_GOAL_MS = 1000;

export async function runOfflineMerge(ctx: BenchContext, server: ConfettiServer): Promise<Figure[]> {
  const { edits } = ctx.sizes.p8;
  const worker = startWorker('offline-merge');
  const results: OfflineTrialResult[] = [];
  try {
    for (const [i, trial] of ctx.fixtures.p8.trials.entries()) {
      results.push(
        await worker.call<OfflineTrialResult>(
          'trial',
          {
            wsBase: `${wsBase(server)}/sync`,
            planId: trial.planId,
            cookies: trial.cookies,
            origin: server.url,
            edits,
            seed: 70 + i,
            timeoutMs: 30_000,
          },
          90_000,
        ),
      );
    }
  } finally {
    await worker.close();
  }
  const latency = roundSummary(summarize(results.map((r) => r.convergeMs)));
  const kb = Math.round(results[0]!.pendingBytes.reduce((a, b) => a + b, 0) / 1024);
  return [
    {
      id: 'P8',
      title: `2 replicas × ${edits} offline edits → same state`,
      system: 'Confetti',
      reference: false,
      latency,
      goal: { text: `≤ ${P8_GOAL_MS} ms`, met: latency.max <= P8_GOAL_MS },
      notes: [`${results.length} trials; ${kb} KB of offline changes exchanged per trial`],
      details: { trials: results },
    },
  ];
}

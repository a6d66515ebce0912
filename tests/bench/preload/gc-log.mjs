// Logs every garbage collection of the process it is imported into, for finding what a latency tail
// is made of: `BENCH_NODE_FLAGS="--import ./tests/bench/preload/gc-log.mjs" npm run bench -- --only=P1`.
// Each line of `<GC_LOG_DIR or /tmp>/gc-<pid>.txt` is the collection's start on CLOCK_MONOTONIC in
// microseconds (the clock of BENCH_H1_TRACE's slow edits and of V8's CPU profiles), its kind
// (minor = scavenge, major, incremental, weak callbacks) and its pause in milliseconds. With
// GC_LOG_CLOCK=epoch the start is in epoch milliseconds instead: the clock of BENCH_P9_TRACE's
// deliveries, to lay two instances' collections beside P9's late deliveries.
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { constants, PerformanceObserver } from 'node:perf_hooks';

const file = join(process.env.GC_LOG_DIR ?? '/tmp', `gc-${process.pid}.txt`);
const epoch = process.env.GC_LOG_CLOCK === 'epoch';
const kinds = {
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak',
};
let lines = [];
const write = () => {
  if (lines.length === 0) return;
  appendFileSync(file, `${lines.join('\n')}\n`);
  lines = [];
};
new PerformanceObserver((list) => {
  const nowUs = Number(process.hrtime.bigint() / 1000n);
  const nowMs = performance.now();
  for (const entry of list.getEntries()) {
    const start = epoch
      ? Math.round(Date.now() - (nowMs - entry.startTime))
      : Math.round(nowUs - (nowMs - entry.startTime) * 1000);
    lines.push(`${start} ${kinds[entry.detail?.kind] ?? entry.detail?.kind} ${entry.duration.toFixed(1)}`);
  }
  // Written at once: a server stopped by a signal may never run its 'exit' handlers.
  write();
}).observe({ entryTypes: ['gc'] });
process.on('exit', write);

// Small, dependency-free statistics for the benchmarks: percentiles by the nearest-rank method (so a
// reported p99 is a latency that really happened, never an interpolation between two), summaries of
// latency samples, and CPU/RSS sample aggregation. Pure functions: unit-tested in
// tests/integration/bench-stats.test.ts.

export interface LatencySummary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
}

/**
 * The nearest-rank percentile of ascending `sorted` values: the smallest value such that at least
 * `p` percent of the samples are less than or equal to it. NaN for no samples.
 */
export function percentileOfSorted(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  if (p <= 0) return sorted[0]!;
  if (p >= 100) return sorted[sorted.length - 1]!;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export function percentile(values: ArrayLike<number>, p: number): number {
  return percentileOfSorted(sortedCopy(values), p);
}

function sortedCopy(values: ArrayLike<number>): Float64Array {
  // A typed array sorts numerically (and fast), unlike Array.prototype.sort's string order.
  const copy = Float64Array.from(values as ArrayLike<number>);
  copy.sort();
  return copy;
}

export function summarize(values: ArrayLike<number>): LatencySummary {
  const sorted = sortedCopy(values);
  let sum = 0;
  for (const v of sorted) sum += v;
  return {
    count: sorted.length,
    p50: percentileOfSorted(sorted, 50),
    p95: percentileOfSorted(sorted, 95),
    p99: percentileOfSorted(sorted, 99),
    max: sorted.length > 0 ? sorted[sorted.length - 1]! : Number.NaN,
    mean: sorted.length > 0 ? sum / sorted.length : Number.NaN,
  };
}

/** One reading of a process: cumulative CPU time (ms of user+system) and resident memory (bytes). */
export interface ProcessSample {
  at: number;
  cpuMs: number;
  rssBytes: number;
}

export interface ResourceSummary {
  /** Average CPU over the window, in percent of one core (can exceed 100 with helper threads). */
  cpuPercent: number;
  /** Highest CPU over any single sampling interval, percent of one core. */
  cpuPeakPercent: number;
  rssMaxMb: number;
  rssEndMb: number;
}

export function summarizeResources(samples: readonly ProcessSample[]): ResourceSummary | null {
  if (samples.length < 2) return null;
  const first = samples[0]!;
  const last = samples[samples.length - 1]!;
  const elapsed = last.at - first.at;
  let peak = 0;
  let rssMax = 0;
  for (let i = 0; i < samples.length; i++) {
    const s = samples[i]!;
    rssMax = Math.max(rssMax, s.rssBytes);
    if (i === 0) continue;
    const prev = samples[i - 1]!;
    const dt = s.at - prev.at;
    if (dt > 0) peak = Math.max(peak, ((s.cpuMs - prev.cpuMs) / dt) * 100);
  }
  return {
    cpuPercent: elapsed > 0 ? ((last.cpuMs - first.cpuMs) / elapsed) * 100 : 0,
    cpuPeakPercent: peak,
    rssMaxMb: rssMax / MB,
    rssEndMb: last.rssBytes / MB,
  };
}

export const MB = 1024 * 1024;

/** Rounds for display and JSON: latencies to 2 decimals are plenty at millisecond goals. */
export function round(value: number, decimals = 2): number {
  if (!Number.isFinite(value)) return value;
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}

export function roundSummary(s: LatencySummary): LatencySummary {
  return {
    count: s.count,
    p50: round(s.p50),
    p95: round(s.p95),
    p99: round(s.p99),
    max: round(s.max),
    mean: round(s.mean),
  };
}

/**
 * A deterministic PRNG (mulberry32): the same seed gives the same sequence on every machine, so
 * generated plans and edit schedules are reproducible.
 */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

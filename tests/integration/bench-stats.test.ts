// The benchmark harness's statistics (tests/bench/stats.ts): the numbers `npm run bench` reports are
// only as good as these. Pure functions, no servers.
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { generateEditTail, generateLargePlan, generateTypicalPlan, LARGE_PLAN } from '../bench/generate';
import {
  mulberry32,
  percentile,
  percentileOfSorted,
  round,
  summarize,
  summarizeResources,
} from '../bench/stats';

describe('bench statistics', () => {
  it('reports a percentile that is one of the samples (nearest rank), never an interpolation', () => {
    const values = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(percentile(values, 50)).toBe(5);
    expect(percentile(values, 95)).toBe(10);
    expect(percentile(values, 90)).toBe(9);
    expect(percentile(values, 10)).toBe(1);
  });

  it('sorts numerically, not as strings', () => {
    expect(percentile([100, 9, 20, 3], 50)).toBe(9);
    expect(summarize([100, 9, 20, 3]).max).toBe(100);
  });

  it('puts p99 of 1,000 samples on the 990th smallest', () => {
    const values = Array.from({ length: 1000 }, (_, i) => 1000 - i);
    expect(percentile(values, 99)).toBe(990);
    expect(percentile(values, 100)).toBe(1000);
    expect(percentile(values, 0)).toBe(1);
  });

  it('answers NaN for no samples instead of inventing a latency', () => {
    const s = summarize([]);
    expect(s.count).toBe(0);
    expect(Number.isNaN(s.p99)).toBe(true);
    expect(Number.isNaN(percentileOfSorted([], 50))).toBe(true);
  });

  it('summarizes count, percentiles, max and mean', () => {
    expect(summarize([4, 1, 3, 2])).toEqual({ count: 4, p50: 2, p95: 4, p99: 4, max: 4, mean: 2.5 });
  });

  it('averages CPU over the window and finds the busiest interval and the largest RSS', () => {
    const mb = 1024 * 1024;
    const r = summarizeResources([
      { at: 0, cpuMs: 0, rssBytes: 100 * mb },
      { at: 1000, cpuMs: 250, rssBytes: 120 * mb },
      { at: 2000, cpuMs: 1250, rssBytes: 110 * mb },
    ])!;
    expect(r.cpuPercent).toBeCloseTo(62.5);
    expect(r.cpuPeakPercent).toBeCloseTo(100);
    expect(r.rssMaxMb).toBe(120);
    expect(r.rssEndMb).toBe(110);
    expect(summarizeResources([{ at: 0, cpuMs: 0, rssBytes: 0 }])).toBeNull();
  });

  it('rounds for display without touching NaN', () => {
    expect(round(1.23456)).toBe(1.23);
    expect(round(1.5, 0)).toBe(2);
    expect(Number.isNaN(round(Number.NaN))).toBe(true);
  });

  it('draws the same sequence from the same seed, in [0, 1)', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const seqA = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(seqA);
    expect(seqA.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(mulberry32(43)()).not.toBe(seqA[0]);
  });
});

describe('bench plan generator', () => {
  it('builds the large plan with the sizes P4 and P6 promise, byte for byte the same from a seed', () => {
    const plan = generateLargePlan(3);
    expect(plan.counts.guests).toBe(LARGE_PLAN.guests);
    expect(plan.counts.checklistTasks).toBe(LARGE_PLAN.tasks);
    expect(plan.counts.budgetItems).toBe(LARGE_PLAN.budgetItems);
    expect(plan.counts.seatingTables).toBe(LARGE_PLAN.seatingTables);
    expect(plan.counts.floorElements).toBe(LARGE_PLAN.floorElements);
    expect(plan.counts.runOfShow).toBe(LARGE_PLAN.runOfShow);
    expect(plan.counts.partyMembers).toBeGreaterThan(0);
    expect(plan.counts.payments).toBeGreaterThan(0);
    const again = generateLargePlan(3);
    expect(Y.encodeStateAsUpdate(again.doc)).toEqual(Y.encodeStateAsUpdate(plan.doc));
  });

  it('makes a tail of exactly the requested number of updates', () => {
    const plan = generateTypicalPlan(5);
    const tail = generateEditTail(plan, 5, 50);
    expect(tail).toHaveLength(50);
    expect(tail.every((u) => u.byteLength > 0)).toBe(true);
  });
});

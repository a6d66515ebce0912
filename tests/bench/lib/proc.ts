// Reads CPU time and resident memory of processes from /proc (Linux), the way `pidusage` does,
// without adding anything to the measured process. A sampler polls a pid during a load window; the
// machine-wide sampler tells how busy the whole box was, since other work on a 2-core machine
// skews every latency figure and the report should say so.
import { readdirSync, readFileSync } from 'node:fs';
import { type ProcessSample, type ResourceSummary, summarizeResources } from '../stats';

const CLOCK_TICKS_PER_SECOND = 100; // getconf CLK_TCK on Linux x86-64
const PAGE_BYTES = 4096;

/** Cumulative CPU (user + system, ms) and RSS (bytes) of one process, or null once it is gone. */
export function readProcess(pid: number): { cpuMs: number; rssBytes: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may contain spaces or parentheses: fields start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 14 and 15 of stat (utime, stime) are at 11 and 12 here; 24 (rss pages) at 21.
    const ticks = Number(fields[11]) + Number(fields[12]);
    return { cpuMs: (ticks * 1000) / CLOCK_TICKS_PER_SECOND, rssBytes: Number(fields[21]) * PAGE_BYTES };
  } catch {
    return null;
  }
}

/** Machine-wide busy and total jiffies from /proc/stat. */
function readMachine(): { busy: number; total: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!;
  const values = line.trim().split(/\s+/).slice(1).map(Number);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  const total = values.reduce((a, b) => a + b, 0);
  return { busy: total - idle, total };
}

/** Pids of every process whose command is `postgres` (the server and its backends). */
function postgresPids(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

export interface WindowResources {
  /** The measured server process. */
  server: ResourceSummary | null;
  /** Every postgres process together (CPU only is meaningful). */
  postgresCpuPercent: number | null;
  /** The whole machine, percent of all cores (100 = every core busy). */
  machineBusyPercent: number;
}

/**
 * Samples `pid` every `intervalMs` until stopped. Postgres and machine totals are read at the
 * window's ends only (cheap, and an average is all the report needs).
 */
export class ResourceSampler {
  #samples: ProcessSample[] = [];
  #timer: NodeJS.Timeout | null = null;
  #machineStart = readMachine();
  #pgStart = new Map<number, number>();
  #startedAt = performance.now();

  constructor(
    readonly pid: number,
    private readonly intervalMs = 250,
    private readonly withPostgres = true,
  ) {}

  start(): this {
    this.#samples = [];
    this.#machineStart = readMachine();
    this.#startedAt = performance.now();
    if (this.withPostgres) {
      this.#pgStart.clear();
      for (const pid of postgresPids()) {
        const p = readProcess(pid);
        if (p) this.#pgStart.set(pid, p.cpuMs);
      }
    }
    this.#take();
    this.#timer = setInterval(() => this.#take(), this.intervalMs);
    this.#timer.unref();
    return this;
  }

  #take(): void {
    const p = readProcess(this.pid);
    if (p) this.#samples.push({ at: performance.now(), ...p });
  }

  stop(): WindowResources {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    this.#take();
    const elapsed = performance.now() - this.#startedAt;
    const machineEnd = readMachine();
    const totalDelta = machineEnd.total - this.#machineStart.total;
    let postgresCpuPercent: number | null = null;
    if (this.withPostgres && elapsed > 0) {
      let cpuMs = 0;
      for (const pid of postgresPids()) {
        const p = readProcess(pid);
        if (p) cpuMs += p.cpuMs - (this.#pgStart.get(pid) ?? 0);
      }
      postgresCpuPercent = (cpuMs / elapsed) * 100;
    }
    return {
      server: summarizeResources(this.#samples),
      postgresCpuPercent,
      machineBusyPercent:
        totalDelta > 0 ? ((machineEnd.busy - this.#machineStart.busy) / totalDelta) * 100 : 0,
    };
  }
}

/** Average CPU of `pid` over the next `ms` milliseconds, percent of one core. */
export async function cpuPercentOver(pid: number, ms: number): Promise<number> {
  const a = readProcess(pid);
  const t0 = performance.now();
  await new Promise((r) => setTimeout(r, ms));
  const b = readProcess(pid);
  if (!a || !b) return 0;
  return ((b.cpuMs - a.cpuMs) / (performance.now() - t0)) * 100;
}

/**
 * Waits until `pid` has been nearly idle for `quietMs` (background work such as projection
 * rebuilds after a load has finished), or `timeoutMs` passes. Returns how long it waited.
 */
export async function waitUntilIdle(
  pid: number,
  { thresholdPercent = 15, quietMs = 400, timeoutMs = 30_000 } = {},
): Promise<number> {
  const start = performance.now();
  while (performance.now() - start < timeoutMs) {
    if ((await cpuPercentOver(pid, quietMs)) < thresholdPercent) break;
  }
  return performance.now() - start;
}

export function loadAverage(): number[] {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).map(Number);
  } catch {
    return [];
  }
}

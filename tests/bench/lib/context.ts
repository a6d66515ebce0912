// The sizes of a full run and of the --quick smoke run, and what every benchmark receives.
import type { BenchDatabase, Dialect, PlanAccess } from './database';
import type { ListeningProcess } from './processes';

export interface Sizes {
  p1: {
    plans: number;
    editorsPerPlan: number;
    editIntervalMs: number;
    warmupMs: number;
    measureMs: number;
    referenceMeasureMs: number;
    /** Load-generator processes; each plan's editors stay in one of them. */
    workers: number;
    /** Plans each worker connects at once while ramping up. */
    connectConcurrency: number;
    /** Distinct generated plans the rooms are seeded from. */
    distinctPlans: number;
  };
  probe: { intervalMs: number; quietEdits: number; quietIntervalMs: number };
  p4: { loads: number; warmupLoads: number; tailRows: number; plan: 'large' | 'typical' };
  p5: { plans: number; warmupPlans: number; cycles: number; warmupCycles: number };
  p6: { connections: number; durationS: number; warmupS: number };
  p7: { runs: number };
  p8: { trials: number; edits: number };
}

export const FULL: Sizes = {
  p1: {
    plans: 500,
    editorsPerPlan: 3,
    editIntervalMs: 2000,
    warmupMs: 10_000,
    measureMs: 60_000,
    referenceMeasureMs: 30_000,
    workers: 2,
    connectConcurrency: 10,
    distinctPlans: 8,
  },
  probe: { intervalMs: 100, quietEdits: 100, quietIntervalMs: 50 },
  p4: { loads: 20, warmupLoads: 2, tailRows: 200, plan: 'large' },
  p5: { plans: 40, warmupPlans: 2, cycles: 1000, warmupCycles: 200 },
  p6: { connections: 50, durationS: 10, warmupS: 3 },
  p7: { runs: 5 },
  p8: { trials: 5, edits: 1000 },
};

export const QUICK: Sizes = {
  p1: {
    plans: 6,
    editorsPerPlan: 3,
    editIntervalMs: 500,
    warmupMs: 500,
    measureMs: 2000,
    referenceMeasureMs: 1000,
    workers: 1,
    connectConcurrency: 6,
    distinctPlans: 1,
  },
  probe: { intervalMs: 100, quietEdits: 10, quietIntervalMs: 50 },
  p4: { loads: 2, warmupLoads: 1, tailRows: 20, plan: 'typical' },
  p5: { plans: 2, warmupPlans: 1, cycles: 10, warmupCycles: 3 },
  p6: { connections: 10, durationS: 1, warmupS: 0 },
  p7: { runs: 1 },
  p8: { trials: 1, edits: 50 },
};

export interface EditorsPlan {
  planId: string;
  cookies: string[];
}

/** Everything written into the database before the servers start. */
export interface Fixtures {
  p1: { plans: EditorsPlan[]; probe: PlanAccess; seedsFile: string };
  quietProbe: PlanAccess;
  p4: { plans: PlanAccess[]; snapshot: Uint8Array; tail: Uint8Array[] };
  p5: { warmup: PlanAccess[]; plans: PlanAccess[] };
  p6: { owner: PlanAccess; guests: number };
  p8: { trials: Array<{ planId: string; cookies: [string, string] }> };
  /** H1: the attacked plan (its owner and a viewer), the bystanders' plan, plans opened first. */
  h1: {
    attacked: { planId: string; ownerCookie: string; viewerCookie: string };
    bystander: PlanAccess;
    warmup: PlanAccess[];
  };
  /** PGlite: a copy of the data folder taken after seeding, for the bare-guests reference. */
  pgliteCopy: string | null;
}

export interface BenchContext {
  quick: boolean;
  dialect: Dialect;
  db: BenchDatabase;
  sizes: Sizes;
  fixtures: Fixtures;
  log(message: string): void;
}

/** The server most benchmarks share (P2/P3 quiet, P4, P6, P7, P8); each of P1 and P5 starts its own. */
export type ConfettiServer = ListeningProcess;

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export function wsBase(server: { port: number }): string {
  return `ws://127.0.0.1:${server.port}`;
}

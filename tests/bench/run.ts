// `npm run bench`: measures P1–P12 and H1 on this machine, each beside a reference measured in the same
// run, prints a markdown table (ready for the README) and writes tests/bench/results/latest.json.
//
//   npm run bench                 full run against Postgres (127.0.0.1:5432 or BENCH_DATABASE_URL)
//   npm run bench -- --pglite     the server on embedded PGlite
//   npm run bench -- --quick      smoke run at tiny sizes (< 60 s), proves the harness works
//   npm run bench -- --only=P4,P6 a subset while investigating
//
// Missing a goal is a result, not a failure: the exit code is non-zero only when the harness
// itself breaks (a benchmark could not be measured at all).
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runAttackIsolation } from './benchmarks/h1-attack-isolation';
import { runPropagation } from './benchmarks/p1-propagation';
import { runQuietProbes } from './benchmarks/p2-p3-persist-project';
import { runColdLoad } from './benchmarks/p4-cold-load';
import { runMemory } from './benchmarks/p5-memory';
import { runGuestsApi } from './benchmarks/p6-guests-api';
import { buildWeb, runWeb, signUp, type WebBuild } from './benchmarks/p7-web';
import { runOfflineMerge } from './benchmarks/p8-offline-merge';
import { runCrossInstance } from './benchmarks/p9-cross-instance';
import { runAutoSeating } from './benchmarks/p10-auto-seating';
import { runMarketplaceSearch } from './benchmarks/p11-marketplace-search';
import { runGuestList } from './benchmarks/p12-guest-list';
import { type BenchContext, FULL, QUICK } from './lib/context';
import { createBenchDatabase, type Dialect } from './lib/database';
import { copyPglite, writeFixtures } from './lib/fixtures';
import { loadAverage } from './lib/proc';
import { BENCH_DIR, killStarted, startConfettiServer } from './lib/processes';
import { type BenchReport, type Figure, machineInfo, renderMarkdown } from './lib/report';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const dialect: Dialect = args.includes('--pglite') ? 'pglite' : 'postgres';
const only = args
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',')
  .map((s) => s.trim().toUpperCase());
const wanted = (id: string) => !only || only.includes(id);

const startedAt = performance.now();
const log = (message: string) =>
  console.log(`[bench ${((performance.now() - startedAt) / 1000).toFixed(1)} s] ${message}`);

// Every load loop is bounded on its own; this bounds the run as a whole.
const deadlineMs = quick ? 150_000 : 15 * 60_000;
let abort: () => Promise<void> = async () => {};
const watchdog = setTimeout(() => {
  console.error(`[bench] the run exceeded ${deadlineMs / 1000} s; aborting`);
  void abort().finally(() => process.exit(2));
}, deadlineMs);
watchdog.unref();
process.once('SIGINT', () => void abort().finally(() => process.exit(130)));

const report: BenchReport = {
  meta: {
    date: new Date().toISOString(),
    mode: quick ? 'quick' : 'full',
    dialect,
    machine: machineInfo(),
    loadAverageStart: loadAverage(),
    loadAverageEnd: [],
    durationS: 0,
    command: `npm run bench${args.length > 0 ? ` -- ${args.join(' ')}` : ''}`,
  },
  figures: [],
  errors: [],
};

async function step(name: string, run: () => Promise<Figure[] | undefined>): Promise<void> {
  const started = performance.now();
  log(`${name}…`);
  try {
    const figures = (await run()) ?? [];
    report.figures.push(...figures);
    log(`${name} done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } catch (err) {
    const message = err instanceof Error ? (err.stack ?? err.message) : String(err);
    report.errors.push({ benchmark: name, message });
    console.error(`[bench] ${name} could not be measured:\n${message}`);
  }
}

if (report.meta.loadAverageStart[0]! > 1) {
  log(
    `note: load average ${report.meta.loadAverageStart.join(' ')}: other work on this machine skews latencies`,
  );
}

// P10 is pure CPU (no server, no database), so it runs first, before anything else loads the machine.
if (wanted('P10')) await step('P10', () => runAutoSeating({ quick }));

const db = await createBenchDatabase(dialect);
abort = async () => {
  killStarted();
  await db.drop().catch(() => {});
};
try {
  log(`database: ${dialect === 'postgres' ? db.url : db.dir}`);
  const sizes = structuredClone(quick ? QUICK : FULL);
  // Investigation aid: P1 at another scale (BENCH_P1_PLANS=150) to find where latency bends.
  if (process.env.BENCH_P1_PLANS) sizes.p1.plans = Number(process.env.BENCH_P1_PLANS);
  const fixtures = await writeFixtures(db, sizes, log);
  if (dialect === 'pglite') fixtures.pgliteCopy = await copyPglite(db);
  const ctx: BenchContext = { quick, dialect, db, sizes, fixtures, log };

  // The build competes for CPU: a full run does it before anything is measured; a quick run, whose
  // numbers only prove the harness, overlaps it with P1 to stay under a minute.
  let build: WebBuild | null = null;
  const building =
    wanted('P7') || wanted('P12')
      ? step('P7 build', async () => {
          build = await buildWeb(ctx);
          return [];
        })
      : Promise.resolve();
  if (!quick) await building;
  if (wanted('P1') || wanted('P2') || wanted('P3'))
    await step('P1 (+ P2/P3 under load)', () => runPropagation(ctx));
  // The same load over two instances on the same database, right after the single-instance P1.
  if (wanted('P9')) await step('P9', () => runCrossInstance(ctx));
  await building;

  // One server for the benchmarks that do not need a fresh process of their own. P6 goes first,
  // while no room is open (rooms unloading in the background would skew its throughput); P4's
  // rooms are cold because no one opened those plans before.
  if (['P2', 'P3', 'P4', 'P6', 'P7', 'P8', 'P11', 'P12'].some(wanted)) {
    const webDist = (build as WebBuild | null)?.dir;
    const server = await startConfettiServer({ env: db.serverEnv, ...(webDist ? { webDist } : {}) });
    try {
      if (wanted('P6')) await step('P6', () => runGuestsApi(ctx, server));
      if (wanted('P4')) await step('P4', () => runColdLoad(ctx, server));
      if (wanted('P2') || wanted('P3')) await step('P2/P3 quiet', () => runQuietProbes(ctx, server));
      if (wanted('P8')) await step('P8', () => runOfflineMerge(ctx, server));
      if (wanted('P7') && build) await step('P7', () => runWeb(ctx, server, build!));
      if (wanted('P11')) await step('P11', () => runMarketplaceSearch(ctx, server));
      if (wanted('P12') && build)
        await step('P12', async () =>
          runGuestList(ctx, server, build!, `session=${await signUp(server.url)}`),
        );
    } finally {
      await server.stop();
    }
  }
  if (wanted('P5')) await step('P5', () => runMemory(ctx));
  if (wanted('H1')) await step('H1', () => runAttackIsolation(ctx));
} catch (err) {
  report.errors.push({
    benchmark: 'harness',
    message: err instanceof Error ? (err.stack ?? err.message) : String(err),
  });
  console.error(err);
} finally {
  await db.drop().catch((err) => console.error('[bench] dropping the database failed', err));
}

report.meta.loadAverageEnd = loadAverage();
report.meta.durationS = Math.round((performance.now() - startedAt) / 100) / 10;
// Stable order: by benchmark, the measured system before its references.
report.figures.sort((a, b) => a.id.localeCompare(b.id) || Number(a.reference) - Number(b.reference));

const markdown = renderMarkdown(report);
console.log(`\n${markdown}\n`);

// A quick run proves the writing works without replacing the committed full results; so do runs of
// a subset or at another scale (investigations).
const partial = Boolean(only) || Object.keys(process.env).some((k) => k.startsWith('BENCH_P1_'));
const resultsDir = join(BENCH_DIR, 'results');
await mkdir(resultsDir, { recursive: true });
const base = quick ? 'quick' : partial ? 'partial' : dialect === 'pglite' ? 'latest-pglite' : 'latest';
const scratch = quick || partial;
const jsonPath = join(resultsDir, scratch ? `${base}.json.tmp` : `${base}.json`);
await writeFile(`${jsonPath}.part.tmp`, `${JSON.stringify(report, null, 2)}\n`);
await rename(`${jsonPath}.part.tmp`, jsonPath);
if (!scratch) await writeFile(join(resultsDir, `${base}.md`), `${markdown}\n`);
log(`results written to ${jsonPath}`);

clearTimeout(watchdog);
process.exit(report.errors.length > 0 ? 1 : 0);

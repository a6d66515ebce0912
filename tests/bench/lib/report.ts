// What a run produces: figures (one per measured system and benchmark), each with its goal and
// whether it was met, rendered as a markdown table for the terminal and the README, and kept as
// JSON in tests/bench/results/latest.json.
import { cpus, totalmem } from 'node:os';
import type { LatencySummary } from '../stats';
import { round } from '../stats';

export interface Goal {
  text: string;
  /** null: not measurable in this run (e.g. P2 on PGlite). */
  met: boolean | null;
}

export interface Resources {
  /** Average CPU of the measured server process, percent of one core. */
  serverCpuPercent?: number;
  serverRssMb?: number;
  /** All postgres processes together, percent of one core. */
  postgresCpuPercent?: number | null;
  /** The whole machine, percent of all cores. */
  machineBusyPercent?: number;
}

export interface Figure {
  id: string;
  title: string;
  system: string;
  reference: boolean;
  /** Latency percentiles in ms, when the figure is a latency. */
  latency?: LatencySummary;
  /** A single number (KB, req/s, MB) with its unit, when it is not. */
  value?: { amount: number; unit: string };
  goal?: Goal;
  resources?: Resources;
  notes?: string[];
  details?: Record<string, unknown>;
}

export interface RunMeta {
  date: string;
  mode: 'full' | 'quick';
  dialect: 'postgres' | 'pglite';
  machine: { cpu: string; cores: number; ramGiB: number; node: string; platform: string };
  loadAverageStart: number[];
  loadAverageEnd: number[];
  durationS: number;
  command: string;
}

export interface BenchReport {
  meta: RunMeta;
  figures: Figure[];
  errors: Array<{ benchmark: string; message: string }>;
}

export function machineInfo(): RunMeta['machine'] {
  const list = cpus();
  return {
    cpu: list[0]?.model.trim() ?? 'unknown',
    cores: list.length,
    ramGiB: round(totalmem() / 1024 ** 3, 1),
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
  };
}

const fmt = (v: number | undefined, digits = 1) =>
  v === undefined || !Number.isFinite(v) ? '—' : v >= 100 ? String(Math.round(v)) : v.toFixed(digits);

function metCell(goal: Goal | undefined): string {
  if (!goal) return '—';
  if (goal.met === null) return 'n/a';
  return goal.met ? 'yes' : '**no**';
}

export function renderTable(figures: readonly Figure[]): string {
  const rows = [
    '| id | figure | system | p50 ms | p95 ms | p99 ms | max ms | value | server CPU % | server RSS MB | goal | met |',
    '|---|---|---|---:|---:|---:|---:|---:|---:|---:|---|---|',
  ];
  for (const f of figures) {
    const l = f.latency;
    const value = f.value ? `${fmt(f.value.amount)} ${f.value.unit}` : '';
    rows.push(
      `| ${f.id} | ${f.title} | ${f.system} | ${fmt(l?.p50, 2)} | ${fmt(l?.p95, 2)} | ${fmt(l?.p99, 2)} | ${fmt(l?.max, 2)} | ${value} | ${fmt(f.resources?.serverCpuPercent)} | ${fmt(f.resources?.serverRssMb)} | ${f.goal?.text ?? '—'} | ${metCell(f.goal)} |`,
    );
  }
  return rows.join('\n');
}

/** The README section: where and how it was measured, the table, notes, and how to reproduce. */
export function renderMarkdown(report: BenchReport): string {
  const { meta } = report;
  const m = meta.machine;
  const lines = [
    `### Benchmarks (${meta.mode} run, ${meta.dialect === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'})`,
    '',
    `Measured ${meta.date} on ${m.cpu}, ${m.cores} cores, ${m.ramGiB} GiB RAM, Node ${m.node} (${m.platform}); ` +
      `load average ${meta.loadAverageStart.join(' ')} at the start, ${meta.loadAverageEnd.join(' ')} at the end; ` +
      `${Math.round(meta.durationS)} s in all. Server, references and load generators each ran in their own ` +
      'process on this one machine, so clients and server share its cores.',
    '',
    renderTable(report.figures),
    '',
  ];
  const notes = report.figures.filter((f) => f.notes && f.notes.length > 0);
  if (notes.length > 0) {
    lines.push('Notes:', '');
    for (const f of notes) for (const n of f.notes!) lines.push(`- ${f.id} ${f.system}: ${n}`);
    lines.push('');
  }
  if (report.errors.length > 0) {
    lines.push('Harness errors:', '');
    for (const e of report.errors) lines.push(`- ${e.benchmark}: ${e.message.split('\n')[0]}`);
    lines.push('');
  }
  lines.push(
    `Reproduce: \`${meta.command}\` (PostgreSQL at 127.0.0.1:5432 or \`BENCH_DATABASE_URL\`; ` +
      '`--pglite` for the embedded database; `--quick` for a smoke run under a minute). ' +
      'Raw figures: `tests/bench/results/latest.json`.',
  );
  return lines.join('\n');
}

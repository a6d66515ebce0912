// Every measured system and every load generator runs in its own process. This module starts them:
// the Confetti server exactly as `npm start` runs it, the reference servers, and forked workers
// that the runner talks to over IPC with a tiny request/response protocol (every call has a
// deadline, so a stuck worker fails the harness instead of hanging it).
import { type ChildProcess, fork, spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../../../collab-server/src/node-flags';
import { freePort } from '../../support/process-server';

// One free-port helper for tests and benchmarks.
export { freePort };

export const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
export const BENCH_DIR = fileURLToPath(new URL('..', import.meta.url));

/** Every process this run started, so an aborted run can end exactly those (and nothing else). */
const started = new Set<ChildProcess>();

function track(child: ChildProcess): ChildProcess {
  started.add(child);
  child.once('exit', () => started.delete(child));
  return child;
}

/** Kills what this run started and is still running (used when the run is aborted). */
export function killStarted(): void {
  for (const child of started) child.kill('SIGKILL');
}

export interface NodeProcess {
  child: ChildProcess;
  pid: number;
  output(): string;
  /** The first capture group of the ready pattern, if any (e.g. the port a reference bound). */
  readyMatch: string | undefined;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves when the process is gone. */
  stop(graceMs?: number): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** A server process and where it listens. */
export type ListeningProcess = NodeProcess & { url: string; port: number };

export interface SpawnOptions {
  /** Arguments to node, script included. */
  args: string[];
  env?: Record<string, string>;
  /** Printed once the process is ready to serve. */
  ready: RegExp;
  timeoutMs?: number;
}

/** How much of a process's output is kept (more when tracing: BENCH_P9_TRACE writes it out). */
const OUTPUT_KEEP = process.env.BENCH_P9_TRACE ? 50_000_000 : 100_000;

export async function spawnNode(options: SpawnOptions): Promise<NodeProcess> {
  const child = track(
    spawn(process.execPath, options.args, {
      cwd: ROOT,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  let output = '';
  // BENCH_SERVER_LOG=<file>: every process's output is also appended there (`--trace-gc` lines,
  // the server's own log), while investigating.
  const logFile = process.env.BENCH_SERVER_LOG;
  const append = (d: Buffer) => {
    if (logFile) appendFileSync(logFile, d);
    output += d.toString();
    // Keep memory bounded if a process logs a lot under load.
    if (output.length > OUTPUT_KEEP * 2) output = output.slice(-OUTPUT_KEEP);
  };
  child.stdout!.on('data', append);
  child.stderr!.on('data', append);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const started = Date.now();
  const timeoutMs = options.timeoutMs ?? 60_000;
  let match = output.match(options.ready);
  while (!match) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${options.args.join(' ')} exited early:\n${output.slice(-4000)}`);
    }
    if (Date.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`${options.args.join(' ')} did not become ready:\n${output.slice(-4000)}`);
    }
    await new Promise((r) => setTimeout(r, 20));
    match = output.match(options.ready);
  }
  return {
    child,
    pid: child.pid!,
    output: () => output,
    readyMatch: match[1],
    exited,
    async stop(graceMs = 15_000) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
        const result = await exited;
        clearTimeout(timer);
        return result;
      }
      return exited;
    },
  };
}

export interface ConfettiServerOptions {
  env: Record<string, string>;
  /** Extra node flags (--expose-gc, …). */
  nodeFlags?: string[];
  /** A module imported before main.ts (after tsx, so it may be TypeScript). */
  preload?: string;
  webDist?: string;
}

/**
 * The product's server, started like `npm start` (main.ts), on a free loopback port. With
 * BENCH_CPU_PROF_DIR set, every server process writes a CPU profile there when it exits, sampled every
 * BENCH_CPU_PROF_INTERVAL microseconds (1000 unless set; 100 shows the stalls of a few milliseconds).
 */
export async function startConfettiServer(options: ConfettiServerOptions): Promise<ListeningProcess> {
  const port = await freePort();
  const profile = process.env.BENCH_CPU_PROF_DIR;
  const proc = await spawnNode({
    args: [
      // As npm start runs it; the benchmark's own flags (BENCH_P9_NODE_FLAGS) come after and win.
      ...SERVER_NODE_FLAGS,
      ...(options.nodeFlags ?? []),
      // BENCH_NODE_FLAGS: node flags for every server the benchmark starts, while investigating.
      ...(process.env.BENCH_NODE_FLAGS?.split(/\s+/).filter(Boolean) ?? []),
      ...(profile
        ? [
            '--cpu-prof',
            `--cpu-prof-dir=${profile}`,
            `--cpu-prof-interval=${process.env.BENCH_CPU_PROF_INTERVAL ?? 1000}`,
          ]
        : []),
      '--import',
      'tsx',
      ...(options.preload ? ['--import', options.preload] : []),
      'collab-server/src/main.ts',
    ],
    env: {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      SEED_DEMO: 'false',
      WEB_DIST: options.webDist ?? '',
      ...options.env,
    },
    ready: /is running at/,
  });
  return Object.assign(proc, { url: `http://127.0.0.1:${port}`, port });
}

/** A reference server from tests/bench/reference; it prints `READY <port>` when listening. */
export async function startReference(script: string, env: Record<string, string>): Promise<ListeningProcess> {
  const proc = await spawnNode({
    args: ['--import', 'tsx', `${BENCH_DIR}reference/${script}`],
    env,
    ready: /^READY (\d+)$/m,
  });
  const port = Number(proc.readyMatch);
  return Object.assign(proc, { url: `http://127.0.0.1:${port}`, port });
}

// ---- workers -------------------------------------------------------------------------------------

interface Request {
  id: number;
  method: string;
  params: unknown;
}
type Response = { id: number; result: unknown } | { id: number; error: string };

export class Worker {
  #next = 1;
  #pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  readonly exited: Promise<number | null>;

  constructor(readonly child: ChildProcess) {
    child.on('message', (message: Response) => {
      const waiting = this.#pending.get(message.id);
      if (!waiting) return;
      this.#pending.delete(message.id);
      if ('error' in message) waiting.reject(new Error(message.error));
      else waiting.resolve(message.result);
    });
    this.exited = new Promise((resolve) =>
      child.on('exit', (code) => {
        for (const w of this.#pending.values()) w.reject(new Error(`worker exited (${code})`));
        this.#pending.clear();
        resolve(code);
      }),
    );
  }

  get pid(): number {
    return this.child.pid!;
  }

  call<T>(method: string, params: unknown = {}, timeoutMs = 120_000): Promise<T> {
    const id = this.#next++;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#pending.delete(id);
        reject(new Error(`worker call ${method} timed out after ${timeoutMs} ms`));
      }, timeoutMs);
      this.#pending.set(id, {
        resolve: (v) => {
          clearTimeout(timer);
          resolve(v as T);
        },
        reject: (e) => {
          clearTimeout(timer);
          reject(e);
        },
      });
      this.child.send({ id, method, params } satisfies Request);
    });
  }

  async close(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    this.child.disconnect();
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 5_000);
    await this.exited;
    clearTimeout(timer);
  }
}

/** Forks tests/bench/workers/<name>.ts with tsx. */
export function startWorker(name: string, nodeFlags: string[] = []): Worker {
  const child = track(
    fork(`${BENCH_DIR}workers/${name}.ts`, [], {
      cwd: ROOT,
      execArgv: [...nodeFlags, '--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    }),
  );
  return new Worker(child);
}

/** Worker side: answers the runner's calls; exits when the runner disconnects. */
export function serveWorker(handlers: Record<string, (params: any) => unknown>): void {
  process.on('message', async (message: Request) => {
    const handler = handlers[message.method];
    try {
      if (!handler) throw new Error(`unknown method ${message.method}`);
      const result = await handler(message.params);
      process.send!({ id: message.id, result: result ?? null } satisfies Response);
    } catch (err) {
      process.send!({
        id: message.id,
        error: err instanceof Error ? (err.stack ?? err.message) : String(err),
      } satisfies Response);
    }
  });
  process.on('disconnect', () => process.exit(0));
}

// P7: what the browser pays. (1) The web app is built with Vite into a scratch folder; the JS a
// route loads is what Chromium actually requested for it (the entry, its preloads and the lazy
// chunks of the first screen), gzipped here with zlib at level 9 (as Vite reports sizes). (2) The
// planner's interactive time: a fresh browser context with a session made through the API opens
// /app, timed from navigation start to the dashboard heading being visible.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import type { BenchContext, ConfettiServer } from '../lib/context';
import { ROOT } from '../lib/processes';
import type { Figure } from '../lib/report';
import { round, roundSummary, summarize } from '../stats';

export const P7_GOAL_KB = 120;
export const P7_GOAL_INTERACTIVE_MS = 1500;
/** The planner's first screen is the dashboard tab. */
const DASHBOARD_HEADING = /Wedding Planning Dashboard/i;

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

export interface WebBuild {
  dir: string;
  /** False when the build failed and the last apps/web/dist is measured instead. */
  fresh: boolean;
  buildMs: number;
  error: string | null;
}

/** Builds apps/web into the run's scratch folder (others may be editing it: a failure is reported). */
export async function buildWeb(ctx: BenchContext): Promise<WebBuild> {
  const outDir = join(ctx.db.dir, 'web');
  const started = performance.now();
  const { code, output } = await new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(
      process.execPath,
      [
        join(ROOT, 'node_modules/vite/bin/vite.js'),
        'build',
        '--outDir',
        outDir,
        '--emptyOutDir',
        '--logLevel',
        'warn',
      ],
      {
        cwd: join(ROOT, 'apps/web'),
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, NO_COLOR: '1' },
      },
    );
    let text = '';
    child.stdout.on('data', (d) => (text += d));
    child.stderr.on('data', (d) => (text += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 180_000);
    child.on('exit', (c) => {
      clearTimeout(timer);
      resolve({ code: c, output: text });
    });
  });
  const buildMs = performance.now() - started;
  if (code === 0 && existsSync(join(outDir, 'index.html')))
    return { dir: outDir, fresh: true, buildMs, error: null };
  const error =
    output
      .split('\n')
      .find((l) => /error|Could not/i.test(l))
      ?.trim() ?? `vite exited ${code}`;
  const fallback = join(ROOT, 'apps/web/dist');
  ctx.log(
    `P7 build failed (${error}); ${existsSync(fallback) ? 'measuring apps/web/dist instead' : 'no build to measure'}`,
  );
  return { dir: existsSync(fallback) ? fallback : '', fresh: false, buildMs, error };
}

function gzipKb(
  dir: string,
  urls: Iterable<string>,
): { kb: number; files: Array<{ file: string; gzipKb: number }> } {
  const files = [...new Set(urls)].map((url) => {
    const file = new URL(url).pathname;
    const bytes = readFileSync(join(dir, file));
    return { file, gzipKb: round(gzipSync(bytes, { level: 9 }).byteLength / 1024, 1) };
  });
  return {
    kb: round(
      files.reduce((a, f) => a + f.gzipKb, 0),
      1,
    ),
    files,
  };
}

export async function signUp(base: string): Promise<string> {
  const email = `p7-${Date.now().toString(36)}@bench.example`;
  const post = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'a-long-bench-passphrase', agreeToTerms: true }),
  });
  if (!post.ok) throw new Error(`signup: ${post.status} ${await post.text()}`);
  const mail = (
    (await (await fetch(`${base}/api/dev/mailbox`)).json()) as Array<{ to: string; links: string[] }>
  ).find((m) => m.to === email);
  const link = mail?.links.find((l) => l.includes('/api/auth/confirm'));
  if (!link) throw new Error('no confirmation link in the dev mailbox');
  const confirm = await fetch(`${base}${new URL(link).pathname}${new URL(link).search}`, {
    redirect: 'manual',
  });
  const cookie = confirm.headers.getSetCookie().find((c) => c.startsWith('session='));
  if (!cookie) throw new Error(`confirm: ${confirm.status}, no session cookie`);
  return cookie.split(';')[0]!.slice('session='.length);
}

export async function runWeb(ctx: BenchContext, server: ConfettiServer, build: WebBuild): Promise<Figure[]> {
  if (!build.dir) throw new Error(`no web build to measure: ${build.error}`);
  const stale = build.fresh ? [] : [`build failed (${build.error}); measured the existing apps/web/dist`];
  const session = await signUp(server.url);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    // A context per visit: a first visit, no cache; the service worker would precache every chunk
    // alongside, so it is kept out of what the route itself loads.
    const visit = async (path: string, signedIn: boolean) => {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      if (signedIn) await context.addCookies([{ name: 'session', value: session, url: server.url }]);
      const page = await context.newPage();
      const scripts: string[] = [];
      page.on('response', (response) => {
        const url = response.url();
        if (url.startsWith(server.url) && new URL(url).pathname.endsWith('.js')) scripts.push(url);
      });
      await page.goto(`${server.url}${path}`, { waitUntil: 'commit' });
      return { context, page, scripts };
    };

    const landing = await visit('/', false);
    await landing.page.waitForLoadState('networkidle');
    const landingJs = gzipKb(build.dir, landing.scripts);
    await landing.context.close();

    const interactive: number[] = [];
    let plannerJs = { kb: Number.NaN, files: [] as Array<{ file: string; gzipKb: number }> };
    // One warm-up visit (server-side caches, the plan's first load), then the timed ones.
    for (let i = 0; i <= ctx.sizes.p7.runs; i++) {
      const planner = await visit('/app', true);
      const at = await planner.page.waitForFunction(
        (pattern) => {
          const heading = Array.from(document.querySelectorAll('h1')).find((h) =>
            new RegExp(pattern, 'i').test(h.textContent ?? ''),
          );
          const box = heading?.getBoundingClientRect();
          return box && box.width > 0 && box.height > 0 ? performance.now() : false;
        },
        DASHBOARD_HEADING.source,
        { polling: 'raf', timeout: 20_000 },
      );
      const ms = (await at.jsonValue()) as number;
      await planner.page.waitForLoadState('networkidle');
      if (i > 0) interactive.push(ms);
      plannerJs = gzipKb(build.dir, planner.scripts);
      await planner.context.close();
    }

    const time = roundSummary(summarize(interactive));
    return [
      {
        id: 'P7',
        title: 'JS of the landing route (/)',
        system: 'Confetti',
        reference: false,
        value: { amount: landingJs.kb, unit: 'KB gzip' },
        goal: { text: `≤ ${P7_GOAL_KB} KB`, met: landingJs.kb <= P7_GOAL_KB },
        notes: [...stale, `${landingJs.files.length} files`],
        details: { files: landingJs.files, buildMs: Math.round(build.buildMs) },
      },
      {
        id: 'P7',
        title: "JS of the planner's first screen (/app)",
        system: 'Confetti',
        reference: false,
        value: { amount: plannerJs.kb, unit: 'KB gzip' },
        goal: { text: `≤ ${P7_GOAL_KB} KB`, met: plannerJs.kb <= P7_GOAL_KB },
        notes: [...stale, `${plannerJs.files.length} files`],
        details: { files: plannerJs.files },
      },
      {
        id: 'P7',
        title: 'planner interactive (open /app → dashboard heading)',
        system: 'Confetti + Chromium',
        reference: false,
        latency: time,
        goal: { text: `≤ ${P7_GOAL_INTERACTIVE_MS} ms`, met: time.max <= P7_GOAL_INTERACTIVE_MS },
        notes: [...stale, `${interactive.length} first visits, each in a fresh browser context`],
      },
    ];
  } finally {
    await browser.close();
  }
}

// End-to-end tests in Debian's Chromium against the real server (built web app, fresh embedded
// database in a temporary folder, on a free port chosen when the config loads).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const port =
  process.env.E2E_PORT ??
  execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
  ])
    .toString()
    .trim();
process.env.E2E_PORT = port;
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'confetti-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

// Debian's build of Chromium's headless shell when it is installed (the same Blink and V8 as
// /usr/bin/chromium, without the browser around them; what Playwright itself runs headless): the 82
// tests took 4.8 minutes in it against 6.4 in the full browser on the 2-core machine.
// CHROMIUM_PATH=/usr/bin/chromium runs them in the full browser.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

const DIRECTORY_SPECS = /(directory|vendor-portal|vendor-team)\.spec\.ts$/;

export default defineConfig({
  testDir: '.',
  testMatch: /.*\.spec\.ts$/,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Two workers share the one server. Every spec signs up its own accounts (uniqueEmail), so tests
  // run in any order and side by side, except where the projects below say otherwise.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  outputDir: '../../test-results/e2e',
  use: {
    baseURL,
    // A trace records every action's DOM and a screencast: kept for every test, it cost a third of
    // the run's time on two cores. A test that fails is retried (in CI) with the trace on;
    // E2E_TRACE=retain-on-failure records it from the first try.
    trace:
      (process.env.E2E_TRACE as 'on-first-retry' | 'retain-on-failure' | 'on' | undefined) ??
      'on-first-retry',
    // Every new context would install the service worker and precache the whole app (106 files,
    // 3.5 MB): only the specs about working offline, and the shell's own, allow it (test.use). The
    // others test what the pages do, which the worker does not change.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      // These publish listings in the one public directory and read it back (the photographers of
      // Austin, the category counts, the seeded photographer found by name): one at a time, in order,
      // so one spec's new listing never lands in another's count or search.
      name: 'directory',
      testMatch: DIRECTORY_SPECS,
      fullyParallel: false,
      workers: 1,
    },
    { name: 'planner', testIgnore: DIRECTORY_SPECS },
  ],
  webServer: {
    command: 'node --import tsx collab-server/src/main.ts',
    cwd: '../..',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    // Start-up migrates, syncs the catalogs and seeds the demo plan: generous on a busy 2-core machine.
    timeout: 180_000,
    env: {
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      SEED_DEMO: 'true',
      // Every spec signs up from 127.0.0.1: the suite makes more accounts in an hour than one
      // address may (60); the throttle itself has its own integration test.
      SIGNUPS_PER_ADDRESS_PER_HOUR: '1000',
      // The admin spec signs up with this address and gets the admin role.
      ADMIN_EMAILS: 'admin-e2e@example.com',
      // A build elsewhere (parallel work) can be served instead of apps/web/dist.
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
      // A short delay makes every spec go through dormant rooms and their wake-ups (a stress run).
      ...(process.env.SYNC_HIBERNATE_AFTER_MS
        ? { SYNC_HIBERNATE_AFTER_MS: process.env.SYNC_HIBERNATE_AFTER_MS }
        : {}),
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});

import { defineConfig } from 'vitest/config';

// Two projects: fast unit tests that sit beside the code, and integration tests in tests/ that start
// servers and databases (each against PGlite and, when it answers, a real Postgres).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'collab-server/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
          ],
          environment: 'node',
          // One process per worker for all its files instead of a fresh one per file: re-importing
          // the same modules for each of the 104 files was three quarters of the project's time
          // (64 s → 18 s on the 2-core machine). Files that change process-wide state (TZ, fetch)
          // put it back in afterAll/afterEach; a shuffled order passes too. Forks, not threads: a
          // worker thread's TZ does not move the clock's zone.
          pool: 'forks',
          isolate: false,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Two files at a time: each file starts its own servers on free ports and its own databases,
          // and much of a file's time is waiting (process starts, Postgres, timers). On the 2-core
          // machine the suite took 11m54s one file at a time and 7m22s two at a time.
          fileParallelism: true,
          maxWorkers: 2,
          // And, as for the unit tests, one process per worker for all its files: importing the server
          // afresh for each file cost about a minute (246 s → 167–192 s over four runs). The server
          // keeps no process-wide state that one file could leave for the next (its caches are per
          // database), each file closes what it started, and a shuffled file order passes. Three
          // workers were slower (277 s): the suite is CPU-bound.
          isolate: false,
          // Migrates once for the run; each test database is a copy (tests/support/global-setup.ts).
          globalSetup: ['tests/support/global-setup.ts'],
        },
      },
    ],
  },
});

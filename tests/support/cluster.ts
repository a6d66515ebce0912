// Several server instances in this process on ONE fresh Postgres database, each with its own pool and
// its own bus connection, exactly as separate processes would share a database (only the clock is
// shared, so expiry tests stay exact). Postgres only: PGlite is one process by design.
import {
  type Config,
  type RunningServer,
  type StartOptions,
  startServer,
  testConfig,
} from '@confetti/collab-server';
import { createDb, type DbHandle } from '@confetti/db';
import { createTestDatabase, type TestDatabase } from './databases';
import { readMailbox, TestClient } from './server';

export interface ClusterInstance {
  server: RunningServer;
  url: string;
  handle: DbHandle;
  /** A client for this instance carrying `from`'s cookies (same person, another instance). */
  as(from: TestClient): TestClient;
  client(): TestClient;
}

export interface TestCluster {
  database: TestDatabase;
  instances: ClusterInstance[];
  clock: { now: Date; advance(ms: number): void };
  mailbox: () => ReturnType<typeof readMailbox>;
  stop(): Promise<void>;
}

export async function startTestCluster(
  count: number,
  overrides: Partial<Config> = {},
  options: Pick<StartOptions, 'syncLimits' | 'projectorTiming'> = {},
): Promise<TestCluster> {
  const database = await createTestDatabase('postgres');
  const clock = {
    now: new Date(),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  const instances: ClusterInstance[] = [];
  const ownHandles: DbHandle[] = [];
  for (let n = 0; n < count; n++) {
    const handle =
      n === 0
        ? database.handle
        : await createDb({ url: database.handle.connectionString, maxConnections: 5 });
    if (n > 0) ownHandles.push(handle);
    const server = await startServer({
      config: testConfig({ dataDir: `.data/test-${process.pid}-${n}`, cluster: true, ...overrides }),
      dbHandle: handle,
      now: () => clock.now,
      syncLimits: { roomGraceMs: 50, ...options.syncLimits },
      instanceId: `test-${n}`,
      ...(options.projectorTiming ? { projectorTiming: options.projectorTiming } : {}),
    });
    const url = server.url;
    instances.push({
      server,
      url,
      handle,
      client: () => new TestClient(url),
      as(from) {
        const copy = new TestClient(url);
        for (const [k, v] of from.cookies) copy.cookies.set(k, v);
        return copy;
      },
    });
  }
  return {
    database,
    instances,
    clock,
    mailbox: () => readMailbox(instances[0]!.url),
    async stop() {
      await Promise.all(instances.map((i) => i.server.close()));
      for (const handle of ownHandles) await handle.close();
      await database.drop();
    },
  };
}

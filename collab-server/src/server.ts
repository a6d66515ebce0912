// Starts the whole product in one process: database (migrated, seeded), HTTP app and, later, the
// sync socket. Used by main.ts and by the integration tests (which bind port 0).
import type { AddressInfo } from 'node:net';
import { createDb, type DbHandle, migrateToLatest } from '@confetti/db';
import { type ServerType, serve } from '@hono/node-server';
import { createApp } from './app';
import { Throttle } from './auth/throttle';
import type { Config } from './config';
import type { AppDeps } from './context';
import { Outbox } from './email/outbox';
import { seedIfEmpty } from './seed';

export interface RunningServer {
  url: string;
  port: number;
  deps: AppDeps;
  app: ReturnType<typeof createApp>;
  /** Stops accepting connections, flushes, and closes the database (unless it was passed in). */
  close(): Promise<void>;
}

export interface StartOptions {
  config: Config;
  /** An already open database (tests); otherwise one is opened from the config. */
  dbHandle?: DbHandle;
  now?: () => Date;
}

export async function startServer(options: StartOptions): Promise<RunningServer> {
  const { config } = options;
  const ownsDb = !options.dbHandle;
  const dbHandle =
    options.dbHandle ?? (await createDb({ url: config.databaseUrl, dataDir: `${config.dataDir}/pglite` }));
  await migrateToLatest(dbHandle.db);
  if (config.seedDemo) await seedIfEmpty(dbHandle.db);

  const deps: AppDeps = {
    db: dbHandle.db,
    dbHandle,
    config,
    outbox: new Outbox(dbHandle.db, config.smtpUrl, config.smtpFrom),
    throttle: new Throttle(),
    now: options.now ?? (() => new Date()),
  };
  const app = createApp(deps);

  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(s));
  });
  const port = (server.address() as AddressInfo).port;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;

  let closing: Promise<void> | null = null;
  return {
    url: `http://${shownHost}:${port}`,
    port,
    deps,
    app,
    close() {
      closing ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          // Idle keep-alive connections would hold close() open.
          if ('closeIdleConnections' in server) server.closeIdleConnections();
        });
        await deps.outbox.idle();
        if (ownsDb) await dbHandle.close();
      })();
      return closing;
    },
  };
}

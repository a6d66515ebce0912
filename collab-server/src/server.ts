// Starts the whole product in one process: database (migrated, seeded), HTTP app and the
// sync socket. Used by main.ts and by the integration tests (which bind port 0).

import { randomUUID } from 'node:crypto';
import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createDb, type DbHandle, migrateToLatest } from '@confetti/db';
import { type ServerType, serve } from '@hono/node-server';
import { WebSocketServer } from 'ws';
import { createApp } from './app';
import { Throttle } from './auth/throttle';
import { CLUSTER_CHANNEL, type ClusterBus, NoopBus, PgNotifyBus } from './cluster/bus';
import { Cluster } from './cluster/cluster';
import { type Leases, NoLeases, PgLeases } from './cluster/leases';
import { SharedThrottle } from './cluster/shared-throttle';
import type { Config } from './config';
import type { AppDeps } from './context';
import { listingDocumentKind } from './directory/listing-kind';
import { Outbox } from './email/outbox';
import { planDocumentKind } from './plans/plan-kind';
import type { ProjectorTiming } from './projection/projector';
import { syncMarketplaceCatalog } from './routes/marketplace/catalog-sync';
import { syncBlogPosts } from './routes/news/sync-posts';
import { seedDirectoryIfEmpty } from './seed/directory';
import { seedIfEmpty } from './seed/index';
import { FileStorage } from './storage/files';
import { sweepOrphanListingPhotos, sweepOrphanUploads } from './storage/uploads';
import { CLOSE_GOING_AWAY } from './sync/close-codes';
import { DEFAULT_SYNC_LIMITS, type SyncLimits } from './sync/limits';
import { sharedMerger } from './sync/merge-worker';
import { APPENDS_IN_FLIGHT, DocumentStore } from './sync/persistence';
import { RoomManager } from './sync/rooms';
import { gateUpgrades } from './sync/upgrade-gate';

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
  syncLimits?: Partial<SyncLimits>;
  projectorTiming?: ProjectorTiming;
  /** Names this instance on the cluster bus (random by default). */
  instanceId?: string;
}

export async function startServer(options: StartOptions): Promise<RunningServer> {
  const { config } = options;
  const ownsDb = !options.dbHandle;
  const dbHandle =
    options.dbHandle ?? (await createDb({ url: config.databaseUrl, dataDir: `${config.dataDir}/pglite` }));
  await migrateToLatest(dbHandle.db);
  await syncMarketplaceCatalog(dbHandle.db);
  await syncBlogPosts(dbHandle.db);
  const syncLimits: SyncLimits = {
    ...DEFAULT_SYNC_LIMITS,
    persistBatchMs: config.persistBatchMs,
    hibernateAfterMs: config.hibernateAfterMs,
    roomGraceMs: config.roomGraceMs,
    ...options.syncLimits,
  };
  // Several instances may share a Postgres database (CLUSTER=true): each announces its log appends
  // on the bus and follows the others'. A single instance (and PGlite, always one process) keeps a
  // no-op bus: nobody to tell.
  const instanceId = options.instanceId ?? randomUUID().slice(0, 8);
  const clustered = config.cluster && dbHandle.dialect === 'postgres';
  if (config.cluster && !clustered) throw new Error('CLUSTER=true needs Postgres (DATABASE_URL).');
  const bus: ClusterBus =
    clustered && dbHandle.connectionString && dbHandle.pool
      ? new PgNotifyBus(instanceId, dbHandle.connectionString)
      : new NoopBus(instanceId);
  // Several instances: the log's appends have connections of their own (see DocumentStore).
  const appendHandle =
    bus.enabled && dbHandle.connectionString
      ? await createDb({ url: dbHandle.connectionString, maxConnections: APPENDS_IN_FLIGHT })
      : null;
  const store = new DocumentStore(
    dbHandle.db,
    bus.enabled ? { channel: CLUSTER_CHANNEL, instanceId } : null,
    sharedMerger,
    appendHandle?.db ?? dbHandle.db,
  );
  // One instance at a time projects each plan (cluster/leases.ts).
  const leases: Leases =
    bus.enabled && dbHandle.connectionString
      ? new PgLeases(dbHandle.connectionString, { applicationName: `confetti-leases-${instanceId}` })
      : new NoLeases();
  await leases.start();
  // Every kind of document the server keeps live: rooms, persistence and sockets are shared.
  const rooms = new RoomManager(store, syncLimits, [
    planDocumentKind(dbHandle.db, options.projectorTiming, { versionGuard: bus.enabled, leases }),
    listingDocumentKind(dbHandle.db, options.projectorTiming),
  ]);
  const cluster = new Cluster(bus, rooms, store);
  await cluster.start();
  if (config.seedDemo) {
    await seedIfEmpty(dbHandle.db, rooms);
    // The public directory's demo listings (documents stored as snapshots, projected in bulk).
    await seedDirectoryIfEmpty(dbHandle.db);
  }
  // ADMIN_EMAILS names admins: accounts that existed before it was set (the demo account, someone
  // who signed up first) get the role too, not only those created after; others on confirming.
  if (config.adminEmails.length > 0) {
    await dbHandle.db
      .updateTable('users')
      .set({ is_admin: true })
      .where((eb) => eb(eb.fn('lower', ['email']), 'in', config.adminEmails))
      .where('is_admin', '=', false)
      // Only a proven address: an unconfirmed account may be someone else's sign-up with it.
      .where('email_confirmed_at', 'is not', null)
      .execute();
  }

  const deps: AppDeps = {
    rooms,
    cluster,
    syncLimits,
    storage: new FileStorage(`${config.dataDir}/storage`),
    db: dbHandle.db,
    dbHandle,
    config,
    outbox: new Outbox(dbHandle.db, config.smtpUrl, config.smtpFrom),
    // Throttles read the server's clock, so tests can move time past a wait.
    throttle: new Throttle(() => (options.now ?? (() => new Date()))().getTime()),
    now: options.now ?? (() => new Date()),
  };
  // Rate limits count the same whichever instance a request reaches.
  const sharedThrottle = bus.enabled ? new SharedThrottle(deps.throttle, dbHandle.db, bus) : null;
  await sharedThrottle?.start();
  // Files nobody uses any more (and files a crash left without a row) go before requests come in.
  await sweepOrphanUploads(deps.db, deps.storage, deps.now()).catch((err) =>
    console.error('[storage] sweeping orphaned uploads failed', err),
  );
  // File times are the machine's, not the server's (test) clock.
  await sweepOrphanListingPhotos(deps.db, deps.storage, new Date()).catch((err) =>
    console.error('[storage] sweeping orphaned listing photos failed', err),
  );
  const app = createApp(deps);
  // Our own ws server, so frame size (maxPayload) and upgrades are under our control.
  const wss = new WebSocketServer({ noServer: true, maxPayload: syncLimits.maxFrameBytes });

  const server: ServerType = await new Promise((resolve) => {
    const s = serve(
      {
        fetch: app.fetch,
        port: config.port,
        hostname: config.host,
        websocket: { server: wss },
      },
      () => resolve(s),
    );
  });
  // Idle keep-alive connections are kept longer than Node's 5 s: a server that closes one just as
  // the client reuses it makes that request fail with ECONNRESET before it is read (an e2e test saw
  // it). 65 s also outlasts a proxy's own idle timeout (nginx keepalive_timeout 60 s).
  (server as HttpServer).keepAliveTimeout = 65_000;
  (server as HttpServer).headersTimeout = 66_000;
  // Floods of upgrades are refused, and the rest taken a few at a time, before the app sees them.
  gateUpgrades(server as HttpServer, rooms, config);
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
        // Draining: readiness fails from now on and no new connection is accepted, so a load
        // balancer sends everybody to the other instances.
        cluster.draining = true;
        const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
        // Sockets next, with the restart code (clients reconnect, through the balancer, elsewhere),
        // then every room is flushed; requests already in flight finish.
        await rooms.shutdown(CLOSE_GOING_AWAY, 'server restarting');
        await sharedThrottle?.close();
        await cluster.close();
        // After every room flushed: the other instances take the plans over.
        await leases.close();
        await appendHandle?.close();
        // Idle keep-alive connections would hold close() open.
        if ('closeIdleConnections' in server) server.closeIdleConnections();
        await stopped;
        await deps.outbox.idle();
        if (ownsDb) await dbHandle.close();
      })();
      return closing;
    },
  };
}

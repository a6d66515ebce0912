// What every request handler can reach: the database, configuration, the outbox, the clock, and the
// signed-in user (when there is one).
import type { Database, DbHandle, PlanRole, User } from '@confetti/db';
import type { Kysely } from 'kysely';
import type { Throttle } from './auth/throttle';
import type { Cluster } from './cluster/cluster';
import type { Config } from './config';
import type { Outbox } from './email/outbox';
import type { FileStorage } from './storage/files';
import type { SyncLimits } from './sync/limits';
import type { RoomManager } from './sync/rooms';

export interface AppDeps {
  db: Kysely<Database>;
  dbHandle: DbHandle;
  config: Config;
  outbox: Outbox;
  throttle: Throttle;
  now: () => Date;
  rooms: RoomManager;
  /** The other instances (a no-op on PGlite): remote revocations, presence, updates. */
  cluster: Cluster;
  storage: FileStorage;
  syncLimits: SyncLimits;
}

export interface SessionInfo {
  id: string;
  user: User;
  /** When the session ends on its own (inactivity or absolute lifetime); sockets close then. */
  expiresAt: Date;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    session: SessionInfo | null;
    /** Set for every request (and echoed as X-Request-Id); logs and 500 answers carry it. */
    requestId: string;
  };
}

export type { PlanRole };

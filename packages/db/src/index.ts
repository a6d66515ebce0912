export type { CreateDbOptions, DbDialect, DbHandle } from './create-db';
export { createDb, DEFAULT_PGLITE_DIR } from './create-db';
export type * from './database';
export { migrateToLatest } from './migrate';
export { PglitePool } from './pglite-pool';

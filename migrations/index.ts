// The ordered list of migrations. Names sort in the order they must run.
import type { Migration } from 'kysely';
import * as m0001 from './0001_accounts';

export const migrations: Record<string, Migration> = {
  '0001_accounts': m0001,
};

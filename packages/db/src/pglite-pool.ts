// Lets Kysely's own PostgresDialect drive an embedded PGlite database. PGlite is a single
// connection, so the "pool" hands it out to one borrower at a time: a Kysely transaction holds it
// from BEGIN to COMMIT and no other query can slip in between.
import type { PGlite } from '@electric-sql/pglite';

interface QueryResultLike {
  command: string;
  rowCount: number;
  rows: unknown[];
}

export interface PgliteClient {
  query(sql: string, parameters: readonly unknown[]): Promise<QueryResultLike>;
  release(): void;
}

const COMMAND = /^\s*(?:with\b[\s\S]*?\)\s*)?(insert|update|delete|merge|select)\b/i;

export class PglitePool {
  #queue: Array<() => void> = [];
  #busy = false;

  constructor(readonly pglite: PGlite) {}

  async connect(): Promise<PgliteClient> {
    await this.#acquire();
    let released = false;
    return {
      query: async (sql, parameters) => {
        const result = await this.pglite.query(sql, parameters as unknown[]);
        const command = COMMAND.exec(sql)?.[1]?.toUpperCase() ?? 'OTHER';
        return { command, rowCount: result.affectedRows ?? result.rows.length, rows: result.rows };
      },
      release: () => {
        if (released) return;
        released = true;
        this.#release();
      },
    };
  }

  async end(): Promise<void> {
    await this.#acquire();
    try {
      await this.pglite.close();
    } finally {
      this.#release();
    }
  }

  #acquire(): Promise<void> {
    if (!this.#busy) {
      this.#busy = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#queue.push(resolve));
  }

  #release(): void {
    const next = this.#queue.shift();
    if (next) next();
    else this.#busy = false;
  }
}

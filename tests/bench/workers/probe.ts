// P2 and P3 probe: one editor on a probe plan makes an edit every `intervalMs` and watches, on a
// separate database connection, for the moment the edit is durable (P2: its row in doc_updates, or
// for Hocuspocus the stored document that contains it) and projected (P3: the guests row showing
// it). Postgres triggers NOTIFY on those rows (lib/database.ts), so nothing polls. On PGlite, which
// has no second connection, P3 polls the REST API instead and P2 is not measurable.
//
// Edit n writes `probe:n` to a guest's notes and under key n of the `probe` map; both are plain
// values, so the numbers can be read straight out of an encoded update or document.
import pg from 'pg';
import * as Y from 'yjs';
import { CHANNELS, HOCUSPOCUS_TABLE } from '../lib/database';
import { LeanClient } from '../lib/lean-client';
import { serveWorker } from '../lib/processes';
import type { EditorTarget } from './editors';

export interface ProbeParams {
  target: EditorTarget;
  planId: string;
  cookie: string;
  intervalMs: number;
  maxEdits: number;
  /** Postgres URL for LISTEN; null on PGlite. */
  pgUrl: string | null;
  /** Which store to watch for P2. */
  store: 'confetti' | 'hocuspocus';
  /** PGlite: poll GET /api/guests/ for P3 at this base URL. */
  restBase: string | null;
}

export interface ProbeResult {
  editsSent: number;
  persisted: number[];
  persistMissing: number;
  projected: number[];
  projectMissing: number;
  measuredPersist: boolean;
  measuredProjection: boolean;
}

let client: LeanClient | null = null;
let listener: pg.Client | null = null;
let editTimer: NodeJS.Timeout | null = null;
let polling = false;
let params: ProbeParams | null = null;
const sentAt = new Map<number, number>();
const persisted = new Map<number, number>();
const projected = new Map<number, number>();
let lastProjected = 0;
let edits = 0;

/** Every probe number carried by plain values in an update (a log row or a whole document). */
function probeNumbers(update: Uint8Array): number[] {
  const found: number[] = [];
  for (const struct of Y.decodeUpdate(update).structs) {
    if (!(struct instanceof Y.Item) || !(struct.content instanceof Y.ContentAny)) continue;
    for (const value of struct.content.arr) {
      const m = typeof value === 'string' ? /^probe:(\d+)$/.exec(value) : null;
      if (m) found.push(Number(m[1]));
    }
  }
  return found;
}

function markPersisted(numbers: number[], at: number): void {
  for (const n of numbers) {
    const sent = sentAt.get(n);
    if (sent !== undefined && !persisted.has(n)) persisted.set(n, at - sent);
  }
}

/** The row shows edit n: every earlier edit is visible too (superseded by a later value). */
function markProjected(n: number, at: number): void {
  for (let k = lastProjected + 1; k <= n; k++) {
    const sent = sentAt.get(k);
    if (sent !== undefined) projected.set(k, at - sent);
  }
  lastProjected = Math.max(lastProjected, n);
}

async function listen(url: string, store: ProbeParams['store']): Promise<pg.Client> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  db.on('notification', (message) => {
    const at = performance.now();
    const payload = message.payload ?? '';
    if (message.channel === CHANNELS.docUpdate) {
      const [, seq, data] = payload.split(' ');
      if (data) markPersisted(probeNumbers(new Uint8Array(Buffer.from(data, 'base64'))), at);
      else
        void db
          .query('select data from doc_updates where seq = $1', [Number(seq)])
          .then((r) => r.rows[0] && markPersisted(probeNumbers(new Uint8Array(r.rows[0].data)), at));
    } else if (message.channel === CHANNELS.hocuspocusStore) {
      void db
        .query(`select data from ${HOCUSPOCUS_TABLE} where name = $1`, [payload])
        .then((r) => r.rows[0] && markPersisted(probeNumbers(new Uint8Array(r.rows[0].data)), at));
    } else if (message.channel === CHANNELS.projection) {
      const m = /probe:(\d+)$/.exec(payload);
      if (m) markProjected(Number(m[1]), at);
    }
  });
  if (store === 'confetti') {
    await db.query(`listen ${CHANNELS.docUpdate}`);
    await db.query(`listen ${CHANNELS.projection}`);
  } else {
    await db.query(`listen ${CHANNELS.hocuspocusStore}`);
  }
  return db;
}

async function pollProjection(base: string, planId: string, cookie: string, guestId: string): Promise<void> {
  polling = true;
  while (polling) {
    const res = await fetch(`${base}/api/guests/?plan_id=${planId}`, { headers: { cookie } });
    const at = performance.now();
    if (res.ok) {
      const guests = (await res.json()) as Array<{ id: string; notes: string }>;
      const m = /probe:(\d+)$/.exec(guests.find((g) => g.id === guestId)?.notes ?? '');
      if (m) markProjected(Number(m[1]), at);
    }
    await new Promise((r) => setTimeout(r, 10));
  }
}

serveWorker({
  async start(p: ProbeParams) {
    params = p;
    const { target } = p;
    client = new LeanClient({
      url: target.docInPath ? `${target.wsBase}/${p.planId}` : target.wsBase,
      framing: target.framing,
      docName: p.planId,
      headers: { cookie: p.cookie, ...(target.origin ? { origin: target.origin } : {}) },
    });
    await client.synced;
    const doc = client.doc;
    const guestId = [...doc.getMap('guests').keys()].sort()[0];
    if (!guestId) throw new Error('the probe plan has no guest');
    if (p.pgUrl) listener = await listen(p.pgUrl, p.store);
    if (!p.pgUrl && p.restBase && p.store === 'confetti') {
      void pollProjection(p.restBase, p.planId, p.cookie, guestId);
    }
    const probeMap = doc.getMap('probe');
    const guest = doc.getMap('guests').get(guestId) as Y.Map<unknown>;
    editTimer = setInterval(() => {
      if (edits >= p.maxEdits || !client?.isOpen) return;
      const n = ++edits;
      sentAt.set(n, performance.now());
      doc.transact(() => {
        probeMap.set(String(n), `probe:${n}`);
        guest.set('notes', `probe:${n}`);
      });
    }, p.intervalMs);
    return null;
  },

  /** Stops editing, waits up to `drainMs` for the last edits to land, then reports. */
  async stop({ drainMs }: { drainMs: number }): Promise<ProbeResult> {
    if (editTimer) clearInterval(editTimer);
    const p = params!;
    const measuredPersist = p.pgUrl !== null;
    const measuredProjection = p.store === 'confetti' && (p.pgUrl !== null || p.restBase !== null);
    const deadline = performance.now() + drainMs;
    while (performance.now() < deadline) {
      const persistDone = !measuredPersist || persisted.size >= edits;
      const projectDone = !measuredProjection || projected.size >= edits;
      if (persistDone && projectDone) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    polling = false;
    await listener?.end();
    await client?.close();
    return {
      editsSent: edits,
      persisted: [...persisted.values()],
      persistMissing: measuredPersist ? edits - persisted.size : 0,
      projected: [...projected.values()],
      projectMissing: measuredProjection ? edits - projected.size : 0,
      measuredPersist,
      measuredProjection,
    };
  },
});

// H1's attacker, in its own process so neither its event loop nor its garbage collection is the
// measuring clients'. `setup` names the attacked plan; each `round` runs one round against it: 200
// simultaneous upgrades by the owner, 50 sockets by a viewer, and 60 sockets that each send a 1 MB
// update whose earlier parts never arrive. Answers with what the server did so far.
import WebSocket from 'ws';
import { syncUpdateMessage, updateWithMissingParts } from '../../support/attack-updates';
import { serveWorker } from '../lib/processes';

export interface AttackParams {
  base: string;
  planId: string;
  ownerCookie: string;
  viewerCookie: string;
  pendingPerRound: number;
  bytes: number;
}

export interface AttackReport {
  rounds: number;
  raceAccepted: number[];
  viewerAccepted: number[];
  pendingSent: number;
  pendingCloses: Record<string, number>;
  refused: number;
  /** The attacker's own CPU time, in milliseconds, over all rounds. */
  cpuMs: number;
}

let params: AttackParams;
let url = '';
let payloads: Uint8Array[] = [];

function open(cookie: string): Promise<{ ws: WebSocket; status: number }> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, { headers: { cookie, origin: params.base } });
    ws.on('open', () => resolve({ ws, status: 101 }));
    ws.on('unexpected-response', (_req, res) => {
      resolve({ ws, status: res.statusCode ?? 0 });
      ws.terminate();
    });
    ws.on('error', () => resolve({ ws, status: 0 }));
  });
}

function closed(ws: WebSocket): Promise<number> {
  return new Promise((resolve) => {
    if (ws.readyState === WebSocket.CLOSED) return resolve(-1);
    ws.on('close', (code) => resolve(code));
  });
}

const report: AttackReport = {
  rounds: 0,
  raceAccepted: [],
  viewerAccepted: [],
  pendingSent: 0,
  pendingCloses: {},
  refused: 0,
  cpuMs: 0,
};

async function round() {
  const cpuBefore = process.cpuUsage();
  const { ownerCookie, viewerCookie, pendingPerRound } = params;
  const race = await Promise.all(Array.from({ length: 200 }, () => open(ownerCookie)));
  report.raceAccepted.push(race.filter((r) => r.status === 101).length);
  const viewer = await Promise.all(Array.from({ length: 50 }, () => open(viewerCookie)));
  report.viewerAccepted.push(viewer.filter((r) => r.status === 101).length);
  const all = [...race, ...viewer].filter((r) => r.status === 101);
  await Promise.all(
    all.map((r) => {
      const c = closed(r.ws);
      r.ws.close();
      return c;
    }),
  );
  for (let i = 0; i < pendingPerRound; i++) {
    const { ws, status } = await open(ownerCookie);
    if (status !== 101) {
      report.refused += 1;
      continue;
    }
    const code = closed(ws);
    ws.send(payloads[i % payloads.length]!);
    report.pendingSent += 1;
    const c = await code;
    report.pendingCloses[c] = (report.pendingCloses[c] ?? 0) + 1;
  }
  report.rounds += 1;
  const cpu = process.cpuUsage(cpuBefore);
  report.cpuMs += (cpu.user + cpu.system) / 1000;
}

serveWorker({
  setup(p: AttackParams) {
    params = p;
    url = `${p.base.replace(/^http/, 'ws')}/sync/${p.planId}`;
    payloads = [1, 2, 3, 4].map((i) => syncUpdateMessage(updateWithMissingParts(p.bytes, 7_000_000 + i)));
  },
  async round(): Promise<AttackReport> {
    await round();
    return report;
  },
});

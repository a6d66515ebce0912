// The attacker for the hardening load test, in its own thread so its work does not slow the
// measuring clients' event loop. Each 'round' message runs one round against one plan: 200
// simultaneous upgrades by the owner, 50 sockets by a viewer, and 60 sockets that each send a 1 MB
// update whose earlier parts never arrive. Reports what the server did after each round.
import { parentPort, workerData } from 'node:worker_threads';
import * as encoding from 'lib0/encoding';
import WebSocket from 'ws';
import * as Y from 'yjs';

const { base, planId, ownerCookie, viewerCookie, pendingPerRound, bytes } = workerData;
const url = `${base.replace(/^http/, 'ws')}/sync/${planId}`;

function pendingMessage(clientId) {
  const doc = new Y.Doc();
  doc.clientID = clientId;
  const text = doc.getText('notes');
  text.insert(0, 'a');
  const before = Y.encodeStateVector(doc);
  text.insert(1, 'x'.repeat(bytes));
  const update = Y.encodeStateAsUpdate(doc, before);
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, 0);
  encoding.writeVarUint(encoder, 2);
  encoding.writeVarUint8Array(encoder, update);
  return encoding.toUint8Array(encoder);
}
const payloads = [1, 2, 3, 4].map((i) => pendingMessage(7_000_000 + i));

function open(cookie) {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, { headers: { cookie, origin: base } });
    ws.on('open', () => resolve({ ws, status: 101 }));
    ws.on('unexpected-response', (_req, res) => {
      resolve({ ws, status: res.statusCode });
      ws.terminate();
    });
    ws.on('error', () => resolve({ ws, status: 0 }));
  });
}

function closed(ws) {
  return new Promise((resolve) => {
    if (ws.readyState === WebSocket.CLOSED) return resolve(-1);
    ws.on('close', (code) => resolve(code));
  });
}

const report = {
  rounds: 0,
  raceAccepted: [],
  viewerAccepted: [],
  pendingSent: 0,
  pendingCloses: {},
  refused: 0,
};

async function round() {
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
    ws.send(payloads[i % payloads.length]);
    report.pendingSent += 1;
    const c = await code;
    report.pendingCloses[c] = (report.pendingCloses[c] ?? 0) + 1;
  }
  report.rounds += 1;
}

parentPort.on('message', async (m) => {
  if (m !== 'round') return;
  await round();
  parentPort.postMessage({ report });
});

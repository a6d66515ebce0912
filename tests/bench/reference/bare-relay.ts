// Reference (a) for P1: the least a Yjs sync server can do. One in-memory Y.Doc per room (the URL
// path), y-protocols sync, every update applied and relayed to the room's other sockets. No auth,
// no persistence, no projection, no limits: its latency is the floor for this machine and load.
// H1 uses it too, refusing the attacked room outright (BENCH_REFUSE_ROOM, below).
//
// Rooms start from seed documents (BENCH_SEEDS: JSON { docs: base64[], plans: { [name]: index } })
// so clients download the same plans as from Confetti. Prints `READY <port>`.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import { type WebSocket, WebSocketServer } from 'ws';
import * as syncProtocol from 'y-protocols/sync';
import * as Y from 'yjs';

const MESSAGE_SYNC = 0;
const MESSAGE_AWARENESS = 1;

interface Seeds {
  docs: string[];
  plans: Record<string, number>;
}

const seeds: Seeds = process.env.BENCH_SEEDS
  ? JSON.parse(readFileSync(process.env.BENCH_SEEDS, 'utf8'))
  : { docs: [], plans: {} };
const seedBytes = seeds.docs.map((b64) => new Uint8Array(Buffer.from(b64, 'base64')));

interface Room {
  doc: Y.Doc;
  sockets: Set<WebSocket>;
}

const rooms = new Map<string, Room>();

function roomFor(name: string): Room {
  const room = rooms.get(name);
  if (room) return room;
  const doc = new Y.Doc();
  const seed = seeds.plans[name];
  if (seed !== undefined) Y.applyUpdate(doc, seedBytes[seed]!);
  const created: Room = { doc, sockets: new Set() };
  doc.on('update', (update: Uint8Array, origin: unknown) => {
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, MESSAGE_SYNC);
    syncProtocol.writeUpdate(encoder, update);
    const message = encoding.toUint8Array(encoder);
    for (const socket of created.sockets) if (socket !== origin) socket.send(message);
  });
  rooms.set(name, created);
  return created;
}

const server = createServer((_req, res) => {
  res.writeHead(404).end();
});
const wss = new WebSocketServer({ noServer: true });

// H1's reference: BENCH_REFUSE_ROOM names a room whose every upgrade is answered 429 from the raw
// request, the least any server can do about a flood it will not serve.
const refusedRoom = process.env.BENCH_REFUSE_ROOM;
const REFUSAL = Buffer.from(
  'HTTP/1.1 429 Too Many Requests\r\nConnection: close\r\nContent-Length: 0\r\n\r\n',
);
server.on('upgrade', (request, socket, head) => {
  if (refusedRoom && (request.url ?? '/').slice(1) === refusedRoom) {
    socket.end(REFUSAL);
    return;
  }
  wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
});

wss.on('connection', (socket, request) => {
  const room = roomFor((request.url ?? '/').slice(1));
  room.sockets.add(socket);
  socket.binaryType = 'nodebuffer';
  const step1 = encoding.createEncoder();
  encoding.writeVarUint(step1, MESSAGE_SYNC);
  syncProtocol.writeSyncStep1(step1, room.doc);
  socket.send(encoding.toUint8Array(step1));

  socket.on('message', (data: Buffer) => {
    const decoder = decoding.createDecoder(new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
    const type = decoding.readVarUint(decoder);
    if (type === MESSAGE_SYNC) {
      const reply = encoding.createEncoder();
      encoding.writeVarUint(reply, MESSAGE_SYNC);
      syncProtocol.readSyncMessage(decoder, reply, room.doc, socket);
      if (encoding.length(reply) > 1) socket.send(encoding.toUint8Array(reply));
    } else if (type === MESSAGE_AWARENESS) {
      for (const other of room.sockets) if (other !== socket) other.send(data);
    }
  });
  socket.on('close', () => room.sockets.delete(socket));
  socket.on('error', () => room.sockets.delete(socket));
});

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(`READY ${typeof address === 'object' && address ? address.port : 0}`);
});

process.on('SIGTERM', () => {
  for (const client of wss.clients) client.terminate();
  server.close(() => process.exit(0));
});

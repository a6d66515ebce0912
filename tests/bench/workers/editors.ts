// P1 load generator: a process full of editors. Every plan's editors live in the same process, so a
// latency is one clock's difference: the sender notes performance.now() as it makes an edit, the
// other editors of that plan note it when the server's message carrying it arrives on their socket.
//
// A plan's editors share one document in this process (each edit is made under its editor's own
// client id and sent on its editor's socket, so the server sees three clients as before). Receivers
// read the edit's id out of the relayed update without applying it: the sender already made it in
// the same document. With a document per editor, the generators held 1,500 full plans (about
// 2 GB) and applied every delivery, and their own garbage collection was most of the tail they
// measured (client event-loop delay p99 14-19 ms against a 10 ms goal, for the bare relay too).
//
// An edit is what a person does in the app (a guest's notes change) plus the edit's id in a side
// map (`bench`, one key per editor) that receivers look for; the server treats that map like any
// unknown part of a plan (persisted, not projected).
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import * as Y from 'yjs';
import { type Framing, LeanClient, mapLimit } from '../lib/lean-client';
import { serveWorker } from '../lib/processes';
import { mulberry32 } from '../stats';

export interface EditorTarget {
  framing: Framing;
  /** ws://host:port/sync for Confetti, ws://host:port for the references. */
  wsBase: string;
  /** Hocuspocus carries the plan id inside messages, the others in the path. */
  docInPath: boolean;
  origin: string | null;
}

export interface EditorPlan {
  planId: string;
  cookies: string[];
}

export interface ConnectParams {
  target: EditorTarget;
  /** Several server instances (P9): a plan's i-th editor connects to targets[i % length]. */
  targets?: EditorTarget[];
  plans: EditorPlan[];
  concurrency: number;
  workerIndex: number;
  seed: number;
}

export interface MeasureResult {
  samples: number[];
  editsSent: number;
  deliveriesExpected: number;
  deliveriesMissing: number;
  socketsOpenAtEnd: number;
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
  /** Deliveries between editors connected to different instances (P9); empty with one target. */
  crossSamples: number[];
  /** Deliveries between editors on the same instance. */
  sameSamples: number[];
}

interface Editor {
  client: LeanClient;
  /** The Yjs client id its edits are made under, in the plan's shared document. */
  clientId: number;
  /**
   * The guests whose notes this editor changes: its share of the plan's guests. In the shared
   * document an edit's position names the value it replaces; were that another editor's edit, not
   * yet relayed to this editor's server instance (P9), the instance would hold this edit back until
   * it arrived, which a real person, who only replaces what they have seen, never causes.
   */
  guestIds: string[];
  /** Which of the targets (server instances) it is connected to. */
  instance: number;
  slot: string;
  plan: PlanState;
  timers: NodeJS.Timeout[];
}

interface PlanState {
  doc: Y.Doc;
  editors: Editor[];
}

const BENCH_MAP = 'bench';

let editors: Editor[] = [];
let random = mulberry32(1);
let workerIndex = 0;
let editSeq = 0;
let measuring = false;
let samples: number[] = [];
let crossSamples: number[] = [];
let sameSamples: number[] = [];
let editsSent = 0;
let deliveriesExpected = 0;
/** Edits sent while measuring: when, and how many peers still have to receive them. */
const inFlight = new Map<string, { sentAt: number; waiting: number; instance: number }>();
const loopDelay = monitorEventLoopDelay({ resolution: 5 });
/** BENCH_P9_TRACE=<file>: every cross-instance delivery (send time in epoch ms, latency, sender's instance) goes to <file>.<worker>. */
const TRACE = process.env.BENCH_P9_TRACE;
const trace: string[] = [];

function makeEdit(editor: Editor): void {
  if (!editor.client.isOpen) return;
  const editId = `${workerIndex}.${++editSeq}`;
  const peers = editor.plan.editors.filter((e) => e !== editor && e.client.isOpen).length;
  const doc = editor.plan.doc;
  const guests = doc.getMap('guests');
  const guestId = editor.guestIds[Math.floor(random() * editor.guestIds.length)];
  const sentAt = performance.now();
  if (measuring && peers > 0) {
    inFlight.set(editId, { sentAt, waiting: peers, instance: editor.instance });
    deliveriesExpected += peers;
    editsSent += 1;
  }
  doc.clientID = editor.clientId;
  // The plan document's update listener sends the update on the origin editor's socket.
  doc.transact(() => {
    const guest = guestId === undefined ? undefined : guests.get(guestId);
    if (guest instanceof Y.Map) guest.set('notes', `Seat near the door (${editId})`);
    doc.getMap(BENCH_MAP).set(editor.slot, editId);
  }, editor);
}

/** Edit ids are `<worker>.<seq>`, the bench map's values; a guest's notes mention one but do not match. */
const EDIT_ID = /^\d+\.\d+$/;

/** The edit ids an update carries, read without applying it. */
function editIdsIn(update: Uint8Array): string[] {
  const ids: string[] = [];
  for (const struct of Y.decodeUpdate(update).structs) {
    if (!(struct instanceof Y.Item) || !(struct.content instanceof Y.ContentAny)) continue;
    for (const value of struct.content.arr)
      if (typeof value === 'string' && EDIT_ID.test(value)) ids.push(value);
  }
  return ids;
}

function delivered(editor: Editor, update: Uint8Array): void {
  const now = performance.now();
  for (const editId of editIdsIn(update)) {
    const entry = inFlight.get(editId);
    if (!entry) continue;
    samples.push(now - entry.sentAt);
    if (entry.instance !== editor.instance) {
      crossSamples.push(now - entry.sentAt);
      if (TRACE)
        trace.push(
          `${Math.round(performance.timeOrigin + entry.sentAt)} ${(now - entry.sentAt).toFixed(1)} ${entry.instance}`,
        );
    } else sameSamples.push(now - entry.sentAt);
    entry.waiting -= 1;
    if (entry.waiting === 0) inFlight.delete(editId);
  }
}

serveWorker({
  async connect(params: ConnectParams) {
    workerIndex = params.workerIndex;
    random = mulberry32(params.seed);
    const started = performance.now();
    const failures: string[] = [];
    const plans = await mapLimit(params.plans, params.concurrency, async (plan) => {
      const doc = new Y.Doc();
      const state: PlanState = { doc, editors: [] };
      // Edits are made with their editor as the origin; what a handshake applies is not sent.
      doc.on('update', (update: Uint8Array, origin: unknown) => {
        if (origin !== null && typeof origin === 'object' && 'clientId' in origin)
          (origin as Editor).client.sendUpdate(update);
      });
      await Promise.all(
        plan.cookies.map(async (cookie, i) => {
          const instance = params.targets ? i % params.targets.length : 0;
          const target = params.targets?.[instance] ?? params.target;
          let editor: Editor | null = null;
          const client = new LeanClient({
            url: target.docInPath ? `${target.wsBase}/${plan.planId}` : target.wsBase,
            framing: target.framing,
            docName: plan.planId,
            headers: { cookie, ...(target.origin ? { origin: target.origin } : {}) },
            doc,
            shared: { onUpdate: (update) => editor && delivered(editor, update) },
          });
          const clientId = 1 + Math.floor(random() * 0x7ffffffe);
          editor = { client, clientId, guestIds: [], instance, slot: `e${i}`, plan: state, timers: [] };
          state.editors.push(editor);
          try {
            await client.synced;
          } catch (err) {
            failures.push(String(err));
          }
        }),
      );
      const guestIds = [...doc.getMap('guests').keys()];
      state.editors.forEach((editor, i) => {
        editor.guestIds = guestIds.filter((_, j) => j % state.editors.length === i);
      });
      return state;
    });
    editors = plans.flatMap((p) => p.editors);
    return {
      sockets: editors.filter((e) => e.client.isOpen).length,
      failures: failures.length,
      firstFailure: failures[0] ?? null,
      ms: performance.now() - started,
    };
  },

  startEditing({ intervalMs }: { intervalMs: number }) {
    // Each editor keeps its own rhythm, started at a random phase so edits spread evenly in time.
    for (const editor of editors) {
      const first = setTimeout(() => {
        makeEdit(editor);
        editor.timers.push(setInterval(() => makeEdit(editor), intervalMs));
      }, random() * intervalMs);
      editor.timers.push(first);
    }
    return null;
  },

  beginMeasure() {
    samples = [];
    crossSamples = [];
    sameSamples = [];
    editsSent = 0;
    deliveriesExpected = 0;
    inFlight.clear();
    loopDelay.reset();
    loopDelay.enable();
    measuring = true;
    return null;
  },

  /** Stops counting new edits, lets in-flight ones arrive (at most `drainMs`), then reports. */
  async endMeasure({ drainMs }: { drainMs: number }): Promise<MeasureResult> {
    measuring = false;
    const deadline = performance.now() + drainMs;
    while (inFlight.size > 0 && performance.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    loopDelay.disable();
    if (TRACE) writeFileSync(`${TRACE}.${workerIndex}`, trace.join('\n'));
    let missing = 0;
    for (const entry of inFlight.values()) missing += entry.waiting;
    inFlight.clear();
    return {
      samples,
      crossSamples,
      sameSamples,
      editsSent,
      deliveriesExpected,
      deliveriesMissing: missing,
      socketsOpenAtEnd: editors.filter((e) => e.client.isOpen).length,
      loopDelayP99Ms: loopDelay.percentile(99) / 1e6,
      loopDelayMaxMs: loopDelay.max / 1e6,
    };
  },

  async stop() {
    for (const editor of editors) for (const t of editor.timers) clearTimeout(t);
    await mapLimit(editors, 100, (e) => e.client.close());
    for (const doc of new Set(editors.map((e) => e.plan.doc))) doc.destroy();
    editors = [];
    return null;
  },
});

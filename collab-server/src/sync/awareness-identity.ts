// Presence entries are rewritten on the server so that `user` always describes the socket's signed-in
// user: a client can announce which tab it is on, never who it is. Entries for awareness client ids
// owned by another socket are dropped, so nobody can overwrite or remove someone else's presence.
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';

export interface PresenceIdentity {
  id: string;
  /** The person's display name, or their email when they have not set one. */
  name: string;
  email: string;
  color: string;
  role: string;
}

export interface StampedAwareness {
  update: Uint8Array;
  clientIds: number[];
}

const MAX_STATE_CHARS = 4096;

/**
 * `mayControl(clientId, clock, removal)`: whether this socket may set (or, with `removal`, remove)
 * the presence of `clientId` at `clock`.
 */
export function stampAwarenessUpdate(
  update: Uint8Array,
  identity: PresenceIdentity,
  mayControl: (clientId: number, clock: number, removal: boolean) => boolean,
): StampedAwareness {
  const decoder = decoding.createDecoder(update);
  const count = decoding.readVarUint(decoder);
  const entries: Array<{ clientId: number; clock: number; state: string }> = [];
  for (let i = 0; i < count; i++) {
    const clientId = decoding.readVarUint(decoder);
    const clock = decoding.readVarUint(decoder);
    const raw = decoding.readVarString(decoder);
    const parsed: unknown = raw.length > MAX_STATE_CHARS ? {} : JSON.parse(raw);
    if (!mayControl(clientId, clock, parsed === null)) continue;
    let state: string;
    if (parsed === null) state = 'null';
    else {
      const object =
        typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
      state = JSON.stringify({ ...pickPresence(object), user: identity });
    }
    entries.push({ clientId, clock, state });
  }
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, entries.length);
  for (const e of entries) {
    encoding.writeVarUint(encoder, e.clientId);
    encoding.writeVarUint(encoder, e.clock);
    encoding.writeVarString(encoder, e.state);
  }
  return { update: encoding.toUint8Array(encoder), clientIds: entries.map((e) => e.clientId) };
}

/** Only small, known presence fields travel: where someone is and what they are touching. */
function pickPresence(state: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (typeof state.tab === 'string' && state.tab.length <= 40) out.tab = state.tab;
  if (typeof state.editing === 'string' && state.editing.length <= 120) out.editing = state.editing;
  if (typeof state.dragging === 'string' && state.dragging.length <= 120) out.dragging = state.dragging;
  if (typeof state.cursor === 'object' && state.cursor !== null) {
    const c = state.cursor as Record<string, unknown>;
    if (typeof c.x === 'number' && typeof c.y === 'number' && Number.isFinite(c.x) && Number.isFinite(c.y)) {
      out.cursor = { x: c.x, y: c.y };
    }
  }
  return out;
}

/** Presence colours: each carries white initials at 4.5:1 or more (WCAG AA for small text). */
export const COLORS = [
  '#b5446e',
  '#3b7ba2',
  '#517f4c',
  '#a06824',
  '#7b5ea7',
  '#2a807d',
  '#c0504d',
  '#8a6d3b',
];

export function colorFor(userId: string): string {
  let h = 0;
  for (const ch of userId) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return COLORS[h % COLORS.length]!;
}

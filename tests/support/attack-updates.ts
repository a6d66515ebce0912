// Hostile Yjs traffic for tests: updates whose earlier parts never arrive, so a server that applies
// them can only hold them back ("pending"), and y-websocket framing for raw sockets.
import * as encoding from 'lib0/encoding';
import * as Y from 'yjs';

/**
 * An update from an invented client whose first edit is withheld: `bytes` of text inserted after a
 * character the server has never seen. Every call uses a fresh client id.
 */
export function updateWithMissingParts(
  bytes: number,
  clientId = 1_000_000 + Math.floor(Math.random() * 1e9),
) {
  const doc = new Y.Doc();
  doc.clientID = clientId;
  const text = doc.getText('notes');
  text.insert(0, 'a');
  const before = Y.encodeStateVector(doc);
  text.insert(1, 'x'.repeat(bytes));
  const update = Y.encodeStateAsUpdate(doc, before);
  doc.destroy();
  return update;
}

/** A y-websocket "sync update" message carrying `update`. */
export function syncUpdateMessage(update: Uint8Array): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, 0); // sync
  encoding.writeVarUint(encoder, 2); // update
  encoding.writeVarUint8Array(encoder, update);
  return encoding.toUint8Array(encoder);
}

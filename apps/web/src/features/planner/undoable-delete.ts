// A delete that can be taken back. It runs in a transaction of its own origin, and a Y.UndoManager
// that tracks only that origin puts back exactly what it changed (cascades included, e.g. an item's
// payments and its vendor's hired flag), however the plan changed meanwhile elsewhere. The restored
// entities sync like any edit.
import * as Y from 'yjs';

/** Runs `remove` under a fresh origin and returns what undoes it (null when nothing was removed). */
export function removeUndoably(
  doc: Y.Doc,
  maps: readonly string[],
  remove: (origin: symbol) => boolean,
): { undo: () => void; dispose: () => void } | null {
  const origin = Symbol('undoable-delete');
  const manager = new Y.UndoManager(
    maps.map((name) => doc.getMap(name)),
    { trackedOrigins: new Set([origin]), captureTimeout: 0 },
  );
  let removed = false;
  try {
    removed = remove(origin);
  } finally {
    if (!removed) manager.destroy();
  }
  if (!removed) return null;
  let live = true;
  const dispose = () => {
    if (!live) return;
    live = false;
    manager.destroy();
  };
  return {
    undo: () => {
      if (!live) return;
      manager.undo();
      dispose();
    },
    dispose,
  };
}

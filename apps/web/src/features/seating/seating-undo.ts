// Per-person undo and redo on the Seating Plan: every edit this screen makes carries SEATING_ORIGIN,
// and a Y.UndoManager tracks only that origin, so Undo takes back my own moves and seats, never a
// partner's (their changes arrive with the provider's origin) nor the server's.
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import * as Y from 'yjs';

/** The origin of every seating edit made in this browser tab. */
export const SEATING_ORIGIN = Symbol('seating-editor');

const TRACKED = ['seatingTables', 'floorElements', 'guests'] as const;

export interface SeatingUndo {
  undo: () => void;
  redo: () => void;
  canUndo: boolean;
  canRedo: boolean;
}

export function useSeatingUndo(doc: Y.Doc): SeatingUndo {
  const manager = useMemo(
    () =>
      new Y.UndoManager(
        TRACKED.map((name) => doc.getMap(name)),
        // One step per edit: a drag is written once, on drop (partners see it move through presence),
        // so merging edits by time would only fold two separate actions — a drop and a seat chosen
        // right after — into one Undo.
        { trackedOrigins: new Set([SEATING_ORIGIN]), captureTimeout: 0 },
      ),
    [doc],
  );
  useEffect(() => () => manager.destroy(), [manager]);
  const subscribe = useCallback(
    (listener: () => void) => {
      const events = ['stack-item-added', 'stack-item-popped', 'stack-cleared'] as const;
      for (const e of events) manager.on(e, listener);
      return () => {
        for (const e of events) manager.off(e, listener);
      };
    },
    [manager],
  );
  const state = useSyncExternalStore(subscribe, () => `${manager.canUndo()}:${manager.canRedo()}`);
  const [canUndo, canRedo] = state.split(':').map((v) => v === 'true') as [boolean, boolean];
  const undo = useCallback(() => {
    manager.undo();
  }, [manager]);
  const redo = useCallback(() => {
    manager.redo();
  }, [manager]);
  return { undo, redo, canUndo, canRedo };
}

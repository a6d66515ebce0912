// Per-person undo and redo on the Seating Plan: every edit this screen makes carries SEATING_ORIGIN,
// and a Y.UndoManager tracks only that origin, so Undo takes back my own moves and seats, never a
// partner's (their changes arrive with the provider's origin) nor the server's.
import { collectChanges, type PlanChanges } from '@confetti/plan';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import * as Y from 'yjs';

/** The origin of every seating edit made in this browser tab. */
export const SEATING_ORIGIN = Symbol('seating-editor');

const TRACKED = ['seatingTables', 'floorElements', 'guests'] as const;

/** The entities an Undo or Redo step changed, per collection; null when there was nothing to take. */
export type UndoneChanges = PlanChanges['entities'] | null;

export interface SeatingUndo {
  undo: () => UndoneChanges;
  redo: () => UndoneChanges;
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
  // The manager writes each step in one transaction of its own origin (the manager itself): what that
  // transaction touched is what the screen says was undone or redone.
  const step = useCallback(
    (take: () => unknown): UndoneChanges => {
      let changes: UndoneChanges = null;
      const record = (transaction: Y.Transaction) => {
        if (transaction.origin === manager) changes = collectChanges(transaction).entities;
      };
      doc.on('afterTransaction', record);
      try {
        take();
      } finally {
        doc.off('afterTransaction', record);
      }
      return changes;
    },
    [doc, manager],
  );
  const undo = useCallback(() => step(() => manager.undo()), [step, manager]);
  const redo = useCallback(() => step(() => manager.redo()), [step, manager]);
  return { undo, redo, canUndo, canRedo };
}

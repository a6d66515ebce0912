// Live presence on the floor plan: my pointer (in floor units) and what I am dragging go out through
// awareness, throttled to the server's presence rate; partners on this tab come back as cursors, and
// the table, element or guest they drag is drawn where their pointer is until they drop it.
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { usePlan } from '../../plan';

/** At most one presence update per this many ms (the server accepts 20 a second per socket). */
export const PRESENCE_INTERVAL_MS = 80;

export interface PartnerPointer {
  clientId: number;
  name: string;
  color: string;
  x: number;
  y: number;
  /** 'table:<id>', 'element:<id>' or 'guest:<id>' while they drag. */
  dragging: string | null;
}

export function useAnnouncePointer(): (
  point: { x: number; y: number } | null,
  dragging?: string | null,
) => void {
  const { awareness } = usePlan();
  const last = useRef(0);
  const pending = useRef<{ cursor: { x: number; y: number } | null; dragging: string | null } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastDragging = useRef<string | null>(null);
  const flush = useCallback(() => {
    timer.current = null;
    const next = pending.current;
    if (!next) return;
    pending.current = null;
    last.current = performance.now();
    const state = awareness.getLocalState() ?? {};
    awareness.setLocalState({ ...state, cursor: next.cursor, dragging: next.dragging });
  }, [awareness]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      const state = awareness.getLocalState();
      if (state) awareness.setLocalState({ ...state, cursor: null, dragging: null });
    },
    [awareness],
  );
  return useCallback(
    (point, dragging = null) => {
      pending.current = {
        cursor: point ? { x: Math.round(point.x), y: Math.round(point.y) } : null,
        dragging,
      };
      // Leaving the canvas, or starting or ending a drag, goes out at once; moves at most every
      // PRESENCE_INTERVAL_MS.
      const changedDrag = dragging !== lastDragging.current;
      lastDragging.current = dragging;
      const wait = PRESENCE_INTERVAL_MS - (performance.now() - last.current);
      if (point === null || changedDrag || wait <= 0) {
        if (timer.current) clearTimeout(timer.current);
        flush();
      } else if (!timer.current) timer.current = setTimeout(flush, wait);
    },
    [flush],
  );
}

export function usePartnerPointers(): PartnerPointer[] {
  const { awareness } = usePlan();
  const subscribe = useCallback(
    (listener: () => void) => {
      awareness.on('change', listener);
      return () => awareness.off('change', listener);
    },
    [awareness],
  );
  const key = useSyncExternalStore(subscribe, () => {
    const out: unknown[] = [];
    awareness.getStates().forEach((state, clientId) => {
      if (clientId === awareness.clientID) return;
      if (state.tab !== 'seating' || !state.cursor) return;
      out.push([
        clientId,
        state.user?.name ?? 'Someone',
        state.user?.color ?? '#7a3d69',
        state.cursor,
        state.dragging ?? null,
      ]);
    });
    return JSON.stringify(out);
  });
  return useMemo(
    () =>
      (JSON.parse(key) as [number, string, string, { x: number; y: number }, string | null][]).map(
        ([clientId, name, color, cursor, dragging]) => ({
          clientId,
          name,
          color,
          x: cursor.x,
          y: cursor.y,
          dragging: typeof dragging === 'string' ? dragging : null,
        }),
      ),
    [key],
  );
}

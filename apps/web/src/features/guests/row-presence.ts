// Who is editing which guest row right now. Each planner announces the row it edits in presence
// (`editing: "guest:<id>"`, a field the server passes through); a row a partner edits shows their avatar.
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useSession } from '../../lib/session';
import { usePlan } from '../../plan';

export interface RowEditor {
  name: string;
  color: string;
}

const PREFIX = 'guest:';

export function useAnnounceEditing(): (guestId: string | null) => void {
  const { awareness } = usePlan();
  return useCallback(
    (guestId) => awareness.setLocalStateField('editing', guestId ? `${PREFIX}${guestId}` : null),
    [awareness],
  );
}

/** guest id → the people (not me, in no tab of mine) editing it. */
export function useRowEditors(): Map<string, RowEditor[]> {
  const { awareness } = usePlan();
  const me = useSession().user?.id ?? null;
  const subscribe = useCallback(
    (listener: () => void) => {
      awareness.on('change', listener);
      return () => awareness.off('change', listener);
    },
    [awareness],
  );
  const key = useSyncExternalStore(subscribe, () => {
    const parts: string[] = [];
    awareness.getStates().forEach((state, clientId) => {
      if (clientId === awareness.clientID) return;
      const editing = state.editing;
      const user = state.user as { id?: string; name?: string; color?: string } | undefined;
      if (user?.id !== undefined && user.id === me) return;
      if (typeof editing === 'string' && editing.startsWith(PREFIX)) {
        parts.push(
          JSON.stringify([editing.slice(PREFIX.length), user?.name ?? 'Someone', user?.color ?? '#8a6d3b']),
        );
      }
    });
    return parts.sort().join('\n');
  });
  return useMemo(() => {
    const editors = new Map<string, RowEditor[]>();
    for (const line of key ? key.split('\n') : []) {
      const [id, name, color] = JSON.parse(line) as [string, string, string];
      editors.set(id, [...(editors.get(id) ?? []), { name, color }]);
    }
    return editors;
  }, [key]);
}

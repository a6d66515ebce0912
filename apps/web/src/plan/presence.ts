// Who else is in the plan right now, and which tab each is on. The server stamps `user` from the
// session; we only announce where we are.
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { usePlan } from './plan-context';

export interface PresentUser {
  clientId: number;
  id: string;
  /** Their display name, or their email when they have not given one. */
  name: string;
  email: string;
  color: string;
  role: string;
  tab: string | null;
}

export function useAnnounceTab(tab: string) {
  const { awareness } = usePlan();
  useEffect(() => {
    awareness.setLocalStateField('tab', tab);
  }, [awareness, tab]);
}

export function usePresence(): PresentUser[] {
  const { awareness } = usePlan();
  const subscribe = useCallback(
    (l: () => void) => {
      awareness.on('change', l);
      return () => awareness.off('change', l);
    },
    [awareness],
  );
  const key = useSyncExternalStore(subscribe, () => JSON.stringify([...awareness.getStates().entries()]));
  return parsePresence(key, awareness.clientID);
}

let lastKey = '';
let lastValue: PresentUser[] = [];
function parsePresence(key: string, selfClientId: number): PresentUser[] {
  if (key === lastKey) return lastValue;
  const entries = JSON.parse(key) as Array<[number, Record<string, unknown>]>;
  const seen = new Set<string>();
  const people: PresentUser[] = [];
  for (const [clientId, state] of entries) {
    if (clientId === selfClientId) continue;
    const user = state.user as
      | { id?: string; name?: string; email?: string; color?: string; role?: string }
      | undefined;
    if (!user?.id || seen.has(user.id)) continue;
    seen.add(user.id);
    people.push({
      clientId,
      id: user.id,
      name: user.name ?? 'Someone',
      email: user.email ?? user.name ?? '',
      color: user.color ?? '#8a6d3b',
      role: user.role ?? '',
      tab: typeof state.tab === 'string' ? state.tab : null,
    });
  }
  lastKey = key;
  lastValue = people;
  return people;
}

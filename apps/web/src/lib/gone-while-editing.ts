// Something being edited here (a guest's name typed, a moment's form open) deleted by someone else:
// its field or form goes with it, and the screen should say why rather than let what was typed
// vanish without a word. The hook remembers the item's name while it exists and, once it is gone,
// calls `onGone` with the name it last had.
import { useEffect, useRef } from 'react';

export function useGoneWhileEditing<T extends { id: string }>(
  items: readonly T[],
  editingId: string | null,
  nameOf: (item: T) => string,
  onGone: (lastName: string | null) => void,
): void {
  const lastName = useRef<string | null>(null);
  const latest = useRef({ nameOf, onGone });
  latest.current = { nameOf, onGone };
  useEffect(() => {
    if (!editingId) return;
    const item = items.find((candidate) => candidate.id === editingId);
    if (item) {
      lastName.current = latest.current.nameOf(item);
      return;
    }
    latest.current.onGone(lastName.current);
  }, [items, editingId]);
}

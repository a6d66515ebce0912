// A <select> whose choice acts at once (saves an inquiry's status, switches the business shown). In
// Chromium the keys that move through a closed list (arrows, Home, End, Page Up/Down, a letter)
// change its value and fire `change` on every press, so a keyboard user looking through the options
// would act on each one they pass. With this hook those keys only browse: Enter, or leaving the list,
// commits the option shown. A choice made with the mouse or touch in the open list acts at once.
import { type ChangeEvent, type KeyboardEvent, useRef, useState } from 'react';

/** The keys that move a closed list's choice: a letter jumps to the next option starting with it. */
function browses(event: KeyboardEvent): boolean {
  if (event.altKey || event.ctrlKey || event.metaKey) return false;
  return /^(Arrow|Page)|^(Home|End)$/.test(event.key) || (event.key.length === 1 && event.key !== ' ');
}

/**
 * Spread the result on the <select>. `value` is what is chosen now; `commit` acts on a new choice.
 * While `busy` (the last commit still saving), nothing is committed: a browsed choice waits.
 */
export function useSelectCommittedOnEnter<T extends string>(
  value: T,
  commit: (chosen: T) => void,
  busy = false,
) {
  const [browsed, setBrowsed] = useState<T | null>(null);
  const byKey = useRef(false);
  const commitBrowsed = () => {
    if (browsed === null || busy) return;
    setBrowsed(null);
    if (browsed !== value) commit(browsed);
  };
  return {
    value: browsed ?? value,
    onKeyDown: (event: KeyboardEvent<HTMLSelectElement>) => {
      byKey.current = browses(event);
      if (event.key === 'Enter') commitBrowsed();
    },
    // Opening the list with the pointer: what is picked in it acts at once.
    onPointerDown: () => {
      byKey.current = false;
    },
    onBlur: commitBrowsed,
    onChange: (event: ChangeEvent<HTMLSelectElement>) => {
      const chosen = event.currentTarget.value as T;
      if (byKey.current) {
        byKey.current = false;
        setBrowsed(chosen);
      } else if (!busy) {
        setBrowsed(null);
        commit(chosen);
      }
    },
  };
}

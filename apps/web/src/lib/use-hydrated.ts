// Whether the page's scripts have taken over. False in the server's HTML and while React hydrates it
// (so both render the same), true from the render right after, and at once on a page the browser
// renders itself. A button that can only act through a script is rendered disabled until then,
// instead of looking ready and doing nothing.
import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}

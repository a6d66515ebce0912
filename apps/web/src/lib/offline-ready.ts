// Whether this device has just finished keeping the app for offline use: the service worker's first
// install (its precache, ~3.5 MB) ends some seconds after the first visit, and until then a reload
// without a connection cannot open the planner. The planner tells the person once when it is done.
import { useSyncExternalStore } from 'react';

let ready = false;
const listeners = new Set<() => void>();

/** Called by the service worker's registration when the app is first cached (main.tsx). */
export function announceOfflineReady(): void {
  ready = true;
  for (const listener of listeners) listener();
}

/** Said once: the notice that read it clears it, so another screen does not repeat it. */
export function acknowledgeOfflineReady(): void {
  ready = false;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useOfflineReady(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => ready,
    () => false,
  );
}

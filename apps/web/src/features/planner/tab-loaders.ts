// Where each planner tab's code comes from. The router asks for the tab an address opens on when the
// app starts, beside the planner's own code. Asked from the planner's code instead, it waited until
// that code and everything it imports had arrived and run: one more round trip before the first
// screen (P7; behind a browser's six connections per server, about 300 ms on a slow machine).
import { type PlannerTab, tabFromPathname } from './navigation';

export const TAB_LOADERS = {
  dashboard: () => import('../dashboard'),
  checklist: () => import('../checklist'),
  budget: () => import('../budget'),
  vendors: () => import('../vendors'),
  guests: () => import('../guests'),
  // The seating screens draw on a konva canvas: their own chunk, loaded only on the Seating Plan tab.
  seating: () => import('../seating'),
  'run-of-show': () => import('../run-of-show'),
  registry: () => import('../registry'),
  admin: () => import('../admin'),
} satisfies Record<PlannerTab, () => Promise<unknown>>;

/** Starts loading the code of the tab `pathname` opens on, if it is a planner address. */
export function preloadOpeningTab(pathname: string): void {
  const tab = tabFromPathname(pathname);
  // A failure is left to the tab's render, which shows it and offers to retry.
  if (tab) TAB_LOADERS[tab]().catch(() => {});
}

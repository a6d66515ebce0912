// The demo plan's content, one step per area of the product. A step writes through the document with
// SERVER_ORIGIN (so it syncs and projects like any edit) and must be deterministic apart from `now`.
import type * as Y from 'yjs';
import { seedDemoBudget } from './budget';
import { seedDemoChecklist } from './checklist';
import { seedDemoGuests } from './guests';
import { seedDemoRegistry } from './registry';
import { seedDemoRunOfShow } from './run-of-show';
import { seedDemoSeating } from './seating';
import { seedDemoVendors } from './vendors';

export type DemoPlanStep = (doc: Y.Doc, now: Date) => void;

/** In order: later steps may read what earlier ones wrote (e.g. seating reads the guests). */
export const DEMO_PLAN_STEPS: DemoPlanStep[] = [
  seedDemoChecklist,
  seedDemoBudget,
  seedDemoRegistry,
  seedDemoVendors,
  seedDemoRunOfShow,
  seedDemoGuests,
  // Last: it seats whatever guests the steps before it added.
  seedDemoSeating,
];

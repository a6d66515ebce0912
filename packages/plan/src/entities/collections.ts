// The registry of plan collections: the name of each Y.Map in the doc and the schema of its
// entities. Everything generic over entities (doc helpers, projector, REST) keys off this.
import type { z } from 'zod';
import { budgetItemSchema } from './budget-item';
import { checklistTaskSchema } from './checklist-task';
import { floorElementSchema } from './floor-element';
import { guestSchema } from './guest';
import { partyMemberSchema } from './party-member';
import { paymentSchema } from './payment';
import { registryItemSchema } from './registry-item';
import { runOfShowEntrySchema } from './run-of-show-entry';
import { seatingTableSchema } from './seating-table';
import { vendorSchema } from './vendor';

export const COLLECTIONS = {
  checklistTasks: { schema: checklistTaskSchema },
  budgetItems: { schema: budgetItemSchema },
  payments: { schema: paymentSchema },
  guests: { schema: guestSchema },
  partyMembers: { schema: partyMemberSchema },
  vendors: { schema: vendorSchema },
  seatingTables: { schema: seatingTableSchema },
  floorElements: { schema: floorElementSchema },
  runOfShow: { schema: runOfShowEntrySchema },
  registryItems: { schema: registryItemSchema },
} as const;

export type CollectionName = keyof typeof COLLECTIONS;
export const COLLECTION_NAMES = Object.keys(COLLECTIONS) as CollectionName[];

export type EntityOf<C extends CollectionName> = z.output<(typeof COLLECTIONS)[C]['schema']>;
/** What a caller may pass to insert: fields with defaults may be left out. */
export type EntityInputOf<C extends CollectionName> = z.input<(typeof COLLECTIONS)[C]['schema']>;

export function isCollectionName(name: string): name is CollectionName {
  return Object.hasOwn(COLLECTIONS, name);
}

// The registry of plan collections: each Y.Map in the doc with its descriptor (schema, table, column
// names, references). Everything generic over entities (doc helpers, projector, REST, contract tests)
// keys off this. Adding a collection: an entity file with its descriptor, one line here.
import type * as z from 'zod/mini';
import { budgetItemCollection } from './budget-item';
import { checklistTaskCollection } from './checklist-task';
import type { CollectionDescriptor, OnDelete } from './descriptor';
import { floorElementCollection } from './floor-element';
import { guestCollection } from './guest';
import { partyMemberCollection } from './party-member';
import { paymentCollection } from './payment';
import { registryCollection } from './registry';
import { registryItemCollection } from './registry-item';
import { runOfShowCollection } from './run-of-show-entry';
import { seatingConstraintCollection } from './seating-constraint';
import { seatingTableCollection } from './seating-table';
import { vendorCollection } from './vendor';

export const COLLECTIONS = {
  checklistTasks: checklistTaskCollection,
  budgetItems: budgetItemCollection,
  payments: paymentCollection,
  guests: guestCollection,
  partyMembers: partyMemberCollection,
  vendors: vendorCollection,
  seatingTables: seatingTableCollection,
  floorElements: floorElementCollection,
  seatingConstraints: seatingConstraintCollection,
  runOfShow: runOfShowCollection,
  registries: registryCollection,
  registryItems: registryItemCollection,
} as const;

export type CollectionName = keyof typeof COLLECTIONS;
export const COLLECTION_NAMES = Object.keys(COLLECTIONS) as CollectionName[];

export type DescriptorOf<C extends CollectionName> = (typeof COLLECTIONS)[C];
export type EntityOf<C extends CollectionName> = z.output<(typeof COLLECTIONS)[C]['schema']>;
/** What a caller may pass to insert: fields with defaults may be left out. */
export type EntityInputOf<C extends CollectionName> = z.input<(typeof COLLECTIONS)[C]['schema']>;

export function isCollectionName(name: string): name is CollectionName {
  return Object.hasOwn(COLLECTIONS, name);
}

export function descriptorOf(collection: CollectionName): CollectionDescriptor {
  return COLLECTIONS[collection] as CollectionDescriptor;
}

export interface IncomingReference {
  /** The collection whose entities point at the target. */
  from: CollectionName;
  field: string;
  onDelete: OnDelete;
}

/** Who points at entities of `target`, and what a delete of the target does to them. */
export function referencesTo(target: CollectionName): IncomingReference[] {
  const incoming: IncomingReference[] = [];
  for (const from of COLLECTION_NAMES) {
    for (const ref of descriptorOf(from).references) {
      if (ref.collection === target) incoming.push({ from, field: ref.field, onDelete: ref.onDelete });
    }
  }
  return incoming;
}

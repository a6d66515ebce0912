// Budget use cases on a plan doc: service items (with the tracked vendor they name), payments,
// category percentages, clearing a category or the whole plan. The web app and the server's REST
// endpoints both call these, so each is one transaction that either writes everything or, when the
// input is invalid, throws before writing anything.
import * as Y from 'yjs';
import type { BudgetItem } from '../entities/budget-item';
import { COLLECTION_NAMES } from '../entities/collections';
import { parseEntity } from '../entities/parse';
import type { Payment, PaymentStatus } from '../entities/payment';
import { clampPercent } from '../rules/budget';
import { deleteEntity, insertEntity, readEntity, updateEntity } from './entities';
import { DISMISSED_EXPERT_TASKS_MAP, EXPERT_SCHEDULE_MAP } from './expert-checklist';
import { BUDGET_PERCENTAGES_KEY, collectionMap, newId, PlanDocError, weddingInfoMap } from './structure';
import {
  hireVendorOfItem,
  newVendorForItem,
  reconcileHiredVendors,
  unhireVendorOfItem,
  vendorForItem,
} from './vendor-ops';
import { readWeddingInfo } from './wedding-info';

export interface AddBudgetItemInput {
  /** Chosen by the caller (a REST client retrying a create); a new one otherwise. */
  id?: string;
  category: string;
  name: string;
  actualCost?: number;
  vendorName?: string | null;
  vendorId?: string | null;
}

export interface BudgetItemPatch {
  name?: string;
  category?: string;
  actualCost?: number;
  vendorName?: string | null;
  vendorId?: string | null;
}

export interface AddPaymentInput {
  /**
   * Chosen by the caller once per payment form (or REST create), so a double tap or a retried
   * request finds the payment it already made instead of adding a second one.
   */
  id?: string;
  budgetItemId: string;
  amount: number;
  paymentDate: string;
  status: PaymentStatus;
  notes?: string;
}

export interface PaymentPatch {
  amount?: number;
  paymentDate?: string;
  status?: PaymentStatus;
  notes?: string;
}

export interface ClearedCategory {
  items: number;
  payments: number;
  vendors: number;
}

function requiredText(value: string, field: string): string {
  const trimmed = value.trim();
  if (trimmed === '') throw new PlanDocError('invalid_entity', `${field} must not be blank`);
  return trimmed;
}

/** A blank vendor name means "no vendor". */
function vendorNameOrNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

type VendorLink = { vendorName: string | null; vendorId: string | null };

/**
 * Who a budget item's vendor is. An explicit id wins (its name is taken from the vendor when none
 * is given); a name alone links to the tracked vendor of that name in the category, or to a new,
 * hired one created by `commit` (so the write happens inside the caller's transaction). A vendor
 * that already has another budget item is refused (see vendorForItem).
 */
function resolveVendorLink(
  doc: Y.Doc,
  category: string,
  vendorName: string | null,
  vendorId: string | null,
  now: Date,
  itemId: string | null = null,
  actualCost = 0,
): { link: VendorLink; commit: () => void } {
  const none = () => {};
  const vendor = vendorForItem(doc, category, vendorName, vendorId, itemId);
  // Matched by name: the item carries the vendor's own spelling, so there is one name for it.
  if (vendor) {
    const name = vendorId !== null ? (vendorName ?? vendor.name) : vendor.name;
    return { link: { vendorId: vendor.id, vendorName: name }, commit: none };
  }
  if (vendorName === null) return { link: { vendorId: null, vendorName: null }, commit: none };
  const created = newVendorForItem(category, vendorName, actualCost, now);
  return {
    link: { vendorId: created.id, vendorName },
    commit: () => {
      insertEntity(doc, 'vendors', created);
    },
  };
}

function validBudgetItem(candidate: Record<string, unknown>): BudgetItem {
  const parsed = parseEntity('budgetItems', candidate);
  if (!parsed.ok) throw new PlanDocError('invalid_entity', parsed.error);
  return parsed.entity;
}

export function addBudgetItem(
  doc: Y.Doc,
  input: AddBudgetItemInput,
  now: Date,
  origin: unknown = null,
): BudgetItem {
  const category = requiredText(input.category, 'Category');
  const name = requiredText(input.name, 'Name');
  const { link, commit } = resolveVendorLink(
    doc,
    category,
    vendorNameOrNull(input.vendorName),
    input.vendorId ?? null,
    now,
    input.id ?? null,
    input.actualCost ?? 0,
  );
  const item = validBudgetItem({
    id: input.id ?? newId(),
    category,
    name,
    actualCost: input.actualCost ?? 0,
    ...link,
    createdAt: now.toISOString(),
  });
  doc.transact(() => {
    commit();
    insertEntity(doc, 'budgetItems', item);
    hireVendorOfItem(doc, item);
  }, origin);
  return item;
}

/**
 * Changes only the given fields. A new vendor name (without an id) links the item as
 * `addBudgetItem` does; a blank one unlinks it. Returns null when the item does not exist.
 */
export function updateBudgetItem(
  doc: Y.Doc,
  id: string,
  patch: BudgetItemPatch,
  origin: unknown = null,
  /** When a vendor has to be created for a new vendor name. */
  now: Date = new Date(),
): BudgetItem | null {
  const current = readEntity(doc, 'budgetItems', id);
  if (!current) return null;
  const next: Partial<BudgetItem> = {};
  if (patch.name !== undefined) next.name = requiredText(patch.name, 'Name');
  if (patch.category !== undefined) next.category = requiredText(patch.category, 'Category');
  if (patch.actualCost !== undefined) next.actualCost = patch.actualCost;
  const category = next.category ?? current.category;
  const vendorName = patch.vendorName === undefined ? undefined : vendorNameOrNull(patch.vendorName);
  const actualCost = next.actualCost ?? current.actualCost;
  let commit = () => {};
  if (typeof patch.vendorId === 'string') {
    const resolved = resolveVendorLink(
      doc,
      category,
      vendorName ?? null,
      patch.vendorId,
      now,
      id,
      actualCost,
    );
    Object.assign(next, resolved.link);
  } else if (
    vendorName !== undefined &&
    vendorName !== null &&
    current.vendorId !== null &&
    patch.vendorId === undefined
  ) {
    // Renaming the vendor on its item renames the vendor (hireVendorOfItem below), never a second one.
    next.vendorName = vendorName;
  } else if (vendorName !== undefined && vendorName !== current.vendorName) {
    const resolved = resolveVendorLink(doc, category, vendorName, null, now, id, actualCost);
    Object.assign(next, resolved.link);
    commit = resolved.commit;
  } else if (patch.vendorId === null) {
    next.vendorId = null;
  }
  validBudgetItem({ ...current, ...next });
  let updated: BudgetItem | null = null;
  doc.transact(() => {
    commit();
    updated = updateEntity(doc, 'budgetItems', id, next);
    if (updated) {
      // The vendor the item no longer names stays tracked, as a prospect; the one it names is hired.
      if (current.vendorId !== (updated as BudgetItem).vendorId)
        unhireVendorOfItem(doc, current.vendorId, id);
      hireVendorOfItem(doc, updated);
    }
  }, origin);
  return updated;
}

/** Deletes a service item and its payments; the vendor it was booked with stays, as a prospect. */
export function deleteBudgetItem(doc: Y.Doc, id: string, origin: unknown = null): boolean {
  const vendorId = readEntity(doc, 'budgetItems', id)?.vendorId ?? null;
  let deleted = false;
  doc.transact(() => {
    deleted = deleteEntity(doc, 'budgetItems', id);
    if (deleted) unhireVendorOfItem(doc, vendorId, id);
  }, origin);
  return deleted;
}

/** Adds a payment; with an `id` that already names a payment of the same item, returns that one. */
export function addPayment(doc: Y.Doc, input: AddPaymentInput, now: Date, origin: unknown = null): Payment {
  if (input.id !== undefined) {
    const existing = readEntity(doc, 'payments', input.id);
    if (existing?.budgetItemId === input.budgetItemId) return existing;
    // Another item's payment under this id falls through to insertEntity's duplicate_id error.
  }
  return insertEntity(
    doc,
    'payments',
    {
      id: input.id ?? newId(),
      budgetItemId: input.budgetItemId,
      amount: input.amount,
      paymentDate: input.paymentDate,
      status: input.status,
      notes: input.notes?.trim() ?? '',
      createdAt: now.toISOString(),
    },
    origin,
  );
}

/** Changes only the given fields; returns null when the payment does not exist. */
export function updatePayment(
  doc: Y.Doc,
  id: string,
  patch: PaymentPatch,
  origin: unknown = null,
): Payment | null {
  const next: PaymentPatch = { ...patch };
  if (next.notes !== undefined) next.notes = next.notes.trim();
  return updateEntity(doc, 'payments', id, next, origin);
}

export function deletePayment(doc: Y.Doc, id: string, origin: unknown = null): boolean {
  return deleteEntity(doc, 'payments', id, origin);
}

/** Keys of the collection's entries whose `field` equals `value` (invalid entities included). */
function idsWhere(
  doc: Y.Doc,
  collection: 'budgetItems' | 'payments' | 'vendors',
  field: string,
  value: string,
) {
  const ids: string[] = [];
  collectionMap(doc, collection).forEach((entity, id) => {
    if (entity instanceof Y.Map && entity.get(field) === value) ids.push(id);
  });
  return ids;
}

/**
 * Spec §2: "This will remove all vendors and costs for this category": the category's service
 * items with their payments, and its tracked vendors. Matches the stored category name exactly.
 */
export function clearBudgetCategory(doc: Y.Doc, category: string, origin: unknown = null): ClearedCategory {
  const result: ClearedCategory = { items: 0, payments: 0, vendors: 0 };
  doc.transact(() => {
    for (const itemId of idsWhere(doc, 'budgetItems', 'category', category)) {
      result.payments += idsWhere(doc, 'payments', 'budgetItemId', itemId).length;
      if (deleteEntity(doc, 'budgetItems', itemId)) result.items += 1;
    }
    for (const vendorId of idsWhere(doc, 'vendors', 'category', category)) {
      if (deleteEntity(doc, 'vendors', vendorId)) result.vendors += 1;
    }
  }, origin);
  return result;
}

function percentagesMap(doc: Y.Doc): Y.Map<unknown> {
  const info = weddingInfoMap(doc);
  const nested = info.get(BUDGET_PERCENTAGES_KEY);
  if (nested instanceof Y.Map) return nested;
  // initPlanDoc creates the map on the server; this only covers a doc that never went through it.
  const created = new Y.Map<unknown>();
  info.set(BUDGET_PERCENTAGES_KEY, created);
  return created;
}

/**
 * Empties the plan for DELETE /clear-all-data/: every collection, the saved budget percentages and
 * the dismissed expert tasks (so the expert checklist comes back whole). Wedding details and meta
 * stay. Returns how many entities each collection lost.
 */
export function clearPlanningData(doc: Y.Doc, origin: unknown = null): Record<string, number> {
  const removed: Record<string, number> = {};
  doc.transact(() => {
    for (const collection of COLLECTION_NAMES) {
      const map = collectionMap(doc, collection);
      removed[collection] = map.size;
      map.clear();
    }
    // Emptied, not replaced: clients never create the nested map themselves (see initPlanDoc).
    const percentages = weddingInfoMap(doc).get(BUDGET_PERCENTAGES_KEY);
    if (percentages instanceof Y.Map) percentages.clear();
    doc.getMap(DISMISSED_EXPERT_TASKS_MAP).clear();
    // The expert checklist comes back scheduled from the day it returns, not from the old start.
    doc.getMap(EXPERT_SCHEDULE_MAP).clear();
  }, origin);
  return removed;
}

/**
 * Saves one category's share (clamped to 0..100, non-numbers become 0). Saved percentages count
 * only when they share a name with the defaults (spec §5), so while none do, all defaults are
 * written first, then the change; otherwise only the one key is written, so partners changing
 * different categories at once both keep their change.
 */
export function setBudgetPercentage(
  doc: Y.Doc,
  categoryName: string,
  percent: number,
  defaults: Readonly<Record<string, number>>,
  origin: unknown = null,
): number {
  const value = clampPercent(percent);
  const saved = readWeddingInfo(doc).budgetCategoryPercentages;
  const sharesDefaults = saved !== null && Object.keys(saved).some((name) => Object.hasOwn(defaults, name));
  doc.transact(() => {
    const map = percentagesMap(doc);
    if (!sharesDefaults) {
      for (const [name, share] of Object.entries(defaults)) {
        if (map.get(name) !== share) map.set(name, share);
      }
    }
    if (map.get(categoryName) !== value) map.set(categoryName, value);
  }, origin);
  return value;
}

/**
 * Books a budget item for each hired vendor without one (spec §2: hired vendors appear
 * automatically). Only the server runs this, after vendor changes, so two replicas never add the
 * same vendor's item twice. Returns how many were added.
 */
export function ensureHiredVendorItems(doc: Y.Doc, now: Date, origin: unknown = null): number {
  return reconcileHiredVendors(doc, now, origin);
}

// The couple's tracked vendors, and the one rule that ties them to the budget: a hired vendor has
// exactly one budget item in its category, carrying its id, name and cost. Hiring books that item
// (adopting a hand-entered item with the vendor's name, or adding one); un-hiring removes it when it
// has no payments and otherwise keeps it unlinked, saying so. The budget side (deleting, renaming or
// re-costing a vendor's item) calls the `…OfItem` functions here, so each change is one transaction.
import * as Y from 'yjs';
import type { BudgetItem } from '../entities/budget-item';
import { parseEntity } from '../entities/parse';
import type { Vendor, VendorStage } from '../entities/vendor';
import { deleteEntity, insertEntity, listEntities, readEntity, updateEntity } from './entities';
import { collectionMap, newId, PlanDocError } from './structure';

export interface AddVendorInput {
  /** Chosen by the caller (a REST client retrying a create); a new one otherwise. */
  id?: string;
  name: string;
  category: string;
  hired?: boolean;
  stage?: VendorStage;
  contactName?: string | null;
  email?: string | null;
  phone?: string | null;
  website?: string | null;
  actualCost?: number | null;
  notes?: string;
  listingId?: string | null;
}

export type VendorPatch = Partial<Omit<AddVendorInput, 'id'>>;

export interface VendorChange {
  vendor: Vendor;
  /** Said to the person when un-hiring kept the vendor's budget item (it has payments). */
  notice: string | null;
}

/** The stage a vendor falls back to when it stops being hired (it had been booked). */
const UNHIRED_STAGE: VendorStage = 'quoted';

function requiredText(value: string, field: string, label: string): string {
  const trimmed = value.trim();
  if (trimmed === '') throw new PlanDocError('invalid_entity', `${label} must not be blank`, field);
  return trimmed;
}

/** Blank optional text is stored as null ("not given"). */
function textOrNull(value: string | null | undefined): string | null | undefined {
  if (value === undefined || value === null) return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

function sameName(a: string | null, b: string): boolean {
  return a !== null && a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** Hired and booked are one fact: hiring books a vendor, booking hires it, moving it back un-hires it. */
function hiringOf(
  current: Pick<Vendor, 'hired' | 'stage'> | null,
  patch: Pick<VendorPatch, 'hired' | 'stage'>,
): { hired: boolean; stage: VendorStage } {
  const stage = patch.stage ?? current?.stage ?? 'researching';
  if (patch.hired === true) return { hired: true, stage: 'booked' };
  if (patch.hired === false) return { hired: false, stage: stage === 'booked' ? UNHIRED_STAGE : stage };
  if (patch.stage !== undefined) return { hired: patch.stage === 'booked', stage };
  return { hired: current?.hired ?? false, stage: current?.hired ? 'booked' : stage };
}

/** The budget items linked to a vendor, oldest first. */
export function vendorBudgetItems(doc: Y.Doc, vendorId: string): BudgetItem[] {
  return listEntities(doc, 'budgetItems').filter((item) => item.vendorId === vendorId);
}

function paymentCount(doc: Y.Doc, itemId: string): number {
  let count = 0;
  collectionMap(doc, 'payments').forEach((payment) => {
    if (payment instanceof Y.Map && payment.get('budgetItemId') === itemId) count += 1;
  });
  return count;
}

/**
 * Makes a hired vendor's budget item match it: its linked item (adopting an unlinked item of its
 * category that carries its name, or adding one) with the vendor's category, name and cost. A vendor
 * without a cost takes the item's.
 */
/**
 * The id of a hired vendor's budget item: derived from the vendor, so two partners who hire it at
 * once (one of them offline), or two server instances that both find its item missing, write one
 * item, not two.
 */
export function hiredVendorItemId(vendorId: string): string {
  return `hired-${vendorId}`;
}

/** The vendor's own item id, unless an item it was unlinked from earlier still holds it. */
function bookingItemId(doc: Y.Doc, vendorId: string): string {
  const id = hiredVendorItemId(vendorId);
  return collectionMap(doc, 'budgetItems').has(id) ? newId() : id;
}

function bookVendorItem(doc: Y.Doc, vendor: Vendor, now: Date, previousName: string | null = null): void {
  const linked = vendorBudgetItems(doc, vendor.id)[0];
  const item =
    linked ??
    listEntities(doc, 'budgetItems').find(
      (candidate) =>
        candidate.vendorId === null &&
        candidate.category === vendor.category &&
        sameName(candidate.vendorName, vendor.name),
    );
  if (!item) {
    insertEntity(doc, 'budgetItems', {
      id: bookingItemId(doc, vendor.id),
      category: vendor.category,
      name: vendor.name,
      actualCost: vendor.actualCost ?? 0,
      vendorName: vendor.name,
      vendorId: vendor.id,
      createdAt: now.toISOString(),
    });
    return;
  }
  const renamed = previousName !== null && item.name === previousName;
  updateEntity(doc, 'budgetItems', item.id, {
    vendorId: vendor.id,
    vendorName: vendor.name,
    category: vendor.category,
    ...(renamed ? { name: vendor.name } : {}),
    ...(vendor.actualCost !== null ? { actualCost: vendor.actualCost } : {}),
  });
  if (vendor.actualCost === null) updateEntity(doc, 'vendors', vendor.id, { actualCost: item.actualCost });
}

/** Un-hiring: the vendor's items go, except those with payments, which stay unlinked. */
function releaseVendorItems(doc: Y.Doc, vendor: Pick<Vendor, 'id' | 'name'>): string | null {
  const kept: BudgetItem[] = [];
  for (const item of vendorBudgetItems(doc, vendor.id)) {
    if (paymentCount(doc, item.id) > 0) {
      updateEntity(doc, 'budgetItems', item.id, { vendorId: null });
      kept.push(item);
    } else deleteEntity(doc, 'budgetItems', item.id);
  }
  if (kept.length === 0) return null;
  const item = kept[0]!;
  return `${vendor.name} is no longer hired. Its budget item "${item.name}" in ${item.category} has payments, so it stays in the budget without the vendor.`;
}

function validVendor(candidate: Record<string, unknown>): Vendor {
  const parsed = parseEntity('vendors', candidate);
  if (!parsed.ok) throw new PlanDocError('invalid_entity', parsed.error);
  return parsed.entity;
}

/** Adds a tracked vendor; a hired one gets its budget item in the same transaction. */
export function addVendor(doc: Y.Doc, input: AddVendorInput, now: Date, origin: unknown = null): Vendor {
  const vendor = validVendor({
    id: input.id ?? newId(),
    name: requiredText(input.name, 'name', 'Name'),
    category: requiredText(input.category, 'category', 'Category'),
    ...hiringOf(null, input),
    contactName: textOrNull(input.contactName) ?? null,
    email: textOrNull(input.email) ?? null,
    phone: textOrNull(input.phone) ?? null,
    website: textOrNull(input.website) ?? null,
    actualCost: input.actualCost ?? null,
    notes: input.notes?.trim() ?? '',
    listingId: textOrNull(input.listingId) ?? null,
    createdAt: now.toISOString(),
  });
  doc.transact(() => {
    insertEntity(doc, 'vendors', vendor);
    if (vendor.hired) bookVendorItem(doc, vendor, now);
  }, origin);
  return readEntity(doc, 'vendors', vendor.id) ?? vendor;
}

/**
 * Changes only the given fields and keeps the vendor's budget item in step (hiring, un-hiring, a new
 * name, category or cost). Returns null when the vendor does not exist.
 */
export function updateVendor(
  doc: Y.Doc,
  id: string,
  patch: VendorPatch,
  now: Date,
  origin: unknown = null,
): VendorChange | null {
  const current = readEntity(doc, 'vendors', id);
  if (!current) return null;
  const next: Partial<Vendor> = {};
  if (patch.name !== undefined) next.name = requiredText(patch.name, 'name', 'Name');
  if (patch.category !== undefined) next.category = requiredText(patch.category, 'category', 'Category');
  for (const field of ['contactName', 'email', 'phone', 'website', 'listingId'] as const) {
    const value = textOrNull(patch[field]);
    if (value !== undefined) next[field] = value;
  }
  if (patch.actualCost !== undefined) next.actualCost = patch.actualCost;
  if (patch.notes !== undefined) next.notes = patch.notes.trim();
  if (patch.hired !== undefined || patch.stage !== undefined) Object.assign(next, hiringOf(current, patch));
  validVendor({ ...current, ...next });
  let notice: string | null = null;
  doc.transact(() => {
    const vendor = updateEntity(doc, 'vendors', id, next) as Vendor;
    if (vendor.hired) bookVendorItem(doc, vendor, now, current.name);
    else if (current.hired) notice = releaseVendorItems(doc, vendor);
  }, origin);
  return { vendor: readEntity(doc, 'vendors', id) as Vendor, notice };
}

export function hireVendor(doc: Y.Doc, id: string, hired: boolean, now: Date, origin: unknown = null) {
  return updateVendor(doc, id, { hired }, now, origin);
}

/**
 * Deletes a tracked vendor. Its budget item goes with it unless it has payments; then it stays,
 * unlinked (the notice says so). Returns null when the vendor does not exist.
 */
export function deleteVendor(
  doc: Y.Doc,
  id: string,
  origin: unknown = null,
): { notice: string | null } | null {
  const vendor = readEntity(doc, 'vendors', id);
  if (!vendor) return null;
  let notice: string | null = null;
  doc.transact(() => {
    notice = releaseVendorItems(doc, vendor);
    deleteEntity(doc, 'vendors', id);
  }, origin);
  return { notice };
}

// ── The budget side ────────────────────────────────────────────────────────────────────────────

/**
 * The vendor a budget item names, for linking: the vendor with `vendorId`, or the tracked vendor of
 * that name in the category, or null (the caller creates one). A vendor already booked on another
 * item cannot take a second one: a hired vendor has exactly one budget item.
 */
export function vendorForItem(
  doc: Y.Doc,
  category: string,
  vendorName: string | null,
  vendorId: string | null,
  itemId: string | null,
): Vendor | null {
  let vendor: Vendor | null = null;
  if (vendorId !== null) {
    vendor = readEntity(doc, 'vendors', vendorId);
    if (!vendor) throw new PlanDocError('missing_reference', `No vendor with id ${vendorId}`, 'vendorId');
  } else if (vendorName !== null) {
    vendor =
      listEntities(doc, 'vendors').find(
        (candidate) => candidate.category === category && sameName(candidate.name, vendorName),
      ) ?? null;
  }
  if (vendor && vendorBudgetItems(doc, vendor.id).some((item) => item.id !== itemId)) {
    throw new PlanDocError(
      'invalid_entity',
      `${vendor.name} already has a budget item; change that one instead`,
      vendorId !== null ? 'vendorId' : 'vendorName',
    );
  }
  return vendor;
}

/** A budget item now linked to a vendor: the vendor is hired, in the item's category, at its cost. */
export function hireVendorOfItem(doc: Y.Doc, item: BudgetItem): void {
  if (item.vendorId === null) return;
  const vendor = readEntity(doc, 'vendors', item.vendorId);
  if (!vendor) return;
  updateEntity(doc, 'vendors', vendor.id, {
    hired: true,
    stage: 'booked',
    category: item.category,
    actualCost: item.actualCost,
    ...(item.vendorName !== null ? { name: item.vendorName } : {}),
  });
}

/** A budget item no longer linked to a vendor (deleted or unlinked): that vendor stays, as a prospect. */
export function unhireVendorOfItem(doc: Y.Doc, vendorId: string | null, itemId: string): void {
  if (vendorId === null) return;
  const vendor = readEntity(doc, 'vendors', vendorId);
  if (!vendor?.hired) return;
  if (vendorBudgetItems(doc, vendorId).some((item) => item.id !== itemId)) return;
  updateEntity(doc, 'vendors', vendorId, hiringOf(vendor, { hired: false }));
}

/** A new vendor for a budget item that names one nobody tracks yet: hired, since it is in the budget. */
export function newVendorForItem(
  category: string,
  vendorName: string,
  actualCost: number,
  now: Date,
): Vendor {
  return validVendor({
    id: newId(),
    name: vendorName,
    category,
    hired: true,
    stage: 'booked',
    actualCost,
    createdAt: now.toISOString(),
  });
}

/**
 * The server's safety net after edits from any replica: every hired vendor has its budget item, and
 * only one. Only the server runs this. A vendor with two items (hired on two devices at once before
 * items had the vendor's own id, or linked twice by two people) keeps one: its own id's, else the one
 * with the most payments, else the oldest; the others' payments move to it and the others go. Every
 * server picks the same one. Returns how many vendors it had to book or merge.
 */
export function reconcileHiredVendors(doc: Y.Doc, now: Date, origin: unknown = null): number {
  const items = listEntities(doc, 'budgetItems');
  const vendors = listEntities(doc, 'vendors');
  const missing = vendors.filter(
    (vendor) => vendor.hired && !items.some((item) => item.vendorId === vendor.id),
  );
  const doubled = vendors
    .map((vendor) => ({ vendor, linked: items.filter((item) => item.vendorId === vendor.id) }))
    .filter(({ linked }) => linked.length > 1);
  // Vendors hired before stages existed (or by a bare edit) read as booked, as hiring now makes them.
  const unbooked = vendors.filter((vendor) => vendor.hired && vendor.stage !== 'booked');
  if (missing.length === 0 && unbooked.length === 0 && doubled.length === 0) return 0;
  doc.transact(() => {
    for (const vendor of unbooked) updateEntity(doc, 'vendors', vendor.id, { stage: 'booked' });
    for (const vendor of missing) bookVendorItem(doc, vendor, now);
    for (const { vendor, linked } of doubled) mergeVendorItems(doc, vendor.id, linked);
  }, origin);
  return missing.length + doubled.length;
}

function mergeVendorItems(doc: Y.Doc, vendorId: string, linked: BudgetItem[]): void {
  const own = hiredVendorItemId(vendorId);
  const [keep, ...rest] = [...linked].sort(
    (a, b) =>
      Number(b.id === own) - Number(a.id === own) ||
      paymentCount(doc, b.id) - paymentCount(doc, a.id) ||
      a.createdAt.localeCompare(b.createdAt) ||
      a.id.localeCompare(b.id),
  );
  const moving = new Set(rest.map((item) => item.id));
  collectionMap(doc, 'payments').forEach((payment, id) => {
    if (payment instanceof Y.Map && moving.has(payment.get('budgetItemId') as string))
      updateEntity(doc, 'payments', id, { budgetItemId: keep!.id });
  });
  for (const item of rest) deleteEntity(doc, 'budgetItems', item.id);
}

/** The id of the vendor tracked for a directory listing, the same on every device. */
export function listingVendorId(listingId: string): string {
  return `listing-${listingId}`;
}

/**
 * "Add to my vendors" from a directory listing or a favorite: a prospect linked to the listing, or
 * the vendor already tracked for it (so a second tap adds nothing).
 */
export function addVendorFromListing(
  doc: Y.Doc,
  listing: { listingId: string } & Omit<AddVendorInput, 'id' | 'hired' | 'stage' | 'listingId'>,
  now: Date,
  origin: unknown = null,
): Vendor {
  const tracked = listEntities(doc, 'vendors').find((vendor) => vendor.listingId === listing.listingId);
  if (tracked) return tracked;
  // The listing's own id for it: two partners adding it at once (one offline) add one vendor.
  const id = listingVendorId(listing.listingId);
  return addVendor(
    doc,
    {
      ...listing,
      id: collectionMap(doc, 'vendors').has(id) ? newId() : id,
      hired: false,
      stage: 'researching',
    },
    now,
    origin,
  );
}

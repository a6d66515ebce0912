// What the Vendors screen shows, from the plan's vendors: the 19 categories in the spec's order, each
// with its booking lead time and its vendors (hired first, then by name), filtered by hired/prospect.
import { VENDOR_CATEGORIES, type VendorCategory } from '@confetti/catalog';
import type { Vendor, VendorPatch, VendorStage } from '@confetti/plan';

export type VendorFilter = 'all' | 'hired' | 'prospects';

export const STAGE_LABELS: Record<VendorStage, string> = {
  researching: 'Researching',
  contacted: 'Contacted',
  quoted: 'Quoted',
  booked: 'Booked',
};

export interface VendorCategoryGroup {
  category: Pick<VendorCategory, 'name' | 'leadTime'>;
  vendors: Vendor[];
}

export interface VendorsView {
  groups: VendorCategoryGroup[];
  hiredCount: number;
  prospectCount: number;
  /** What the hired vendors cost in all: the same number the budget shows as their actual cost. */
  hiredCost: number;
}

/** What choosing a filter shows, in words: said to a screen reader, which does not see the lists change. */
export function filterSummary(
  filter: VendorFilter,
  view: Pick<VendorsView, 'hiredCount' | 'prospectCount'>,
): string {
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  if (filter === 'hired') return `Showing ${plural(view.hiredCount, 'hired vendor', 'hired vendors')}.`;
  if (filter === 'prospects') return `Showing ${plural(view.prospectCount, 'prospect', 'prospects')}.`;
  const all = view.hiredCount + view.prospectCount;
  return all === 1 ? 'Showing your 1 vendor.' : `Showing all ${all} vendors.`;
}

/**
 * What adding a vendor did, in words: said to a screen reader, as the card appears further down the
 * page, away from the quick add or the dialog that added it.
 */
export function addedSummary(vendor: Pick<Vendor, 'name' | 'category' | 'hired'>): string {
  return `Added ${vendor.name} to ${vendor.category}${vendor.hired ? ', hired' : ''}.`;
}

function byHiredThenName(a: Vendor, b: Vendor): number {
  return Number(b.hired) - Number(a.hired) || a.name.localeCompare(b.name) || a.id.localeCompare(b.id);
}

/** Vendors in a category the catalog does not know (an old plan) are shown under Miscellaneous. */
export function vendorsView(vendors: readonly Vendor[], filter: VendorFilter): VendorsView {
  const known = new Set(VENDOR_CATEGORIES.map((c) => c.name as string));
  const shown = vendors.filter((v) => (filter === 'all' ? true : filter === 'hired' ? v.hired : !v.hired));
  const groups = VENDOR_CATEGORIES.map((category) => ({
    category,
    vendors: shown
      .filter(
        (v) => v.category === category.name || (category.name === 'Miscellaneous' && !known.has(v.category)),
      )
      .sort(byHiredThenName),
  }));
  const hired = vendors.filter((v) => v.hired);
  return {
    groups,
    hiredCount: hired.length,
    prospectCount: vendors.length - hired.length,
    hiredCost: Math.round(hired.reduce((sum, v) => sum + (v.actualCost ?? 0), 0) * 100) / 100,
  };
}

/** A website as a link only when it is http(s); anything else is shown as text. */
export function safeWebsite(website: string | null): string | null {
  if (!website) return null;
  const candidate = /^https?:\/\//i.test(website) ? website : `https://${website}`;
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A phone number as a tel: link (digits and a leading +). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** Every field of the vendor dialog, as it saves them. */
export interface VendorFormValues extends Required<Omit<VendorPatch, 'listingId' | 'hired'>> {}

/** A vendor as this dialog shows it (blank texts for missing ones): what it opened with, and what is saved now. */
export function vendorFormValues(vendor: Vendor): VendorFormValues {
  return {
    name: vendor.name,
    category: vendor.category,
    stage: vendor.stage,
    contactName: vendor.contactName ?? '',
    email: vendor.email ?? '',
    phone: vendor.phone ?? '',
    // As a save writes it ("bloom.example" → "https://bloom.example/"): untouched, it is unchanged.
    website: vendor.website ? (safeWebsite(vendor.website) ?? vendor.website) : '',
    actualCost: vendor.actualCost ?? null,
    notes: vendor.notes ?? '',
  };
}

/** The dialog's fields as a sentence names them. */
export const VENDOR_FIELD_NAMES: Record<keyof VendorFormValues, string> = {
  name: 'name',
  category: 'category',
  stage: 'stage',
  contactName: 'contact name',
  email: 'email',
  phone: 'phone',
  website: 'website',
  actualCost: 'cost',
  notes: 'notes',
};

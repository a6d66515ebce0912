// The dashboard's vendor reminders, derived from the days left before the wedding (spec §9).
import type { Vendor } from '../entities/vendor';

export const VENDOR_DEADLINES_SHOWN = 3;

export type VendorType = 'caterer' | 'florist' | 'photographer';

export type VendorDeadline = {
  id: string;
  vendorType: VendorType;
  title: string;
  daysLeft: number;
  urgent: boolean;
  /** The hired vendor of that kind, when the couple tracks one. */
  vendorName: string | null;
};

type DeadlineRule = {
  id: string;
  vendorType: VendorType;
  /** The vendor category display name this reminder concerns. */
  category: string;
  title: string;
  /** Shown from this many days before the wedding. */
  showWithin: number;
  /** The reminder's own lead: days left are max(lead, days − lead), urgent at lead or fewer. */
  lead: number;
};

const DEADLINE_RULES: readonly DeadlineRule[] = [
  {
    id: 'caterer-final-headcount',
    vendorType: 'caterer',
    category: 'Caterers',
    title: 'Send final headcount to your caterer',
    showWithin: 30,
    lead: 7,
  },
  {
    id: 'florist-final-details',
    vendorType: 'florist',
    category: 'Florists',
    title: 'Confirm final details with your florist',
    showWithin: 60,
    lead: 14,
  },
  {
    id: 'photographer-shot-list',
    vendorType: 'photographer',
    category: 'Photographers',
    title: 'Send your shot list to your photographer',
    showWithin: 90,
    lead: 21,
  },
];

/**
 * Up to VENDOR_DEADLINES_SHOWN reminders, fewest days left first. None without a date or once the
 * wedding has passed. Tracked vendors only name the hired vendor; they never hide a reminder.
 */
export function vendorDeadlines(
  daysUntil: number | null,
  vendors: readonly Pick<Vendor, 'name' | 'category' | 'hired'>[] = [],
): VendorDeadline[] {
  if (daysUntil === null || !Number.isFinite(daysUntil) || daysUntil < 0) return [];
  return DEADLINE_RULES.filter((rule) => daysUntil <= rule.showWithin)
    .map((rule) => ({
      id: rule.id,
      vendorType: rule.vendorType,
      title: rule.title,
      daysLeft: Math.max(rule.lead, daysUntil - rule.lead),
      urgent: daysUntil <= rule.lead,
      vendorName: vendors.find((vendor) => vendor.hired && vendor.category === rule.category)?.name ?? null,
    }))
    .sort((a, b) => a.daysLeft - b.daysLeft)
    .slice(0, VENDOR_DEADLINES_SHOWN);
}

// The couple's side of the directory in the Vendors tab, apart from its screen: how a saved listing
// becomes a tracked prospect, and how an inquiry's status reads to the couple who sent it.
import { vendorCategoryByApiCategory } from '@confetti/catalog';
import type { Vendor } from '@confetti/plan';
import type { InquiryStatus, Listing, ListingSummary } from '../directory/api';

/** What addVendorFromListing needs, from a listing (full when it could be read, else its summary). */
export function prospectFromListing(
  summary: ListingSummary,
  listing: Pick<Listing, 'email' | 'phone' | 'website'> | null,
  notes: string,
) {
  return {
    listingId: summary.id,
    name: summary.business_name,
    // Plans file vendors under the category's display name; an unknown one goes to Miscellaneous.
    category: vendorCategoryByApiCategory(summary.category)?.name ?? 'Miscellaneous',
    email: listing?.email ?? null,
    phone: listing?.phone ?? null,
    website: listing?.website ?? null,
    notes: notes.trim() ? notes.trim() : undefined,
  };
}

/** The element id of a vendor's card on the Vendors tab, for My inquiries to bring it into view. */
export function vendorCardId(vendorId: string): string {
  return `vendor-${vendorId}`;
}

/** The tracked vendor already made from this listing, if any. */
export function trackedFor(vendors: readonly Vendor[], listingId: string): Vendor | undefined {
  return vendors.find((vendor) => vendor.listingId === listingId);
}

export const INQUIRY_STATUS_LABELS: Record<InquiryStatus, string> = {
  new: 'Sent',
  read: 'Seen by vendor',
  responded: 'Vendor replied',
  booked: 'Booked',
  declined: 'Declined',
  archived: 'Closed',
};

/** "Replied 5 hours after you wrote" style hint: null until the vendor answered. */
export function responseHint(createdAt: string, respondedAt: string | null): string | null {
  if (!respondedAt) return null;
  const hours = (Date.parse(respondedAt) - Date.parse(createdAt)) / 3_600_000;
  if (!Number.isFinite(hours) || hours < 0) return null;
  if (hours < 1) return 'Answered within an hour';
  if (hours < 48) return `Answered in ${Math.round(hours)} ${Math.round(hours) === 1 ? 'hour' : 'hours'}`;
  return `Answered in ${Math.round(hours / 24)} days`;
}

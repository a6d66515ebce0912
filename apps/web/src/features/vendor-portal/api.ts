// The vendor portal's calls: the vendor's listings (/api/directory), their inquiries, analytics,
// promotions and the benefits of their category. Shapes follow the server's answer schemas
// (collab-server/src/routes/directory/schema.ts and routes/vendor-*).
import { localDateString } from '@confetti/plan/rules/dates';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api';
import type { Promotion as PublicPromotion, Listing as VendorListing } from '../directory/api';
import type { PriceRange } from '../directory/directory-path';

// A listing as the portal reads it is the public directory's listing (one description of the answer).
export type { PriceRange, VendorListing };

export interface Promotion extends PublicPromotion {
  /** Present on the portal's own list: running today. */
  active?: boolean;
  created_at?: string;
}

export const INQUIRY_STATUSES = ['new', 'read', 'responded', 'booked', 'declined', 'archived'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

export const STATUS_LABELS: Record<InquiryStatus, string> = {
  new: 'New',
  read: 'Read',
  responded: 'Responded',
  booked: 'Booked',
  declined: 'Declined',
  archived: 'Archived',
};

export interface Inquiry {
  id: string;
  vendor_id: string;
  from_user_id: string | null;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  wedding_date: string | null;
  guest_count: number | null;
  budget: number | null;
  status: InquiryStatus;
  vendor_notes: string;
  created_at: string;
  updated_at: string;
  responded_at: string | null;
}

export interface DayFigures {
  date: string;
  views: number;
  clicks: number;
  inquiries: number;
  favorites: number;
}

export interface Analytics {
  days: number;
  totals: Omit<DayFigures, 'date'>;
  daily: DayFigures[];
}

export interface Benefits {
  category: string;
  category_slug: string;
  category_name: string;
  headline: string;
  why_list: { title: string; detail: string }[];
  couples_ask: string[];
  listing_count: number;
}

export interface NewListing {
  business_name: string;
  category: string;
  city: string;
  state: string;
  description?: string;
  price_range?: PriceRange | null;
  email?: string;
  phone?: string;
  website?: string;
}

export interface PromotionInput {
  vendor_id: string;
  title: string;
  description: string;
  discount_percent: number | null;
  starts_on: string;
  ends_on: string;
}

export const vendorKeys = {
  listings: (userId: string) => ['vendor-portal', 'listings', userId] as const,
  inquiries: (listingId: string) => ['vendor-portal', 'inquiries', listingId] as const,
  analytics: (listingId: string, days: number) => ['vendor-portal', 'analytics', listingId, days] as const,
  promotions: (listingId: string) => ['vendor-portal', 'promotions', listingId] as const,
  benefits: (category: string) => ['vendor-portal', 'benefits', category] as const,
};

export function useMyListings(userId: string) {
  return useQuery({
    queryKey: vendorKeys.listings(userId),
    queryFn: async () =>
      (
        await api.get<{ vendors: VendorListing[] }>(
          `/api/directory/vendors/user/${encodeURIComponent(userId)}`,
        )
      ).vendors,
  });
}

export function useCreateListing(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewListing) => api.post<VendorListing>('/api/directory/vendors', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorKeys.listings(userId) }),
  });
}

/**
 * Deletes a listing (its owner only). Its row leaves the cached list at once, so the portal moves on
 * to the next listing (or the form for a first one) without showing the deleted one as taken away.
 */
export function useDeleteListing(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (listingId: string) =>
      api.delete<{ deleted: true; id: string }>(`/api/directory/vendors/${encodeURIComponent(listingId)}`),
    onSuccess: (_answer, listingId) => {
      queryClient.setQueryData<VendorListing[]>(vendorKeys.listings(userId), (listings) =>
        listings?.filter((l) => l.id !== listingId),
      );
      void queryClient.invalidateQueries({ queryKey: vendorKeys.listings(userId) });
    },
  });
}

export function useInquiries(listingId: string) {
  return useQuery({
    queryKey: vendorKeys.inquiries(listingId),
    queryFn: () => api.get<Inquiry[]>(`/api/vendor-inquiries/vendor/${encodeURIComponent(listingId)}`),
    // New inquiries matter at once: fresh on every screen, and every 30 s while the portal is open.
    staleTime: 0,
    refetchInterval: 30_000,
  });
}

export function useUpdateInquiry(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...patch }: { id: string; status?: InquiryStatus; vendor_notes?: string }) =>
      api.put<Inquiry>(`/api/vendor-inquiries/${encodeURIComponent(id)}`, patch),
    onSuccess: (updated) => {
      queryClient.setQueryData<Inquiry[]>(vendorKeys.inquiries(listingId), (list) =>
        list?.map((i) => (i.id === updated.id ? updated : i)),
      );
    },
  });
}

export function useAnalytics(listingId: string, days = 30) {
  return useQuery({
    queryKey: vendorKeys.analytics(listingId, days),
    queryFn: () => api.get<Analytics>(`/api/vendor-analytics/${encodeURIComponent(listingId)}?days=${days}`),
    staleTime: 0,
  });
}

export function usePromotions(listingId: string) {
  return useQuery({
    queryKey: vendorKeys.promotions(listingId),
    queryFn: () => api.get<Promotion[]>(`/api/vendor-promotions/vendor/${encodeURIComponent(listingId)}`),
  });
}

export function useCreatePromotion(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PromotionInput) => api.post<Promotion>('/api/vendor-promotions/', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorKeys.promotions(listingId) }),
  });
}

export function useEndPromotion(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    /** Ends a running promotion yesterday; one that has not started yet is deleted. */
    mutationFn: async ({ promotion, today }: { promotion: Promotion; today: string }) => {
      if (promotion.starts_on < today) {
        await api.put<Promotion>(`/api/vendor-promotions/${encodeURIComponent(promotion.id)}`, {
          ends_on: addDays(today, -1),
        });
      } else {
        await api.delete<void>(`/api/vendor-promotions/${encodeURIComponent(promotion.id)}`);
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorKeys.promotions(listingId) }),
  });
}

export function useBenefits(category: string) {
  return useQuery({
    queryKey: vendorKeys.benefits(category),
    queryFn: () => api.get<Benefits>(`/api/directory/benefits/${encodeURIComponent(category)}`),
    enabled: category !== '',
  });
}

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** Uploads one listing photo (the server sniffs the bytes); answers its URL. */
export async function uploadListingPhoto(listingId: string, file: File): Promise<string> {
  if (file.size > PHOTO_MAX_BYTES)
    throw new Error(`${file.name} is larger than 5 MB. Choose a smaller photo.`);
  if (file.type && !PHOTO_TYPES.includes(file.type))
    throw new Error(`${file.name} is not a JPEG, PNG or WebP image.`);
  const body = new FormData();
  body.append('file', file);
  let response: Response;
  try {
    response = await fetch(`/api/directory/vendors/${encodeURIComponent(listingId)}/photos`, {
      method: 'POST',
      body,
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
  } catch {
    throw new Error('Network error: the photo could not be uploaded.');
  }
  const answer = (await response.json().catch(() => null)) as { url?: string; detail?: unknown } | null;
  if (!response.ok || !answer?.url) {
    const detail = answer?.detail;
    // Several photos go up at once: each refusal says which file it is about.
    if (typeof detail === 'string') throw new Error(`${file.name}: ${detail}`);
    if (Array.isArray(detail) && typeof detail[0]?.msg === 'string') {
      throw new Error(`${file.name}: ${detail[0].msg}`);
    }
    throw new ApiError(response.status, `The photo could not be uploaded (HTTP ${response.status}).`);
  }
  return answer.url;
}

export function todayIso(): string {
  return localDateString(new Date());
}

export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

// The directory's server calls: listings and search (/api/directory), and what a visitor does on a
// listing (favorites, inquiries, analytics). The answer shapes follow
// collab-server/src/routes/directory/schema.ts and the vendor row resources.
import { VENDOR_CATEGORIES } from '@confetti/catalog';
import { api } from '../../lib/api';
import type { PriceRange, Sort } from './directory-path';

export interface Promotion {
  id: string;
  vendor_id: string;
  title: string;
  description: string;
  discount_percent: number | null;
  starts_on: string;
  ends_on: string;
}

export interface Listing {
  id: string;
  owner_user_id: string;
  business_name: string;
  slug: string;
  category: string;
  category_slug: string;
  category_name: string;
  city: string;
  city_slug: string;
  state: string;
  description: string;
  price_range: PriceRange | null;
  email: string | null;
  phone: string | null;
  website: string | null;
  photos: string[];
  services: string[];
  published: boolean;
  path: string;
  created_at: string;
  updated_at: string;
  response_time_hours: number | null;
  promotions: Promotion[];
}

export interface ListingPage {
  vendors: Listing[];
  total: number;
  page: number;
  limit: number;
}

export interface SearchRequest {
  query?: string;
  category?: string;
  state?: string | null;
  city?: string | null;
  priceRange?: PriceRange | null;
  sort?: Sort;
  page?: number;
  limit?: number;
}

/** A listing's public fields, as a favorite or a sent inquiry carries them. */
export interface ListingSummary {
  id: string;
  business_name: string;
  category: string;
  city: string;
  state: string;
  price_range: string | null;
  photo: string | null;
  path: string;
}

export interface Favorite {
  id: string;
  user_id: string;
  vendor_id: string;
  notes: string;
  created_at: string;
  vendor: ListingSummary | null;
}

export type InquiryStatus = 'new' | 'read' | 'responded' | 'booked' | 'declined' | 'archived';

export interface SentInquiry {
  id: string;
  vendor_id: string;
  message: string;
  wedding_date: string | null;
  status: InquiryStatus;
  created_at: string;
  responded_at: string | null;
  vendor: ListingSummary | null;
}

export interface InquiryInput {
  vendor_id: string;
  name: string;
  email: string;
  phone?: string | null;
  message: string;
  wedding_date?: string | null;
  guest_count?: number | null;
  budget?: number | null;
}

export type TrackedEvent = 'view' | 'click_website' | 'click_phone' | 'click_email';

export interface WeddingInfo {
  partner1_name: string | null;
  partner2_name: string | null;
  wedding_date: string | null;
  planned_budget: number | null;
  guest_count: number | null;
}

export function searchQueryString(request: SearchRequest): string {
  const params = new URLSearchParams();
  if (request.query) params.set('query', request.query);
  if (request.category) params.set('category', request.category);
  if (request.state) params.set('state', request.state);
  if (request.city) params.set('city', request.city);
  if (request.priceRange) params.set('price_range', request.priceRange);
  if (request.sort) params.set('sort', request.sort);
  if (request.page) params.set('page', String(request.page));
  if (request.limit) params.set('limit', String(request.limit));
  return params.toString();
}

export const directoryKeys = {
  search: (request: SearchRequest) => ['directory', 'search', searchQueryString(request)] as const,
  home: ['directory', 'home'] as const,
  listing: (path: string) => ['directory', 'listing', path] as const,
  cityKnown: (state: string, city: string) => ['directory', 'city', state, city] as const,
  favorite: (userId: string, vendorId: string) => ['vendor-favorites', 'check', userId, vendorId] as const,
  favorites: (userId: string) => ['vendor-favorites', userId] as const,
  inquiries: ['vendor-inquiries', 'mine'] as const,
  weddingInfo: ['wedding-info'] as const,
};

export interface DirectoryHome {
  counts: Record<string, number>;
  recent: Listing[];
  total: number;
}

export const directoryApi = {
  search: (request: SearchRequest, signal?: AbortSignal) =>
    api.get<ListingPage>(`/api/directory/vendors/search?${searchQueryString(request)}`, { signal }),

  /** Counts per category and the newest listings, for the directory's home. */
  async home(signal?: AbortSignal): Promise<DirectoryHome> {
    const [recent, ...perCategory] = await Promise.all([
      directoryApi.search({ sort: 'newest', limit: 100 }, signal),
      ...VENDOR_CATEGORIES.map((category) =>
        directoryApi.search({ category: category.apiCategory, limit: 1 }, signal),
      ),
    ]);
    const counts: Record<string, number> = {};
    VENDOR_CATEGORIES.forEach((category, i) => {
      counts[category.slug] = perCategory[i]?.total ?? 0;
    });
    return { counts, recent: recent.vendors, total: recent.total };
  },

  /**
   * The published listing at a public path, or null. Listings are found among their city's
   * listings in the category (the path's slug is unique), page by page.
   */
  async listingAt(
    where: { category: string; state: string; city: string; path: string },
    signal?: AbortSignal,
  ): Promise<Listing | null> {
    for (let page = 1; page <= 20; page++) {
      const params = new URLSearchParams({
        category: where.category,
        state: where.state,
        city: where.city,
        page: String(page),
        limit: '100',
      });
      const answer = await api.get<ListingPage>(`/api/directory/vendors?${params}`, { signal });
      const found = answer.vendors.find((listing) => listing.path === where.path);
      if (found) return found;
      if (page * answer.limit >= answer.total) return null;
    }
    return null;
  },

  listing: (id: string, signal?: AbortSignal) =>
    api.get<Listing>(`/api/directory/vendors/${encodeURIComponent(id)}`, { signal }),

  track: (vendorId: string, eventType: TrackedEvent) =>
    api.post<unknown>('/api/vendor-analytics/track', { vendor_id: vendorId, event_type: eventType }),

  isFavorite: (userId: string, vendorId: string, signal?: AbortSignal) =>
    api.get<{ is_favorite: boolean }>(
      `/api/vendor-favorites/check/${encodeURIComponent(userId)}/${encodeURIComponent(vendorId)}`,
      { signal },
    ),
  favorites: (userId: string, signal?: AbortSignal) =>
    api.get<Favorite[]>(`/api/vendor-favorites/user/${encodeURIComponent(userId)}`, { signal }),
  saveFavorite: (vendorId: string, notes?: string) =>
    api.post<Favorite>(
      '/api/vendor-favorites/',
      notes === undefined ? { vendor_id: vendorId } : { vendor_id: vendorId, notes },
    ),
  removeFavorite: (vendorId: string) =>
    api.delete<void>(`/api/vendor-favorites/vendor/${encodeURIComponent(vendorId)}`),

  sendInquiry: (input: InquiryInput) => api.post<unknown>('/api/vendor-inquiries/', input),
  myInquiries: (signal?: AbortSignal) => api.get<SentInquiry[]>('/api/vendor-inquiries/mine', { signal }),

  weddingInfo: (signal?: AbortSignal) => api.get<WeddingInfo>('/api/wedding-info/', { signal }),
};

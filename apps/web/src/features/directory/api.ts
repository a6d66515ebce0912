// The directory's server calls: listings and search (/api/directory), and what a visitor does on a
// listing (favorites, inquiries, analytics). The answer shapes follow
// collab-server/src/routes/directory/schema.ts and the vendor row resources.
import { ApiError, api } from '../../lib/api';
import type { PriceRange, Sort } from './directory-path';

/** How many of the newest listings the directory's home shows. */
export const RECENT_ON_HOME = 6;

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
  /** Only in answers to the listing's team and admins. */
  owner_user_id?: string;
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
  /** The business's name, also while its listing is unpublished; null once it is gone. */
  vendor_name: string | null;
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
  /** The business's name, also while its listing is unpublished; null once it is gone. */
  vendor_name: string | null;
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
  /** Each budget category's share of the planned budget, in percent (null: the defaults). */
  budget_category_percentages?: Record<string, number> | null;
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
  facets: (category: string | null) => ['directory', 'facets', category ?? 'all'] as const,
  listing: (slug: string) => ['directory', 'listing', slug] as const,
  cityKnown: (state: string, city: string) => ['directory', 'city', state, city] as const,
  favorite: (userId: string, vendorId: string) => ['vendor-favorites', 'check', userId, vendorId] as const,
  favorites: (userId: string) => ['vendor-favorites', userId] as const,
  inquiries: ['vendor-inquiries', 'mine'] as const,
  weddingInfo: ['wedding-info'] as const,
};

/** GET /api/directory/facets: published listings per category and per city. */
export interface DirectoryFacets {
  total: number;
  /** All 19 categories in catalog order, zero counts included. */
  categories: { category: string; slug: string; name: string; count: number }[];
  /** Every city with a published listing (in the asked category), most listings first. */
  places: { state: string; city: string; city_slug: string; count: number }[];
}

export interface DirectoryHome {
  facets: DirectoryFacets;
  /** The newest listings (a few). */
  recent: Listing[];
}

export const directoryApi = {
  search: (request: SearchRequest, signal?: AbortSignal) =>
    api.get<ListingPage>(`/api/directory/vendors/search?${searchQueryString(request)}`, { signal }),

  /** Published listings per category and per city (with a category: its cities only). */
  facets: (category: string | null, signal?: AbortSignal) =>
    api.get<DirectoryFacets>(
      `/api/directory/facets${category ? `?category=${encodeURIComponent(category)}` : ''}`,
      { signal },
    ),

  /** The directory's home: the counts and the newest listings, in two calls at once. */
  async home(signal?: AbortSignal): Promise<DirectoryHome> {
    const [facets, recent] = await Promise.all([
      directoryApi.facets(null, signal),
      directoryApi.search({ sort: 'newest', limit: RECENT_ON_HOME }, signal),
    ]);
    return { facets, recent: recent.vendors };
  },

  /**
   * The published listing whose page is at this path, or null. The slug is unique among listings,
   * so the listing is looked up by it; the caller compares the rest of the path with the listing's.
   */
  async listingBySlug(slug: string, signal?: AbortSignal): Promise<Listing | null> {
    try {
      const listing = await directoryApi.listing(slug, signal);
      // Its team sees a draft through the API; the public page never shows one.
      return listing.published && listing.slug === slug ? listing : null;
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
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

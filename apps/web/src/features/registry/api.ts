// The registry's and marketplace's server calls. Registries and items themselves are the plan
// document; what guests bought are rows on the server, read here.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { type PriceRange, priceBounds } from './catalog-search';

export interface MarketplaceProduct {
  id: string;
  slug: string;
  name: string;
  description: string;
  price: number;
  image_url: string;
  retailer_id: string;
  retailer_name: string;
  category_id: string;
  category_slug: string;
  category_name: string;
  subcategory_id: string;
  subcategory_slug: string;
  subcategory_name: string;
  wedding_relevant: boolean;
  created_at: string;
}

export interface CategoryNode {
  id: string;
  name: string;
  slug: string;
  description: string;
  product_count: number;
  subcategories: Omit<CategoryNode, 'subcategories'>[];
}

export type SortBy = 'relevance' | 'price_asc' | 'price_desc' | 'newest';

export interface SearchParams {
  query?: string;
  categoryId?: string | null;
  /** Both ends included. */
  price?: PriceRange | null;
  sortBy?: SortBy;
  page?: number;
  limit?: number;
}

export interface SearchResult {
  products: MarketplaceProduct[];
  total: number;
  page: number;
  limit: number;
}

export interface ItemProgress {
  purchased: number;
  remaining: number | null;
  amount_raised: number;
  percent: number;
  complete: boolean;
}

export interface PublicItem extends ItemProgress {
  id: string;
  name: string;
  description: string;
  item_type: 'product' | 'cash_fund' | 'external';
  price: number | null;
  quantity: number;
  goal_amount: number | null;
  url: string | null;
  image_url: string | null;
  category: string;
  priority: string;
}

export interface PublicRegistry {
  id: string;
  title: string;
  message: string;
  slug: string;
  couple_names: string;
  wedding_date: string | null;
  location: string | null;
  items: PublicItem[];
}

export interface RegistryPurchase {
  id: string;
  registry_id: string;
  item_id: string;
  item_name: string | null;
  item_type: 'product' | 'cash_fund' | 'external' | null;
  quantity: number | null;
  amount: number | null;
  purchaser_name: string;
  purchaser_email: string | null;
  message: string;
  thank_you_sent: boolean;
  created_at: string;
}

export interface RegistryAnalytics {
  items: number;
  items_complete: number;
  gifts_recorded: number;
  value_listed: number;
  value_purchased: number;
  cash_raised: number;
  thank_you_notes_left: number;
  by_category: { category: string; items: number; value_listed: number; value_purchased: number }[];
  page_views: { total: number; last_30_days: { date: string; views: number }[] };
}

export interface PurchaseBody {
  registry_id: string;
  item_id: string;
  quantity?: number;
  amount?: string;
  purchaser_name: string;
  purchaser_email?: string;
  message?: string;
}

function searchPath(params: SearchParams): string {
  const qs = new URLSearchParams();
  if (params.query?.trim()) qs.set('query', params.query.trim());
  if (params.categoryId) qs.set('category_id', params.categoryId);
  if (params.price)
    for (const [name, value] of Object.entries(priceBounds(params.price))) qs.set(name, String(value));
  qs.set('sort_by', params.sortBy ?? 'relevance');
  qs.set('page', String(params.page ?? 1));
  qs.set('limit', String(params.limit ?? 24));
  return `/api/marketplace/products/search?${qs}`;
}

export const marketplaceApi = {
  search: (params: SearchParams, signal?: AbortSignal) =>
    api.get<SearchResult>(searchPath(params), signal ? { signal } : {}),
  categories: (signal?: AbortSignal) =>
    api.get<CategoryNode[]>('/api/marketplace/categories', signal ? { signal } : {}),
  product: (slug: string, signal?: AbortSignal) =>
    api.get<MarketplaceProduct>(
      `/api/marketplace/products/${encodeURIComponent(slug)}`,
      signal ? { signal } : {},
    ),
};

export const registryApi = {
  /** The plan's registry: made now, or the one a partner made a moment before (if_none). */
  create: (planId: string, title: string) =>
    api.post<{ id: string; slug: string }>(`/api/registry/?plan_id=${planId}&if_none=true`, { title }),
  rename: (planId: string, id: string, body: { slug?: string; title?: string; message?: string }) =>
    api.put(`/api/registry/${encodeURIComponent(id)}?plan_id=${planId}`, body),
  public: (key: string, signal?: AbortSignal) =>
    api.get<PublicRegistry>(`/api/registry/public/${encodeURIComponent(key)}`, signal ? { signal } : {}),
  purchase: (body: PurchaseBody) =>
    api.post<{ id: string; item: ItemProgress }>('/api/registry/purchases', body),
  purchases: (planId: string, registryId: string, signal?: AbortSignal) =>
    api.get<RegistryPurchase[]>(
      `/api/registry/${encodeURIComponent(registryId)}/purchases?plan_id=${planId}`,
      signal ? { signal } : {},
    ),
  thankYou: (planId: string, purchaseId: string, sent: boolean) =>
    api.put<RegistryPurchase>(`/api/registry/purchases/${encodeURIComponent(purchaseId)}?plan_id=${planId}`, {
      thank_you_sent: sent,
    }),
  removePurchase: (planId: string, purchaseId: string) =>
    api.delete<void>(`/api/registry/purchases/${encodeURIComponent(purchaseId)}?plan_id=${planId}`),
  analytics: (planId: string, registryId: string, signal?: AbortSignal) =>
    api.get<RegistryAnalytics>(
      `/api/registry/${encodeURIComponent(registryId)}/analytics?plan_id=${planId}`,
      signal ? { signal } : {},
    ),
};

/**
 * On the server, waits for a query the page's content needs (suspending the render, which the
 * server renders again once the data is in; entry-server.tsx), so the HTML holds it without
 * JavaScript. In the browser the cache the server filled answers at once, so hydration matches; a
 * later change of the key shows the previous results while the next load, as before.
 */
function useServerData(queryKey: readonly unknown[], queryFn: () => Promise<unknown>): void {
  const client = useQueryClient();
  if (typeof window !== 'undefined') return;
  const state = client.getQueryState(queryKey);
  if (state?.data === undefined && state?.status !== 'error') {
    throw client.fetchQuery({ queryKey, queryFn }).catch(() => {});
  }
}

export function useCategories() {
  const queryKey = ['marketplace', 'categories'];
  useServerData(queryKey, () => marketplaceApi.categories());
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => marketplaceApi.categories(signal),
  });
}

export function useProductSearch(params: SearchParams) {
  const queryKey = ['marketplace', 'search', params];
  useServerData(queryKey, () => marketplaceApi.search(params));
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => marketplaceApi.search(params, signal),
    placeholderData: (previous) => previous,
  });
}

/** What guests bought, refetched whenever the server marks the registry's purchases as changed. */
export function useRegistryPurchases(planId: string, registryId: string | null, version: string | null) {
  return useQuery({
    queryKey: ['registry', planId, registryId, 'purchases', version],
    queryFn: ({ signal }) => registryApi.purchases(planId, registryId!, signal),
    enabled: registryId !== null,
    placeholderData: (previous) => previous,
  });
}

export function useRegistryAnalytics(
  planId: string,
  registryId: string | null,
  version: string | null,
  itemsKey: string,
) {
  return useQuery({
    queryKey: ['registry', planId, registryId, 'analytics', version, itemsKey],
    queryFn: ({ signal }) => registryApi.analytics(planId, registryId!, signal),
    enabled: registryId !== null,
    placeholderData: (previous) => previous,
  });
}

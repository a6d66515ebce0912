// The run of show's REST calls: the couple's vendor share links (create, list, revoke) and the public
// day a vendor's link shows, polled so the vendor's phone follows the couple's changes within seconds.

import { wallClockOf } from '@confetti/plan';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api';

export interface ShareLink {
  id: string;
  name: string;
  responsible: string | null;
  created_at: string;
}

export interface CreatedShareLink extends ShareLink {
  token: string;
  url: string;
}

export interface PublicEntry {
  id: string;
  time: string;
  duration_minutes: number | null;
  title: string;
  description: string;
  location: string | null;
  responsible: string | null;
}

export interface PublicDay {
  couple: string;
  wedding_date: string | null;
  location: string | null;
  link_name: string;
  responsible: string | null;
  entries: PublicEntry[];
  day: PublicEntry[];
  day_status: 'before' | 'today' | 'after' | 'no_date';
  now: PublicEntry | null;
  next: PublicEntry | null;
  /** The vendor's own next moment, when the link names them. */
  your_next: PublicEntry | null;
}

/** How often an open vendor page asks for the day again: a shift shows within a few seconds. */
export const DAY_POLL_MS = 3000;

const shareLinksKey = (planId: string) => ['run-of-show-share-links', planId] as const;

export function useShareLinks(planId: string) {
  return useQuery({
    queryKey: shareLinksKey(planId),
    queryFn: ({ signal }) => api.get<ShareLink[]>(`/api/runofshow/share-links?plan_id=${planId}`, { signal }),
    staleTime: 0,
  });
}

export function useCreateShareLink(planId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; responsible: string | null }) =>
      api.post<CreatedShareLink>(`/api/runofshow/share-links?plan_id=${planId}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareLinksKey(planId) }),
  });
}

export function useRevokeShareLink(planId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/runofshow/share-links/${id}?plan_id=${planId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareLinksKey(planId) }),
  });
}

/** The vendor's day as of the given wall clock (the phone's own: now and next follow the venue's time). */
export function fetchPublicDay(token: string, signal?: AbortSignal): Promise<PublicDay> {
  const { date, time } = wallClockOf(new Date());
  return api.get<PublicDay>(`/api/public/runofshow/${encodeURIComponent(token)}?at=${date}T${time}`, {
    signal,
  });
}

/**
 * The vendor's day, asked again every few seconds with this device's clock. Not on the server: a
 * server's clock is not the venue's (the page's first HTML comes from `fetchPublicDay` there, and
 * shows the moments without Now and Next).
 */
export function usePublicDay(token: string, enabled: boolean) {
  return useQuery({
    queryKey: ['run-of-show-day', token],
    queryFn: ({ signal }) => fetchPublicDay(token, signal),
    enabled,
    refetchInterval: (query) =>
      query.state.error instanceof ApiError && query.state.error.status === 404 ? false : DAY_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 0,
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
    placeholderData: keepPreviousData,
  });
}

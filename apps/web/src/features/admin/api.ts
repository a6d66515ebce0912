// The admin calls (GET /api/admin/…) through TanStack Query. A user's detail is four reads; each may
// fail on its own and is then shown as empty (spec §7: "failure tolerated as zeros").
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export interface Progress {
  checklist: number;
  budget: number;
  rsvp: number;
  vendors: number;
  seating: number;
  overall: number;
}

export interface AdminUser {
  id: string;
  email: string;
  display_name: string | null;
  user_type: 'couple' | 'vendor';
  is_admin: boolean;
  /** Whether they followed the confirmation link (until then they cannot sign in). */
  email_confirmed: boolean;
  created_at: string;
  last_active: string | null;
  plan_id: string | null;
  couple_names: string | null;
  wedding_date: string | null;
  progress: Progress | null;
  /** Other couples' plans they are on (as partner, planner or viewer). */
  member_of: Array<{ plan_id: string; role: string; couple_names: string | null }>;
}

export interface UsersPage {
  users: AdminUser[];
  total: number;
  page: number;
  limit: number;
}

export interface Reports {
  users: { total: number; couples: number; vendors: number; new_last_30_days: number; unconfirmed: number };
  plans: { total: number; active_last_7_days: number };
  checklist: { tasks: number; completed: number; completion_percentage: number };
  budget: {
    planned_total: number;
    plans_with_budget: number;
    actual_total: number;
    scheduled_total: number;
    paid_total: number;
  };
  guests: { total: number; accepted: number; declined: number; awaiting: number };
  directory: { listings: number } | null;
  registry: { registries: number; purchases: number; amount_pledged: number };
  series: Array<{ day: string; signups: number; active_plans: number }>;
}

export interface AuditEntry {
  id: number;
  admin_email: string;
  subject_user_id: string;
  subject_email: string | null;
  what: string;
  created_at: string;
}

type Row = Record<string, unknown>;

export interface UserDetail {
  weddingInfo: Row | null;
  budget: Array<Row & { payments: Row[] }>;
  guests: Row[];
  vendors: Row[];
  failed: string[];
}

export const USERS_PAGE_SIZE = 20;

/**
 * The dashboard's totals, user list and audit log are asked for again this often while it is open:
 * couples edit all the time, and the app's 5-minute cache would otherwise show a stale product.
 */
export const ADMIN_REFRESH_MS = 60_000;

export function useReports() {
  return useQuery({
    queryKey: ['admin', 'reports'],
    queryFn: ({ signal }) => api.get<Reports>('/api/admin/reports', { signal }),
    refetchInterval: ADMIN_REFRESH_MS,
  });
}

export function useUsers(page: number, query: string) {
  const params = new URLSearchParams({ page: String(page), limit: String(USERS_PAGE_SIZE) });
  if (query.trim()) params.set('query', query.trim());
  return useQuery({
    queryKey: ['admin', 'users', page, query.trim()],
    queryFn: ({ signal }) => api.get<UsersPage>(`/api/admin/users?${params}`, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: ADMIN_REFRESH_MS,
  });
}

export function useAudit() {
  return useQuery({
    queryKey: ['admin', 'audit'],
    queryFn: ({ signal }) => api.get<AuditEntry[]>('/api/admin/audit?limit=20', { signal }),
    refetchInterval: ADMIN_REFRESH_MS,
  });
}

/** The four reads of a user's data; a failed one counts as empty and is named in `failed`. */
export async function fetchUserDetail(userId: string, signal?: AbortSignal): Promise<UserDetail> {
  const base = `/api/admin/users/${encodeURIComponent(userId)}`;
  const options = signal ? { signal } : {};
  const [info, budget, guests, vendors] = await Promise.allSettled([
    api.get<Row>(`${base}/wedding-info`, options),
    api.get<UserDetail['budget']>(`${base}/budget`, options),
    api.get<Row[]>(`${base}/guests`, options),
    api.get<Row[]>(`${base}/vendors`, options),
  ]);
  const failed: string[] = [];
  const value = <T>(result: PromiseSettledResult<T>, name: string, empty: T): T => {
    if (result.status === 'fulfilled') return result.value;
    failed.push(name);
    return empty;
  };
  return {
    weddingInfo: value(info, 'wedding info', null),
    budget: value(budget, 'budget', []),
    guests: value(guests, 'guests', []),
    vendors: value(vendors, 'vendors', []),
    failed,
  };
}

export function useUserDetail(userId: string | null) {
  const client = useQueryClient();
  return useQuery({
    queryKey: ['admin', 'user', userId],
    queryFn: async ({ signal }) => {
      const detail = await fetchUserDetail(userId!, signal);
      // These reads were just recorded: the audit log below shows them now, not in a minute.
      void client.invalidateQueries({ queryKey: ['admin', 'audit'] });
      return detail;
    },
    enabled: userId !== null,
    // Each opening of a user is a new read of their plan (and a new line in the audit log).
    staleTime: 0,
  });
}

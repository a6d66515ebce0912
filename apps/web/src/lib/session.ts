// Who is signed in: the session query (spec §4 "the initial session is fetched, then changes are
// followed") and sign-out. Sign-in lives with the auth screen and refreshes this query.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { ApiError, api } from './api';

export type UserType = 'couple' | 'vendor';
export type PlanRole = 'owner' | 'partner' | 'planner' | 'viewer';

export interface SessionUser {
  id: string;
  email: string;
  user_type: UserType;
  onboarding_complete: boolean;
  is_admin: boolean;
}

export interface PlanMembership {
  id: string;
  role: PlanRole;
}

export interface Session {
  user: SessionUser;
  plans: PlanMembership[];
}

export const sessionQueryKey = ['session'] as const;

/** Checks the shape of a session answer (GET /api/auth/session, POST /api/auth/signin). */
export function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const { user, plans } = value as { user?: unknown; plans?: unknown };
  if (typeof user !== 'object' || user === null) return false;
  const { id, email } = user as { id?: unknown; email?: unknown };
  return typeof id === 'string' && typeof email === 'string' && Array.isArray(plans);
}

/** The current session, or null when signed out (401). Other failures reject. */
export async function fetchSession(signal?: AbortSignal): Promise<Session | null> {
  try {
    const body = await api.get<unknown>('/api/auth/session', signal ? { signal } : {});
    if (!isSession(body)) throw new ApiError(200, 'Unexpected session response from the server.');
    return body;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export interface SessionState {
  /** The session, or null when signed out or not known yet. */
  session: Session | null;
  user: SessionUser | null;
  /**
   * True while the first request is in flight. After a failed attempt it turns false even though
   * retries continue, so public pages render instead of waiting through the retry back-off.
   */
  isPending: boolean;
  /** The session could not be read (server unreachable); 401 is not an error but "signed out". */
  isError: boolean;
  error: Error | null;
  refetch: () => Promise<unknown>;
}

export function useSession(): SessionState {
  const query = useQuery({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => fetchSession(signal),
    // A 401 already resolved to null above; what is left is worth two more tries (spec §9).
    retry: (failureCount, error) => !(error instanceof ApiError && error.status === 401) && failureCount < 2,
  });
  const session = query.data ?? null;
  return {
    session,
    user: session?.user ?? null,
    isPending: query.isPending && query.failureCount === 0,
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
  };
}

/**
 * Signs out (spec §4): POST /api/auth/signout; a failure is logged and the browser goes to the root
 * path anyway. Every cached query is dropped so nothing of this account stays in memory.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: async () => {
      try {
        await api.post<void>('/api/auth/signout');
      } catch (error) {
        console.error('Sign out failed', error);
      }
    },
    onSettled: () => {
      queryClient.clear();
      navigate('/', { replace: true });
    },
  });
  return { signOut: () => mutation.mutate(), isPending: mutation.isPending };
}

// Who is signed in: the session query (spec §4 "the initial session is fetched, then changes are
// followed") and sign-out. Sign-in lives with the auth screen and refreshes this query.
//
// Offline: the last good session is remembered on this device, so when the server cannot be reached
// at all (a network error, not a 401) the planner still opens and works on its local copy of the plan.
// Signing out, or the server answering 401, forgets it. Signing out offline cannot reach the server,
// which holds the session (its cookie is out of the page's reach): this device counts as signed out
// from then on, and the session is ended on the server the next time the app can reach it.
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { forgetLocalCopies } from '../plan/local-copies';
import { ApiError, api } from './api';

export type UserType = 'couple' | 'vendor';
export type PlanRole = 'owner' | 'partner' | 'planner' | 'viewer';

export interface SessionUser {
  id: string;
  email: string;
  user_type: UserType;
  onboarding_complete: boolean;
  is_admin: boolean;
  /** The name others see; null until the person gives one (then their email stands in). */
  display_name: string | null;
}

export interface PlanMembership {
  id: string;
  role: PlanRole;
  /** The plan document's generation; a local copy of another generation is discarded. */
  generation_id: string;
}

export interface Session {
  user: SessionUser;
  plans: PlanMembership[];
  /** True when the server was unreachable and this is the session remembered on this device. */
  offline?: boolean;
}

export const sessionQueryKey = ['session'] as const;

/** localStorage key of the remembered session. */
export const REMEMBERED_SESSION_KEY = 'confetti:session';

/** Checks the shape of a session answer (GET /api/auth/session, POST /api/auth/signin). */
export function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const { user, plans } = value as { user?: unknown; plans?: unknown };
  if (typeof user !== 'object' || user === null) return false;
  const { id, email } = user as { id?: unknown; email?: unknown };
  return typeof id === 'string' && typeof email === 'string' && Array.isArray(plans);
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** localStorage, or null where there is none (tests, some privacy modes). */
function deviceStorage(): KeyValueStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function rememberSession(session: Session, storage = deviceStorage()): void {
  const { offline: _offline, ...stored } = session;
  try {
    storage?.setItem(REMEMBERED_SESSION_KEY, JSON.stringify(stored));
  } catch {
    // A full or blocked storage only costs the offline start; nothing else depends on it.
  }
}

export function rememberedSession(storage = deviceStorage()): Session | null {
  try {
    const raw = storage?.getItem(REMEMBERED_SESSION_KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    return isSession(value) ? value : null;
  } catch {
    return null;
  }
}

export function forgetSession(storage = deviceStorage()): void {
  try {
    storage?.removeItem(REMEMBERED_SESSION_KEY);
  } catch {
    // Nothing to forget.
  }
}

/**
 * localStorage key of a sign-out that could not reach the server: the id of the user signed out.
 * Until their session is ended there, this device treats them as signed out.
 */
export const PENDING_SIGN_OUT_KEY = 'confetti:pending-sign-out';

function pendingSignOut(storage: KeyValueStorage | null): string | null {
  try {
    return storage?.getItem(PENDING_SIGN_OUT_KEY) || null;
  } catch {
    return null;
  }
}

function setPendingSignOut(userId: string, storage = deviceStorage()): void {
  try {
    storage?.setItem(PENDING_SIGN_OUT_KEY, userId);
  } catch {
    // Without storage the session is still forgotten in this tab.
  }
}

/** Someone signed in on this device: an earlier sign-out left pending is theirs no more. */
export function clearPendingSignOut(storage = deviceStorage()): void {
  try {
    storage?.removeItem(PENDING_SIGN_OUT_KEY);
  } catch {
    // Nothing to clear.
  }
}

/** GET /api/auth/session when nobody is signed in: `{ user: null }` (200, so no console error). */
function isSignedOutAnswer(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { user?: unknown }).user === null;
}

/**
 * The current session, or null when signed out (`{user: null}`, or a 401 from an older server). A
 * network failure falls back to the session remembered on this device (marked `offline`); any other
 * failure rejects.
 */
export async function fetchSession(signal?: AbortSignal, storage = deviceStorage()): Promise<Session | null> {
  try {
    const body = await api.get<unknown>('/api/auth/session', signal ? { signal } : {});
    if (isSignedOutAnswer(body)) {
      forgetSession(storage);
      clearPendingSignOut(storage);
      return null;
    }
    if (!isSession(body)) throw new ApiError(200, 'Unexpected session response from the server.');
    const signedOut = pendingSignOut(storage);
    if (signedOut !== null) {
      if (signedOut === body.user.id) {
        // Signed out on this device while the server could not be reached: end it there now. Named,
        // so that if someone signs in here meanwhile the server keeps their session (409).
        const ended = await api.post<void>('/api/auth/signout', { user_id: signedOut }).then(
          () => true,
          (error: unknown) => {
            if (error instanceof ApiError && error.status === 409) return false;
            throw error;
          },
        );
        clearPendingSignOut(storage);
        forgetSession(storage);
        return ended ? null : fetchSession(signal, storage);
      }
      // Someone else signed in since (a confirmation link): theirs is a new session.
      clearPendingSignOut(storage);
    }
    rememberSession(body, storage);
    return body;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      forgetSession(storage);
      clearPendingSignOut(storage);
      return null;
    }
    // Signed out here: still signed out, whatever the server cannot be told yet.
    if (pendingSignOut(storage) !== null && error instanceof ApiError && error.status === 0) return null;
    if (error instanceof ApiError && error.status === 0) {
      const remembered = rememberedSession(storage);
      if (remembered) return { ...remembered, offline: true };
    }
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
  /** The server is unreachable and the session remembered on this device is in use. */
  isOffline: boolean;
  refetch: () => Promise<unknown>;
}

export function useSession(): SessionState {
  const query = useQuery({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => fetchSession(signal),
    // Run even when the browser says it is offline: the remembered session is the answer then
    // (the default 'online' mode would pause the query and leave the planner loading forever).
    networkMode: 'always',
    // Coming back online confirms the remembered session with the server.
    refetchOnReconnect: 'always',
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
    isOffline: session?.offline === true,
    refetch: query.refetch,
  };
}

/** What the sign-in screen says when an open planner or portal found its session gone. */
export const SESSION_ENDED_NOTICE =
  'You were signed out, in another tab or window or because your session ended.';

/**
 * Set when a session ended under an open screen, not by this tab's own Sign Out (read below): whose
 * it was (their email, or '' when the screen did not know).
 */
let endedFor: string | null = null;
let signingOutHere = false;

/**
 * An open planner or vendor portal learned that its session ended: signed out in another tab or on
 * another device, a password reset, expiry. The session gate then shows the sign-in screen, which
 * says why (sessionEndNotice) and has their email filled in, instead of greeting them as if they had
 * come to sign in.
 */
export function sessionEndedElsewhere(queryClient: QueryClient): void {
  const ended = queryClient.getQueryData<Session | null>(sessionQueryKey);
  forgetSession();
  if (!signingOutHere) endedFor = ended?.user.email ?? '';
  queryClient.setQueryData(sessionQueryKey, null);
}

/** The sign-in screen's explanation after sessionEndedElsewhere, until someone signs in or out here. */
export function sessionEndNotice(): string | null {
  return endedFor === null ? null : SESSION_ENDED_NOTICE;
}

/** The email of the session that ended under an open screen, for the sign-in form. */
export function sessionEndedEmail(): string | null {
  return endedFor || null;
}

export function clearSessionEndNotice(): void {
  endedFor = null;
}

/**
 * Signs out (spec §4): POST /api/auth/signout; a failure is logged and the browser goes to the root
 * path anyway (or to `to`). Every cached query is dropped and the remembered session forgotten, so
 * nothing of this account stays in memory or opens offline. When the server could not be reached,
 * the sign-out is left pending: this device stays signed out and the session is ended on the server
 * as soon as the app reaches it (fetchSession).
 */
export function useSignOut({ to = '/' }: { to?: string } = {}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    networkMode: 'always',
    mutationFn: async () => {
      // Its own sockets close as the session ends: that is no news to this tab.
      signingOutHere = true;
      clearSessionEndNotice();
      const userId = queryClient.getQueryData<Session | null>(sessionQueryKey)?.user.id;
      forgetSession();
      try {
        await api.post<void>('/api/auth/signout');
      } catch (error) {
        console.error('Sign out failed', error);
        if (userId && error instanceof ApiError && error.status === 0) setPendingSignOut(userId);
      }
      // This browser's copies of the plan go too (not those holding unsent changes).
      await forgetLocalCopies().catch((error) => console.error('Forgetting local copies failed', error));
    },
    onSettled: () => {
      queryClient.clear();
      navigate(to, { replace: true });
      signingOutHere = false;
    },
  });
  return { signOut: () => mutation.mutate(), isPending: mutation.isPending };
}

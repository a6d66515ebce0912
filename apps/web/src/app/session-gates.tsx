// Route guards over the session (spec §2): public pages that signed-in users skip, and the planner
// that signed-out users see as the login screen at the same address (not a redirect).
import { CloudOff } from 'lucide-react';
import { lazy, type ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { AUTH_SCREEN_PARAMS, DEFAULT_AFTER_SIGN_IN, safeNextPath } from '../features/auth/next-path';
import { RouteFallback } from '../features/site/route-fallback';
import { useSession } from '../lib/session';

// Loaded only when someone signed out opens a planner address (RootLayout's Suspense shows the fallback).
const AuthScreen = lazy(async () => ({ default: (await import('../features/auth/auth-screen')).AuthScreen }));

/** `/`, `/welcome`, `/auth`: redirect to the planner (or `?next=`) when signed in. */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const { user, isPending } = useSession();
  const [searchParams] = useSearchParams();
  if (isPending) return <RouteFallback />;
  if (user)
    return <Navigate to={afterSignIn(user.user_type, safeNextPath(searchParams.get('next')))} replace />;
  return children;
}

/** Where a signed-in person goes: vendors to their portal (never the planner), couples to `?next=` or /app. */
export function afterSignIn(userType: string, next: string | null): string {
  if (userType === 'vendor') return next?.startsWith('/vendor') ? next : VENDOR_HOME;
  return next ?? DEFAULT_AFTER_SIGN_IN;
}

/** A vendor account's home (issue 18): the vendor area, which has no plan. */
export const VENDOR_HOME = '/vendor';

/** `/app/*`: the children when signed in, otherwise the auth screen in login mode right here. */
/** `pathname` and `search` without the parameters the sign-in screen reads (`mode`, `email`…). */
export function withoutAuthScreenParams(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  for (const name of AUTH_SCREEN_PARAMS) params.delete(name);
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

export function RequireSession({ children }: { children: ReactNode }) {
  const { user, isPending, isError, refetch } = useSession();
  const { pathname, search } = useLocation();
  if (isPending) return <RouteFallback label="Loading your planner…" />;
  // Vendor accounts have no plan: the planner sends them to the vendor area.
  if (user?.user_type === 'vendor') return <Navigate to={VENDOR_HOME} replace />;
  if (user) return children;
  if (isError) return <SessionUnavailable onRetry={() => void refetch()} />;
  // The address as asked for, query included (`/app/registry?add=…` from the gift catalog), less
  // what the sign-in screen itself puts there (switching to sign-up adds `mode=signup`).
  return <AuthScreen defaultMode="login" redirectTo={withoutAuthScreenParams(pathname, search)} />;
}

function SessionUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <main id="main" className="session-unavailable">
      <CloudOff size={40} aria-hidden="true" />
      <h1>We can't reach Confetti right now</h1>
      <p>Check your internet connection and try again.</p>
      <button type="button" className="btn btn--primary btn--lg" onClick={onRetry}>
        Try Again
      </button>
    </main>
  );
}

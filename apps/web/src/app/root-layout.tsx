// The top of every route: scroll position on navigation, the error boundary, and the loading
// placeholder of lazy routes.
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { RouteFallback } from '../features/site/route-fallback';
import { RouteErrorBoundary } from './route-error-boundary';

/** A new page starts at the top; back/forward leaves the browser's restored position alone. */
function useScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page (pathname) changes
  useEffect(() => {
    if (navigationType !== 'POP' && !window.location.hash) window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}

export function RootLayout() {
  const location = useLocation();
  useScrollToTopOnNavigate();
  return (
    <RouteErrorBoundary resetKey={location.key}>
      <Suspense fallback={<RouteFallback />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}

// The top of every route: scroll position and focus on navigation, the error boundary, and the
// loading placeholder of lazy routes.
import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { RouteFallback } from '../features/site/route-fallback';
import { isNewPageState } from '../lib/search-navigation';
import { useFocusPageOnLinkNavigation } from './focus-on-navigate';
import { RouteErrorBoundary } from './route-error-boundary';

/**
 * A new page starts at the top; back/forward leaves the browser's restored position alone. A search
 * kept in the query string (the directory's filters, the gift catalog's words as they are typed) is
 * the same page and stays where it is, unless its link says it is a new one (the next page of results).
 */
function useScrollToTopOnNavigate() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    // Keyed on the path itself: a change of navigation type alone (a push after a replace) is no
    // new page, though it used to scroll the catalog's search box away while typing.
    const newPath = shownPath.current !== location.pathname;
    shownPath.current = location.pathname;
    if (navigationType === 'POP' || window.location.hash) return;
    if (newPath || isNewPageState(location.state)) window.scrollTo(0, 0);
  }, [location, navigationType]);
}

export function RootLayout() {
  const location = useLocation();
  useScrollToTopOnNavigate();
  useFocusPageOnLinkNavigation();
  return (
    <RouteErrorBoundary resetKey={location.key}>
      <Suspense fallback={<RouteFallback />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}

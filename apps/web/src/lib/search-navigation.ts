// Searches kept in the address (the directory's filters, the gift catalog): one user action is one
// history entry, and an action that changes nothing (Show results with the filters as they are, the
// same search sent again) adds none, so Back always goes back to what was shown before.
import { useCallback, useEffect, useState } from 'react';
import { type NavigateOptions, useLocation, useNavigate } from 'react-router-dom';

/**
 * Whether two addresses show the same page: the same path and the same non-empty query parameters,
 * in any order (`?sort=name&query=barn` is `?query=barn&sort=name`; the no-JavaScript form's empty
 * `category=` is no parameter at all).
 */
export function sameAddress(a: string, b: string): boolean {
  const left = new URL(a, 'http://here');
  const right = new URL(b, 'http://here');
  return left.pathname === right.pathname && filledParams(left) === filledParams(right);
}

function filledParams(url: URL): string {
  const entries = [...url.searchParams].filter(([, value]) => value !== '');
  entries.sort(([k1, v1], [k2, v2]) => k1.localeCompare(k2) || v1.localeCompare(v2));
  return JSON.stringify(entries);
}

/**
 * navigate(), except that going to the address already in the address bar does nothing. The
 * browser's address, not the rendered one: a navigation is in the address bar at once, but the
 * router shows it only once its results have come (the old ones stay meanwhile, in a transition), so
 * pressing Show results in between compared against the old address and added the same one again.
 */
export function useNavigateIfChanged(): (to: string, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(
    (to: string, options?: NavigateOptions) => {
      const shown =
        typeof window === 'undefined'
          ? `${pathname}${search}`
          : `${window.location.pathname}${window.location.search}`;
      if (!sameAddress(shown, to)) navigate(to, options);
    },
    [navigate, pathname, search],
  );
}

/**
 * Link state for an address that is a new page though only its query string changes (the next page
 * of results): the root layout scrolls it to the top, as it does for a new path.
 */
export const NEW_PAGE_STATE = { newPage: true } as const;

export function isNewPageState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { newPage?: unknown }).newPage === true;
}

/**
 * A value that changes on every Back or Forward. A form of search fields that shows the address
 * (uncontrolled, keyed on the rendered location) needs it: a choice shows in its field at once, but
 * the router renders the new address only once its results have come, so Back pressed before then
 * returns to the address still rendered and would leave the abandoned choice in the field.
 */
export function useHistoryStep(): number {
  const [step, setStep] = useState(0);
  useEffect(() => {
    const onPop = () => setStep((n) => n + 1);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  return step;
}

// After following a link to another public page, the focus goes to the new page's heading, so a
// screen reader reads where the visitor arrived and the next Tab continues in the new content (it
// stayed on the link, in a header that did not change, and nothing was said). Only link clicks count:
// a filter that changes the address (the directory's category select) keeps its focus, and the
// planner's and the vendor portal's tab bars keep theirs.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** Screens with a tab bar of their own, where the focus stays on the tab followed. */
const KEEPS_FOCUS = /^\/(app|vendor)\//;

/** How long the new page may take to show its heading (a lazy route, or data it waits for). */
const HEADING_WAIT_MS = 3000;

function followedLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self')) return null;
  return link.origin === window.location.origin ? link : null;
}

function currentHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1');
}

interface Heading {
  element: HTMLElement;
  text: string | null;
}

function headingNow(): Heading | null {
  const element = currentHeading();
  return element ? { element, text: element.textContent } : null;
}

/**
 * The new page's heading, made focusable without joining the Tab order; null while the page that had
 * `previous` still shows (the new one is loading). The same element with new words is the new page's
 * (one article to the next).
 */
function pageStart(previous: Heading | null): HTMLElement | null {
  const heading = currentHeading();
  if (heading === null || (heading === previous?.element && heading.textContent === previous.text))
    return null;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  return heading;
}

export function useFocusPageOnLinkNavigation(): void {
  const { pathname } = useLocation();
  const linkFollowed = useRef(false);
  /** The heading of the page the link was on. */
  const leftHeading = useRef<Heading | null>(null);
  const shownPath = useRef(pathname);

  useEffect(() => {
    const remember = (event: MouseEvent) => {
      // Capture phase: the address is still the page the link is on (Enter on a link clicks too).
      const link = followedLink(event);
      linkFollowed.current = link !== null && link.pathname !== window.location.pathname;
      leftHeading.current = linkFollowed.current ? headingNow() : null;
    };
    document.addEventListener('click', remember, true);
    return () => document.removeEventListener('click', remember, true);
  }, []);

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const followed = linkFollowed.current;
    const previous = leftHeading.current;
    linkFollowed.current = false;
    leftHeading.current = null;
    if (!followed || KEEPS_FOCUS.test(pathname) || window.location.hash) return;
    const started = performance.now();
    let frame = 0;
    const focusWhenShown = () => {
      const heading = pageStart(previous);
      if (heading || performance.now() - started > HEADING_WAIT_MS) {
        const main = document.querySelector<HTMLElement>('main');
        if (!heading && main && !main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
        const target = heading ?? main;
        // Unless the visitor already went on somewhere (into a field of the new page).
        const active = document.activeElement;
        if (target && (active === null || active === document.body || active instanceof HTMLAnchorElement))
          target.focus({ preventScroll: true });
        return;
      }
      frame = requestAnimationFrame(focusWhenShown);
    };
    frame = requestAnimationFrame(focusWhenShown);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}

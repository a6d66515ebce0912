// A panel that a button opens by itself (`popovertarget` on the button, `popover="auto"` on the
// panel) works from the first paint of a server-rendered page: a tap before the scripts have loaded
// and hydrated opens it, and Escape or a tap outside closes it, all without JavaScript. Once
// hydrated, React follows the popover's state through its toggle event. Browsers without popovers
// get the same panel from React's state alone (the button's onClick, `onButtonClick`, sets it).
import { type RefObject, useCallback, useEffect, useState } from 'react';

export function supportsPopover(element: HTMLElement): boolean {
  return typeof element.showPopover === 'function';
}

export function hidePopover(element: HTMLElement): void {
  if (supportsPopover(element) && element.matches(':popover-open')) element.hidePopover();
}

/**
 * Whether the popover at `ref` is open, and a way to set it from React (for the button's onClick in
 * a browser without popovers, and to close it after a choice). A popover opened before hydration is
 * found open. `inlineFrom` is the media query at which the panel is part of the page rather than a
 * popover (a wider screen): crossing into it closes an open popover, which would otherwise stay in
 * the top layer over the page.
 */
export function usePopoverOpen(
  ref: RefObject<HTMLElement | null>,
  inlineFrom: string,
): {
  open: boolean;
  /**
   * The button's aria-expanded: left out of the server's HTML, where the browser says itself
   * whether the popover its button opens is open (a static "false" would contradict it for a page
   * used before its scripts run), and React's state once hydrated.
   */
  expanded: boolean | undefined;
  setOpen: (open: boolean) => void;
  onButtonClick: () => void;
} {
  const [open, setOpenState] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  useEffect(() => {
    const panel = ref.current;
    if (!panel || !supportsPopover(panel)) return;
    const onToggle = () => setOpenState(panel.matches(':popover-open'));
    onToggle();
    panel.addEventListener('toggle', onToggle);
    const wide = window.matchMedia(inlineFrom);
    const onWide = () => {
      if (wide.matches) hidePopover(panel);
    };
    wide.addEventListener('change', onWide);
    return () => {
      panel.removeEventListener('toggle', onToggle);
      wide.removeEventListener('change', onWide);
    };
  }, [ref, inlineFrom]);

  const setOpen = useCallback(
    (next: boolean) => {
      const panel = ref.current;
      if (panel && supportsPopover(panel)) {
        // The toggle event brings the state along.
        if (next && !panel.matches(':popover-open')) panel.showPopover();
        if (!next) hidePopover(panel);
        return;
      }
      setOpenState(next);
    },
    [ref],
  );

  // For the button's onClick: with popovers the browser has already toggled the panel (the toggle
  // event follows); without them, React's state does it.
  const onButtonClick = useCallback(() => {
    const panel = ref.current;
    if (!panel || !supportsPopover(panel)) setOpenState((was) => !was);
  }, [ref]);

  return { open, expanded: hydrated ? open : undefined, setOpen, onButtonClick };
}

// Says once, when this device has finished keeping the app for offline use (a few seconds after the
// first visit), that the plan now opens without a connection: before then, a reload offline cannot.
// A toast at the bottom, so nothing on the screen moves; it goes by itself after a while.
import { CircleCheck } from 'lucide-react';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { acknowledgeOfflineReady, useOfflineReady } from '../../lib/offline-ready';
import { TimedToast } from './timed-toast';

export const OFFLINE_READY_MESSAGE = 'Your plan now opens on this device, even without a connection.';
const SHOWN_MS = 10_000;

/** The toasts of the screens (an Undo, "Ada was added."), at the bottom in the middle. */
const OTHER_TOASTS =
  '.undo-toast-region:not(.offline-ready-region) .undo-toast, .guests-notice, .checklist-toast, .budget-toast';
/** Room between this toast and one below it. */
const GAP_PX = 8;

/**
 * While `region` shows, keeps it above every other toast of the screen, however tall their words make
 * them (a long name wraps to three lines on a phone): its bottom goes to just above the highest one.
 */
function useStandAboveOtherToasts(region: RefObject<HTMLDivElement | null>, shown: boolean) {
  useEffect(() => {
    const element = region.current;
    if (!shown || !element) return;
    const place = () => {
      const tops = Array.from(document.querySelectorAll(OTHER_TOASTS), (t) => t.getBoundingClientRect())
        .filter((box) => box.height > 0)
        .map((box) => box.top);
      element.style.bottom = tops.length > 0 ? `${window.innerHeight - Math.min(...tops) + GAP_PX}px` : '';
    };
    place();
    const watch = new MutationObserver(place);
    watch.observe(document.body, { childList: true, subtree: true, characterData: true });
    window.addEventListener('resize', place);
    return () => {
      watch.disconnect();
      window.removeEventListener('resize', place);
      element.style.bottom = '';
    };
  }, [region, shown]);
}

export function OfflineReadyNotice() {
  const ready = useOfflineReady();
  const [shown, setShown] = useState(false);
  const region = useRef<HTMLDivElement>(null);
  useStandAboveOtherToasts(region, shown);

  useEffect(() => {
    if (!ready) return;
    setShown(true);
    acknowledgeOfflineReady();
  }, [ready]);

  return (
    <div className="undo-toast-region offline-ready-region" role="status" ref={region}>
      {shown ? (
        <TimedToast ms={SHOWN_MS} onClose={() => setShown(false)}>
          <CircleCheck size={16} aria-hidden="true" className="offline-ready__icon" />
          <span className="undo-toast__message">{OFFLINE_READY_MESSAGE}</span>
        </TimedToast>
      ) : null}
    </div>
  );
}

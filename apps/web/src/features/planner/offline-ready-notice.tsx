// Says once, when this device has finished keeping the app for offline use (a few seconds after the
// first visit), that the plan now opens without a connection: before then, a reload offline cannot.
// A toast at the bottom, so nothing on the screen moves; it goes by itself after a while, except
// while the pointer or the focus is on it.
import { CircleCheck, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { acknowledgeOfflineReady, useOfflineReady } from '../../lib/offline-ready';
import './undo-toast.css';

export const OFFLINE_READY_MESSAGE = 'Your plan now opens on this device, even without a connection.';
const SHOWN_MS = 10_000;

export function OfflineReadyNotice() {
  const ready = useOfflineReady();
  const [shown, setShown] = useState(false);
  const [held, setHeld] = useState(false);

  useEffect(() => {
    if (!ready) return;
    setShown(true);
    acknowledgeOfflineReady();
  }, [ready]);

  useEffect(() => {
    if (!shown || held) return;
    const timer = setTimeout(() => setShown(false), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [shown, held]);

  return (
    <div className="undo-toast-region offline-ready-region" role="status">
      {shown ? (
        // biome-ignore lint/a11y/noStaticElementInteractions: pointer and focus only hold the timer; the button is what one interacts with
        <div
          className="undo-toast"
          onPointerEnter={() => setHeld(true)}
          onPointerLeave={() => setHeld(false)}
          onFocus={() => setHeld(true)}
          onBlur={() => setHeld(false)}
        >
          <CircleCheck size={16} aria-hidden="true" className="offline-ready__icon" />
          <span className="undo-toast__message">{OFFLINE_READY_MESSAGE}</span>
          <button
            type="button"
            className="undo-toast__close"
            aria-label="Dismiss"
            onClick={() => setShown(false)}
          >
            <X size={16} aria-hidden="true" />
          </button>
        </div>
      ) : null}
    </div>
  );
}

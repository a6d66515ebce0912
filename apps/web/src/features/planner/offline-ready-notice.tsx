// Says once, when this device has finished keeping the app for offline use (a few seconds after the
// first visit), that the plan now opens without a connection: before then, a reload offline cannot.
// A toast at the bottom, so nothing on the screen moves; it goes by itself after a while.
import { CircleCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { acknowledgeOfflineReady, useOfflineReady } from '../../lib/offline-ready';
import { TimedToast } from './timed-toast';

export const OFFLINE_READY_MESSAGE = 'Your plan now opens on this device, even without a connection.';
const SHOWN_MS = 10_000;

export function OfflineReadyNotice() {
  const ready = useOfflineReady();
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (!ready) return;
    setShown(true);
    acknowledgeOfflineReady();
  }, [ready]);

  return (
    <div className="undo-toast-region offline-ready-region" role="status">
      {shown ? (
        <TimedToast ms={SHOWN_MS} onClose={() => setShown(false)}>
          <CircleCheck size={16} aria-hidden="true" className="offline-ready__icon" />
          <span className="undo-toast__message">{OFFLINE_READY_MESSAGE}</span>
        </TimedToast>
      ) : null}
    </div>
  );
}

// A tab that fails to render (most often a lazy chunk a new deploy replaced, or one that could not
// load offline) shows a way out inside the shell, which keeps working. Offline, reloading would only
// trade the planner for the browser's own error page: the tab says it opens once the connection is
// back, and tries again by itself when it is.
import { RotateCcw, WifiOff } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useSyncExternalStore } from 'react';
import { ResettableErrorBoundary } from '../../lib/error-boundary';
import { retryFailedChunks } from '../../lib/lazy-named';

function subscribeOnline(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

function TabError({ retry }: { retry: () => void }) {
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  // Back online after failing offline: try again by itself (once the browser says so).
  const wasOffline = useRef(!online);
  useEffect(() => {
    if (!online) wasOffline.current = true;
    else if (wasOffline.current) {
      wasOffline.current = false;
      retry();
    }
  }, [online, retry]);
  if (!online) {
    return (
      <div className="tab-error" role="alert">
        <WifiOff size={28} aria-hidden="true" />
        <h1>This part of your planner is not on this device yet</h1>
        <p>
          It was still being saved for offline use when the connection dropped. It opens as soon as you are
          back online. Your plan is safe, and the other parts you have opened keep working.
        </p>
      </div>
    );
  }
  return (
    <div className="tab-error" role="alert">
      <h1>This part of your planner did not load</h1>
      <p>Your plan is safe. Trying again, or reloading the page, usually fixes it.</p>
      <div className="tab-error__actions">
        <button type="button" className="btn btn--primary" onClick={retry}>
          <RotateCcw size={16} aria-hidden="true" />
          Try Again
        </button>
        <button type="button" className="btn btn--ghost" onClick={() => window.location.reload()}>
          Reload Page
        </button>
      </div>
    </div>
  );
}

export function TabErrorBoundary({ resetKey, children }: { resetKey: string; children: ReactNode }) {
  return (
    <ResettableErrorBoundary
      resetKey={resetKey}
      fallback={(retry) => (
        <TabError
          retry={() => {
            retryFailedChunks();
            retry();
          }}
        />
      )}
      what="Planner tab"
    >
      {children}
    </ResettableErrorBoundary>
  );
}

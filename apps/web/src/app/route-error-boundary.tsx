// A route that fails to render shows a recoverable error page; navigating elsewhere resets it.
import type { ReactNode } from 'react';
import { RouteErrorPage } from '../features/site/route-error-page';
import { ResettableErrorBoundary } from '../lib/error-boundary';

export function RouteErrorBoundary({ resetKey, children }: { resetKey: string; children: ReactNode }) {
  return (
    <ResettableErrorBoundary resetKey={resetKey} fallback={<RouteErrorPage />} what="Route">
      {children}
    </ResettableErrorBoundary>
  );
}

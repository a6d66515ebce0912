// A tab that fails to render (most often a lazy chunk a new deploy replaced, or one that could not
// load offline) shows a way out inside the shell, which keeps working.
import { RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { ResettableErrorBoundary } from '../../lib/error-boundary';

function TabError() {
  return (
    <div className="tab-error" role="alert">
      <h1>This part of your planner did not load</h1>
      <p>Your plan is safe. Reloading the page usually fixes it.</p>
      <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
        <RotateCcw size={16} aria-hidden="true" />
        Reload Page
      </button>
    </div>
  );
}

export function TabErrorBoundary({ resetKey, children }: { resetKey: string; children: ReactNode }) {
  return (
    <ResettableErrorBoundary resetKey={resetKey} fallback={<TabError />} what="Planner tab">
      {children}
    </ResettableErrorBoundary>
  );
}

// The screen's one notice (spec §8 messages): a toast that dismisses itself after a few seconds.
// The live region is always in the page, so screen readers announce each new message.
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { useEffect } from 'react';
import type { BudgetNotice } from './budget-actions';

const NOTICE_MS = 6000;

export function BudgetToast({ notice, onDismiss }: { notice: BudgetNotice | null; onDismiss: () => void }) {
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(onDismiss, NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice, onDismiss]);

  return (
    <div className="budget-toast-region" aria-live="polite">
      {notice && (
        <div
          className={`budget-toast budget-toast--${notice.tone}`}
          role={notice.tone === 'error' ? 'alert' : 'status'}
        >
          {notice.tone === 'error' ? (
            <CircleAlert size={18} aria-hidden="true" />
          ) : (
            <CircleCheck size={18} aria-hidden="true" />
          )}
          <span className="budget-toast__message">{notice.message}</span>
          <button type="button" className="budget-icon-button" aria-label="Dismiss" onClick={onDismiss}>
            <X size={16} aria-hidden="true" />
          </button>
        </div>
      )}
    </div>
  );
}

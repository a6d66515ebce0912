// /app for a couple account on no plan: someone who left the plan they had joined (their own empty
// plan made way for it when they accepted), whose access was removed, or who signed up from an
// invitation and has not joined yet. They can start a plan of their own, open an invitation, or sign
// out.
import { HeartCrack, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { serviceMessageOr } from '../../lib/api';
import { ErrorNotice } from '../../lib/error-notice';
import { usePageMeta } from '../../ssr/page-meta';
import { startOwnPlan } from '../sharing/api';
import { BrandLogo } from '../site/brand-logo';
import { leftPlanHere } from './plan-selection';

export interface NoPlanProps {
  userId: string;
  /** Their new plan exists: open it. */
  onStarted: (planId: string) => void;
  onRetry: () => void;
  onSignOut: () => void;
}

export function NoPlan({ userId, onStarted, onRetry, onSignOut }: NoPlanProps) {
  usePageMeta({ title: 'Your Planner · Confetti' });
  const [left] = useState(() => leftPlanHere(userId));
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const start = async () => {
    setStarting(true);
    setError(null);
    try {
      const { plan_id } = await startOwnPlan();
      onStarted(plan_id);
    } catch (caught) {
      setError(serviceMessageOr(caught, 'We could not start your plan. Please try again.'));
      setStarting(false);
    }
  };

  return (
    <main id="main" className="planner-empty">
      <BrandLogo />
      <HeartCrack size={40} aria-hidden="true" className="planner-empty__icon" />
      <h1>{left ? 'You left the plan' : "You're not on a wedding plan right now"}</h1>
      <p>
        {left
          ? "Start a plan of your own, or open the link in a new invitation to join a couple's plan again."
          : // Someone who signed up from an invitation and has not joined yet is here too (no plan of
            // their own is made for them): not told their access was removed.
            "Invited to a couple's plan? Open the link in the invitation email and choose Join Plan. If your access to a plan was removed, ask the couple for a new invitation. Or start a plan of your own."}
      </p>
      <div className="planner-empty__actions">
        <button
          type="button"
          className="btn btn--primary btn--lg"
          onClick={() => void start()}
          disabled={starting}
        >
          {starting ? <LoaderCircle size={18} className="spin" aria-hidden="true" /> : null}
          {starting ? 'Starting…' : 'Start Our Own Plan'}
        </button>
        <button type="button" className="btn btn--secondary btn--lg" onClick={onRetry}>
          Check Again
        </button>
        <button type="button" className="btn btn--secondary btn--lg" onClick={onSignOut}>
          Sign Out
        </button>
      </div>
      {error ? <ErrorNotice>{error}</ErrorNotice> : null}
    </main>
  );
}

// /app/* for a signed-in user (RequireSession guards it): picks the plan to open, opens it (the local
// copy first, so it works offline) and renders the shell around it. Someone who just created an
// account from an invitation is sent back to that invitation first.
import { useQueryClient } from '@tanstack/react-query';
import { CloudOff, HeartCrack } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { sessionQueryKey, useSession, useSignOut } from '../../lib/session';
import { PlanProvider } from '../../plan';
import { pendingInvite } from '../invite/pending-invite';
import { BrandLogo } from '../site/brand-logo';
import { RouteFallback } from '../site/route-fallback';
import { choosePlan, rememberedPlanId, rememberPlan } from './plan-selection';
import { PlannerShell } from './planner-shell';
import './planner.css';

export function PlannerPage() {
  const { session, refetch } = useSession();
  const { signOut, isPending: signingOut } = useSignOut();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const userId = session?.user.id ?? '';
  const [chosenPlanId, setChosenPlanId] = useState(() => (userId ? rememberedPlanId(userId) : null));
  const invitation = pendingInvite();

  if (!session) return null;
  if (invitation) return <Navigate to={`/invite/${invitation}`} replace />;

  const plan = choosePlan(session.plans, chosenPlanId);
  if (!plan) return <NoPlan onSignOut={signOut} onRetry={() => void refetch()} />;

  const switchPlan = (planId: string) => {
    rememberPlan(session.user.id, planId);
    setChosenPlanId(planId);
    navigate('/app');
  };

  return (
    <PlanProvider
      key={plan.id}
      planId={plan.id}
      role={plan.role}
      generationId={plan.generation_id ?? null}
      fallback={({ offline }) => <PlannerLoading offline={offline} />}
    >
      <PlannerShell
        user={session.user}
        plans={session.plans}
        onSwitchPlan={switchPlan}
        onSignOut={signOut}
        signingOut={signingOut}
        onRefreshSession={() => void queryClient.invalidateQueries({ queryKey: sessionQueryKey })}
      />
    </PlanProvider>
  );
}

/**
 * While the plan's local copy opens (and on a first visit, until the first sync): the frame of the
 * shell, so nothing jumps.
 */
function PlannerLoading({ offline }: { offline: boolean }) {
  return (
    <div className="planner planner--loading">
      <header className="planner-top">
        <div className="planner-wrap planner-top__inner">
          <span className="planner-top__brand">
            <BrandLogo />
          </span>
        </div>
      </header>
      <div className="planner-wrap planner-info">
        <div className="info-bar info-bar--skeleton" aria-hidden="true" />
      </div>
      <div className="planner-wrap">
        {offline ? (
          <div className="planner-offline-first" role="status">
            <CloudOff size={32} aria-hidden="true" />
            <p className="planner-offline-first__title">You're offline</p>
            <p>
              Your plan has not been opened on this device yet. It will open here as soon as you're back
              online; after that it works offline too.
            </p>
          </div>
        ) : (
          <RouteFallback label="Opening your plan…" />
        )}
      </div>
    </div>
  );
}

function NoPlan({ onSignOut, onRetry }: { onSignOut: () => void; onRetry: () => void }) {
  return (
    <main id="main" className="planner-empty">
      <title>Your Planner · Confetti</title>
      <BrandLogo />
      <HeartCrack size={40} aria-hidden="true" className="planner-empty__icon" />
      <h1>You're not on a wedding plan right now</h1>
      <p>
        Your access to the plan you were on was removed. Ask the couple to send you a new invitation, then
        open the link in the email.
      </p>
      <div className="planner-empty__actions">
        <button type="button" className="btn btn--primary btn--lg" onClick={onRetry}>
          Check Again
        </button>
        <button type="button" className="btn btn--secondary btn--lg" onClick={onSignOut}>
          Sign Out
        </button>
      </div>
    </main>
  );
}

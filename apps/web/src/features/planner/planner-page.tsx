// /app/* for a signed-in user (RequireSession guards it): picks the plan to open, opens it (the local
// copy first, so it works offline) and renders the shell around it. Someone who just created an
// account from an invitation is sent back to that invitation first.
import { useQueryClient } from '@tanstack/react-query';
import { CloudOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { sessionQueryKey, useSession, useSignOut } from '../../lib/session';
import { PlanProvider } from '../../plan';
import { pendingInvite } from '../invite/pending-invite';
import { BrandLogo } from '../site/brand-logo';
import { RouteFallback } from '../site/route-fallback';
import { NoPlan } from './no-plan';
import { choosePlan, forgetLeftPlan, rememberedPlanId, rememberPlan } from './plan-selection';
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
  const onAPlan = (session?.plans.length ?? 0) > 0;
  // On a plan again: a later no-plan screen is not about the plan they left.
  useEffect(() => {
    if (userId && onAPlan) forgetLeftPlan(userId);
  }, [userId, onAPlan]);

  if (!session) return null;
  if (invitation) return <Navigate to={`/invite/${invitation}`} replace />;

  const switchPlan = (planId: string) => {
    rememberPlan(session.user.id, planId);
    setChosenPlanId(planId);
    navigate('/app');
  };

  const plan = choosePlan(session.plans, chosenPlanId);
  if (!plan) {
    return (
      <NoPlan
        userId={session.user.id}
        onStarted={(planId) => {
          switchPlan(planId);
          void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
        }}
        onRetry={() => void refetch()}
        onSignOut={signOut}
      />
    );
  }

  return (
    <PlanProvider
      key={`${session.user.id}:${plan.id}`}
      planId={plan.id}
      userId={session.user.id}
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

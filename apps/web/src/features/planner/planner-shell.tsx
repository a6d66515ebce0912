// The planner shell (spec §2 "Planner shell") around the open plan: the top bar (brand, sync status,
// who else is here, account menu), the info bar, the tabs and the current tab, plus the Wedding
// Details and Share dialogs.
import { CircleAlert, CircleCheck, Eye, RefreshCw, Trash2, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { PlanMembership, SessionUser } from '../../lib/session';
import { SkipLink } from '../../lib/skip-link';
import { type SyncState, useCanEdit, usePlan, useReplacedEdits, useSyncState } from '../../plan';
import { replacedEditsMessage } from '../../plan/offline-edits';
import { BrandLogo } from '../site/brand-logo';
import { useFirstVisitDetailsPrompt } from '../wedding-details/use-first-visit-prompt';
import { AccountMenu } from './account-menu';
import { type ConfirmOptions, useConfirm } from './confirm-dialog';
import { InfoBar } from './info-bar';
import {
  isPlannerTab,
  NAVIGATE_TAB_EVENT,
  type NavigateTabDetail,
  OPEN_WEDDING_DETAILS_EVENT,
  tabPath,
} from './navigation';
import { OfflineReadyNotice } from './offline-ready-notice';
import { PlannerTabs } from './planner-tabs';
import { PresenceAvatars } from './presence-avatars';
import { SyncStatus } from './sync-status';
import { PlannerTabRoutes } from './tab-routes';
import { useConnectionEvents } from './use-connection-events';

// Dialogs load when first opened, not with the first screen (issue 21, P7). The wedding-details modal
// too: a new plan opens it by itself once the first sync settles, after the dashboard has painted.
const WeddingDetailsModal = lazy(async () => ({
  default: (await import('../wedding-details/wedding-details-modal')).WeddingDetailsModal,
}));
const ShareDialog = lazy(async () => ({ default: (await import('../sharing')).ShareDialog }));
const PasswordDialog = lazy(async () => ({ default: (await import('./password-dialog')).PasswordDialog }));
const DisplayNameDialog = lazy(async () => ({
  default: (await import('./display-name-dialog')).DisplayNameDialog,
}));

export interface PlannerShellProps {
  user: SessionUser;
  plans: readonly PlanMembership[];
  onSwitchPlan: (planId: string) => void;
  onSignOut: () => void;
  signingOut: boolean;
  onRefreshSession: () => void;
}

type OpenDialog = 'details' | 'share' | 'name' | 'password' | null;

/** Moves the planner when anything asks for a tab with the NAVIGATE_TAB_EVENT browser event. */
function useNavigateTabEvents() {
  const navigate = useNavigate();
  useEffect(() => {
    const onNavigate = (event: Event) => {
      const detail = (event as CustomEvent<Partial<NavigateTabDetail> | undefined>).detail;
      if (!isPlannerTab(detail?.tab)) return;
      navigate(tabPath(detail.tab, detail.taskId ? { taskId: detail.taskId } : {}));
    };
    window.addEventListener(NAVIGATE_TAB_EVENT, onNavigate);
    return () => window.removeEventListener(NAVIGATE_TAB_EVENT, onNavigate);
  }, [navigate]);
}

/** Changes made on this device that have not reached the server, as the sync status counts them. */
function waitingOnDevice(sync: SyncState): number {
  return sync.kind === 'offline' || sync.kind === 'reconnecting' ? sync.waiting : 0;
}

/**
 * Signing out while changes wait on this device (offline, or not yet answered) keeps them here, and
 * they are sent only when the same person signs in again in this browser: say so, and let them stay.
 */
async function confirmSignOutWithWaitingChanges(
  sync: SyncState,
  confirm: (options: ConfirmOptions) => Promise<boolean>,
): Promise<boolean> {
  const waiting = waitingOnDevice(sync);
  if (waiting === 0) return true;
  const changes = waiting === 1 ? '1 change' : `${waiting} changes`;
  return confirm({
    title: 'Sign out before your changes are sent?',
    question: `${changes} made on this device ${waiting === 1 ? 'has' : 'have'} not reached Confetti yet, because you are offline. If you sign out now, ${waiting === 1 ? 'it stays' : 'they stay'} on this device and ${waiting === 1 ? 'is' : 'are'} sent the next time you sign in here; nobody else sees ${waiting === 1 ? 'it' : 'them'} until then.`,
    confirmLabel: 'Sign Out Anyway',
    cancelLabel: 'Stay Signed In',
  });
}

export function PlannerShell(props: PlannerShellProps) {
  const { user, plans } = props;
  const { planId, role, connection } = usePlan();
  const canEdit = useCanEdit();
  const sync = useSyncState();
  const replacedEdits = replacedEditsMessage(useReplacedEdits());
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [passwordChanged, setPasswordChanged] = useState(false);

  useNavigateTabEvents();
  useConnectionEvents();
  useEffect(() => {
    const openDetails = () => setDialog('details');
    window.addEventListener(OPEN_WEDDING_DETAILS_EVENT, openDetails);
    return () => window.removeEventListener(OPEN_WEDDING_DETAILS_EVENT, openDetails);
  }, []);
  useFirstVisitDetailsPrompt(() => setDialog((open) => open ?? 'details'));
  const { confirm, confirmDialog } = useConfirm();
  const signOut = async () => {
    if (await confirmSignOutWithWaitingChanges(sync, confirm)) props.onSignOut();
  };

  return (
    <div className="planner">
      <title>Your Planner · Confetti</title>
      <SkipLink />
      <header className="planner-top">
        <div className="planner-wrap planner-top__inner">
          <Link to="/app" className="planner-top__brand" aria-label="Confetti planner home">
            <BrandLogo />
          </Link>
          <div className="planner-top__status">
            <SyncStatus />
            <PresenceAvatars selfUserId={user.id} />
          </div>
          <AccountMenu
            user={user}
            plans={plans}
            currentPlanId={planId}
            canEdit={canEdit}
            onEditDetails={() => setDialog('details')}
            onEditName={() => setDialog('name')}
            onChangePassword={() => setDialog('password')}
            onShare={() => setDialog('share')}
            onOpenAdmin={() => navigate(tabPath('admin'))}
            onOpenRegistry={() => navigate(tabPath('registry'))}
            onSwitchPlan={props.onSwitchPlan}
            onSignOut={() => void signOut()}
            signOutAsks={waitingOnDevice(sync) > 0}
            signingOut={props.signingOut}
          />
        </div>
      </header>

      {sync.kind === 'revoked' ? (
        <div className="planner-wrap">
          <div className="planner-alert" role="alert">
            <CircleAlert size={20} aria-hidden="true" />
            <div>
              <p className="planner-alert__title">Your access to this plan was removed</p>
              <p>
                Changes you make here are no longer shared. If this is a mistake, ask the couple to invite you
                again.
              </p>
            </div>
            <button type="button" className="btn btn--secondary" onClick={props.onRefreshSession}>
              <RefreshCw size={16} aria-hidden="true" />
              Refresh My Plans
            </button>
          </div>
        </div>
      ) : null}

      {sync.kind === 'not-saved' ? (
        <div className="planner-wrap">
          <div className="planner-alert" role="alert">
            <CircleAlert size={20} aria-hidden="true" />
            <div>
              <p className="planner-alert__title">
                {sync.waiting === 1
                  ? '1 change made on this device was not saved'
                  : `${sync.waiting} changes made on this device were not saved`}
              </p>
              <p>
                {sync.waiting === 1
                  ? 'You can only view this plan now, so it was not shared and only you see it here. Ask the couple to make it, or discard it to see the plan as everyone else does.'
                  : 'You can only view this plan now, so they were not shared and only you see them here. Ask the couple to make them, or discard them to see the plan as everyone else does.'}
              </p>
            </div>
            <button
              type="button"
              className="btn btn--secondary"
              onClick={() => void connection.discardRefusedChanges()}
            >
              <Trash2 size={16} aria-hidden="true" />
              {sync.waiting === 1 ? 'Discard It' : 'Discard Them'}
            </button>
          </div>
        </div>
      ) : null}

      {/* Told on reconnecting, wherever the page is scrolled (the payment that went may have been far
          down the budget): it stays in view under the tab bar until dismissed. */}
      {replacedEdits ? (
        <div className="planner-wrap planner-wrap--sticky">
          <p className="notice notice--info planner-notice" role="status">
            <CircleAlert size={18} aria-hidden="true" />
            <span>{replacedEdits}</span>
            <button
              type="button"
              className="planner-notice__close"
              aria-label="Dismiss"
              onClick={connection.dismissReplacedEdits}
            >
              <X size={16} aria-hidden="true" />
            </button>
          </p>
        </div>
      ) : null}

      {passwordChanged ? (
        <div className="planner-wrap">
          <p className="notice notice--success planner-notice" role="status">
            <CircleCheck size={18} aria-hidden="true" />
            <span>Your password was changed. Other devices signed in to your account were signed out.</span>
            <button
              type="button"
              className="planner-notice__close"
              aria-label="Dismiss"
              onClick={() => setPasswordChanged(false)}
            >
              <X size={16} aria-hidden="true" />
            </button>
          </p>
        </div>
      ) : null}

      {role === 'viewer' && sync.kind !== 'revoked' ? (
        <div className="planner-wrap">
          <p className="planner-readonly" role="note">
            <Eye size={18} aria-hidden="true" className="planner-readonly__icon" />
            <span>
              <strong>View only.</strong> You can see everything in this plan as it changes. Only the couple
              and their planner can edit it.
            </span>
          </p>
        </div>
      ) : null}

      <div className="planner-wrap planner-info">
        <InfoBar canEdit={canEdit} onEdit={() => setDialog('details')} />
      </div>

      <PlannerTabs />

      <main id="main" className="planner-wrap planner-main" tabIndex={-1}>
        <PlannerTabRoutes isAdmin={user.is_admin} />
      </main>

      <OfflineReadyNotice />
      {confirmDialog}

      <Suspense fallback={null}>
        {dialog === 'details' ? <WeddingDetailsModal onClose={() => setDialog(null)} /> : null}
        {dialog === 'name' ? <DisplayNameDialog user={user} onClose={() => setDialog(null)} /> : null}
        {dialog === 'password' ? (
          <PasswordDialog
            onClose={() => setDialog(null)}
            onChanged={() => {
              setDialog(null);
              setPasswordChanged(true);
            }}
          />
        ) : null}
        {dialog === 'share' ? (
          <ShareDialog
            planId={planId}
            userId={user.id}
            isOwner={role === 'owner'}
            onClose={() => setDialog(null)}
            onLeft={() => {
              setDialog(null);
              props.onRefreshSession();
              navigate('/app', { replace: true });
            }}
          />
        ) : null}
      </Suspense>
    </div>
  );
}

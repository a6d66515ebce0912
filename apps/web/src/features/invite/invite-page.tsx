// /invite/:token: where a partner or planner lands from an invitation email. It says who invited them
// and with which role; signed out, it leads to sign-in or sign-up (and back here); signed in with the
// invited address, Join Plan accepts and opens the planner on that plan.
import { VENDOR_CANNOT_JOIN } from '@confetti/plan';
import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, HeartHandshake, LoaderCircle, MailOpen, MailX } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ApiError, serviceMessageOr } from '../../lib/api';
import { sessionQueryKey, useSession, useSignOut } from '../../lib/session';
import { usePageMeta } from '../../ssr/page-meta';
import { rememberPlan } from '../planner/plan-selection';
import { BrandLogo } from '../site/brand-logo';
import { acceptInvitation, type Invitation, useInvitation } from './api';
import { clearPendingInvite, rememberPendingInvite } from './pending-invite';
import './invite-page.css';

const ROLE_PHRASES: Record<Invitation['role'], { as: string; can: string }> = {
  partner: { as: 'as their partner', can: 'You will be able to edit everything in the plan, together.' },
  planner: {
    as: 'as their wedding planner',
    can: 'You will be able to edit everything in the plan alongside the couple.',
  },
  viewer: { as: 'as a viewer', can: 'You will be able to see the plan, but not change it.' },
};

const UNUSABLE: Record<Exclude<Invitation['status'], 'pending'>, { title: string; text: string }> = {
  accepted: {
    title: 'This invitation has already been used',
    text: 'Each invitation link works once. If it was you, sign in to open the plan.',
  },
  revoked: {
    title: 'This invitation was withdrawn',
    text: 'The person who sent it has withdrawn it. Ask them for a new invitation if you still need one.',
  },
  replaced: {
    title: 'A newer invitation replaced this one',
    text: 'A newer invitation to this plan was sent to the same address. Open the most recent invitation email, or ask the person who sent it to send it again.',
  },
  expired: {
    title: 'This invitation has expired',
    text: 'Invitations work for 14 days. Ask the person who sent it for a new one.',
  },
};

function InviteCard({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  // Through the page's head: a <title> in the tree comes after the app shell's own in the document.
  usePageMeta({ title: 'Invitation · Confetti' });
  return (
    <main id="main" className="invite">
      <div className="invite__card">
        <Link to="/" className="invite__brand" aria-label="Confetti home">
          <BrandLogo />
        </Link>
        <span className="invite__icon" aria-hidden="true">
          {icon}
        </span>
        {children}
      </div>
    </main>
  );
}

export function InvitePage() {
  const { token = '' } = useParams();
  const invitation = useInvitation(token);
  const { user, isPending: sessionPending } = useSession();

  // Signed in and here: the stored invitation (kept through sign-up) has done its job.
  useEffect(() => {
    if (user && !invitation.isPending) clearPendingInvite();
  }, [user, invitation.isPending]);

  if (invitation.isPending || sessionPending) {
    return (
      <InviteCard icon={<LoaderCircle size={30} className="spin" />}>
        <h1>Opening your invitation…</h1>
      </InviteCard>
    );
  }

  if (invitation.isError) {
    const notFound =
      invitation.error instanceof ApiError &&
      (invitation.error.status === 404 || invitation.error.status === 422);
    return (
      <InviteCard icon={<MailX size={30} />}>
        <h1>{notFound ? 'This invitation link is not valid' : "We can't reach Confetti right now"}</h1>
        <p>
          {notFound
            ? 'Check that you opened the whole link from the email, or ask for a new invitation.'
            : 'Check your internet connection and try again.'}
        </p>
        <div className="invite__actions">
          {notFound ? (
            <Link to={user ? '/app' : '/'} className="btn btn--primary btn--lg">
              {user ? 'Open Your Planner' : 'Go to Confetti'}
            </Link>
          ) : (
            <button
              type="button"
              className="btn btn--primary btn--lg"
              onClick={() => void invitation.refetch()}
            >
              Try Again
            </button>
          )}
        </div>
      </InviteCard>
    );
  }

  const invite = invitation.data;
  if (invite.status !== 'pending') {
    const { title, text } = UNUSABLE[invite.status];
    return (
      <InviteCard icon={<MailX size={30} />}>
        <h1>{title}</h1>
        <p>{text}</p>
        <div className="invite__actions">
          <Link to={user ? '/app' : '/auth?mode=login'} className="btn btn--primary btn--lg">
            {user ? 'Open Your Planner' : 'Sign In'}
          </Link>
        </div>
      </InviteCard>
    );
  }

  return (
    <InviteCard icon={<MailOpen size={30} />}>
      <p className="invite__eyebrow eyebrow">You're invited</p>
      {/* A partner is one of the couple: theirs is their own wedding, not "Maya & Jordan's" to Jordan. */}
      <h1>
        {invite.role === 'partner'
          ? 'Plan your wedding together'
          : invite.couple
            ? `Help plan ${invite.couple}'s wedding`
            : 'Help plan a wedding on Confetti'}
      </h1>
      <p>
        <strong>{invite.inviter_name ?? invite.inviter_email ?? 'Someone'}</strong>
        {invite.inviter_name && invite.inviter_email ? ` (${invite.inviter_email})` : ''}{' '}
        {invite.role === 'partner'
          ? 'invited you to plan your wedding together on Confetti, as their partner.'
          : `invited you to join their wedding plan ${ROLE_PHRASES[invite.role].as}.`}{' '}
        {ROLE_PHRASES[invite.role].can}
      </p>
      <p className="invite__sent-to">
        Sent to <strong>{invite.email}</strong>
      </p>
      {user ? (
        user.user_type === 'vendor' ? (
          <VendorAccount token={token} invitedEmail={invite.email} />
        ) : user.email.toLowerCase() === invite.email.toLowerCase() ? (
          <JoinPlan token={token} userId={user.id} />
        ) : (
          <WrongAccount token={token} signedInAs={user.email} invitedEmail={invite.email} />
        )
      ) : (
        <SignedOutActions token={token} email={invite.email} />
      )}
    </InviteCard>
  );
}

function SignedOutActions({ token, email }: { token: string; email: string }) {
  const next = encodeURIComponent(`/invite/${token}`);
  const emailParam = encodeURIComponent(email);
  return (
    <>
      <div className="invite__actions">
        <Link to={`/auth?mode=login&next=${next}&email=${emailParam}`} className="btn btn--primary btn--lg">
          Sign In
        </Link>
        <Link
          to={`/auth?mode=signup&next=${next}&email=${emailParam}`}
          className="btn btn--secondary btn--lg"
          // After confirming a new account the person lands on /app, which sends them back here.
          onClick={() => rememberPendingInvite(token)}
        >
          Create Account
        </Link>
      </div>
      <p className="invite__hint">Use {email} so the invitation finds you. Confetti is free for couples.</p>
    </>
  );
}

function JoinPlan({ token, userId }: { token: string; userId: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const join = async () => {
    setBusy(true);
    setError(null);
    try {
      const { plan_id } = await acceptInvitation(token);
      rememberPlan(userId, plan_id);
      clearPendingInvite();
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      navigate('/app', { replace: true });
    } catch (caught) {
      setError(serviceMessageOr(caught, 'We could not join the plan. Please try again.'));
      setBusy(false);
    }
  };

  return (
    <>
      <div className="invite__actions">
        <button
          type="button"
          className="btn btn--primary btn--lg"
          onClick={() => void join()}
          disabled={busy}
        >
          {busy ? (
            <LoaderCircle size={18} className="spin" aria-hidden="true" />
          ) : (
            <HeartHandshake size={18} aria-hidden="true" />
          )}
          {busy ? 'Joining…' : 'Join Plan'}
        </button>
      </div>
      {error ? (
        <p className="notice notice--error invite__error" role="alert">
          <CircleAlert size={18} aria-hidden="true" />
          {error}
        </p>
      ) : null}
    </>
  );
}

function useSignInAsInvited(token: string, invitedEmail: string) {
  const next = encodeURIComponent(`/invite/${token}`);
  return useSignOut({ to: `/auth?mode=login&next=${next}&email=${encodeURIComponent(invitedEmail)}` });
}

function VendorAccount({ token, invitedEmail }: { token: string; invitedEmail: string }) {
  const { signOut, isPending } = useSignInAsInvited(token, invitedEmail);
  return (
    <>
      <p className="notice notice--error invite__error" role="alert">
        <CircleAlert size={18} aria-hidden="true" />
        {VENDOR_CANNOT_JOIN}
      </p>
      <div className="invite__actions">
        <button type="button" className="btn btn--primary btn--lg" onClick={signOut} disabled={isPending}>
          {isPending ? 'Signing Out...' : 'Sign In with Another Account'}
        </button>
        <Link to="/vendor" className="btn btn--secondary btn--lg">
          Open Vendor Portal
        </Link>
      </div>
    </>
  );
}

function WrongAccount({
  token,
  signedInAs,
  invitedEmail,
}: {
  token: string;
  signedInAs: string;
  invitedEmail: string;
}) {
  const { signOut, isPending } = useSignInAsInvited(token, invitedEmail);
  return (
    <>
      <p className="notice notice--error invite__error" role="alert">
        <CircleAlert size={18} aria-hidden="true" />
        <span>
          You're signed in as <strong>{signedInAs}</strong>, but this invitation was sent to{' '}
          <strong>{invitedEmail}</strong>. Sign in with that address to accept it.
        </span>
      </p>
      <div className="invite__actions">
        <button type="button" className="btn btn--primary btn--lg" onClick={signOut} disabled={isPending}>
          {isPending ? 'Signing Out...' : `Sign In as ${invitedEmail}`}
        </button>
        <Link to="/app" className="btn btn--secondary btn--lg">
          Open Your Planner
        </Link>
      </div>
    </>
  );
}

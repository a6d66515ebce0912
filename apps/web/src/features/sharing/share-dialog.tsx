// The Share Plan dialog: who is on the plan and with which role, pending invitations, and (for the
// owner) inviting by email, changing a role, removing someone, withdrawing an invitation. Everyone
// else sees the members and can leave the plan.
import { CircleAlert, CircleCheck, LoaderCircle, LogOut, Mail, Send } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { serviceMessageOr } from '../../lib/api';
import { BreakableAddress } from '../../lib/breakable-address';
import { ErrorNotice } from '../../lib/error-notice';
import { Dialog } from '../planner/dialog';
import { initialsOf, personName } from '../planner/people';
import { roleLabel } from '../planner/plan-selection';
import {
  INVITE_ROLES,
  type InviteRole,
  type PendingInvite,
  type PlanMember,
  useChangeMemberRole,
  useInviteToPlan,
  useLeavePlan,
  usePlanMembers,
  useRemoveMember,
  useWithdrawInvite,
} from './api';
import './share-dialog.css';

const FALLBACK_ERROR = 'Something went wrong. Please try again.';

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

function daysLeft(expiresAt: string, now = Date.now()): number {
  return Math.max(0, Math.ceil((new Date(expiresAt).getTime() - now) / 86_400_000));
}

export interface ShareDialogProps {
  planId: string;
  userId: string;
  isOwner: boolean;
  onClose: () => void;
  /** After leaving: the plan is gone from this person's list. */
  onLeft: () => void;
}

export function ShareDialog({ planId, userId, isOwner, onClose, onLeft }: ShareDialogProps) {
  const members = usePlanMembers(planId);
  return (
    <Dialog
      title={isOwner ? 'Share your plan' : 'People on this plan'}
      description={
        isOwner
          ? 'Invite your partner or wedding planner. Everyone edits the same plan, live.'
          : 'The people planning this wedding together.'
      }
      onClose={onClose}
      className="share-dialog"
    >
      {isOwner ? <InviteForm planId={planId} /> : null}

      <section className="share-section" aria-labelledby={`${planId}-members`}>
        <h3 id={`${planId}-members`} className="share-section__title">
          People with access
        </h3>
        {members.isPending ? (
          <p className="share-section__empty">
            <LoaderCircle size={16} className="spin" aria-hidden="true" /> Loading members…
          </p>
        ) : members.isError ? (
          <p className="notice notice--error" role="alert">
            <CircleAlert size={18} aria-hidden="true" />
            {serviceMessageOr(
              members.error,
              'Could not load the members of this plan. Check your connection.',
            )}
          </p>
        ) : (
          <ul className="share-list">
            {members.data.members.map((member) => (
              <MemberRow
                key={member.user_id}
                planId={planId}
                member={member}
                isSelf={member.user_id === userId}
                canManage={isOwner && member.role !== 'owner'}
              />
            ))}
          </ul>
        )}
      </section>

      {isOwner && members.data && members.data.invites.length > 0 ? (
        <section className="share-section" aria-labelledby={`${planId}-invites`}>
          <h3 id={`${planId}-invites`} className="share-section__title">
            Pending invitations
          </h3>
          <ul className="share-list">
            {members.data.invites.map((invite) => (
              <InviteRow key={invite.id} planId={planId} invite={invite} />
            ))}
          </ul>
        </section>
      ) : null}

      {!isOwner ? <LeavePlan planId={planId} userId={userId} onLeft={onLeft} /> : null}
    </Dialog>
  );
}

function InviteForm({ planId }: { planId: string }) {
  const invite = useInviteToPlan(planId);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InviteRole>('partner');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const emailId = useId();
  const roleId = useId();
  const roleHintId = useId();

  /** Set at the first submit, before React has drawn the button disabled: a double click sends once. */
  const sending = useRef(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (!address || sending.current) return;
    sending.current = true;
    setSentTo(null);
    invite.mutate(
      { email: address, role },
      {
        onSuccess: (answer) => {
          setSentTo(answer.email);
          setEmail('');
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  return (
    <form method="post" className="invite-form" onSubmit={onSubmit}>
      <div className="invite-form__fields">
        <div className="field invite-form__email">
          <label className="field__label" htmlFor={emailId}>
            Email address
          </label>
          <input
            id={emailId}
            className="input"
            type="email"
            autoComplete="off"
            placeholder="partner@example.com"
            required
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              // The error was about the address sent; a changed one has not been tried yet (and the
              // browser's own check may keep it from being sent at all).
              if (invite.isError) invite.reset();
            }}
          />
        </div>
        <div className="field invite-form__role">
          <label className="field__label" htmlFor={roleId}>
            Role
          </label>
          <select
            id={roleId}
            className="input invite-form__select"
            value={role}
            aria-describedby={roleHintId}
            onChange={(event) => setRole(event.target.value as InviteRole)}
          >
            {INVITE_ROLES.map((option) => (
              <option key={option.role} value={option.role}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="invite-form__foot">
        <p id={roleHintId} className="invite-form__hint">
          {INVITE_ROLES.find((option) => option.role === role)?.description}
        </p>
        <button
          type="submit"
          className="btn btn--primary invite-form__submit"
          disabled={invite.isPending || email.trim() === ''}
        >
          {invite.isPending ? (
            <LoaderCircle size={16} className="spin" aria-hidden="true" />
          ) : (
            <Send size={16} aria-hidden="true" />
          )}
          {invite.isPending ? 'Sending…' : 'Send Invite'}
        </button>
      </div>
      <div aria-live="polite">
        {sentTo ? (
          <p className="notice notice--success">
            <CircleCheck size={18} aria-hidden="true" />
            Invitation sent to {sentTo}. The link in the email works for 14 days.
          </p>
        ) : null}
      </div>
      {invite.isError ? <ErrorNotice>{serviceMessageOr(invite.error, FALLBACK_ERROR)}</ErrorNotice> : null}
    </form>
  );
}

function MemberRow({
  planId,
  member,
  isSelf,
  canManage,
}: {
  planId: string;
  member: PlanMember;
  isSelf: boolean;
  canManage: boolean;
}) {
  const changeRole = useChangeMemberRole(planId);
  const remove = useRemoveMember(planId);
  const [confirming, setConfirming] = useState(false);
  const roleSelectId = useId();
  const error = changeRole.error ?? remove.error;
  // As presence and the account menu name them: their name, or their email when they gave none.
  const name = personName(member);

  return (
    <li className="share-row">
      <span className="share-row__avatar" aria-hidden="true">
        {initialsOf(name)}
      </span>
      <span className="share-row__who">
        {member.display_name ? (
          <>
            <span className="share-row__name">
              {member.display_name}
              {isSelf ? <span className="share-row__you"> (you)</span> : null}
            </span>
            <span className="share-row__meta">
              <BreakableAddress address={member.email} />
            </span>
          </>
        ) : (
          <span className="share-row__email">
            <BreakableAddress address={member.email} />
            {isSelf ? <span className="share-row__you"> (you)</span> : null}
          </span>
        )}
        <span className="share-row__meta">Joined {shortDate.format(new Date(member.joined_at))}</span>
      </span>
      {canManage ? (
        confirming ? (
          <span className="share-row__confirm">
            <span className="share-row__confirm-text">Remove access?</span>
            <button
              type="button"
              className="btn btn--danger btn--sm"
              disabled={remove.isPending}
              onClick={() => remove.mutate(member.user_id, { onSettled: () => setConfirming(false) })}
            >
              {remove.isPending ? 'Removing…' : 'Remove'}
            </button>
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => setConfirming(false)}>
              Cancel
            </button>
          </span>
        ) : (
          <span className="share-row__actions">
            <label className="sr-only" htmlFor={roleSelectId}>
              Role of {name}
            </label>
            <select
              id={roleSelectId}
              className="input share-row__role-select"
              value={member.role}
              disabled={changeRole.isPending}
              onChange={(event) =>
                changeRole.mutate({ userId: member.user_id, role: event.target.value as InviteRole })
              }
            >
              {INVITE_ROLES.map((option) => (
                <option key={option.role} value={option.role}>
                  {option.label}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="btn btn--ghost btn--sm share-row__remove"
              aria-label={`Remove ${name}`}
              onClick={() => setConfirming(true)}
            >
              Remove
            </button>
          </span>
        )
      ) : (
        <span className="share-row__role" data-role={member.role}>
          {roleLabel(member.role)}
        </span>
      )}
      {error ? (
        <p className="share-row__error" role="alert">
          {serviceMessageOr(error, FALLBACK_ERROR)}
        </p>
      ) : null}
    </li>
  );
}

function InviteRow({ planId, invite }: { planId: string; invite: PendingInvite }) {
  const withdraw = useWithdrawInvite(planId);
  const left = daysLeft(invite.expires_at);
  return (
    <li className="share-row share-row--invite">
      <span className="share-row__avatar share-row__avatar--pending" aria-hidden="true">
        <Mail size={16} />
      </span>
      <span className="share-row__who">
        <span className="share-row__email">
          <BreakableAddress address={invite.email} />
        </span>
        <span className="share-row__meta">
          {roleLabel(invite.role)} · {left === 1 ? 'expires tomorrow' : `expires in ${left} days`}
        </span>
      </span>
      <button
        type="button"
        className="btn btn--ghost btn--sm"
        disabled={withdraw.isPending}
        aria-label={`Withdraw the invitation to ${invite.email}`}
        onClick={() => withdraw.mutate(invite.id)}
      >
        {withdraw.isPending ? 'Withdrawing…' : 'Withdraw'}
      </button>
      {withdraw.isError ? (
        <p className="share-row__error" role="alert">
          {serviceMessageOr(withdraw.error, FALLBACK_ERROR)}
        </p>
      ) : null}
    </li>
  );
}

function LeavePlan({ planId, userId, onLeft }: { planId: string; userId: string; onLeft: () => void }) {
  const leave = useLeavePlan(planId, userId);
  const [confirming, setConfirming] = useState(false);
  return (
    <section className="share-leave">
      {confirming ? (
        <div className="share-leave__confirm">
          <p>
            Leave this plan? You will lose access until someone invites you again. Nothing in the plan is
            deleted.
          </p>
          <div className="share-leave__buttons">
            <button type="button" className="btn btn--secondary" onClick={() => setConfirming(false)}>
              Stay
            </button>
            <button
              type="button"
              className="btn btn--danger"
              disabled={leave.isPending}
              onClick={() => leave.mutate(undefined, { onSuccess: onLeft })}
            >
              {leave.isPending ? 'Leaving…' : 'Leave Plan'}
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          className="btn btn--ghost share-leave__button"
          onClick={() => setConfirming(true)}
        >
          <LogOut size={16} aria-hidden="true" />
          Leave plan
        </button>
      )}
      {leave.isError ? <ErrorNotice>{serviceMessageOr(leave.error, FALLBACK_ERROR)}</ErrorNotice> : null}
    </section>
  );
}

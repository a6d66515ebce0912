// Team: who co-edits the listing. Everyone on the team sees its members and who is invited; the
// owner invites another vendor account by email (emailed a link to the portal, where they join or
// decline: Invitations), withdraws invitations and removes editors; an editor may leave. Removal
// closes that person's open listing editor at once (the server does it).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleAlert, LoaderCircle, UserPlus, Users } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, api, serviceMessageOr } from '../../lib/api';
import { BreakableAddress } from '../../lib/breakable-address';
import { vendorKeys } from './api';
import { SectionHead } from './dashboard';
import { formatDay } from './format';
import { NeedsListing, usePortal, useSectionTitle } from './portal';
import './team.css';

export interface TeamMember {
  user_id: string;
  email: string;
  display_name: string | null;
  role: 'owner' | 'editor';
  /** `invited`: asked, not yet joined. */
  status: 'member' | 'invited';
  /** When they joined, or were invited. */
  joined_at: string;
}

const teamKey = (listingId: string) => ['vendor-portal', 'team', listingId] as const;
const teamPath = (listingId: string) => `/api/directory/vendors/${encodeURIComponent(listingId)}/members`;

function useTeam(listingId: string) {
  return useQuery({
    queryKey: teamKey(listingId),
    queryFn: async () => (await api.get<{ members: TeamMember[] }>(teamPath(listingId))).members,
    staleTime: 0,
  });
}

/** The message of a 422 about one field (the first issue's own words), else the service's words. */
function fieldMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status === 422 && Array.isArray(error.detail)) {
    const msg = (error.detail[0] as { msg?: unknown } | undefined)?.msg;
    if (typeof msg === 'string') return msg;
  }
  return serviceMessageOr(error, fallback);
}

export function TeamSection() {
  const { listing, user } = usePortal();
  useSectionTitle('Team');
  if (!listing) {
    return (
      <>
        <SectionHead title="Team" />
        <NeedsListing>
          Once your business has a listing, you can invite your team to edit it with you.
        </NeedsListing>
      </>
    );
  }
  return (
    <>
      <SectionHead title="Team" />
      <p className="portal-lede">
        Everyone on the team edits <strong>{listing.business_name}</strong> together: changes show on every
        screen as they are typed.
      </p>
      <TeamCard listingId={listing.id} userId={user.id} />
    </>
  );
}

function TeamCard({ listingId, userId }: { listingId: string; userId: string }) {
  const { data, isPending, isError } = useTeam(listingId);
  const everyone = data ?? [];
  const members = everyone.filter((m) => m.status === 'member');
  const me = members.find((m) => m.user_id === userId);
  const isOwner = me?.role === 'owner';

  return (
    <div className="team">
      {isOwner ? <AddMemberForm listingId={listingId} /> : null}
      <section className="portal-card" aria-labelledby="team-members">
        <h2 id="team-members">
          People on this listing{data ? <span className="team__count"> · {members.length}</span> : null}
        </h2>
        {me && !isOwner ? (
          <p className="portal-muted">
            You edit this listing as part of its team. Only its owner adds people or deletes the listing.
          </p>
        ) : null}
        {isError ? (
          <p className="notice notice--error" role="alert">
            The team could not be loaded. Check your connection and reload the page.
          </p>
        ) : isPending ? (
          <p className="portal-muted">Loading…</p>
        ) : (
          <>
            <ul className="team-list">
              {everyone.map((m) => (
                <MemberRow
                  key={m.user_id}
                  listingId={listingId}
                  member={m}
                  isMe={m.user_id === userId}
                  canRemove={m.role !== 'owner' && (isOwner || m.user_id === userId)}
                />
              ))}
            </ul>
            {everyone.length === 1 && isOwner ? (
              <div className="portal-empty-inline">
                <Users size={24} aria-hidden="true" />
                <p>
                  It is just you for now. Invite a colleague’s vendor account above; once they join, they can
                  update photos, prices and services with you.
                </p>
              </div>
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}

function AddMemberForm({ listingId }: { listingId: string }) {
  const queryClient = useQueryClient();
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: (address: string) => api.post<TeamMember>(teamPath(listingId), { email: address }),
    onSuccess: (member) =>
      queryClient.setQueryData<TeamMember[]>(teamKey(listingId), (list) =>
        list ? [...list.filter((m) => m.user_id !== member.user_id), member] : list,
      ),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    setError(null);
    setAdded(null);
    const address = email.trim();
    if (address === '') {
      setError('Enter the email of their vendor account.');
      return;
    }
    try {
      const member = await add.mutateAsync(address);
      setAdded(member.email);
      setEmail('');
    } catch (caught) {
      setError(fieldMessage(caught, 'They could not be invited. Please try again.'));
    }
  };

  const errorId = `${id}-error`;
  return (
    <form
      method="post"
      className="portal-card team-add"
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
      noValidate
    >
      <h2 id={`${id}-title`}>Invite someone to your team</h2>
      <p className="portal-muted team-add__hint" id={`${id}-hint`}>
        They need a Confetti vendor account. We email them a link to this portal, where they join or decline;
        once on the team they can edit the listing with you, but only you can delete it or change the team.
      </p>
      <div className="team-add__row">
        <div className="field team-add__field">
          <label className="field__label" htmlFor={`${id}-email`}>
            Their vendor account email
          </label>
          <input
            id={`${id}-email`}
            className="input"
            type="email"
            autoComplete="off"
            inputMode="email"
            maxLength={254}
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              if (error) setError(null);
            }}
            placeholder="colleague@yourbusiness.com"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${errorId} ${id}-hint` : `${id}-hint`}
          />
          {error ? (
            <span className="field__error" id={errorId} role="alert">
              <CircleAlert size={16} aria-hidden="true" />
              {error}
            </span>
          ) : null}
        </div>
        {/* Not `disabled` while it sends: a disabled button lets go of keyboard focus (to the page). */}
        <button
          type="submit"
          className="btn btn--primary team-add__submit"
          aria-disabled={add.isPending ? true : undefined}
        >
          {add.isPending ? (
            <LoaderCircle size={18} className="spin" aria-hidden="true" />
          ) : (
            <UserPlus size={18} aria-hidden="true" />
          )}
          Send invitation
        </button>
      </div>
      {added ? (
        <p className="notice notice--success" role="status">
          Invitation sent to {added}. They join once they accept it in their portal.
        </p>
      ) : null}
    </form>
  );
}

function initialsOf(member: TeamMember): string {
  const name = member.display_name?.trim();
  if (name) {
    const parts = name.split(/\s+/);
    return (
      (parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')
    ).toUpperCase();
  }
  return (member.email[0] ?? '?').toUpperCase();
}

function MemberRow({
  listingId,
  member,
  isMe,
  canRemove,
}: {
  listingId: string;
  member: TeamMember;
  isMe: boolean;
  canRemove: boolean;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { user } = usePortal();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: () => api.delete<void>(`${teamPath(listingId)}/${encodeURIComponent(member.user_id)}`),
  });
  const name = member.display_name?.trim() || member.email;
  const invited = member.status === 'invited';

  const onRemove = async () => {
    setError(null);
    try {
      await remove.mutateAsync();
      if (isMe) {
        // Left the team: the listing is no longer theirs to manage.
        await queryClient.invalidateQueries({ queryKey: vendorKeys.listings(user.id) });
        navigate('/vendor/dashboard');
        return;
      }
      queryClient.setQueryData<TeamMember[]>(teamKey(listingId), (list) =>
        list?.filter((m) => m.user_id !== member.user_id),
      );
    } catch (caught) {
      setConfirming(false);
      setError(
        serviceMessageOr(
          caught,
          invited
            ? 'The invitation could not be withdrawn. Please try again.'
            : `${name} could not be removed. Please try again.`,
        ),
      );
    }
  };

  return (
    <li className="team-member">
      <span className="team-member__avatar" aria-hidden="true">
        {initialsOf(member)}
      </span>
      <div className="team-member__who">
        {/* Addresses wrap after the "@" and before dots when narrow: a phone shows all of them. */}
        <span className="team-member__name">
          <BreakableAddress address={name} />
          {/* A plain space: "(you)" may go to the next line, so the address need not break. */}
          {isMe ? (
            <>
              {' '}
              <span className="team-member__you">(you)</span>
            </>
          ) : null}
        </span>
        {member.display_name ? (
          <span className="team-member__email">
            <BreakableAddress address={member.email} />
          </span>
        ) : null}
        <span className="team-member__since">
          {invited ? 'Invited' : 'Since'} {formatDay(member.joined_at.slice(0, 10), true)}
        </span>
      </div>
      <span className={`vendor-pill team-role team-role--${invited ? 'invited' : member.role}`}>
        {invited ? 'Invited' : member.role === 'owner' ? 'Owner' : 'Editor'}
      </span>
      {canRemove ? (
        <div className="team-member__actions">
          {confirming ? (
            <>
              <button
                type="button"
                className="btn btn--danger btn--sm"
                onClick={() => void onRemove()}
                disabled={remove.isPending}
              >
                {remove.isPending ? <LoaderCircle size={16} className="spin" aria-hidden="true" /> : null}
                {isMe ? 'Yes, leave' : invited ? 'Yes, withdraw' : 'Yes, remove'}
              </button>
              <button type="button" className="btn btn--ghost btn--sm" onClick={() => setConfirming(false)}>
                Keep
              </button>
            </>
          ) : (
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              onClick={() => setConfirming(true)}
              aria-label={
                isMe
                  ? 'Leave this listing’s team'
                  : invited
                    ? `Withdraw the invitation to ${name}`
                    : `Remove ${name} from the team`
              }
            >
              {isMe ? 'Leave team' : invited ? 'Withdraw' : 'Remove'}
            </button>
          )}
        </div>
      ) : null}
      {error ? (
        <p className="notice notice--error team-member__error" role="alert">
          {error}
        </p>
      ) : null}
    </li>
  );
}

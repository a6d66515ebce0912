// Invitations to other listings' teams, above every section of the portal: the vendor joins one (it
// becomes theirs to edit, and is shown) or declines it. Nobody is put on a team without saying yes.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LoaderCircle, Users } from 'lucide-react';
import { useState } from 'react';
import { api, serviceMessageOr } from '../../lib/api';
import { vendorKeys } from './api';

export interface Invitation {
  listing_id: string;
  business_name: string;
  invited_by: string;
  invited_at: string;
}

const invitationsKey = ['vendor-portal', 'invitations'] as const;

export function Invitations({ userId, onJoined }: { userId: string; onJoined: (listingId: string) => void }) {
  const { data } = useQuery({
    queryKey: invitationsKey,
    queryFn: async () =>
      (await api.get<{ invitations: Invitation[] }>('/api/directory/invitations')).invitations,
  });
  if (!data || data.length === 0) return null;
  return (
    <section className="portal-card portal-invitations" aria-labelledby="portal-invitations">
      <h2 id="portal-invitations" className="portal-invitations__title">
        <Users size={18} aria-hidden="true" /> {data.length === 1 ? 'An invitation' : 'Invitations'} to a team
      </h2>
      <ul>
        {data.map((invitation) => (
          <InvitationRow
            key={invitation.listing_id}
            invitation={invitation}
            userId={userId}
            onJoined={onJoined}
          />
        ))}
      </ul>
    </section>
  );
}

function InvitationRow({
  invitation,
  userId,
  onJoined,
}: {
  invitation: Invitation;
  userId: string;
  onJoined: (listingId: string) => void;
}) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const answer = useMutation({
    mutationFn: (choice: 'accept' | 'decline') =>
      api.post<void>(`/api/directory/invitations/${encodeURIComponent(invitation.listing_id)}/${choice}`, {}),
    onSuccess: async (_, choice) => {
      if (choice === 'accept') {
        await queryClient.invalidateQueries({ queryKey: vendorKeys.listings(userId) });
        onJoined(invitation.listing_id);
      }
      queryClient.setQueryData<Invitation[]>(invitationsKey, (list) =>
        list?.filter((i) => i.listing_id !== invitation.listing_id),
      );
    },
    onError: (caught) => setError(serviceMessageOr(caught, 'That did not go through. Please try again.')),
  });
  return (
    <li className="portal-invitation">
      <p>
        <strong>{invitation.invited_by}</strong> invited you to edit{' '}
        <strong>{invitation.business_name}</strong> with their team.
      </p>
      <div className="portal-invitation__actions">
        <button
          type="button"
          className="btn btn--primary btn--sm"
          disabled={answer.isPending}
          onClick={() => answer.mutate('accept')}
          aria-label={`Join the team of ${invitation.business_name}`}
        >
          {answer.isPending && answer.variables === 'accept' ? (
            <LoaderCircle size={16} className="spin" aria-hidden="true" />
          ) : null}
          Join
        </button>
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          disabled={answer.isPending}
          onClick={() => answer.mutate('decline')}
          aria-label={`Decline the invitation to ${invitation.business_name}`}
        >
          Decline
        </button>
      </div>
      {error ? (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      ) : null}
    </li>
  );
}

// The invitation behind an /invite/<token> link, and accepting it as the signed-in user.
import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api';
import type { PlanRole } from '../../lib/session';

/** `replaced`: withdrawn because a newer invitation went to the same address. */
export type InviteStatus = 'pending' | 'accepted' | 'revoked' | 'replaced' | 'expired';

export interface Invitation {
  email: string;
  role: Exclude<PlanRole, 'owner'>;
  inviter_email: string | null;
  /** The inviter's display name, when they gave one. */
  inviter_name?: string | null;
  /** "Ava & Noah" when the couple's names are known. */
  couple: string | null;
  status: InviteStatus;
}

export const invitationQueryKey = (token: string) => ['invitation', token] as const;

export function useInvitation(token: string) {
  return useQuery({
    queryKey: invitationQueryKey(token),
    queryFn: ({ signal }) => api.get<Invitation>(`/api/invites/${token}`, { signal }),
    // A link that does not exist will not start to exist on retry.
    retry: (failureCount, error) =>
      !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
    staleTime: 0,
  });
}

export function acceptInvitation(token: string): Promise<{ plan_id: string; role: PlanRole }> {
  return api.post<{ plan_id: string; role: PlanRole }>(`/api/invites/${token}/accept`);
}

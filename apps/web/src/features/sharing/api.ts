// Sharing a plan over REST: members and pending invitations, inviting, changing a role, removing a
// member (or leaving), withdrawing an invitation. TanStack Query with the app's cache settings.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { sessionQueryKey } from '../../lib/session';
import { rememberLeftPlan } from '../planner/plan-selection';

export type InviteRole = 'partner' | 'planner' | 'viewer';

export const INVITE_ROLES: ReadonlyArray<{ role: InviteRole; label: string; description: string }> = [
  { role: 'partner', label: 'Partner', description: 'Partners plan with you and can change everything.' },
  {
    role: 'planner',
    label: 'Planner',
    description: 'Your wedding planner works in the plan with you and can change everything.',
  },
  { role: 'viewer', label: 'Viewer', description: 'Viewers can see the whole plan but change nothing.' },
];

export interface PlanMember {
  user_id: string;
  email: string;
  /** The name they gave; null when they gave none (their email stands in). */
  display_name: string | null;
  role: string;
  joined_at: string;
}

export interface PendingInvite {
  id: string;
  email: string;
  role: InviteRole;
  created_at: string;
  expires_at: string;
}

export interface PlanMembers {
  members: PlanMember[];
  /** Only the owner sees pending invitations; empty for everyone else. */
  invites: PendingInvite[];
}

export const planMembersQueryKey = (planId: string) => ['plan-members', planId] as const;

export function fetchPlanMembers(planId: string, signal?: AbortSignal): Promise<PlanMembers> {
  return api.get<PlanMembers>(`/api/plans/${planId}/members`, signal ? { signal } : {});
}

export function usePlanMembers(planId: string, enabled = true) {
  return useQuery({
    queryKey: planMembersQueryKey(planId),
    queryFn: ({ signal }) => fetchPlanMembers(planId, signal),
    enabled,
    // People join and leave while the dialog is open elsewhere: always check when it opens.
    staleTime: 0,
  });
}

function useMembersMutation<TVariables, TData = unknown>(
  planId: string,
  request: (variables: TVariables) => Promise<TData>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => queryClient.invalidateQueries({ queryKey: planMembersQueryKey(planId) }),
  });
}

export function useInviteToPlan(planId: string) {
  return useMembersMutation(planId, (input: { email: string; role: InviteRole }) =>
    api.post<{ id: string; email: string; role: InviteRole; expires_at: string }>(
      `/api/plans/${planId}/invites`,
      input,
    ),
  );
}

export function useChangeMemberRole(planId: string) {
  return useMembersMutation(planId, (input: { userId: string; role: InviteRole }) =>
    api.patch(`/api/plans/${planId}/members/${input.userId}`, { role: input.role }),
  );
}

export function useRemoveMember(planId: string) {
  return useMembersMutation(planId, (userId: string) => api.delete(`/api/plans/${planId}/members/${userId}`));
}

export function useWithdrawInvite(planId: string) {
  return useMembersMutation(planId, (inviteId: string) =>
    api.delete(`/api/plans/${planId}/invites/${inviteId}`),
  );
}

/** Leaving a plan removes oneself; the session then lists one plan fewer. */
export function useLeavePlan(planId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete(`/api/plans/${planId}/members/${userId}`),
    onSuccess: () => {
      // Before the session changes: if this was their only plan, the no-plan screen says they left.
      rememberLeftPlan(userId);
      return queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}

/** A couple account on no plan starts one of its own (POST /api/plans); they own it. */
export function startOwnPlan(): Promise<{ plan_id: string; role: 'owner' }> {
  return api.post<{ plan_id: string; role: 'owner' }>('/api/plans');
}

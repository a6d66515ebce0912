// The Guest List's server calls: the plan's RSVP link (everything else is the plan document).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export interface RsvpLink {
  code: string;
  url: string;
}

const linkKey = (planId: string) => ['rsvp-link', planId] as const;

export function useRsvpLink(planId: string) {
  return useQuery({
    queryKey: linkKey(planId),
    queryFn: ({ signal }) => api.get<RsvpLink>(`/api/guests/rsvp-link?plan_id=${planId}`, { signal }),
  });
}

export function useRotateRsvpLink(planId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<RsvpLink>(`/api/guests/rsvp-link/rotate?plan_id=${planId}`, {}),
    onSuccess: (link) => client.setQueryData(linkKey(planId), link),
  });
}

// The shell's reaction to the plan's connection closing because this person's role changed or the
// plan was reset: the session is read again, so the plan reopens with the new role or generation.
// (Removal is not followed automatically: the shell says access was removed and offers to refresh,
// rather than silently switching to another plan. Going offline is handled by PlanConnection.)
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sessionQueryKey } from '../../lib/session';
import { usePlan } from '../../plan';

/** Close codes of the sync server (collab-server sync/close-codes.ts): role changed, plan reset. */
const SESSION_CHANGED_CODES = new Set([4409, 4410]);

export function useConnectionEvents() {
  const { connection } = usePlan();
  const queryClient = useQueryClient();

  useEffect(() => {
    const provider = connection.provider;
    const onClose = (event: CloseEvent | null) => {
      if (event && SESSION_CHANGED_CODES.has(event.code)) {
        void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      }
    };
    provider.on('connection-close', onClose);
    return () => {
      provider.off('connection-close', onClose);
    };
  }, [connection, queryClient]);
}

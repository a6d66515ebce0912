// Spec §2: the Wedding Details modal opens by itself on first load when the plan has neither a
// planned budget nor a wedding style. Once per page load per plan (moving between tabs does not
// reopen it; loading the planner again does, for as long as the details are missing), never for
// viewers, and only once the server's copy has arrived (or we are offline): an empty local copy on a
// new device is not an empty plan.
import { useEffect, useRef } from 'react';
import { usePlan, useSyncState, useWeddingInfo } from '../../plan';
import { needsWeddingDetails } from './form-model';

/** Plans whose details were asked for since this page loaded. */
const promptedThisLoad = new Set<string>();

function alreadyPrompted(planId: string): boolean {
  return promptedThisLoad.has(planId);
}

function markPrompted(planId: string): void {
  promptedThisLoad.add(planId);
}

export function useFirstVisitDetailsPrompt(open: () => void): void {
  const { planId, canEdit, connection } = usePlan();
  const info = useWeddingInfo();
  const sync = useSyncState();
  const decided = useRef(false);
  const openRef = useRef(open);
  openRef.current = open;

  useEffect(() => {
    if (decided.current) return;
    if (!canEdit || alreadyPrompted(planId) || !needsWeddingDetails(info)) {
      decided.current = true;
      return;
    }
    const settled =
      connection.provider.synced ||
      sync.kind === 'saved' ||
      sync.kind === 'offline' ||
      sync.kind === 'reconnecting';
    if (!settled) return;
    decided.current = true;
    markPrompted(planId);
    openRef.current();
  }, [planId, canEdit, info, sync, connection]);
}

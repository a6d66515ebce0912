// Spec §2: the Wedding Details modal opens by itself on first load when the plan has neither a
// planned budget nor a wedding style. Once per plan on this device: moving between tabs and loading
// the planner again do not reopen it (it is one click away in the account menu; asking again on
// every visit read as nagging once the couple had said "not now"). Never for viewers, and only once
// the server's copy has arrived (or we are offline): an empty local copy on a new device is not an
// empty plan.
import { useEffect, useRef } from 'react';
import { usePlan, useSyncState, useWeddingInfo } from '../../plan';
import { needsWeddingDetails } from './form-model';

/** Plans whose details were asked for (also where this browser keeps no localStorage). */
const promptedHere = new Set<string>();

const promptedKey = (planId: string) => `confetti.detailsPrompted.${planId}`;

function alreadyPrompted(planId: string): boolean {
  if (promptedHere.has(planId)) return true;
  try {
    return localStorage.getItem(promptedKey(planId)) !== null;
  } catch {
    return false;
  }
}

function markPrompted(planId: string): void {
  promptedHere.add(planId);
  try {
    localStorage.setItem(promptedKey(planId), new Date().toISOString());
  } catch {
    // Private mode or a full store: asked once per page load instead.
  }
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

// Provides the open plan to the planner: the Y.Doc, who I am on it, the sync status, presence.

import { getGenerationId } from '@confetti/plan/doc/meta';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import type { Awareness } from 'y-protocols/awareness';
import type * as Y from 'yjs';
import { fetchSession, sessionEndedElsewhere } from '../lib/session';
import { planAccessFrom } from './access-check';
import type { ReplacedEdit } from './offline-edits';
import { PlanConnection, type SyncState, syncUrl } from './plan-connection';

export type PlanRole = 'owner' | 'partner' | 'planner' | 'viewer';

export interface PlanContextValue {
  planId: string;
  role: PlanRole;
  canEdit: boolean;
  doc: Y.Doc;
  awareness: Awareness;
  connection: PlanConnection;
}

const PlanContext = createContext<PlanContextValue | null>(null);

export function PlanProvider({
  planId,
  userId,
  role,
  generationId,
  children,
  fallback,
}: {
  planId: string;
  /** Who is signed in: the plan's copy on this device is theirs. */
  userId: string;
  role: PlanRole;
  generationId: string | null;
  children: ReactNode;
  /** Shown until the plan can be shown; `offline`: a first visit waiting for the network. */
  fallback: (waiting: { offline: boolean }) => ReactNode;
}) {
  const [value, setValue] = useState<PlanContextValue | null>(null);
  const [offline, setOffline] = useState(false);
  const queryClient = useQueryClient();
  useEffect(() => {
    const connection = new PlanConnection({
      planId,
      userId,
      generationId,
      syncUrl: syncUrl(),
      // Refused reconnects: is the plan still in this person's session, are they still signed in?
      checkAccess: async () => {
        try {
          return planAccessFrom({ session: await fetchSession() }, planId);
        } catch (error) {
          return planAccessFrom({ error }, planId);
        }
      },
      // The session gate shows the sign-in screen when the session is null.
      onSignedOut: () => sessionEndedElsewhere(queryClient),
    });
    let cancelled = false;
    let stopWaiting = () => {};
    const show = () => {
      stopWaiting();
      if (cancelled) return;
      setValue({
        planId,
        role,
        canEdit: role !== 'viewer',
        doc: connection.doc,
        awareness: connection.provider.awareness,
        connection,
      });
    };
    void connection.localReady.then(() => {
      if (cancelled) return;
      if (hasCopy(connection)) return show();
      // A first visit on this device: nothing is stored locally, so every screen would show an
      // empty plan until the first sync arrives. Wait for it (saying so when the browser is offline).
      const onChange = () => {
        // Refused for good (access removed): the shell says so.
        if (hasCopy(connection) || connection.getState().kind === 'revoked') show();
        else setOffline(connection.getState().kind === 'offline');
      };
      const unsubscribe = connection.subscribe(onChange);
      connection.provider.on('sync', onChange);
      stopWaiting = () => {
        unsubscribe();
        connection.provider.off('sync', onChange);
      };
      onChange();
    });
    return () => {
      cancelled = true;
      stopWaiting();
      setValue(null);
      setOffline(false);
      connection.destroy();
    };
  }, [planId, userId, role, generationId, queryClient]);
  if (!value) return <>{fallback({ offline })}</>;
  return <PlanContext.Provider value={value}>{children}</PlanContext.Provider>;
}

/** The plan has content to show: a local copy from an earlier visit, or the first sync arrived. */
function hasCopy(connection: PlanConnection): boolean {
  return getGenerationId(connection.doc) !== null || connection.provider.synced;
}

export function usePlan(): PlanContextValue {
  const value = useContext(PlanContext);
  if (!value) throw new Error('usePlan() outside <PlanProvider>');
  return value;
}

/**
 * Whether this person may change the plan: false for viewers (the server drops a viewer's edits, so
 * an edit control shown to them would only lie), and from the moment their access is removed while
 * the plan is open (nothing they change reaches anyone). Screens hide or disable their edit controls
 * with it; the shell shows viewers one read-only banner, and the removed their own alert.
 */
export function useCanEdit(): boolean {
  const { canEdit, connection } = usePlan();
  const revoked = useSyncExternalStore(connection.subscribe, () => connection.getState().kind === 'revoked');
  return canEdit && !revoked;
}

export function useSyncState(): SyncState {
  const { connection } = usePlan();
  return useSyncExternalStore(connection.subscribe, connection.getState);
}

/** Edits made offline that someone else's edit of the same field replaced (offline-edits.ts). */
export function useReplacedEdits(): readonly ReplacedEdit[] {
  const { connection } = usePlan();
  return useSyncExternalStore(connection.subscribe, connection.getReplacedEdits);
}

// The listing's live document in the portal: the planner's connection machinery (IndexedDB copy,
// websocket, honest sync status) opened on kind `listing` at /sync/listing/<id>. Every team member
// editing the listing holds the same document, so each sees the others' edits as they type.
import {
  type Listing,
  ListingDocError,
  type ListingPatch,
  listingGenerationId,
  readListingResult,
  updateListing,
} from '@confetti/plan';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { api } from '../../lib/api';
import { sessionEndedElsewhere, useSession } from '../../lib/session';
import { listingAccessFrom } from '../../plan/access-check';
import { PlanConnection, type SyncState, syncUrl } from '../../plan/plan-connection';

export interface ListingDoc {
  listing: Listing | null;
  sync: SyncState;
  /** Writes a patch; answers the message of the first field that does not validate, or null. */
  update: (patch: ListingPatch) => { field: string; message: string } | null;
}

const CONNECTING: SyncState = { kind: 'connecting' };
const noop = () => () => {};

export function useListingDoc(listingId: string): ListingDoc {
  const [connection, setConnection] = useState<PlanConnection | null>(null);
  const [listing, setListing] = useState<Listing | null>(null);
  const queryClient = useQueryClient();
  // The portal opens the editor for a signed-in vendor only; the copy on this device is theirs.
  const userId = useSession().session?.user.id;

  useEffect(() => {
    if (!userId) return;
    const conn = new PlanConnection({
      kind: 'listing',
      planId: listingId,
      userId,
      generationId: null,
      syncUrl: syncUrl(),
      generationOf: listingGenerationId,
      // Refused reconnects: the team list answers 403 to someone no longer on the team, 401 signed out.
      checkAccess: async () => {
        try {
          await api.get<unknown>(`/api/directory/vendors/${encodeURIComponent(listingId)}/members`);
          return listingAccessFrom({ ok: true });
        } catch (error) {
          return listingAccessFrom({ error });
        }
      },
      // The portal's gate shows the sign-in screen when the session is null.
      onSignedOut: () => sessionEndedElsewhere(queryClient),
    });
    let ready = false;
    const read = () => {
      // Until the server's copy (or the local one) arrives the document is empty, not a blank listing.
      if (!ready && conn.doc.getMap('listing').size === 0) return;
      ready = true;
      setListing(readListingResult(conn.doc).listing);
    };
    conn.doc.on('update', read);
    void conn.localReady.then(read);
    setConnection(conn);
    return () => {
      conn.doc.off('update', read);
      conn.destroy();
      setConnection(null);
      setListing(null);
    };
  }, [listingId, userId, queryClient]);

  const sync = useSyncExternalStore(
    connection?.subscribe ?? noop,
    connection?.getState ?? (() => CONNECTING),
    () => CONNECTING,
  );

  const update = (patch: ListingPatch) => {
    if (!connection) return { field: Object.keys(patch)[0] ?? '', message: 'The listing is still loading.' };
    try {
      updateListing(connection.doc, patch);
      return null;
    } catch (error) {
      if (error instanceof ListingDocError) return { field: error.field, message: error.message };
      throw error;
    }
  };

  return { listing, sync, update };
}

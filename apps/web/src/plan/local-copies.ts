// The copies of documents this browser keeps (IndexedDB, one database per document) and the count of
// changes each holds that the server has not confirmed. Kept apart from PlanConnection so that
// signing out can forget them without loading Yjs.

/** localStorage key of a document's count of changes waiting for the server. */
export function pendingKey(kind: string, id: string): string {
  return kind === 'plan' ? `confetti:pending:${id}` : `confetti:pending:${kind}:${id}`;
}

/** The IndexedDB database of a document's local copy. */
export function localCopyName(kind: string, id: string): string {
  return `confetti-${kind}-${id}`;
}

const LOCAL_COPY = /^confetti-([a-z]+)-(.+)$/;

/** The changes a document's local copy holds that the server has not confirmed. */
export function waitingChanges(kind: string, id: string): number {
  try {
    return Number(localStorage.getItem(pendingKey(kind, id)) ?? 0) || 0;
  } catch {
    return 0;
  }
}

/**
 * Deletes this browser's copies of documents, at sign-out: on a shared computer the next person must
 * not find the wedding in it. A copy with changes the server has not confirmed is kept (deleting it
 * would lose them; they are sent at the next sign-in). Resolves with how many were kept. Deletion
 * waits for open tabs to let their copy go, which they do once they see the session ended.
 */
export async function forgetLocalCopies(): Promise<number> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return 0;
  let kept = 0;
  for (const { name } of await indexedDB.databases()) {
    const match = name ? LOCAL_COPY.exec(name) : null;
    if (!name || !match) continue;
    if (waitingChanges(match[1]!, match[2]!) > 0) {
      kept += 1;
      continue;
    }
    indexedDB.deleteDatabase(name);
  }
  return kept;
}

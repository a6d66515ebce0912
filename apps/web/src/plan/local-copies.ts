// The copies of documents this browser keeps (IndexedDB, one database per person and document) and
// the count of changes each holds that the server has not confirmed. Kept apart from PlanConnection
// so that signing out can forget them without loading Yjs.
//
// A copy belongs to the person who made it. On a shared computer, a copy kept at sign-out because it
// holds unsent changes waits for its own author: the next person to sign in opens their own copy of
// the plan, never sees those changes, and cannot send or discard them under their name.

/** Whose copy of which document. */
export interface LocalCopy {
  kind: string;
  id: string;
  userId: string;
}

/** localStorage key of a copy's count of changes waiting for the server. */
export function pendingKey({ kind, id, userId }: LocalCopy): string {
  return `confetti:pending:${kind}:${id}:${userId}`;
}

/** localStorage key of the fields a copy's person set while offline (offline-edits.ts). */
export function offlineEditsKey({ kind, id, userId }: LocalCopy): string {
  return `confetti:offline-edits:${kind}:${id}:${userId}`;
}

/** The IndexedDB database of a copy. */
export function localCopyName({ kind, id, userId }: LocalCopy): string {
  return `confetti-${kind}-${id}~${userId}`;
}

const LOCAL_COPY = /^confetti-([a-z]+)-([^~]+)~(.+)$/;
/** Copies named before they carried their person: counted under the document alone. */
const UNOWNED_COPY = /^confetti-([a-z]+)-([^~]+)$/;

function storedCount(key: string): number {
  try {
    return Number(localStorage.getItem(key) ?? 0) || 0;
  } catch {
    return 0;
  }
}

/** The changes a copy holds that the server has not confirmed. */
export function waitingChanges(copy: LocalCopy): number {
  return storedCount(pendingKey(copy));
}

/** Waiting changes of a copy named before copies carried their person. */
function unownedWaiting(kind: string, id: string): number {
  return storedCount(kind === 'plan' ? `confetti:pending:${id}` : `confetti:pending:${kind}:${id}`);
}

/**
 * Deletes this browser's copies of documents, at sign-out: on a shared computer the next person must
 * not find the wedding in it. A copy with changes the server has not confirmed is kept (deleting it
 * would lose them; they are sent when its person signs in here again). Resolves with how many were
 * kept. Deletion waits for open tabs to let their copy go, which they do once they see the session
 * ended.
 */
export async function forgetLocalCopies(): Promise<number> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return 0;
  let kept = 0;
  for (const { name } of await indexedDB.databases()) {
    if (!name) continue;
    const owned = LOCAL_COPY.exec(name);
    const unowned = owned ? null : UNOWNED_COPY.exec(name);
    if (!owned && !unowned) continue;
    const waiting = owned
      ? waitingChanges({ kind: owned[1]!, id: owned[2]!, userId: owned[3]! })
      : unownedWaiting(unowned![1]!, unowned![2]!);
    if (waiting > 0) {
      kept += 1;
      continue;
    }
    indexedDB.deleteDatabase(name);
    if (owned) {
      try {
        localStorage.removeItem(offlineEditsKey({ kind: owned[1]!, id: owned[2]!, userId: owned[3]! }));
      } catch {
        // Storage unavailable: nothing was kept there either.
      }
    }
  }
  return kept;
}

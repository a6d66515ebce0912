// Why the socket keeps failing. A person removed while their socket was open is told by a close code,
// but one removed (or signed out) while it was down is refused at the HTTP upgrade (403 / 401), and the
// browser only reports a failed connection. So after a few failures in a row the connection asks the
// server over REST, and stops reconnecting when the answer is "no access" or "signed out". An answer
// that could not be had (offline, server down) changes nothing: the local copy keeps working.
import { ApiError } from '../lib/api';
import type { Session } from '../lib/session';

/** Close codes from the server that mean "do not reconnect" (see collab-server sync/close-codes). */
export const CLOSE_ACCESS_REVOKED = 4403;
export const CLOSE_GENERATION_CHANGED = 4410;

/**
 * Whether the provider reconnects after the server closed the socket. y-websocket 3 stops for every
 * 44xx code by default; ours mostly mean "reconnect": a timeout (4408), a rate limit (4429), a new
 * role to apply (4409), a session to check (4401). Only a revoked access and a reset plan are final,
 * and PlanConnection handles those itself (it stops and says so).
 */
export function reconnectsAfter(code: number): boolean {
  return code !== CLOSE_ACCESS_REVOKED && code !== CLOSE_GENERATION_CHANGED;
}

/**
 * What the server says about this person and this document. `view-only`: they may open it but not
 * change it (the server drops their edits).
 */
export type AccessAnswer = 'ok' | 'view-only' | 'revoked' | 'signed-out' | 'unknown';

/** Failures in a row (no sync in between) before asking. */
export const ACCESS_CHECK_FAILURES = 3;
/** Or this long since the first failure of the run. */
export const ACCESS_CHECK_AFTER_MS = 10_000;
/** And not more often than this while the answer stays "ok" or unknown. */
export const ACCESS_RECHECK_MS = 10_000;

export interface FailureRun {
  /** Closed connections since the last sync (y-websocket's wsUnsuccessfulReconnects). */
  failures: number;
  /** When the first of them happened, or null with no failure. */
  firstFailureAt: number | null;
  /** When the server was last asked in this run, or null. */
  lastCheckAt: number | null;
  /** A question is in flight. */
  checking: boolean;
  /** The browser says it is offline: asking would only fail. */
  online: boolean;
}

export function shouldCheckAccess(run: FailureRun, now: number): boolean {
  if (!run.online || run.checking || run.failures === 0 || run.firstFailureAt === null) return false;
  if (run.lastCheckAt !== null && now - run.lastCheckAt < ACCESS_RECHECK_MS) return false;
  return run.failures >= ACCESS_CHECK_FAILURES || now - run.firstFailureAt >= ACCESS_CHECK_AFTER_MS;
}

/**
 * A plan, from the session answer (fetchSession's result: null when signed out, `offline` when it
 * is the remembered copy) or the error it rejected with.
 */
export function planAccessFrom(
  result: { session: Session | null } | { error: unknown },
  planId: string,
): AccessAnswer {
  if ('error' in result) return answerFromError(result.error);
  const { session } = result;
  if (session === null) return 'signed-out';
  if (session.offline) return 'unknown';
  const plan = session.plans.find((p) => p.id === planId);
  if (!plan) return 'revoked';
  return plan.role === 'viewer' ? 'view-only' : 'ok';
}

/**
 * A listing, from GET /api/directory/vendors/<id>/members: answered means a member; 403 is not a
 * member (any more), 404 the listing is gone; 401 signed out.
 */
export function listingAccessFrom(result: { ok: true } | { error: unknown }): AccessAnswer {
  if ('ok' in result) return 'ok';
  return answerFromError(result.error);
}

function answerFromError(error: unknown): AccessAnswer {
  if (!(error instanceof ApiError)) return 'unknown';
  if (error.status === 401) return 'signed-out';
  if (error.status === 403 || error.status === 404) return 'revoked';
  // 0 (network), 5xx, 429, anything else: we do not know, so keep trying as before.
  return 'unknown';
}

// What a page of one record loads, settled: the record, "there is no such record" (404), or what
// went wrong in words. Pages rendered on the server load with useSuspenseQuery (the server waits for
// it, and sends the answer along for the browser to start from); this keeps a 404 or a refusal on
// the page itself instead of in an error boundary.
import { ApiError, serviceMessageOr } from './api';

export type FoundOrNot<T> =
  | { kind: 'found'; data: T }
  | { kind: 'missing' }
  | { kind: 'problem'; message: string };

export async function foundOrNot<T>(load: () => Promise<T>, fallback: string): Promise<FoundOrNot<T>> {
  try {
    return { kind: 'found', data: await load() };
  } catch (error) {
    if (namesNoRecord(error)) return { kind: 'missing' };
    return { kind: 'problem', message: serviceMessageOr(error, fallback) };
  }
}

/**
 * The answer says there is no such record: a 404, or a 422 about the address alone (a code or slug
 * no record can have: 300 characters, a NUL), which for a page of one record is the same thing.
 */
export function namesNoRecord(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 404) return true;
  return (
    error.status === 422 &&
    Array.isArray(error.detail) &&
    error.detail.length > 0 &&
    error.detail.every((issue) => Array.isArray(issue?.loc) && issue.loc[0] === 'path')
  );
}

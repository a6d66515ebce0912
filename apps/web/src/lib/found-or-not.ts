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
    if (error instanceof ApiError && error.status === 404) return { kind: 'missing' };
    return { kind: 'problem', message: serviceMessageOr(error, fallback) };
  }
}

import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api';
import { QUERY_RETRIES, shouldRetry } from './query-client';

describe('shouldRetry', () => {
  it('retries a failure a retry can mend, twice', () => {
    for (const error of [
      new ApiError(0, 'Network error'),
      new ApiError(503, 'Unavailable'),
      new Error('x'),
    ]) {
      expect(shouldRetry(0, error)).toBe(true);
      expect(shouldRetry(1, error)).toBe(true);
      expect(shouldRetry(QUERY_RETRIES, error)).toBe(false);
    }
    expect(shouldRetry(0, new ApiError(429, 'Too many requests'))).toBe(true);
    expect(shouldRetry(0, new ApiError(408, 'Timeout'))).toBe(true);
  });

  it('does not ask again what the server refused (bad input, not found, forbidden)', () => {
    for (const status of [400, 401, 403, 404, 409, 422]) {
      expect(shouldRetry(0, new ApiError(status, 'Refused')), String(status)).toBe(false);
    }
  });
});

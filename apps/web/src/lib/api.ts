// The one API client of the web app: JSON over fetch on our own origin, errors shaped by spec §8.
// Every request is same-origin, so the browser attaches the session cookie and an Origin header.

/** One entry of a 422 body's `detail` list (produced from zod issues on the server). */
export interface ValidationIssue {
  type: string;
  loc: ReadonlyArray<string | number>;
  msg: string;
}

/** A failed API call. `detail` is the body's `detail` (a string, a list of issues) or undefined. */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: unknown;
  /** Seconds from a 429's Retry-After header, when the server sent one. */
  readonly retryAfterSeconds: number | undefined;
  /** The server's name for the failure (`gift_taken`, `not_found`, …), when it gave one. */
  readonly code: string | undefined;

  constructor(status: number, message: string, detail?: unknown, retryAfterSeconds?: number, code?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
    this.retryAfterSeconds = retryAfterSeconds;
    this.code = code;
  }

  /** True when the server explained the failure itself (a `detail` we can show the user). */
  get hasServiceMessage(): boolean {
    return typeof this.detail === 'string' || (this.status === 422 && Array.isArray(this.detail));
  }
}

function isValidationIssue(value: unknown): value is ValidationIssue {
  if (typeof value !== 'object' || value === null) return false;
  const issue = value as Record<string, unknown>;
  return typeof issue.type === 'string' && Array.isArray(issue.loc) && typeof issue.msg === 'string';
}

/** "too_small at body.password: Too short" */
export function formatValidationIssue(issue: ValidationIssue): string {
  return `${issue.type} at ${issue.loc.join('.')}: ${issue.msg}`;
}

/**
 * The user-facing message of a non-OK response (spec §8): the body's `detail` string; on 422 with a
 * `detail` list, 'Validation Error:' and each issue; otherwise 'HTTP {status}: {statusText}'.
 */
export function errorMessageFromResponse(status: number, statusText: string, body: unknown): string {
  const detail =
    typeof body === 'object' && body !== null ? (body as { detail?: unknown }).detail : undefined;
  if (typeof detail === 'string' && detail.trim() !== '') return detail;
  if (status === 422 && Array.isArray(detail)) {
    const issues = detail.filter(isValidationIssue).map(formatValidationIssue);
    if (issues.length > 0) return `Validation Error: ${issues.join('; ')}`;
  }
  return `HTTP ${status}: ${statusText || 'Request failed'}`;
}

/**
 * The message to show a person for any thrown value: the service's own words, or the given
 * fallback. For a list of validation issues that is their sentences ("Give the business a name.
 * Give the city."), not the error's spec §8 message with its codes and field paths.
 */
export function serviceMessageOr(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || !error.hasServiceMessage) return fallback;
  if (Array.isArray(error.detail)) {
    const sentences = [
      ...new Set(error.detail.filter(isValidationIssue).map((issue) => sentence(issue.msg))),
    ];
    if (sentences.length > 0) return sentences.join(' ');
  }
  return error.message;
}

function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

function parseRetryAfter(header: string | null): number | undefined {
  if (header === null) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

async function readJson(response: Response): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const text = await response.text();
  if (text === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * When the server renders a public page it answers the page's API calls in-process, with the
 * visitor's cookie, by installing this hook (see ssr/entry-server.tsx); in the browser it is absent.
 */
declare global {
  var __CONFETTI_SERVER_FETCH__: ((path: string, init: RequestInit) => Promise<Response>) | undefined;
}

function sendRequest(path: string, init: RequestInit): Promise<Response> {
  const serverFetch = globalThis.__CONFETTI_SERVER_FETCH__;
  return serverFetch ? serverFetch(path, init) : fetch(path, init);
}

export interface RequestOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/**
 * Sends one request and resolves with the parsed JSON body (undefined for an empty body, e.g. 204).
 * Rejects with an ApiError: the server's message for a non-OK status, status 0 for a network
 * failure, and the response status for an OK answer that is not JSON.
 */
export async function apiRequest<T>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const init: RequestInit = { method, credentials: 'same-origin', headers };
  if (options.signal) init.signal = options.signal;
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await sendRequest(path, init);
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'Network error: could not reach the server.');
  }

  const parsed = await readJson(response);
  if (!response.ok) {
    const value = parsed.ok ? parsed.value : undefined;
    const body =
      typeof value === 'object' && value !== null ? (value as { detail?: unknown; code?: unknown }) : {};
    throw new ApiError(
      response.status,
      errorMessageFromResponse(response.status, response.statusText, value),
      body.detail,
      parseRetryAfter(response.headers.get('Retry-After')),
      typeof body.code === 'string' ? body.code : undefined,
    );
  }
  if (!parsed.ok) {
    throw new ApiError(response.status, `Unexpected response from the server (HTTP ${response.status}).`);
  }
  return parsed.value as T;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PATCH', path, body, options),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, undefined, options),
};

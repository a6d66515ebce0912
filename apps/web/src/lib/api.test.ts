import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, errorMessageFromResponse, serviceMessageOr } from './api';

describe('errorMessageFromResponse', () => {
  it('uses the detail string of the body as the message', () => {
    expect(errorMessageFromResponse(400, 'Bad Request', { detail: 'Invalid email or password.' })).toBe(
      'Invalid email or password.',
    );
  });

  it('formats a 422 detail list as a validation error with type, location path and message', () => {
    const body = { detail: [{ type: 'too_small', loc: ['body', 'password'], msg: 'Too short' }] };
    expect(errorMessageFromResponse(422, 'Unprocessable Entity', body)).toBe(
      'Validation Error: too_small at body.password: Too short',
    );
  });

  it('lists every validation issue, joining numeric path segments with dots', () => {
    const body = {
      detail: [
        { type: 'invalid_format', loc: ['body', 'email'], msg: 'Invalid email' },
        { type: 'invalid_type', loc: ['body', 'guests', 0, 'name'], msg: 'Required' },
      ],
    };
    expect(errorMessageFromResponse(422, 'Unprocessable Entity', body)).toBe(
      'Validation Error: invalid_format at body.email: Invalid email; invalid_type at body.guests.0.name: Required',
    );
  });

  it('falls back to the status line when there is no usable detail', () => {
    expect(errorMessageFromResponse(500, 'Internal Server Error', undefined)).toBe(
      'HTTP 500: Internal Server Error',
    );
    expect(errorMessageFromResponse(502, 'Bad Gateway', { error: 'upstream' })).toBe('HTTP 502: Bad Gateway');
    expect(errorMessageFromResponse(422, 'Unprocessable Entity', { detail: [{ nope: true }] })).toBe(
      'HTTP 422: Unprocessable Entity',
    );
  });

  it('shows a person the sentences of validation issues, without their codes and field paths', () => {
    const detail = [
      { type: 'too_small', loc: ['body', 'business_name'], msg: 'Give the business a name.' },
      { type: 'too_small', loc: ['body', 'city'], msg: 'Give the city' },
      { type: 'too_small', loc: ['body', 'city'], msg: 'Give the city' },
    ];
    const error = new ApiError(
      422,
      errorMessageFromResponse(422, 'Unprocessable Entity', { detail }),
      detail,
    );
    // The error's message keeps the spec's format; what is shown is the sentences, once each.
    expect(error.message).toMatch(/^Validation Error: too_small at body\.business_name/);
    expect(serviceMessageOr(error, 'fallback')).toBe('Give the business a name. Give the city.');
  });

  it('uses a 422 detail string as it is', () => {
    expect(errorMessageFromResponse(422, 'Unprocessable Entity', { detail: 'Bad date' })).toBe('Bad date');
  });
});

describe('api', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function stubFetch(response: Response | Error) {
    const fetchMock = vi.fn(async () => {
      if (response instanceof Error) throw response;
      return response;
    });
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  }

  it('sends JSON on the same origin and resolves with the parsed body', async () => {
    const fetchMock = stubFetch(Response.json({ message: 'ok' }));
    await expect(api.post('/api/waitlist', { email: 'a@b.co' })).resolves.toEqual({ message: 'ok' });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/waitlist',
      expect.objectContaining({
        method: 'POST',
        credentials: 'same-origin',
        body: '{"email":"a@b.co"}',
        headers: expect.objectContaining({ 'Content-Type': 'application/json' }),
      }),
    );
  });

  it('resolves with undefined for an empty 204 answer', async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(api.post('/api/auth/signout')).resolves.toBeUndefined();
  });

  it('rejects with an ApiError carrying status, message and detail', async () => {
    stubFetch(Response.json({ detail: 'Not signed in' }, { status: 401, statusText: 'Unauthorized' }));
    const error = await api.get('/api/auth/session').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Not signed in', detail: 'Not signed in' });
    expect((error as ApiError).hasServiceMessage).toBe(true);
  });

  it('reads Retry-After from a 429 answer', async () => {
    stubFetch(
      Response.json({ detail: 'Too many attempts.' }, { status: 429, headers: { 'Retry-After': '30' } }),
    );
    await expect(api.post('/api/auth/signin', {})).rejects.toMatchObject({
      status: 429,
      retryAfterSeconds: 30,
    });
  });

  it('treats a non-JSON error page as an unexpected failure', async () => {
    stubFetch(new Response('<html>oops</html>', { status: 502, statusText: 'Bad Gateway' }));
    const error = await api.get('/api/x').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, message: 'HTTP 502: Bad Gateway' });
    expect(serviceMessageOr(error, 'fallback')).toBe('fallback');
  });

  it('treats an OK answer that is not JSON as an unexpected failure', async () => {
    stubFetch(new Response('<!doctype html>', { status: 200 }));
    const error = await api.get('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(serviceMessageOr(error, 'fallback')).toBe('fallback');
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    const error = await api.get('/api/x').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0 });
    expect(serviceMessageOr(error, 'fallback')).toBe('fallback');
  });
});

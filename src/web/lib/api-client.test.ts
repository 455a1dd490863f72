import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/render';
import { ApiError, api, errorMessage, NETWORK_ERROR_MESSAGE } from './api-client';

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('api client', () => {
  it('sends the session cookie and a JSON content type only with a body', async () => {
    const fetch = vi.fn(
      mockFetch({ 'GET /api/thing': { body: { ok: true } }, 'POST /api/thing': { body: { ok: true } } }),
    );
    vi.stubGlobal('fetch', fetch);

    await api.get('/api/thing');
    await api.post('/api/thing', { a: 1 });

    const [, getInit] = fetch.mock.calls[0]!;
    const [, postInit] = fetch.mock.calls[1]!;
    expect(getInit?.credentials).toBe('include');
    expect(getInit?.headers).not.toHaveProperty('Content-Type');
    expect(getInit?.body).toBeUndefined();
    expect(postInit?.credentials).toBe('include');
    expect(postInit?.headers).toHaveProperty('Content-Type', 'application/json');
    expect(postInit?.body).toBe('{"a":1}');
  });

  it('parses JSON answers, returns text answers as text and 204 as undefined', async () => {
    vi.stubGlobal(
      'fetch',
      mockFetch({
        'GET /api/json': { body: { value: 42 } },
        'GET /api/text': { text: 'plain', headers: { 'content-type': 'text/plain' } },
        'DELETE /api/thing': { status: 204 },
      }),
    );
    await expect(api.get('/api/json')).resolves.toEqual({ value: 42 });
    await expect(api.get('/api/text')).resolves.toBe('plain');
    await expect(api.delete('/api/thing')).resolves.toBeUndefined();
  });

  it('turns our error JSON into "status: message" and keeps code, fields and the server message', async () => {
    vi.stubGlobal(
      'fetch',
      mockFetch({
        'POST /api/contact': {
          status: 400,
          body: {
            message: 'Name must be at least 2 characters',
            code: 'VALIDATION_ERROR',
            fields: { name: 'Name must be at least 2 characters' },
          },
        },
      }),
    );
    const error = await failure(api.post('/api/contact', {}));
    expect(error.message).toBe('400: Name must be at least 2 characters');
    expect(error.status).toBe(400);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.fields).toEqual({ name: 'Name must be at least 2 characters' });
    expect(error.serverMessage).toBe('Name must be at least 2 characters');
  });

  it('keeps the server message when the error code is newer than this page', async () => {
    vi.stubGlobal(
      'fetch',
      mockFetch({
        'POST /api/thing': { status: 423, body: { message: 'Account locked for 15 minutes', code: 'SOMETHING_NEW' } },
      }),
    );
    const error = await failure(api.post('/api/thing', {}));
    expect(error.message).toBe('423: Account locked for 15 minutes');
    expect(error.serverMessage).toBe('Account locked for 15 minutes');
    expect(error.code).toBeUndefined();
  });

  it('uses the body text when the body is not our error JSON', async () => {
    vi.stubGlobal(
      'fetch',
      mockFetch({
        'GET /api/proxy': { status: 502, text: 'Bad gateway from the proxy', headers: { 'content-type': 'text/html' } },
      }),
    );
    const error = await failure(api.get('/api/proxy'));
    expect(error.message).toBe('502: Bad gateway from the proxy');
    expect(error.serverMessage).toBeUndefined();
    expect(error.code).toBeUndefined();
  });

  it('uses the JSON text as is when it is JSON but not our error shape', async () => {
    vi.stubGlobal('fetch', mockFetch({ 'GET /api/odd': { status: 500, body: { error: 'boom' } } }));
    const error = await failure(api.get('/api/odd'));
    expect(error.message).toBe('500: {"error":"boom"}');
    expect(error.serverMessage).toBeUndefined();
  });

  it('falls back to the status text when the body is empty', async () => {
    vi.stubGlobal('fetch', mockFetch({ 'GET /api/down': { status: 503, statusText: 'Service Unavailable' } }));
    const error = await failure(api.get('/api/down'));
    expect(error.message).toBe('503: Service Unavailable');
  });

  it('reports a network failure as status 0 with a readable message', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failure(api.get('/api/anything'));
    expect(error.status).toBe(0);
    expect(error.serverMessage).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('errorMessage prefers the server message and falls back otherwise', () => {
    const withServer = new ApiError({
      status: 429,
      message: '429: Too many requests',
      serverMessage: 'Too many requests',
    });
    const withoutServer = new ApiError({ status: 502, message: '502: gateway' });
    expect(errorMessage(withServer, 'Fallback')).toBe('Too many requests');
    expect(errorMessage(withoutServer, 'Fallback')).toBe('Fallback');
    expect(errorMessage(new Error('x'), 'Fallback')).toBe('Fallback');
  });
});

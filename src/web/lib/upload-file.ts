import { ApiError, NETWORK_ERROR_MESSAGE, toApiError } from './api-client';

/**
 * Sends one file as multipart/form-data in a `file` field (the media routes read exactly that), with the
 * session cookie. Failures are ApiErrors like every other call, so a 400 shows the server's own words.
 */
export async function uploadFile<T>(
  method: 'POST' | 'PUT',
  path: string,
  file: Blob,
  { signal }: { signal?: AbortSignal } = {},
): Promise<T> {
  const form = new FormData();
  form.append('file', file);
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'include',
      headers: { Accept: 'application/json' },
      body: form,
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({ status: 0, message: `0: ${NETWORK_ERROR_MESSAGE}`, serverMessage: NETWORK_ERROR_MESSAGE });
  }
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as T;
}

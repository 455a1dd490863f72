import { ERROR_CODES, errorBodySchema, type ErrorCode } from '@shared/errors';
import { z } from '@shared/schemas/common';

/**
 * A failed API call. `message` follows the spec's "status: body" convention
 * (customer-area §8); screens that show the server's own words use
 * `serverMessage`, which is set only when the body is our error JSON.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | undefined;
  readonly fields: Record<string, string> | undefined;
  readonly serverMessage: string | undefined;

  constructor(options: {
    status: number;
    message: string;
    code?: ErrorCode;
    fields?: Record<string, string>;
    serverMessage?: string;
  }) {
    super(options.message);
    this.name = 'ApiError';
    this.status = options.status;
    this.code = options.code;
    this.fields = options.fields;
    this.serverMessage = options.serverMessage;
  }
}

/** Status 0: the request never got an HTTP answer (offline, DNS, aborted). */
export const NETWORK_ERROR_MESSAGE = 'Could not reach Postwright. Check your connection and try again.';

/**
 * Our error body (`errorBodySchema`), read leniently where a page may be older
 * than the server: a code it does not know yet, or none, still shows the
 * server's words; malformed `fields` are dropped rather than the message.
 */
const errorAnswerSchema = errorBodySchema.extend({
  code: z.enum(ERROR_CODES).optional().catch(undefined),
  fields: errorBodySchema.shape.fields.catch(undefined),
});

function parseErrorJson(text: string): z.output<typeof errorAnswerSchema> | undefined {
  try {
    const parsed = errorAnswerSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Turns a non-2xx response into an ApiError whose message is "<status>: <text>". */
export async function toApiError(response: Response): Promise<ApiError> {
  const text = (await response.text().catch(() => '')).trim();
  const json = text ? parseErrorJson(text) : undefined;
  const detail = json?.message || text || response.statusText || 'Request failed';
  return new ApiError({
    status: response.status,
    message: `${response.status}: ${detail}`,
    ...(json?.code ? { code: json.code } : {}),
    ...(json?.fields ? { fields: json.fields } : {}),
    ...(json?.message ? { serverMessage: json.message } : {}),
  });
}

export type RequestOptions = { signal?: AbortSignal; headers?: Record<string, string> };

/**
 * Every call carries the session cookie; a JSON content type is sent only when
 * there is a body (customer-area §7). Answers are parsed as JSON when they are
 * JSON, returned as text otherwise, and `undefined` for 204.
 */
export async function apiRequest<T>(
  method: string,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const hasBody = body !== undefined;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
        ...options.headers,
      },
      ...(hasBody ? { body: JSON.stringify(body) } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({ status: 0, message: `0: ${NETWORK_ERROR_MESSAGE}`, serverMessage: NETWORK_ERROR_MESSAGE });
  }
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('json') ? await response.json() : await response.text()) as T;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('PATCH', path, body, options),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, undefined, options),
};

/** The server's own words when it sent some, else the screen's fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

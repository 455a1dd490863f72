/**
 * Why a call to LinkedIn failed, in the terms the product needs to tell the
 * user (and the admin) what happened. `detail` is LinkedIn's own message,
 * which never contains a token or secret.
 */
export type LinkedInFailure =
  | 'unauthorized' // 401: the token expired or was revoked
  | 'forbidden' // 403: the app lacks the product/scope (Share on LinkedIn)
  | 'rate_limited' // 429
  | 'version_inactive' // 426: LINKEDIN_API_VERSION is no longer served
  | 'rejected' // another 4xx: LinkedIn refused the request itself
  | 'unavailable' // 5xx
  | 'timeout'
  | 'network'
  | 'oauth'; // the token endpoint answered an OAuth error (`code`)

export class LinkedInError extends Error {
  readonly kind: LinkedInFailure;
  readonly status: number | undefined;
  /** The OAuth error code (`invalid_client`, …) or LinkedIn's service error code. */
  readonly code: string | undefined;
  readonly detail: string | undefined;
  /** LinkedIn's Retry-After (429, 503), in milliseconds. */
  readonly retryAfterMs: number | undefined;

  constructor(
    kind: LinkedInFailure,
    options: { status?: number; code?: string; detail?: string; retryAfterMs?: number } = {},
  ) {
    super(
      `LinkedIn ${kind}${options.status ? ` (HTTP ${options.status})` : ''}${options.detail ? `: ${options.detail}` : ''}`,
    );
    this.name = 'LinkedInError';
    this.kind = kind;
    this.status = options.status;
    this.code = options.code;
    this.detail = options.detail;
    this.retryAfterMs = options.retryAfterMs;
  }

  /**
   * True when the failure proves LinkedIn created nothing, so a retry cannot
   * duplicate a post: LinkedIn answered 429 or 5xx, or the connection was
   * never made. A timeout, or a connection cut after the request went out, proves nothing.
   */
  get nothingCreated(): boolean {
    if (this.kind === 'rate_limited' || this.kind === 'unavailable') return true;
    return this.kind === 'network' && NEVER_CONNECTED.has(this.code ?? '');
  }
}

/** Errors raised before a request could leave this machine. */
const NEVER_CONNECTED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

/** Retry-After as seconds or an HTTP date; undefined when absent or unreadable. */
function retryAfterOf(response: Response): number | undefined {
  const value = response.headers.get('retry-after');
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

export function failureOfStatus(status: number): LinkedInFailure {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 429) return 'rate_limited';
  if (status === 426) return 'version_inactive';
  if (status >= 500) return 'unavailable';
  return 'rejected';
}

/** LinkedIn's error bodies: `{ status, code?, serviceErrorCode?, message }`. */
export async function errorFromResponse(response: Response): Promise<LinkedInError> {
  const text = await response.text().catch(() => '');
  let detail: string | undefined;
  let code: string | undefined;
  try {
    const body = JSON.parse(text) as { message?: unknown; code?: unknown; serviceErrorCode?: unknown };
    if (typeof body.message === 'string') detail = body.message;
    if (typeof body.code === 'string') code = body.code;
    else if (typeof body.serviceErrorCode === 'number') code = String(body.serviceErrorCode);
  } catch {
    detail = text.trim() || undefined;
  }
  return new LinkedInError(failureOfStatus(response.status), {
    status: response.status,
    code,
    detail: detail?.slice(0, 300),
    retryAfterMs: retryAfterOf(response),
  });
}

/** fetch with a deadline; timeouts and network failures become LinkedInErrors. */
export async function fetchWithDeadline(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs), redirect: 'manual' });
  } catch (error) {
    if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError'))
      throw new LinkedInError('timeout');
    const cause =
      error instanceof Error && error.cause instanceof Error ? (error.cause as Error & { code?: unknown }) : undefined;
    throw new LinkedInError('network', {
      code: typeof cause?.code === 'string' ? cause.code : undefined,
      detail: error instanceof Error ? (cause ? cause.message : error.message) : undefined,
    });
  }
}

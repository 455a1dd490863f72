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

  constructor(kind: LinkedInFailure, options: { status?: number; code?: string; detail?: string } = {}) {
    super(`LinkedIn ${kind}${options.status ? ` (HTTP ${options.status})` : ''}${options.detail ? `: ${options.detail}` : ''}`);
    this.name = 'LinkedInError';
    this.kind = kind;
    this.status = options.status;
    this.code = options.code;
    this.detail = options.detail;
  }
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
  return new LinkedInError(failureOfStatus(response.status), { status: response.status, code, detail: detail?.slice(0, 300) });
}

/** fetch with a deadline; timeouts and network failures become LinkedInErrors. */
export async function fetchWithDeadline(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs), redirect: 'manual' });
  } catch (error) {
    if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) throw new LinkedInError('timeout');
    throw new LinkedInError('network', { detail: error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : undefined });
  }
}

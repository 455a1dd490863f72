// Where a visitor wanted to go before signing up or in (e.g. the plan they
// picked on the pricing page). Kept for this tab only, and only ever a path
// of this site, so it can never send anyone elsewhere.

const KEY = 'postwright-return-to';

/**
 * A path on this site and nothing else: one leading slash, no second slash or backslash right after it
 * (browsers read `//evil` and `/\\evil` as another host), no backslash or control character anywhere,
 * and still on our origin once the browser has resolved it.
 */
export function isOwnPath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return false;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(path)) return false;
  try {
    return new URL(path, window.location.origin).origin === window.location.origin;
  } catch {
    return false;
  }
}

/** The `next` of an /auth link, when it is safe to follow; null otherwise. */
export function safeNext(value: string | null): string | null {
  return value !== null && isOwnPath(value) ? value : null;
}

/** The sign-in address that brings the visitor back to `path` (a signed-in route opened while signed out). */
export function signInPathFor(path: string): string {
  return isOwnPath(path) && path !== '/' ? `/auth?next=${encodeURIComponent(path)}` : '/auth';
}

export function rememberReturnTo(path: string): void {
  if (!isOwnPath(path)) return;
  try {
    window.sessionStorage.setItem(KEY, path);
  } catch {
    // Storage switched off: the visitor lands on the dashboard instead.
  }
}

/** The remembered path, left in place. */
export function peekReturnTo(): string | null {
  try {
    const path = window.sessionStorage.getItem(KEY);
    return path && isOwnPath(path) ? path : null;
  } catch {
    return null;
  }
}

/** The remembered path, once (it is forgotten as it is read). */
export function takeReturnTo(): string | null {
  const path = peekReturnTo();
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Storage switched off: there is nothing to forget.
  }
  return path;
}

// A checkout chosen before signing up waits for the address to be confirmed; the confirmation link often opens
// in another tab, so this one note is kept in localStorage (a path of this site, read once).
const PENDING_CHECKOUT_KEY = 'postwright-pending-checkout';

export function rememberPendingCheckout(path: string): void {
  if (!isOwnPath(path)) return;
  try {
    window.localStorage.setItem(PENDING_CHECKOUT_KEY, path);
  } catch {
    // Storage switched off: after confirming, the visitor picks the plan again.
  }
}

export function peekPendingCheckout(): string | null {
  try {
    const path = window.localStorage.getItem(PENDING_CHECKOUT_KEY);
    return path && isOwnPath(path) ? path : null;
  } catch {
    return null;
  }
}

export function forgetPendingCheckout(): void {
  try {
    window.localStorage.removeItem(PENDING_CHECKOUT_KEY);
  } catch {
    // Storage switched off: nothing was kept.
  }
}

let signOutLanding: { path: string; at: number } | undefined;

/**
 * A deliberate sign-out (logout, account deletion) is on its way to `path`. The signed-in screen it leaves
 * re-renders as signed out for a moment before that navigation lands, and must not send the visitor to
 * /auth?next=… instead (that is for a link opened while signed out, or a session that expired).
 */
export function noteSignOutLanding(path: string): void {
  signOutLanding = { path, at: Date.now() };
}

/** Where a deliberate sign-out of the last few seconds is going, if one is. */
export function recentSignOutLanding(): string | null {
  return signOutLanding && Date.now() - signOutLanding.at < 5000 ? signOutLanding.path : null;
}

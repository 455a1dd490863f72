// Where a visitor wanted to go before signing up or in (e.g. the plan they
// picked on the pricing page). Kept for this tab only, and only ever a path
// of this site, so it can never send anyone elsewhere.

const KEY = 'postwright-return-to';

const isOwnPath = (path: string) => path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');

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

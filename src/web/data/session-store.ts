import { useSyncExternalStore } from 'react';
import { SIGNED_IN_MARKER_COOKIE } from '@shared/constants';
import type { PublicUser } from '@shared/schemas/auth';

// Who is signed in, held outside TanStack Query so the public shell can decide
// between the two route tables without loading the data layer (and zod) at
// boot. GET /api/auth/me starts before React renders, in parallel with the
// first screen's code. Inside the data layer the `currentUser` query mirrors
// into this store (see get-current-user.ts), so both always agree.
// Features read the user through get-current-user.ts, never from here.

/**
 * The signed-in user as the browser sees it: `publicUserSchema` of the accounts API (no secrets). A tier
 * this page does not know yet reads as Free (customer-area §2), so the tier is any string here.
 * Declared here, the bottom of the data layer, so that get-current-user.ts (which parses it) imports this
 * store and nothing imports back: no cycle, not even a type-only one.
 */
export type SessionUser = Omit<PublicUser, 'subscriptionTier'> & { subscriptionTier: string };

export type SessionState = { status: 'pending' } | { status: 'ready'; user: SessionUser | null };

let state: SessionState = { status: 'pending' };
// What a prerendered page was rendered with (decisions 077, 081): the render
// that hydrates it must start from the same state, however far the session
// call has got by then; React re-renders with `state` right after.
let prerendered: SessionState = state;
let request: Promise<void> | undefined;
const listeners = new Set<() => void>();

export function getSession(): SessionState {
  return state;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Records who is signed in (null: nobody). */
export function setSessionUser(user: SessionUser | null): void {
  if (state.status === 'ready' && state.user === user) return;
  state = { status: 'ready', user };
  listeners.forEach((listener) => listener());
}

/** Back to "not known yet", forgetting the request made (tests). */
export function resetSession(): void {
  state = { status: 'pending' };
  prerendered = state;
  request = undefined;
  listeners.forEach((listener) => listener());
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, () => prerendered);
}

/**
 * A first, cheap look at GET /api/auth/me: anything but a JSON object with
 * the user's id and e-mail means signed out (a proxy's page, a half-deployed
 * server). The data layer parses the full shape when it loads.
 */
function looksLikeUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return typeof user.id === 'string' && typeof user.email === 'string' && typeof user.fullName === 'string' && typeof user.credits === 'number';
}

/**
 * Signed out, known without asking: the server sends the prerendered landing
 * page only to a browser without a session cookie (decision 077), and without
 * one GET /api/auth/me can only answer 401. Marks the request as made.
 */
export function assumeSignedOut(): void {
  request ??= Promise.resolve();
  setSessionUser(null);
  prerendered = state;
}

/**
 * Whether the browser holds the marker the server sets beside the session cookie (decision 127). Without it there is
 * no session to ask about: a signed-out visitor's page never calls GET /api/auth/me, whose 401 the browser would log
 * as a console error. With it the call decides (a session the server no longer knows answers 401 and ends the marker).
 */
export function hasSessionMarker(): boolean {
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${SIGNED_IN_MARKER_COOKIE}=`));
}

/** Starts resolving the session once (main.tsx calls it before the first render; the router too, in case). */
export function startSessionRequest(): Promise<void> {
  if (!request && !hasSessionMarker()) {
    // Not assumeSignedOut(): the prerendered frame was rendered while pending, and hydration must start from it.
    request = Promise.resolve();
    setSessionUser(null);
  }
  // The same request as before-paint.js's preload (no extra header), so the browser hands over the preloaded answer.
  request ??= fetch('/api/auth/me', { credentials: 'include' })
    .then(async (response) => (response.ok ? ((await response.json()) as unknown) : null))
    .then((body) => setSessionUser(looksLikeUser(body) ? body : null))
    .catch(() => setSessionUser(null));
  return request;
}

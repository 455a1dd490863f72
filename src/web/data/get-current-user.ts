import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect } from 'react';
import { publicUserSchema } from '@shared/schemas/auth';
import { z } from '@shared/schemas/common';
import { api } from '@/lib/api-client';
import { queryKeys } from './query-keys';
import { getSession, hasSessionMarker, setSessionUser, startSessionRequest, subscribeSession, useSession, type SessionUser } from './session-store';

// A tier this page does not know yet reads as Free (customer-area §2); it must not sign anybody out.
const sessionUserSchema = publicUserSchema.extend({ subscriptionTier: z.string() });

export type { SessionUser };
// The schema parses exactly the store's type: a change to one without the other fails the typecheck.
const _sameShape: (user: z.output<typeof sessionUserSchema>) => SessionUser = (user) => user;
void _sameShape;

/**
 * Who is signed in. 401 means signed out; so does any other failure or an
 * answer that is not a user ('Failed to fetch user' is treated as no user,
 * customer-area §7).
 */
export async function fetchCurrentUser(): Promise<SessionUser | null> {
  // No marker, no session (decision 127): a re-read after signing out asks nobody.
  if (!hasSessionMarker()) return null;
  try {
    const parsed = sessionUserSchema.safeParse(await api.get<unknown>(queryKeys.currentUser[0]));
    // Not a user (a proxy's page, a half-deployed server): nobody is signed in.
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The current user: `data` is the user, null when signed out, undefined while
 * GET /api/auth/me is still on its way (`isPending`). Read from the session
 * store, so it works in the public shell before the data layer has loaded.
 */
export function useCurrentUser(): { data: SessionUser | null | undefined; isPending: boolean } {
  const session = useSession();
  const pending = session.status === 'pending';
  // main.tsx asked at boot; this covers screens rendered on their own (tests).
  useEffect(() => {
    if (pending) void startSessionRequest();
  }, [pending]);
  return session.status === 'pending' ? { data: undefined, isPending: true } : { data: session.user, isPending: false };
}

/**
 * Joins the data layer to the session store: the `currentUser` query starts
 * from what the store knows, is re-read (and fully parsed) with
 * `fetchCurrentUser`, and every change to it (sign-in, profile update,
 * sign-out, invalidation) reaches the store, hence the router.
 */
const connections = new WeakMap<QueryClient, () => void>();

export function connectCurrentUser(queryClient: QueryClient, known: SessionUser | null | undefined): () => void {
  const existing = connections.get(queryClient);
  if (existing) return existing;
  queryClient.setQueryDefaults(queryKeys.currentUser, { queryFn: fetchCurrentUser });
  if (known !== undefined && queryClient.getQueryData(queryKeys.currentUser) === undefined) queryClient.setQueryData(queryKeys.currentUser, known);
  // An observer keeps the query active, so an invalidation (credits spent, LinkedIn connected)
  // re-reads the user. Until the session is known it waits: the session store asks the server.
  const options = { queryKey: queryKeys.currentUser, queryFn: fetchCurrentUser, refetchOnMount: false } as const;
  const observer = new QueryObserver<SessionUser | null>(queryClient, { ...options, enabled: queryClient.getQueryData(queryKeys.currentUser) !== undefined });
  const unsubscribe = observer.subscribe((result) => {
    if (result.status === 'success') setSessionUser(result.data ?? null);
  });
  const stopWaiting = subscribeSession(() => {
    const session = getSession();
    if (session.status !== 'ready' || observer.options.enabled !== false) return;
    if (queryClient.getQueryData(queryKeys.currentUser) === undefined) queryClient.setQueryData(queryKeys.currentUser, session.user);
    observer.setOptions({ ...options, enabled: true });
  });
  const disconnect = () => {
    unsubscribe();
    stopWaiting();
    connections.delete(queryClient);
  };
  connections.set(queryClient, disconnect);
  return disconnect;
}

/**
 * The user the signed-in shell was rendered for. It outlives the cached user
 * by one render at sign-out, so a screen that is about to unmount never sees
 * "nobody" (the shell provides it; see SignedInLayout).
 */
export const SignedInUserContext = createContext<SessionUser | null>(null);

/** The signed-in user inside the signed-in area, where the router guarantees one. */
export function useSignedInUser(): SessionUser {
  const { data } = useCurrentUser();
  const shellUser = useContext(SignedInUserContext);
  const user = data ?? shellUser;
  if (!user) throw new Error('useSignedInUser is only for screens of the signed-in area');
  return user;
}

/** An answer that is the user (sign-in, register, profile update), parsed like GET /api/auth/me. */
export function parseSessionUser(body: unknown): SessionUser {
  return sessionUserSchema.parse(body);
}

/** Stores a fresh user object (after sign-in, profile changes) as the current user. */
export function setCurrentUser(queryClient: QueryClient, user: SessionUser): void {
  queryClient.setQueryData(queryKeys.currentUser, user);
  setSessionUser(user);
}

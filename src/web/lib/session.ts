import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { useNavigate } from 'react-router';
import type { PublicUser } from '@shared/schemas/auth';
import { api, errorMessage } from './api-client';
import { toast } from './toast';

/** The signed-in user as the browser sees it: `publicUserSchema` of the accounts API (no secrets). */
export type SessionUser = PublicUser;

export const CURRENT_USER_PATH = '/api/auth/me';
export const currentUserQueryKey = [CURRENT_USER_PATH] as const;

function isUser(value: unknown): value is SessionUser {
  return typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string';
}

/**
 * Who is signed in. 401 means signed out; so does any other failure
 * ('Failed to fetch user' is treated as no user, customer-area §7).
 */
export async function fetchCurrentUser(): Promise<SessionUser | null> {
  try {
    const body = await api.get<unknown>(CURRENT_USER_PATH);
    return isUser(body) ? body : null;
  } catch {
    return null;
  }
}

export function useCurrentUser() {
  return useQuery({ queryKey: currentUserQueryKey, queryFn: fetchCurrentUser });
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

/** Stores a fresh user object (after sign-in, profile changes) as the current user. */
export function setCurrentUser(queryClient: QueryClient, user: SessionUser): void {
  queryClient.setQueryData(currentUserQueryKey, user);
}

/**
 * Forgets the session in this tab: the router switches to the signed-out
 * table at once, and everything the signed-in screens loaded is dropped
 * right after they unmount (so no other account's data lingers, and no
 * still-mounted screen refetches it with a dead session).
 */
export function clearSession(queryClient: QueryClient): void {
  void queryClient.cancelQueries({ predicate: (query) => query.queryKey[0] !== CURRENT_USER_PATH });
  queryClient.setQueryData(currentUserQueryKey, null);
  window.setTimeout(() => queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== CURRENT_USER_PATH }), 0);
}

export function signOut(): Promise<unknown> {
  return api.post('/api/auth/logout');
}

/**
 * Logout from any screen: on success the session is cleared and the visitor
 * lands on / (customer-area §2); a failure is always said out loud, in the
 * sidebar, the mobile menu and the profile alike.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      navigate('/', { replace: true });
      clearSession(queryClient);
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Logout failed', description: errorMessage(error, 'Please try again.') });
    },
  });
}

/** "Ada Lovelace" → "Ada"; falls back to the e-mail's local part. */
export function firstName(user: Pick<SessionUser, 'fullName' | 'email'>): string {
  return user.fullName.trim().split(/\s+/)[0] || user.email.split('@')[0] || 'there';
}

/** "Ada Lovelace" → "AL", "ada@example.com" → "A". */
export function initials(user: Pick<SessionUser, 'fullName' | 'email'>): string {
  const words = user.fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return (user.email[0] ?? '?').toUpperCase();
  const letters = words.length === 1 ? [words[0]!] : [words[0]!, words[words.length - 1]!];
  return letters.map((word) => Array.from(word)[0]!.toUpperCase()).join('');
}

import { useQuery, type QueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { publicUserSchema } from '@shared/schemas/auth';
import { z } from '@shared/schemas/common';
import { api } from '@/lib/api-client';
import { queryKeys } from './query-keys';

// A tier this page does not know yet reads as Free (customer-area §2); it must not sign anybody out.
const sessionUserSchema = publicUserSchema.extend({ subscriptionTier: z.string() });

/** The signed-in user as the browser sees it: `publicUserSchema` of the accounts API (no secrets). */
export type SessionUser = z.output<typeof sessionUserSchema>;

/**
 * Who is signed in. 401 means signed out; so does any other failure or an
 * answer that is not a user ('Failed to fetch user' is treated as no user,
 * customer-area §7).
 */
export async function fetchCurrentUser(): Promise<SessionUser | null> {
  try {
    const parsed = sessionUserSchema.safeParse(await api.get<unknown>(queryKeys.currentUser[0]));
    // Not a user (a proxy's page, a half-deployed server): nobody is signed in.
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function useCurrentUser() {
  return useQuery({ queryKey: queryKeys.currentUser, queryFn: fetchCurrentUser });
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
}

import { useQuery } from '@tanstack/react-query';
import type { Role, Tier } from '@shared/constants';
import { api } from './api-client';

/**
 * The signed-in user as the browser sees it (customer-area §3). Only the
 * fields the shells rely on are typed here; the accounts API owns the rest.
 */
export type SessionUser = {
  id: string;
  email: string;
  fullName: string;
  role?: Role;
  credits?: number;
  subscriptionTier?: Tier;
  professionalTitle?: string | null;
  linkedinProfile?: string | null;
  createdAt?: string;
};

export const CURRENT_USER_PATH = '/api/auth/me';
export const currentUserQueryKey = [CURRENT_USER_PATH] as const;

function isUser(value: unknown): value is SessionUser {
  return typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string';
}

/**
 * Who is signed in. 401 means signed out; so does any other failure
 * ('Failed to fetch user' is treated as no user, customer-area §7), including
 * a 404 while the accounts API is not deployed. Accepts `user` or `{ user }`.
 */
export async function fetchCurrentUser(): Promise<SessionUser | null> {
  try {
    const body = await api.get<unknown>(CURRENT_USER_PATH);
    if (isUser(body)) return body;
    const nested = typeof body === 'object' && body !== null ? (body as { user?: unknown }).user : undefined;
    return isUser(nested) ? nested : null;
  } catch {
    return null;
  }
}

export function useCurrentUser() {
  return useQuery({ queryKey: currentUserQueryKey, queryFn: fetchCurrentUser });
}

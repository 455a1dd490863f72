import { useQuery } from '@tanstack/react-query';
import { authProvidersSchema, type AuthProviders } from '@shared/schemas/auth';
import { api } from '@/lib/api-client';

const AUTH_PROVIDERS_KEY = ['/api/auth/providers'] as const;

/** GET /api/auth/providers: which sign-in providers the server has configured (asked once per visit). */
export async function fetchAuthProviders({ signal }: { signal?: AbortSignal } = {}): Promise<AuthProviders> {
  return authProvidersSchema.parse(await api.get<unknown>(AUTH_PROVIDERS_KEY[0], { signal }));
}

export function useAuthProviders() {
  return useQuery({ queryKey: AUTH_PROVIDERS_KEY, queryFn: fetchAuthProviders });
}

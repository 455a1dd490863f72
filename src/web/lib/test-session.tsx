// Test helpers for screens of the signed-in area; imported by *.test.tsx only.
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { TooltipProvider } from '@/components/ui/tooltip';
import { createQueryClient } from './query-client';
import { currentUserQueryKey, type SessionUser } from './session';

/** A complete user object as GET /api/auth/me answers it, for component tests. */
export function fakeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: '7d1f6a52-3c4b-4e0a-9d1e-2b3c4d5e6f70',
    email: 'ada@example.com',
    fullName: 'Ada Lovelace',
    professionalTitle: null,
    linkedinProfile: null,
    profileImage: null,
    createdAt: '2025-03-14T09:30:00.000Z',
    role: 'user',
    credits: 15,
    subscriptionTier: 'free',
    subscriptionStatus: 'inactive',
    hasPassword: true,
    googleLinked: false,
    linkedinConnected: false,
    linkedinTokenExpiresAt: null,
    linkedinStatus: 'not_connected',
    linkedinCanPublish: false,
    directPostingEnabled: false,
    hasLinkedinCredentials: false,
    linkedinClientId: null,
    linkedinRedirectUri: null,
    ...overrides,
  };
}

/**
 * Renders a screen of the signed-in area as the router would: with the user
 * already known (the session is resolved before any signed-in screen mounts).
 */
export function renderSignedIn(ui: ReactElement, user: SessionUser = fakeUser(), { path = '/' }: { path?: string } = {}) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(currentUserQueryKey, user);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </TooltipProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

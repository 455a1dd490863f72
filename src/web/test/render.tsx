import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { TooltipProvider } from '@/components/ui/tooltip';
import { connectCurrentUser, type SessionUser } from '@/data/get-current-user';
import { resetSession, setSessionUser } from '@/data/session-store';
import { createQueryClient } from '@/lib/query-client';

let disconnectPrevious: (() => void) | undefined;

/** Renders with the app's real providers and a memory router at `path`; with `user`, that user is signed in. */
export function renderWithProviders(
  ui: ReactElement,
  { path = '/', user }: { path?: string; user?: SessionUser } = {},
) {
  const queryClient = createQueryClient();
  // One session per render: the previous test's client stops feeding the session store.
  disconnectPrevious?.();
  resetSession();
  if (user) setSessionUser(user);
  disconnectPrevious = connectCurrentUser(queryClient, user);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </TooltipProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

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
    linkedinClientId: null,
    linkedinRedirectUri: null,
    hasLinkedinCredentials: false,
    linkedinCompanyPages: [],
    linkedinDefaultTarget: 'member',
    emailVerified: true,
    ...overrides,
  };
}

/**
 * Renders a screen of the signed-in area as the router would: with the user
 * already known (the session is resolved before any signed-in screen mounts).
 */
export function renderSignedIn(
  ui: ReactElement,
  user: SessionUser = fakeUser(),
  { path = '/' }: { path?: string } = {},
) {
  return renderWithProviders(ui, { path, user });
}

type Reply = { status?: number; statusText?: string; body?: unknown; text?: string; headers?: Record<string, string> };

/** A fetch stand-in answering by "METHOD /path"; unknown routes answer 404 like the server. */
export function mockFetch(routes: Record<string, Reply | ((init: RequestInit | undefined) => Reply | Promise<Reply>)>) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const route = routes[key];
    const reply =
      typeof route === 'function'
        ? await route(init)
        : (route ?? { status: 404, body: { message: 'Route not found', code: 'NOT_FOUND' } });
    const status = reply.status ?? 200;
    if (reply.text !== undefined)
      return new Response(reply.text, { status, statusText: reply.statusText ?? '', headers: reply.headers });
    if (reply.body === undefined) return new Response(null, { status, statusText: reply.statusText ?? '' });
    return new Response(JSON.stringify(reply.body), {
      status,
      headers: { 'content-type': 'application/json; charset=utf-8', ...reply.headers },
    });
  };
}

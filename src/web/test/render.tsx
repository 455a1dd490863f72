import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { TooltipProvider } from '@/components/ui/tooltip';
import { createQueryClient } from '@/lib/query-client';

/** Renders with the app's real providers and a memory router at `path`. */
export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const queryClient = createQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </TooltipProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

type Reply = { status?: number; statusText?: string; body?: unknown; text?: string; headers?: Record<string, string> };

/** A fetch stand-in answering by "METHOD /path"; unknown routes answer 404 like the server. */
export function mockFetch(routes: Record<string, Reply | ((init: RequestInit | undefined) => Reply | Promise<Reply>)>) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const route = routes[key];
    const reply = typeof route === 'function' ? await route(init) : (route ?? { status: 404, body: { message: 'Route not found', code: 'NOT_FOUND' } });
    const status = reply.status ?? 200;
    if (reply.text !== undefined) return new Response(reply.text, { status, statusText: reply.statusText ?? "", headers: reply.headers });
    if (reply.body === undefined) return new Response(null, { status, statusText: reply.statusText ?? "" });
    return new Response(JSON.stringify(reply.body), { status, headers: { 'content-type': 'application/json; charset=utf-8', ...reply.headers } });
  };
}

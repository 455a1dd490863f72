import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { TooltipProvider } from '@/components/ui/tooltip';
import { connectCurrentUser } from '@/data/get-current-user';
import { getSession } from '@/data/session-store';
import { createQueryClient } from '@/lib/query-client';

// The data layer (TanStack Query, the API client and its schemas, tooltips),
// loaded on demand: the landing page needs none of it, so it is not part of
// the first visit's code. One query client for the whole tab.

const appQueryClient = createQueryClient();

export function DataProvider({ children }: { children: ReactNode }) {
  // A client provided further up (component tests) is the one to use.
  const queryClient = useContext(QueryClientContext) ?? appQueryClient;
  const session = getSession();
  connectCurrentUser(queryClient, session.status === 'ready' ? session.user : undefined);
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>{children}</TooltipProvider>
    </QueryClientProvider>
  );
}

/** A route layout: the routes below it get the data layer. */
export function DataOutlet() {
  return (
    <DataProvider>
      <Outlet />
    </DataProvider>
  );
}

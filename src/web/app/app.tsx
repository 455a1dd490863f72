import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { createQueryClient } from '@/lib/query-client';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <BrowserRouter>
      <AppProviders queryClient={queryClient}>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  );
}

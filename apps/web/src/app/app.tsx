import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '@/lib/query-client';
import { startSessionKeeper } from '@/lib/session-refresh';
import { router } from './router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  useEffect(() => startSessionKeeper(), []);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}

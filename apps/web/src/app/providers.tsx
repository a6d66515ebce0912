// The app's providers: the query cache (spec §9 settings) and the router. The server renders the
// same tree with a StaticRouter (ssr/entry-server.tsx).
import { type DehydratedState, hydrate, type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from './query-client';
import { AppRoutes } from './router';

/**
 * `dehydratedState`: the query cache a server-rendered page was rendered with. `client`: a query
 * cache made beforehand (main.tsx starts the planner's session request with it); a new one if none.
 */
export function App({
  dehydratedState,
  client,
}: {
  dehydratedState?: DehydratedState;
  client?: QueryClient;
} = {}) {
  const [queryClient] = useState(() => {
    const made = client ?? createQueryClient();
    if (dehydratedState) hydrate(made, dehydratedState);
    return made;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  );
}

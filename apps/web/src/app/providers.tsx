// The app's providers: the query cache (spec §9 settings) and the router. The server renders the
// same tree with a StaticRouter (ssr/entry-server.tsx).
import { type DehydratedState, hydrate, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from './query-client';
import { AppRoutes } from './router';

/** `dehydratedState`: the query cache a server-rendered page was rendered with. */
export function App({ dehydratedState }: { dehydratedState?: DehydratedState } = {}) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    if (dehydratedState) hydrate(client, dehydratedState);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  );
}

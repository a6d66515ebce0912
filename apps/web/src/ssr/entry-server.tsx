// The server renderer of the public pages: the same routes and components as the browser, rendered
// with React's server renderer (prerender waits for lazy routes and suspending queries), so a public
// page's HTML already holds its content, head and status. The browser then hydrates it (main.tsx)
// with the query cache the server filled, so both render the same tree.

import { type DehydratedState, dehydrate, QueryClientProvider } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { createQueryClient } from '../app/query-client';
import { AppRoutes } from '../app/router';
import { sessionQueryKey } from '../lib/session';
import { type PageMeta, PageMetaCollector, PageMetaProvider } from './page-meta';

export { headHtml } from './page-meta';

export interface RenderRequest {
  /** Path and query of the page. */
  url: string;
  /** The visitor's session as GET /api/auth/session answers it (user null when signed out). */
  session: unknown;
  /** Answers the page's API calls in-process, with the visitor's cookie. */
  fetch: (path: string, init: RequestInit) => Promise<Response>;
}

export interface RenderResult {
  html: string;
  meta: PageMeta | null;
  state: DehydratedState;
}

/** Marks a Suspense boundary that was still pending when the shell was written. */
const PENDING_BOUNDARY = '<!--$?-->';
const MAX_PASSES = 3;

/**
 * One render at a time: the API hook is process-wide, and a page's queries must reach the server
 * with its own visitor's cookie.
 */
let queue: Promise<unknown> = Promise.resolve();

export function render(request: RenderRequest): Promise<RenderResult> {
  const run = queue.then(async () => {
    const queryClient = createQueryClient();
    const signedOut = (request.session as { user?: unknown } | null)?.user == null;
    queryClient.setQueryData(sessionQueryKey, signedOut ? null : request.session);
    const collector = new PageMetaCollector();
    globalThis.__CONFETTI_SERVER_FETCH__ = request.fetch;
    try {
      const tree = (
        <QueryClientProvider client={queryClient}>
          <PageMetaProvider collector={collector}>
            <StaticRouter location={request.url}>
              <AppRoutes />
            </StaticRouter>
          </PageMetaProvider>
        </QueryClientProvider>
      );
      // A boundary that suspended (a lazy route loading, a query fetching) is sent as a placeholder
      // plus an inline script that swaps the content in, which the CSP rightly blocks. The first pass
      // loads the code and fills the query cache; a second pass then renders everything in place.
      let html = '';
      for (let pass = 0; pass < MAX_PASSES; pass++) {
        // Large boundaries would also be sent out of line (progressive chunking): not for a page
        // that is rendered complete.
        const { prelude } = await prerender(tree, { progressiveChunkSize: Number.POSITIVE_INFINITY });
        html = await new Response(prelude).text();
        if (!html.includes(PENDING_BOUNDARY)) break;
      }
      return { html, meta: collector.meta, state: dehydrate(queryClient) };
    } finally {
      globalThis.__CONFETTI_SERVER_FETCH__ = undefined;
      queryClient.clear();
    }
  });
  queue = run.catch(() => {});
  return run;
}

// The blog's REST calls (GET /api/news, GET /api/news/{slug}) as suspending queries: the server renders
// the pages with their data (ssr/entry-server.tsx), and the browser hydrates with the same cache.
import { useSuspenseQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { namesNoRecord } from '../../lib/found-or-not';

export interface PostSummary {
  slug: string;
  title: string;
  excerpt: string;
  cover_image: string;
  published_at: string;
  tags: string[];
}

export interface Post extends PostSummary {
  body: string;
}

export interface NewsPage {
  posts: PostSummary[];
  total: number;
  page: number;
  limit: number;
}

export const NEWS_PAGE_SIZE = 12;

export function useNewsPage(page: number) {
  return useSuspenseQuery({
    queryKey: ['news', page],
    queryFn: ({ signal }) => api.get<NewsPage>(`/api/news?page=${page}&limit=${NEWS_PAGE_SIZE}`, { signal }),
  });
}

/** The article, or null when there is none at that address (the page then answers 404). */
export function useArticle(slug: string) {
  return useSuspenseQuery({
    queryKey: ['news-article', slug],
    queryFn: async ({ signal }) => {
      try {
        return await api.get<Post>(`/api/news/${encodeURIComponent(slug)}`, { signal });
      } catch (error) {
        if (namesNoRecord(error)) return null;
        throw error;
      }
    },
  });
}

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "November 17, 2026" from a yyyy-mm-dd date, the same on the server and in every browser. */
export function formatPublished(date: string): string {
  return DATE_FORMAT.format(new Date(`${date}T00:00:00Z`));
}

/** About 230 words a minute. */
export function readingMinutes(markdown: string): number {
  return Math.max(1, Math.round(markdown.split(/\s+/).filter(Boolean).length / 230));
}

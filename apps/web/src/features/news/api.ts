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

/** A page of articles, newest first; with `tag`, of the articles tagged so. */
export function useNewsPage(page: number, tag: string | null = null) {
  return useSuspenseQuery({
    queryKey: ['news', page, tag],
    queryFn: ({ signal }) => api.get<NewsPage>(newsPagePath(page, tag), { signal }),
  });
}

function newsPagePath(page: number, tag: string | null): string {
  const query = new URLSearchParams({ page: String(page), limit: String(NEWS_PAGE_SIZE) });
  if (tag !== null) query.set('tag', tag);
  return `/api/news?${query}`;
}

/** The blog's list of the articles tagged `tag` (its `page`, when past the first). */
export function tagPath(tag: string, page = 1): string {
  const query = new URLSearchParams({ tag });
  if (page > 1) query.set('page', String(page));
  return `/news?${query}`;
}

/** The longest tag GET /api/news takes: a longer one cannot name any article. */
export const TAG_MAX_LENGTH = 50;

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

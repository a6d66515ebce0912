// The wedding blog (spec §1, §2 /news): GET /api/news (newest first, paged) and GET /api/news/{slug}.
// Public; the /news pages are server-rendered from these same calls.

import type { Database } from '@confetti/db';
import { Hono } from 'hono';
import { type Kysely, type Selectable, sql } from 'kysely';
import { z } from 'zod';
import type { AppEnv } from '../../context';
import { AppError } from '../../errors';
import type { SitemapSource } from '../../http/sitemap';
import type { RouteDoc } from '../../openapi/registry';
import { parseParams, parseQuery } from '../../validation';
import { wholeNumberQuery } from '../query-numbers';

export const NewsQuery = z.object({
  page: wholeNumberQuery('page', 1, 10_000).default(1),
  limit: wholeNumberQuery('limit', 1, 50).default(12),
  tag: z.string().trim().min(1).max(50).optional(),
});
// Not trimmed: `/news/<slug>%20` is not the article's address, so it is not found (the page that
// asked would otherwise show the article at an address with a canonical pointing at itself).
const SlugParams = z.object({ slug: z.string().min(1).max(200) });

const PostSummary = z.object({
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  cover_image: z.string(),
  published_at: z.string(),
  tags: z.array(z.string()),
});
const PostAnswer = PostSummary.extend({ body: z.string() });
const NewsPage = z.object({
  posts: z.array(PostSummary),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

type PostRow = Selectable<Database['posts']>;

function summary(row: Omit<PostRow, 'body' | 'updated_at'>) {
  return {
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    cover_image: row.cover_image,
    published_at: row.published_at,
    tags: row.tags,
  };
}

export const newsRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const query = parseQuery(c, NewsQuery);
    const db = c.get('deps').db;
    let base = db.selectFrom('posts');
    // A tag as people type it: ?tag=run%20of%20show finds "Run of Show".
    const tag = query.tag;
    if (tag)
      base = base.where(
        sql<boolean>`exists (select 1 from unnest(tags) as t where lower(t) = lower(${tag}))`,
      );
    const [rows, count] = await Promise.all([
      base
        .select(['slug', 'title', 'excerpt', 'cover_image', 'published_at', 'tags'])
        .orderBy('published_at', 'desc')
        .orderBy('slug')
        .limit(query.limit)
        .offset((query.page - 1) * query.limit)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    c.header('Cache-Control', 'public, max-age=300');
    return c.json({ posts: rows.map(summary), total: Number(count.n), page: query.page, limit: query.limit });
  })
  .get('/:slug', async (c) => {
    const { slug } = parseParams(c, SlugParams);
    const row = await c
      .get('deps')
      .db.selectFrom('posts')
      .selectAll()
      .where('slug', '=', slug)
      .executeTakeFirst();
    if (!row) throw AppError.notFound('No article at this address.');
    c.header('Cache-Control', 'public, max-age=300');
    return c.json({ ...summary(row), body: row.body });
  });

export const newsDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/news/',
    summary: 'Wedding blog articles, newest first',
    tags: ['news'],
    query: NewsQuery,
    responses: { 200: { description: 'One page of articles', schema: NewsPage } },
  },
  {
    method: 'get',
    path: '/api/news/{slug}',
    summary: 'One article, with its Markdown body',
    tags: ['news'],
    params: SlugParams,
    responses: {
      200: { description: 'The article', schema: PostAnswer },
      404: { description: 'No such article' },
    },
  },
];

/** Every article in the sitemap. */
export const newsSitemap: SitemapSource = async (db: Kysely<Database>) =>
  (await db.selectFrom('posts').select(['slug', 'published_at', 'updated_at']).execute()).map((p) => ({
    path: `/news/${p.slug}`,
    lastModified: p.published_at,
  }));

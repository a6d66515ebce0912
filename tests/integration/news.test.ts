// The wedding blog's API (GET /api/news, GET /api/news/{slug}) and the sitemap that lists articles.
import { BLOG_POSTS } from '@confetti/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableDialects } from '../support/databases';
import { startTestServer, type TestServer } from '../support/server';

const dialects = await availableDialects();

describe.each(dialects)('the wedding blog on %s', (dialect) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(dialect);
  });
  afterAll(async () => {
    await t.stop();
  });

  it('ships at least six articles of 600 words or more', () => {
    expect(BLOG_POSTS.length).toBeGreaterThanOrEqual(6);
    for (const post of BLOG_POSTS)
      expect(post.body.split(/\s+/).length, post.slug).toBeGreaterThanOrEqual(600);
  });

  it('lists articles newest first, one page at a time, to anyone', async () => {
    const res = await fetch(`${t.url}/api/news?limit=4`);
    expect(res.status).toBe(200);
    const page = await res.json();
    expect(page.total).toBe(BLOG_POSTS.length);
    expect(page.posts).toHaveLength(4);
    const dates = page.posts.map((p: { published_at: string }) => p.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(page.posts[0]).not.toHaveProperty('body');
    const second = await (await fetch(`${t.url}/api/news?limit=4&page=2`)).json();
    expect(second.posts).toHaveLength(BLOG_POSTS.length - 4);
    const all = [...page.posts, ...second.posts].map((p: { slug: string }) => p.slug);
    expect(new Set(all).size).toBe(BLOG_POSTS.length);
  });

  it('filters by tag', async () => {
    const page = await (await fetch(`${t.url}/api/news?tag=Seating`)).json();
    expect(page.posts.map((p: { slug: string }) => p.slug)).toEqual(['wedding-seating-chart-tips']);
    // As people type it, in any case.
    const typed = await (await fetch(`${t.url}/api/news?tag=run%20of%20SHOW`)).json();
    expect(typed.posts.map((p: { tags: string[] }) => p.tags)).toEqual([['Run of Show', 'Wedding Day']]);
    expect(typed.total).toBe(1);
    const none = await (await fetch(`${t.url}/api/news?tag=Honeymoon`)).json();
    expect(none).toMatchObject({ posts: [], total: 0 });
  });

  it('answers one article with its Markdown body, and 404 for an unknown slug', async () => {
    const post = await (await fetch(`${t.url}/api/news/wedding-budget-by-category`)).json();
    expect(post.title).toContain('19 Vendor Categories');
    expect(post.body).toContain('| Venues | 30% |');
    const missing = await fetch(`${t.url}/api/news/no-such-article`);
    expect(missing.status).toBe(404);
    expect((await missing.json()).detail).toEqual(expect.any(String));
  });

  it('answers 404 for an article’s slug with a space before or after it: that is not its address', async () => {
    for (const slug of [
      'wedding-registry-etiquette%20',
      '%20wedding-registry-etiquette',
      'wedding-registry-etiquette%0A',
    ]) {
      const res = await fetch(`${t.url}/api/news/${slug}`);
      expect(res.status, slug).toBe(404);
    }
    expect((await fetch(`${t.url}/api/news/wedding-registry-etiquette`)).status).toBe(200);
  });

  it('answers bad paging with a 422 detail list', async () => {
    for (const qs of ['page=0', 'page=abc', 'limit=500', 'limit=-1', 'page=0x10', 'page=1e1', 'page=%205']) {
      const res = await fetch(`${t.url}/api/news?${qs}`);
      expect(res.status, qs).toBe(422);
      const { detail } = await res.json();
      expect(Array.isArray(detail)).toBe(true);
      // One sentence with the range, whatever was wrong ('0x10' used to be read as page 16).
      const name = qs.split('=')[0];
      expect(detail[0].msg, qs).toBe(
        name === 'page' ? 'page is a whole number from 1 to 10000.' : 'limit is a whole number from 1 to 50.',
      );
    }
  });

  it('lists every article, and the gift catalog, in the sitemap', async () => {
    const xml = await (await fetch(`${t.url}/sitemap.xml`)).text();
    for (const post of BLOG_POSTS) expect(xml).toContain(`/news/${post.slug}</loc>`);
    const products = await t.database.handle.db.selectFrom('marketplace_products').select('slug').execute();
    expect(products.length).toBeGreaterThanOrEqual(200);
    for (const { slug } of products)
      expect(xml).toMatch(new RegExp(`/registry/[a-z0-9-]+/[a-z0-9-]+/${slug}</loc>`));
  });
});

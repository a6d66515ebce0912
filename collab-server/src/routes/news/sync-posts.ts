// The blog's articles ship with the product (@confetti/catalog); on start-up the posts table is made to
// hold exactly them, so an edited or new article reaches every deployment with the code.
import { BLOG_POSTS } from '@confetti/catalog';
import type { Database } from '@confetti/db';
import type { Kysely } from 'kysely';

export async function syncBlogPosts(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const post of BLOG_POSTS) {
      const row = {
        slug: post.slug,
        title: post.title,
        excerpt: post.excerpt,
        body: post.body,
        cover_image: post.coverImage,
        published_at: post.publishedAt,
        tags: post.tags,
      };
      const { slug: _slug, ...fields } = row;
      await trx
        .insertInto('posts')
        .values(row)
        .onConflict((oc) => oc.column('slug').doUpdateSet({ ...fields, updated_at: new Date() }))
        .execute();
    }
    const slugs = BLOG_POSTS.map((p) => p.slug);
    await trx.deleteFrom('posts').where('slug', 'not in', slugs).execute();
  });
}

// The public gift catalog in the sitemap: every category, subcategory and product page.
import type { SitemapSource } from '../../http/sitemap';

export const catalogSitemap: SitemapSource = async (db) => {
  const [categories, products] = await Promise.all([
    db
      .selectFrom('marketplace_categories as sub')
      .leftJoin('marketplace_categories as top', 'top.id', 'sub.parent_id')
      .select(['sub.slug as slug', 'top.slug as parent'])
      .execute(),
    db
      .selectFrom('marketplace_products as p')
      .innerJoin('marketplace_categories as c', 'c.id', 'p.category_id')
      .innerJoin('marketplace_categories as s', 's.id', 'p.subcategory_id')
      .select(['p.slug as slug', 'c.slug as category', 's.slug as subcategory'])
      .orderBy('p.slug')
      .execute(),
  ]);
  return [
    ...categories.map((c) => ({
      path: c.parent ? `/registry/${c.parent}/${c.slug}` : `/registry/${c.slug}`,
    })),
    ...products.map((p) => ({ path: `/registry/${p.category}/${p.subcategory}/${p.slug}` })),
  ];
};

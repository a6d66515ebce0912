// The public directory in the sitemap: every published listing's page, and every category, state
// and city page that has at least one published listing (an empty browse page is not worth crawling).
import { vendorCategoryByApiCategory } from '@confetti/catalog';
import type { SitemapEntry, SitemapSource } from '../../http/sitemap';

export const directorySitemap: SitemapSource = async (db) => {
  const rows = await db
    .selectFrom('directory_listings')
    .select(['path', 'category', 'state', 'city_slug', 'updated_at'])
    .where('published', '=', true)
    .orderBy('path')
    .execute();
  const browse = new Map<string, string>();
  const listings: SitemapEntry[] = [];
  const newer = (path: string, at: string) => {
    const seen = browse.get(path);
    if (!seen || seen < at) browse.set(path, at);
  };
  for (const row of rows) {
    const category = vendorCategoryByApiCategory(row.category);
    if (!category) continue;
    const at = new Date(row.updated_at).toISOString();
    const state = row.state.toLowerCase();
    newer(`/wedding-vendors/${category.slug}`, at);
    newer(`/wedding-vendors/${category.slug}/${state}`, at);
    newer(`/wedding-vendors/${category.slug}/${state}/${row.city_slug}`, at);
    listings.push({ path: row.path, lastModified: at });
  }
  return [
    ...[...browse]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([path, lastModified]) => ({ path, lastModified })),
    ...listings,
  ];
};

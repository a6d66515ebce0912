// Writes the marketplace catalog (packages/catalog) into its tables at start-up, so search, categories
// and registries read it with SQL on PGlite and Postgres alike. Upserts by id: running it on every
// start keeps the tables equal to the catalog without touching commissions that point at products.
import {
  MARKETPLACE_CATEGORIES,
  MARKETPLACE_PRODUCTS,
  MARKETPLACE_RETAILERS,
} from '@confetti/catalog/marketplace';
import type { Database } from '@confetti/db';
import { type Kysely, sql } from 'kysely';

export async function syncMarketplaceCatalog(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('marketplace_retailers')
      .values(
        MARKETPLACE_RETAILERS.map((r) => ({
          id: r.id,
          name: r.name,
          slug: r.id,
          description: r.description,
          commission_rate: r.commissionRate,
        })),
      )
      .onConflict((oc) =>
        oc.column('id').doUpdateSet({
          name: sql`excluded.name`,
          description: sql`excluded.description`,
          commission_rate: sql`excluded.commission_rate`,
        }),
      )
      .execute();
    // Parents first, for the parent_id reference.
    const ordered = [...MARKETPLACE_CATEGORIES].sort(
      (a, b) => Number(a.parentId !== null) - Number(b.parentId !== null),
    );
    await trx
      .insertInto('marketplace_categories')
      .values(
        ordered.map((c) => ({
          id: c.id,
          parent_id: c.parentId,
          name: c.name,
          slug: c.slug,
          description: c.description,
          position: c.position,
        })),
      )
      .onConflict((oc) =>
        oc.column('id').doUpdateSet({
          parent_id: sql`excluded.parent_id`,
          name: sql`excluded.name`,
          slug: sql`excluded.slug`,
          description: sql`excluded.description`,
          position: sql`excluded.position`,
        }),
      )
      .execute();
    await trx
      .insertInto('marketplace_products')
      .values(
        MARKETPLACE_PRODUCTS.map((p) => ({
          id: p.id,
          slug: p.slug,
          name: p.name,
          description: p.description,
          price: p.price,
          image_url: p.imageUrl,
          retailer_id: p.retailerId,
          category_id: p.categoryId,
          subcategory_id: p.subcategoryId,
          wedding_relevant: p.weddingRelevant,
          styles: p.styles,
          popularity: p.popularity,
          created_at: p.createdAt,
        })),
      )
      .onConflict((oc) =>
        oc.column('id').doUpdateSet({
          slug: sql`excluded.slug`,
          name: sql`excluded.name`,
          description: sql`excluded.description`,
          price: sql`excluded.price`,
          image_url: sql`excluded.image_url`,
          retailer_id: sql`excluded.retailer_id`,
          category_id: sql`excluded.category_id`,
          subcategory_id: sql`excluded.subcategory_id`,
          wedding_relevant: sql`excluded.wedding_relevant`,
          styles: sql`excluded.styles`,
          popularity: sql`excluded.popularity`,
          created_at: sql`excluded.created_at`,
        }),
      )
      .execute();
  });
}

// The marketplace catalog as rows: categories (with their subcategories as children), retailers and
// products, all derived from catalog-data.ts. The server writes these into its tables at start-up;
// the web app reads them through the API.
import { CATEGORY_DATA, type ProductIcon, type ProductStyle, RETAILERS } from './catalog-data';

export interface MarketplaceCategory {
  id: string;
  parentId: string | null;
  name: string;
  slug: string;
  description: string;
  position: number;
}

export interface MarketplaceProduct {
  id: string;
  slug: string;
  name: string;
  description: string;
  price: number;
  imageUrl: string;
  retailerId: string;
  categoryId: string;
  subcategoryId: string;
  weddingRelevant: boolean;
  styles: ProductStyle[];
  popularity: number;
  createdAt: string;
  icon: ProductIcon;
  hue: number;
}

export { RETAILERS as MARKETPLACE_RETAILERS };

/** Where a product's generated picture is served. */
export function productImageUrl(productId: string): string {
  return `/api/marketplace/images/${productId}.svg`;
}

function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A stable small number from text, so "popular" orders the same on every run. */
function stableHash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

function build() {
  const categories: MarketplaceCategory[] = [];
  const products: MarketplaceProduct[] = [];
  const retailerName = new Map(RETAILERS.map((r) => [r.id, r.name]));
  const catalogStart = Date.UTC(2025, 0, 1);
  CATEGORY_DATA.forEach((category, ci) => {
    categories.push({
      id: category.slug,
      parentId: null,
      name: category.name,
      slug: category.slug,
      description: category.description,
      position: ci,
    });
    category.subcategories.forEach((sub, si) => {
      const subId = `${category.slug}-${sub.slug}`;
      categories.push({
        id: subId,
        parentId: category.slug,
        name: sub.name,
        slug: sub.slug,
        description: '',
        position: si,
      });
      sub.products.forEach(([name, price, detail], pi) => {
        const slug = slugOf(name);
        products.push({
          id: slug,
          slug,
          name,
          description: `${detail} From ${sentenceEnd(retailerName.get(sub.retailer) ?? sub.retailer)}`,
          price,
          imageUrl: productImageUrl(slug),
          retailerId: sub.retailer,
          categoryId: category.slug,
          subcategoryId: subId,
          weddingRelevant: sub.weddingRelevant,
          styles: [...sub.styles],
          popularity: stableHash(slug) % 1000,
          // Spread over the catalog's first year (2025), all in the past: "newest" has an order.
          createdAt: new Date(catalogStart + ((products.length * 37 + pi) % 365) * 86_400_000).toISOString(),
          icon: sub.icon,
          hue: (category.hue + si * 14 + pi * 5) % 360,
        });
      });
    });
  });
  return { categories, products };
}

const CATALOG = build();

export const MARKETPLACE_CATEGORIES: readonly MarketplaceCategory[] = CATALOG.categories;
export const MARKETPLACE_PRODUCTS: readonly MarketplaceProduct[] = CATALOG.products;

const BY_ID = new Map(MARKETPLACE_PRODUCTS.map((p) => [p.id, p]));

export function marketplaceProductById(id: string): MarketplaceProduct | undefined {
  return BY_ID.get(id);
}

/** "Maple & Co." ends a sentence as it is; any other name gets its period. */
function sentenceEnd(name: string): string {
  return name.endsWith('.') ? name : `${name}.`;
}

import { describe, expect, it } from 'vitest';
import { MARKETPLACE_CATEGORIES, MARKETPLACE_PRODUCTS, MARKETPLACE_RETAILERS } from './catalog';
import { productImageSvg } from './product-image';

describe('marketplace catalog', () => {
  it('ends every product description with one period, also after a retailer named "Co."', () => {
    for (const product of MARKETPLACE_PRODUCTS) expect(product.description).not.toMatch(/\.\.$/);
    expect(MARKETPLACE_PRODUCTS.some((p) => p.description.endsWith('Co.'))).toBe(true);
  });

  it('dates every product in the past (2025), on enough different days for "newest" to mean something', () => {
    const days = new Set(MARKETPLACE_PRODUCTS.map((p) => p.createdAt.slice(0, 10)));
    for (const product of MARKETPLACE_PRODUCTS) {
      expect(product.createdAt >= '2025-01-01' && product.createdAt < '2026-01-01', product.slug).toBe(true);
    }
    expect(days.size).toBeGreaterThan(100);
  });

  it('has at least 200 products in at least 6 categories, each with subcategories', () => {
    expect(MARKETPLACE_PRODUCTS.length).toBeGreaterThanOrEqual(200);
    const top = MARKETPLACE_CATEGORIES.filter((c) => c.parentId === null);
    expect(top.length).toBeGreaterThanOrEqual(6);
    for (const category of top) {
      expect(MARKETPLACE_CATEGORIES.filter((c) => c.parentId === category.id).length).toBeGreaterThan(1);
    }
  });

  it('gives every product a unique slug, a known retailer and subcategory, and a local picture', () => {
    const slugs = new Set(MARKETPLACE_PRODUCTS.map((p) => p.slug));
    expect(slugs.size).toBe(MARKETPLACE_PRODUCTS.length);
    const retailers = new Set(MARKETPLACE_RETAILERS.map((r) => r.id));
    const subcategories = new Map(MARKETPLACE_CATEGORIES.map((c) => [c.id, c.parentId]));
    for (const product of MARKETPLACE_PRODUCTS) {
      expect(product.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(retailers.has(product.retailerId)).toBe(true);
      expect(subcategories.get(product.subcategoryId)).toBe(product.categoryId);
      expect(product.imageUrl).toMatch(/^\/api\/marketplace\/images\/[a-z0-9-]+\.svg$/);
      expect(product.price).toBeGreaterThan(0);
    }
  });

  it('draws each picture as a self-contained SVG that escapes the product name', () => {
    const svg = productImageSvg({ name: 'A <b>"bold"</b> gift', icon: 'pot', hue: 10 });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).not.toContain('<b>');
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
  });
});

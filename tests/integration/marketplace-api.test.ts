// The product marketplace over REST (issue 17, spec §7 Marketplace): a seeded catalog of 200+
// products searched with Postgres full text (PGlite too), the category tree, adding products to a
// registry, suggestions with reasons, retailers, commission tracking and admin-only analytics.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidateAccessCache } from '../../collab-server/src/auth/access-cache';
import { availableDialects } from '../support/databases';
import { startTestServer, type TestClient, type TestServer } from '../support/server';

const dialects = await availableDialects();

describe.each(dialects)('marketplace API on %s', (dialect) => {
  let t: TestServer;
  let owner: TestClient;
  let userId: string;
  let registryId: string;

  beforeAll(async () => {
    t = await startTestServer(dialect);
    owner = t.client();
    await owner.signUpConfirmed(t, 'market-owner@example.com');
    userId = (await owner.json('/api/auth/session')).user.id;
    registryId = (
      await owner.json('/api/registry/', { method: 'POST', json: { user_id: userId, title: 'Ours' } })
    ).id;
  });
  afterAll(async () => {
    await t.stop();
  });

  const search = (qs: string) => t.client().request(`/api/marketplace/products/search?${qs}`);

  it('carries at least 200 products in at least 6 categories, each with subcategories', async () => {
    const tree = await t.client().json('/api/marketplace/categories');
    expect(tree.length).toBeGreaterThanOrEqual(6);
    for (const category of tree) {
      expect(category.subcategories.length).toBeGreaterThan(1);
      expect(category.product_count).toBe(
        category.subcategories.reduce((s: number, c: { product_count: number }) => s + c.product_count, 0),
      );
    }
    const all = await (await search('limit=1')).json();
    expect(all.total).toBeGreaterThanOrEqual(200);
  });

  it('finds products by words and word beginnings, best match first', async () => {
    const dutch = await (await search('query=dutch%20oven')).json();
    expect(dutch.products[0].name).toBe('Enamelled Cast Iron Dutch Oven');
    const prefix = await (await search('query=champ')).json();
    expect(prefix.products.map((p: { name: string }) => p.name)).toContain('Crystal Champagne Flutes, Pair');
    const none = await (await search('query=zzzqqq')).json();
    expect(none).toEqual({ products: [], total: 0, page: 1, limit: 20 });
    // A search with nothing searchable in it matches nothing, not the whole catalog.
    for (const punctuation of ['%25', '_', '%26%26%26', '%5C'])
      expect((await (await search(`query=${punctuation}`)).json()).total, punctuation).toBe(0);
    // Blank is no search at all: the catalog.
    expect((await (await search('query=%20%20')).json()).total).toBeGreaterThan(0);
  });

  it('filters by category, price and wedding relevance, sorts and pages', async () => {
    const kitchen = await (await search('category_id=kitchen&limit=100')).json();
    expect(kitchen.products.every((p: { category_id: string }) => p.category_id === 'kitchen')).toBe(true);
    const sub = await (await search('category_id=kitchen-cookware&limit=100')).json();
    expect(sub.total).toBeLessThan(kitchen.total);
    const cheap = await (await search('min_price=20&max_price=50&sort_by=price_asc&limit=100')).json();
    const prices = cheap.products.map((p: { price: number }) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices.every((p: number) => p >= 20 && p <= 50)).toBe(true);
    const desc = await (await search('sort_by=price_desc&limit=3')).json();
    expect(desc.products[0].price).toBeGreaterThanOrEqual(desc.products[2].price);
    const relevant = await (await search('wedding_relevant_only=true&limit=100')).json();
    expect(relevant.products.every((p: { wedding_relevant: boolean }) => p.wedding_relevant)).toBe(true);
    const page1 = await (await search('sort_by=newest&limit=10&page=1')).json();
    const page2 = await (await search('sort_by=newest&limit=10&page=2')).json();
    expect(page2.page).toBe(2);
    expect(page1.products.map((p: { id: string }) => p.id)).not.toContain(page2.products[0].id);
    expect(page1.total).toBe(page2.total);
  });

  it('answers bad search parameters with 422 naming them', async () => {
    for (const [qs, field] of [
      ['page=0', 'page'],
      ['limit=101', 'limit'],
      ['limit=0', 'limit'],
      ['sort_by=cheapest', 'sort_by'],
      ['min_price=abc', 'min_price'],
      ['min_price=50&max_price=10', 'min_price'],
    ]) {
      const res = await search(qs!);
      expect(res.status, qs).toBe(422);
      const detail = (await res.json()).detail as Array<{ loc: string[] }>;
      expect(
        detail.some((d) => d.loc.includes(field!)),
        `${qs} ${JSON.stringify(detail)}`,
      ).toBe(true);
    }
  });

  it('says in one sentence what a number may be: a negative price, a page too far or too large', async () => {
    for (const [qs, message] of [
      ['min_price=-5', 'min_price is an amount in dollars from 0 to 1000000000, such as 25 or 19.99.'],
      ['max_price=-1', 'max_price is an amount in dollars from 0 to 1000000000, such as 25 or 19.99.'],
      ['page=-1', 'page is a whole number from 1 to 10000.'],
      ['page=999999999999999999', 'page is a whole number from 1 to 10000.'],
      ['limit=1000', 'limit is a whole number from 1 to 100.'],
    ]) {
      const res = await search(qs!);
      expect(res.status, qs).toBe(422);
      const detail = (await res.json()).detail as Array<{ msg: string }>;
      expect(
        detail.map((d) => d.msg),
        qs,
      ).toEqual([message]);
    }
    const suggestions = await t.client().request('/api/marketplace/suggestions/registry?guest_count=-3');
    expect((await suggestions.json()).detail.map((d: { msg: string }) => d.msg)).toEqual([
      'guest_count is a whole number from 0 to 100000.',
    ]);
  });

  it('shows one product by id or slug, with its local picture', async () => {
    const product = await t.client().json('/api/marketplace/products/tilt-head-stand-mixer');
    expect(product).toMatchObject({ name: 'Tilt-Head Stand Mixer', price: 449, category_slug: 'kitchen' });
    expect(product.image_url).toBe('/api/marketplace/images/tilt-head-stand-mixer.svg');
    const picture = await t.client().request(product.image_url);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toContain('image/svg+xml');
    expect(await picture.text()).toContain('<svg');
    expect((await t.client().request('/api/marketplace/products/no-such-thing')).status).toBe(404);
    expect((await t.client().request('/api/marketplace/images/no-such-thing.svg')).status).toBe(404);
  });

  it('adds a product to a registry, and asks for more when it is added again', async () => {
    const add = () =>
      owner.request(`/api/marketplace/registry/add-product?user_id=${userId}`, {
        method: 'POST',
        json: { product_id: 'chef-knife', registry_id: registryId },
      });
    const first = await add();
    expect(first.status).toBe(201);
    const item = await first.json();
    expect(item).toMatchObject({
      name: 'Chef Knife',
      price: 165,
      quantity: 1,
      product_id: 'chef-knife',
      category: 'Kitchen',
      image_url: '/api/marketplace/images/chef-knife.svg',
      remaining: 1,
    });
    const second = await (await add()).json();
    expect(second).toMatchObject({ id: item.id, quantity: 2 });
    const missing = await owner.request(`/api/marketplace/registry/add-product?user_id=${userId}`, {
      method: 'POST',
      json: { product_id: 'chef-knife', registry_id: 'not-mine' },
    });
    expect(missing.status).toBe(404);
    const anonymous = await t.client().request('/api/marketplace/registry/add-product', {
      method: 'POST',
      json: { product_id: 'chef-knife', registry_id: registryId },
    });
    expect(anonymous.status).toBe(401);
  });

  it('suggests at least five products for a wedding, each with its reason', async () => {
    const { suggestions } = await t
      .client()
      .json(
        '/api/marketplace/suggestions/registry?budget=30000&guest_count=150&wedding_style=Garden&location=Napa%2C%20CA',
      );
    expect(suggestions.length).toBeGreaterThanOrEqual(5);
    for (const s of suggestions) {
      expect(s.reason).toEqual(expect.any(String));
      expect(s.image_url).toMatch(/^\/api\/marketplace\/images\//);
    }
    expect(suggestions.some((s: { reason: string }) => s.reason === 'Suits a Garden wedding.')).toBe(true);
    expect((await t.client().request('/api/marketplace/suggestions/registry?guest_count=many')).status).toBe(
      422,
    );
    // Four hundred nines read as Infinity: refused with the limit, not answered as a budget.
    const endless = await t
      .client()
      .request(`/api/marketplace/suggestions/registry?budget=${'9'.repeat(400)}`);
    expect(endless.status).toBe(422);
    expect(JSON.stringify(await endless.json())).toContain(
      'budget is an amount in dollars from 0 to 1000000000, such as 25 or 19.99.',
    );
  });

  it('lists the retailers and tracks clicks and purchases for commissions, admins alone seeing the figures', async () => {
    const retailers = await t.client().json('/api/marketplace/vendors');
    expect(retailers.length).toBeGreaterThanOrEqual(6);
    expect(retailers.every((r: { product_count: number }) => r.product_count > 0)).toBe(true);
    const click = await t.client().request('/api/marketplace/commissions/track', {
      method: 'POST',
      json: { product_id: 'chef-knife', registry_id: registryId, event_type: 'click' },
    });
    expect(click.status).toBe(201);
    expect((await click.json()).commission_amount).toBe(0);
    const sale = await t.client().json('/api/marketplace/commissions/track', {
      method: 'POST',
      json: { product_id: 'chef-knife', event_type: 'purchase' },
    });
    expect(sale.commission_amount).toBe(13.2); // 8% of $165
    // Anyone may say a guest bought it, but not for how much: that counts at the product's price.
    const forged = await t.client().json('/api/marketplace/commissions/track', {
      method: 'POST',
      json: { product_id: 'chef-knife', event_type: 'purchase', sale_amount: 1_000_000_000 },
    });
    expect(forged.commission_amount).toBe(13.2);
    const bad = await t.client().request('/api/marketplace/commissions/track', {
      method: 'POST',
      json: { product_id: 'nothing', event_type: 'click' },
    });
    expect(bad.status).toBe(422);

    expect((await t.client().request('/api/marketplace/analytics')).status).toBe(401);
    expect((await owner.request('/api/marketplace/analytics')).status).toBe(403);
    await t.database.handle.db
      .updateTable('users')
      .set({ is_admin: true })
      .where('id', '=', userId)
      .execute();
    // A change made outside the server reaches its few-second session cache like this (issue 21).
    invalidateAccessCache({ userId });
    const figures = await owner.json('/api/marketplace/analytics?days=7');
    expect(figures).toMatchObject({ days: 7, clicks: 1, purchases: 2, sales: 330, commission: 26.4 });
    expect(figures.top_products[0]).toMatchObject({ product_id: 'chef-knife', clicks: 1, purchases: 2 });
    // An admin enters a retailer's reported amount as it was.
    const reported = await owner.json('/api/marketplace/commissions/track', {
      method: 'POST',
      json: { product_id: 'chef-knife', event_type: 'purchase', sale_amount: 330 },
    });
    expect(reported.commission_amount).toBe(26.4);
    expect((await owner.request('/api/marketplace/analytics?days=0')).status).toBe(422);
  });
});

// The directory API of issue 18: listings are `listing` documents projected into directory_listings.
// Every rule and permission: vendors create (a couple gets 403), the listing's team edits (another
// vendor 403), only the owner or an admin deletes, drafts are hidden from everyone else, search
// filters and pages, bad input answers 422 with `detail`, a REST write reaches an open listing
// socket live, and a socket edit reaches the projected row. On PGlite and Postgres.

import { utimes } from 'node:fs/promises';
import { API_DOCS, sweepOrphanListingPhotos } from '@confetti/collab-server';
import type { Database } from '@confetti/db';
import { listingMap, readListing, updateListing } from '@confetti/plan';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_VENDOR_ACCOUNT, seedDirectoryIfEmpty } from '../../collab-server/src/seed/directory';
import { DEMO_ACCOUNT } from '../../collab-server/src/seed/index';
import { signUp, userIdOf } from '../support/accounts';
import { availableDialects } from '../support/databases';
import { startTestServer, type TestClient, type TestServer } from '../support/server';
import { connectPlan, eventually, rawSocket } from '../support/sync-client';

const dialects = await availableDialects();

const put = (client: TestClient, path: string, json: unknown) =>
  client.request(path, { method: 'PUT', json });
const del = (client: TestClient, path: string) => client.request(path, { method: 'DELETE' });

const ROSEWOOD = {
  business_name: 'Rosewood Estate',
  category: 'venue',
  city: 'Austin',
  state: 'tx',
  description: 'A restored 1890s estate with a garden ceremony lawn under live oaks.',
  price_range: '$$$',
  email: 'events@rosewood.example.com',
  phone: '(512) 555-0142',
  website: 'https://rosewood.example.com',
  services: ['Ceremony lawn', 'Reception barn', 'Bridal suite'],
  published: true,
};

describe.each(dialects)('directory API on %s', (dialect) => {
  let t: TestServer;
  let db: Kysely<Database>;
  let vendor: TestClient;
  let editor: TestClient;
  let otherVendor: TestClient;
  let couple: TestClient;
  let admin: TestClient;
  let anon: TestClient;
  let vendorId: string;
  let otherVendorId: string;
  let listing: any;
  let draft: any;

  beforeAll(async () => {
    t = await startTestServer(dialect);
    db = t.database.handle.db;
    vendor = await signUp(t, 'rosewood@example.com', 'vendor');
    editor = await signUp(t, 'assistant@example.com', 'vendor');
    otherVendor = await signUp(t, 'rival@example.com', 'vendor');
    couple = await signUp(t, 'olivia@example.com', 'couple');
    admin = await signUp(t, 'admin@example.com', 'couple');
    await db.updateTable('users').set({ is_admin: true }).where('email', '=', 'admin@example.com').execute();
    anon = t.client();
    vendorId = await userIdOf(vendor);
    otherVendorId = await userIdOf(otherVendor);
  });

  afterAll(async () => {
    await t?.stop();
  });

  it('lets a vendor create a listing, answered as projected with a server-chosen slug and path', async () => {
    const res = await vendor.post('/api/directory/vendors', ROSEWOOD);
    expect(res.status).toBe(201);
    listing = await res.json();
    expect(listing).toMatchObject({
      owner_user_id: vendorId,
      business_name: 'Rosewood Estate',
      slug: 'rosewood-estate',
      category: 'venue',
      category_slug: 'wedding-venues',
      category_name: 'Venues',
      city: 'Austin',
      city_slug: 'austin',
      state: 'TX',
      price_range: '$$$',
      services: ['Ceremony lawn', 'Reception barn', 'Bridal suite'],
      photos: [],
      published: true,
      path: '/wedding-vendors/wedding-venues/tx/austin/rosewood-estate',
      response_time_hours: null,
      promotions: [],
    });
    const rows = await db.selectFrom('listings').selectAll().where('id', '=', listing.id).execute();
    expect(rows[0]?.slug).toBe('rosewood-estate');
    const members = await db
      .selectFrom('listing_members')
      .selectAll()
      .where('listing_id', '=', listing.id)
      .execute();
    expect(members.map((m) => [m.user_id, m.role])).toEqual([[vendorId, 'owner']]);
    // A second business of the same name gets its own address; the category may be given by slug.
    const second = await otherVendor.post('/api/directory/vendors', {
      ...ROSEWOOD,
      category: 'wedding-venues',
      city: 'San Antonio',
    });
    expect(second.status).toBe(201);
    expect(await second.json()).toMatchObject({
      slug: 'rosewood-estate-2',
      path: '/wedding-vendors/wedding-venues/tx/san-antonio/rosewood-estate-2',
    });
  });

  it('refuses creation to couples (403) and anonymous visitors (401)', async () => {
    const byCouple = await couple.post('/api/directory/vendors', ROSEWOOD);
    expect(byCouple.status).toBe(403);
    expect((await byCouple.json()).detail).toMatch(/vendor/i);
    expect((await anon.post('/api/directory/vendors', ROSEWOOD)).status).toBe(401);
  });

  it('answers bad listing bodies with 422 and a detail naming the field', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...ROSEWOOD, category: 'astrologer' }, 'category'],
      [{ ...ROSEWOOD, state: 'Texas' }, 'state'],
      // Two letters the directory has no pages for would publish a listing whose page is a 404.
      [{ ...ROSEWOOD, state: 'zz' }, 'state'],
      [{ ...ROSEWOOD, business_name: '  ' }, 'business_name'],
      [{ ...ROSEWOOD, price_range: '$$$$$' }, 'price_range'],
      [{ ...ROSEWOOD, email: 'not-an-email' }, 'email'],
      [{ ...ROSEWOOD, website: 'rosewood' }, 'website'],
      [{ ...ROSEWOOD, slug: 'my-own-slug' }, ''],
      [{ ...ROSEWOOD, city: undefined }, 'city'],
    ];
    for (const [body, field] of cases) {
      const res = await vendor.post('/api/directory/vendors', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      const { detail, code } = await res.json();
      expect(Array.isArray(detail)).toBe(true);
      // Every field's refusal is the same kind of error, the category's too.
      expect(code, JSON.stringify(body)).toBe('validation_error');
      if (field) expect(detail.map((d: { loc: string[] }) => d.loc.at(-1))).toContain(field);
    }
  });

  it('refuses a service listed twice, in any case or spacing, on creation and on change', async () => {
    const already = { type: 'custom', loc: ['body', 'services'], msg: 'That service is already listed.' };
    const listed = async () =>
      (await vendor.json(`/api/directory/vendors/user/${vendorId}`)).vendors as { id: string }[];
    const before = await listed();
    for (const services of [
      ['a', 'a', 'a'],
      ['Ceremony lawn', 'Bridal suite', '  ceremony LAWN '],
    ]) {
      const created = await vendor.post('/api/directory/vendors', {
        ...ROSEWOOD,
        business_name: 'Twice Told Barn',
        services,
      });
      expect(created.status, JSON.stringify(services)).toBe(422);
      expect((await created.json()).detail).toEqual([already]);
      const changed = await put(vendor, `/api/directory/vendors/${listing.id}`, { services });
      expect(changed.status, JSON.stringify(services)).toBe(422);
      expect((await changed.json()).detail).toEqual([already]);
    }
    // Nothing was made or changed: no half-created listing, the services as they were.
    expect((await listed()).map((l) => l.id)).toEqual(before.map((l) => l.id));
    expect((await anon.json(`/api/directory/vendors/${listing.id}`)).services).toEqual(ROSEWOOD.services);
    // Services that only look alike are different ones.
    const distinct = await put(vendor, `/api/directory/vendors/${listing.id}`, {
      services: [...ROSEWOOD.services, 'Ceremony lawns'],
    });
    expect(distinct.status).toBe(200);
    expect((await distinct.json()).services).toEqual([...ROSEWOOD.services, 'Ceremony lawns']);
    expect(
      (await put(vendor, `/api/directory/vendors/${listing.id}`, { services: ROSEWOOD.services })).status,
    ).toBe(200);
  });

  it('hides drafts from everyone but the team and admins', async () => {
    const res = await vendor.post('/api/directory/vendors', {
      ...ROSEWOOD,
      business_name: 'Secret Garden Loft',
      published: false,
    });
    expect(res.status).toBe(201);
    draft = await res.json();
    expect(draft.published).toBe(false);
    for (const client of [anon, couple, otherVendor]) {
      expect((await client.get(`/api/directory/vendors/${draft.id}`)).status).toBe(404);
    }
    expect((await vendor.json(`/api/directory/vendors/${draft.id}`)).business_name).toBe(
      'Secret Garden Loft',
    );
    expect((await admin.json(`/api/directory/vendors/${draft.id}`)).id).toBe(draft.id);
    // By slug too, with the same rule.
    expect((await anon.json('/api/directory/vendors/rosewood-estate')).id).toBe(listing.id);
    expect((await anon.get('/api/directory/vendors/secret-garden-loft')).status).toBe(404);
    expect((await vendor.json('/api/directory/vendors/secret-garden-loft')).id).toBe(draft.id);
    const page = await anon.json('/api/directory/vendors?limit=100');
    expect(page.vendors.map((v: { id: string }) => v.id)).not.toContain(draft.id);
    const found = await anon.json('/api/directory/vendors/search?query=secret');
    expect(found.total).toBe(0);
    expect((await anon.get('/api/directory/vendors/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it("keeps the owner's account id out of what anyone may read, and in the team's answers", async () => {
    const everyone = [
      await anon.json(`/api/directory/vendors/${listing.id}`),
      await couple.json('/api/directory/vendors/rosewood-estate'),
      await otherVendor.json(`/api/directory/vendors/${listing.id}`),
      ...(await anon.json('/api/directory/vendors?limit=100')).vendors,
      ...(await anon.json('/api/directory/vendors/search?query=rosewood')).vendors,
    ];
    expect(everyone.length).toBeGreaterThan(4);
    for (const answer of everyone) {
      expect(answer.business_name).toBeTruthy();
      expect(answer).not.toHaveProperty('owner_user_id');
      expect(JSON.stringify(answer)).not.toContain(vendorId);
    }
    expect((await vendor.json(`/api/directory/vendors/${listing.id}`)).owner_user_id).toBe(vendorId);
    expect((await admin.json(`/api/directory/vendors/${listing.id}`)).owner_user_id).toBe(vendorId);
    const mine = await vendor.json(`/api/directory/vendors/user/${vendorId}`);
    expect(mine.vendors.map((v: { owner_user_id: string }) => v.owner_user_id)).toContain(vendorId);
  });

  it("lists a vendor's own listings (drafts too) for that vendor and admins only", async () => {
    const mine = await vendor.json(`/api/directory/vendors/user/${vendorId}`);
    expect(mine.vendors.map((v: { business_name: string }) => v.business_name)).toEqual([
      'Rosewood Estate',
      'Secret Garden Loft',
    ]);
    expect((await admin.json(`/api/directory/vendors/user/${vendorId}`)).vendors).toHaveLength(2);
    expect((await otherVendor.get(`/api/directory/vendors/user/${vendorId}`)).status).toBe(403);
    expect((await couple.get(`/api/directory/vendors/user/${vendorId}`)).status).toBe(403);
    expect((await anon.get(`/api/directory/vendors/user/${vendorId}`)).status).toBe(401);
  });

  it('lets the owner, an editor of the team and an admin change a listing; nobody else', async () => {
    expect(
      (await put(otherVendor, `/api/directory/vendors/${listing.id}`, { description: 'Mine now' })).status,
    ).toBe(403);
    expect((await put(couple, `/api/directory/vendors/${listing.id}`, { description: 'x' })).status).toBe(
      403,
    );
    expect((await put(anon, `/api/directory/vendors/${listing.id}`, { description: 'x' })).status).toBe(401);
    const byOwner = await put(vendor, `/api/directory/vendors/${listing.id}`, {
      price_range: '$$$$',
      services: ['Ceremony lawn', 'Reception barn', 'Bridal suite', 'Overnight cottages'],
    });
    expect(byOwner.status).toBe(200);
    expect(await byOwner.json()).toMatchObject({
      price_range: '$$$$',
      services: ['Ceremony lawn', 'Reception barn', 'Bridal suite', 'Overnight cottages'],
      slug: 'rosewood-estate',
    });
    await db
      .insertInto('listing_members')
      .values({ listing_id: listing.id, user_id: await userIdOf(editor), role: 'editor' })
      .execute();
    const byEditor = await put(editor, `/api/directory/vendors/${listing.id}`, { phone: '512-555-0199' });
    expect(byEditor.status).toBe(200);
    expect((await byEditor.json()).phone).toBe('512-555-0199');
    const byAdmin = await put(admin, `/api/directory/vendors/${listing.id}`, { city: 'Round Rock' });
    expect((await byAdmin.json()).path).toBe('/wedding-vendors/wedding-venues/tx/round-rock/rosewood-estate');
    await put(admin, `/api/directory/vendors/${listing.id}`, { city: 'Austin' });
    // Bad values and server-owned fields are refused with a detail; an unknown listing is a 404.
    for (const body of [
      { state: 'TXX' },
      { state: 'ZZ' },
      { slug: 'mine' },
      { path: '/x' },
      { published: 'yes' },
      { category: 'dj' },
    ]) {
      const res = await put(vendor, `/api/directory/vendors/${listing.id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect((await res.json()).detail).toBeTruthy();
    }
    expect(
      (await put(vendor, '/api/directory/vendors/00000000-0000-4000-8000-000000000000', {})).status,
    ).toBe(404);
  });

  it('searches published listings by text, category, place and price, in pages and sort orders', async () => {
    const make = (fields: Record<string, unknown>) =>
      otherVendor.post('/api/directory/vendors', { ...ROSEWOOD, ...fields }).then(async (r) => {
        expect(r.status).toBe(201);
        return r.json();
      });
    await make({
      business_name: 'Golden Hour Photography',
      category: 'photography',
      city: 'Denver',
      state: 'CO',
      price_range: '$$',
      description: 'Documentary photographs of the whole day.',
      services: ['Engagement sessions', 'Second shooter'],
    });
    await make({
      business_name: 'Mile High Blooms',
      category: 'florist',
      city: 'Denver',
      state: 'CO',
      price_range: '$$',
      description: 'Garden-style bouquets and centerpieces.',
      services: ['Bridal bouquets', 'Ceremony arches'],
    });
    // Text over services, description, name and city.
    const byService = await anon.json('/api/directory/vendors/search?query=engagement');
    expect(byService.vendors.map((v: { business_name: string }) => v.business_name)).toEqual([
      'Golden Hour Photography',
    ]);
    expect((await anon.json('/api/directory/vendors/search?query=bouquets')).vendors[0].business_name).toBe(
      'Mile High Blooms',
    );
    expect((await anon.json('/api/directory/vendors/search?query=denver')).total).toBe(2);
    expect((await anon.json('/api/directory/vendors/search?query=golden%20ho')).total).toBe(1);
    // A kind of vendor and a state are searched too ("florist" is in neither listing's words).
    for (const florist of ['florist', 'Florists', 'denver%20florist']) {
      const found = await anon.json(`/api/directory/vendors/search?query=${florist}`);
      expect(found.vendors.map((v: { business_name: string }) => v.business_name)).toEqual([
        'Mile High Blooms',
      ]);
    }
    expect((await anon.json('/api/directory/vendors/search?query=denver%20co')).total).toBe(2);
    // A search with nothing searchable in it matches nothing, not everyone.
    for (const punctuation of ['%25', '_', '%26%26%26'])
      expect((await anon.json(`/api/directory/vendors/search?query=${punctuation}`)).total).toBe(0);
    // Filters: category by api name or slug, state, city, price range.
    expect((await anon.json('/api/directory/vendors/search?category=florist')).total).toBe(1);
    expect((await anon.json('/api/directory/vendors/search?category=wedding-florists')).total).toBe(1);
    expect((await anon.json('/api/directory/vendors/search?state=co')).total).toBe(2);
    expect((await anon.json('/api/directory/vendors/search?state=TX&city=San%20Antonio')).total).toBe(1);
    expect((await anon.json('/api/directory/vendors/search?city=san-antonio')).total).toBe(1);
    const cheap = await anon.json('/api/directory/vendors/search?price_range=%24%24');
    expect(cheap.vendors.every((v: { price_range: string }) => v.price_range === '$$')).toBe(true);
    expect(cheap.total).toBe(2);
    // Paging and sorting (the draft never counts).
    const all = await anon.json('/api/directory/vendors/search?sort=name&limit=2');
    expect(all.total).toBe(4);
    expect(all.vendors.map((v: { business_name: string }) => v.business_name)).toEqual([
      'Golden Hour Photography',
      'Mile High Blooms',
    ]);
    const page2 = await anon.json('/api/directory/vendors/search?sort=name&limit=2&page=2');
    expect(page2.vendors.map((v: { business_name: string }) => v.business_name)).toEqual([
      'Rosewood Estate',
      'Rosewood Estate',
    ]);
    const newest = await anon.json('/api/directory/vendors/search?sort=newest&limit=1');
    expect(newest.vendors[0].business_name).toBe('Mile High Blooms');
    const list = await anon.json('/api/directory/vendors?limit=3&page=2');
    expect(list).toMatchObject({ total: 4, page: 2, limit: 3 });
    expect(list.vendors).toHaveLength(1);
    for (const q of [
      'sort=cheapest',
      'limit=0',
      'limit=500',
      'page=0',
      'price_range=cheap',
      'state=Colorado',
      'category=astrologer',
    ]) {
      const res = await anon.get(`/api/directory/vendors/search?${q}`);
      expect(res.status, q).toBe(422);
      expect((await res.json()).detail, q).toBeTruthy();
    }
  });

  it('counts published listings per category and per city in one public answer, drafts never', async () => {
    // A second draft in a city nobody else lists in: neither it nor its city may show.
    const hidden = await otherVendor.post('/api/directory/vendors', {
      ...ROSEWOOD,
      business_name: 'Hidden Harbor Boathouse',
      city: 'Galveston',
      published: false,
    });
    expect(hidden.status).toBe(201);
    const res = await anon.get('/api/directory/facets');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
    const facets = await res.json();
    const rows = await db.selectFrom('directory_listings').selectAll().execute();
    const published = rows.filter((r) => r.published);
    expect(rows.length).toBeGreaterThan(published.length);
    expect(facets.total).toBe(published.length);
    expect(facets.total).toBe(4);
    // All 19 categories in catalog order, each counted over the table.
    expect(facets.categories).toHaveLength(19);
    for (const c of facets.categories)
      expect(c.count, c.category).toBe(published.filter((r) => r.category === c.category).length);
    expect(facets.categories.find((c: any) => c.category === 'venue')).toEqual({
      category: 'venue',
      slug: 'wedding-venues',
      name: 'Venues',
      count: 2,
    });
    // Every city with a published listing, most listings first.
    const perCity = new Map<string, number>();
    for (const r of published)
      perCity.set(`${r.state}/${r.city_slug}`, (perCity.get(`${r.state}/${r.city_slug}`) ?? 0) + 1);
    expect(new Map(facets.places.map((p: any) => [`${p.state}/${p.city_slug}`, p.count]))).toEqual(perCity);
    expect(facets.places).toEqual([
      { state: 'CO', city: 'Denver', city_slug: 'denver', count: 2 },
      { state: 'TX', city: 'Austin', city_slug: 'austin', count: 1 },
      { state: 'TX', city: 'San Antonio', city_slug: 'san-antonio', count: 1 },
    ]);
    expect(JSON.stringify(facets)).not.toContain('galveston');
    // One category (api name or slug): its total and its cities; the category counts stay whole.
    for (const category of ['florist', 'wedding-florists']) {
      const florists = await anon.json(`/api/directory/facets?category=${category}`);
      expect(florists.total).toBe(1);
      expect(florists.places).toEqual([{ state: 'CO', city: 'Denver', city_slug: 'denver', count: 1 }]);
      expect(florists.categories).toEqual(facets.categories);
    }
    // Signed in, it is the same answer; the draft's team does not see its draft counted either.
    expect(await otherVendor.json('/api/directory/facets')).toEqual(facets);
    const bad = await anon.get('/api/directory/facets?category=astrologer');
    expect(bad.status).toBe(422);
    expect((await bad.json()).detail).toBeTruthy();
    expect((await del(otherVendor, `/api/directory/vendors/${(await hidden.json()).id}`)).status).toBe(200);
  });

  it('reaches an open listing socket live with a REST change, and projects a socket edit', async () => {
    const editorSocket = connectPlan(vendor, `listing/${listing.id}`);
    try {
      await editorSocket.synced;
      expect(readListing(editorSocket.doc).business_name).toBe('Rosewood Estate');
      await put(admin, `/api/directory/vendors/${listing.id}`, { description: 'Now booking 2027 weekends.' });
      await eventually(
        () => readListing(editorSocket.doc).description === 'Now booking 2027 weekends.',
        5000,
        'live',
      );
      updateListing(editorSocket.doc, { business_name: 'Rosewood Vineyard House', published: true });
      await eventually(
        async () =>
          (await anon.json(`/api/directory/vendors/${listing.id}`)).business_name ===
          'Rosewood Vineyard House',
        5000,
        'projection',
      );
      const row = await db
        .selectFrom('directory_listings')
        .selectAll()
        .where('id', '=', listing.id)
        .executeTakeFirst();
      // The slug was chosen once: renaming the business keeps its address.
      expect(row).toMatchObject({ business_name: 'Rosewood Vineyard House', slug: 'rosewood-estate' });
      expect((await anon.json('/api/directory/vendors/search?query=vineyard')).total).toBe(1);
      // A client writing garbage never breaks the projection: a bad optional field reads as empty,
      // a bad required one leaves the last good row in place until the next valid edit.
      listingMap(editorSocket.doc).set('price_range', 'very expensive');
      await eventually(
        async () => (await anon.json(`/api/directory/vendors/${listing.id}`)).price_range === null,
      );
      listingMap(editorSocket.doc).set('state', 'Texas');
      listingMap(editorSocket.doc).set('description', 'Written while the state was broken.');
      await new Promise((r) => setTimeout(r, 300));
      const kept = await anon.json(`/api/directory/vendors/${listing.id}`);
      expect(kept).toMatchObject({ state: 'TX', description: 'Now booking 2027 weekends.' });
      updateListing(editorSocket.doc, { state: 'TX', price_range: '$$$$' });
      await eventually(
        async () =>
          (await anon.json(`/api/directory/vendors/${listing.id}`)).description ===
          'Written while the state was broken.',
      );
    } finally {
      editorSocket.destroy();
    }
  });

  it('lets only the listing team open its socket', async () => {
    for (const client of [otherVendor, couple, admin]) {
      const { ws, status } = await rawSocket(client, `listing/${listing.id}`);
      expect(status).toBe(403);
      ws.terminate();
    }
    expect((await rawSocket(anon, `listing/${listing.id}`)).status).toBe(401);
  });

  it('answers the response time (median of the last 90 days, 3 or more) and running promotions', async () => {
    const now = t.clock.now.getTime();
    const hoursAgo = (h: number) => new Date(now - h * 3600 * 1000);
    const inquiry = (created: Date, responded: Date | null) => ({
      id: crypto.randomUUID(),
      vendor_id: listing.id,
      name: 'Olivia',
      email: 'olivia@example.com',
      message: 'Is June 12 open?',
      created_at: created,
      responded_at: responded,
      status: responded ? ('responded' as const) : ('new' as const),
    });
    await db
      .insertInto('vendor_inquiries')
      .values([inquiry(hoursAgo(100), hoursAgo(98)), inquiry(hoursAgo(50), hoursAgo(46))])
      .execute();
    expect((await anon.json(`/api/directory/vendors/${listing.id}`)).response_time_hours).toBeNull();
    await db
      .insertInto('vendor_inquiries')
      .values([
        inquiry(hoursAgo(30), hoursAgo(20)),
        inquiry(hoursAgo(10), null),
        // Older than 90 days: not counted.
        inquiry(hoursAgo(24 * 120), hoursAgo(24 * 100)),
      ])
      .execute();
    expect((await anon.json(`/api/directory/vendors/${listing.id}`)).response_time_hours).toBe(4);
    const today = t.clock.now.toISOString().slice(0, 10);
    await db
      .insertInto('vendor_promotions')
      .values([
        {
          id: crypto.randomUUID(),
          vendor_id: listing.id,
          title: 'Winter weddings 15% off',
          discount_percent: 15,
          starts_on: today,
          ends_on: '2099-01-01',
        },
        {
          id: crypto.randomUUID(),
          vendor_id: listing.id,
          title: 'Ended',
          discount_percent: 10,
          starts_on: '2020-01-01',
          ends_on: '2020-02-01',
        },
      ])
      .execute();
    const answer = await anon.json(`/api/directory/vendors/${listing.id}`);
    expect(answer.promotions.map((p: { title: string }) => p.title)).toEqual(['Winter weddings 15% off']);
    expect(answer.promotions[0]).toMatchObject({
      discount_percent: 15,
      starts_on: today,
      ends_on: '2099-01-01',
    });
    const searched = await anon.json('/api/directory/vendors/search?query=rosewood%20vineyard');
    expect(searched.vendors[0]).toMatchObject({ response_time_hours: 4 });
  });

  it('serves benefits per category by api category or slug', async () => {
    const venue = await anon.json('/api/directory/benefits/venue');
    expect(venue).toMatchObject({
      category: 'venue',
      category_slug: 'wedding-venues',
      category_name: 'Venues',
    });
    expect(venue.why_list.length).toBeGreaterThanOrEqual(3);
    expect(venue.couples_ask.some((q: string) => /rain/i.test(q))).toBe(true);
    expect(venue.listing_count).toBe(2);
    const cakes = await anon.json('/api/directory/benefits/wedding-cakes');
    expect(cakes.category).toBe('cake');
    expect(cakes.couples_ask).not.toEqual(venue.couples_ask);
    expect((await anon.get('/api/directory/benefits/astrology')).status).toBe(404);
  });

  it('stores listing photos that are really images, at most 5 MB', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const upload = (client: TestClient, bytes: Uint8Array, name = 'a.png') => {
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array(bytes)]), name);
      return client.request(`/api/directory/vendors/${listing.id}/photos`, { method: 'POST', body: form });
    };
    const res = await upload(vendor, png);
    expect(res.status).toBe(201);
    const { url } = await res.json();
    expect(url).toMatch(/^\/storage\/listing-photos\/[a-z0-9-]+\.png$/);
    const served = await anon.get(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect((await upload(vendor, new TextEncoder().encode('<svg onload=alert(1)>'), 'x.png')).status).toBe(
      415,
    );
    expect((await upload(otherVendor, png)).status).toBe(403);
    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    big.set(png);
    expect((await upload(vendor, big)).status).toBe(413);
    const withPhoto = await put(vendor, `/api/directory/vendors/${listing.id}`, { photos: [url] });
    expect((await withPhoto.json()).photos).toEqual([url]);
    // Another host's image would never show (the site loads images only from itself): refused, and
    // the listing keeps its photos.
    const elsewhere = await put(vendor, `/api/directory/vendors/${listing.id}`, {
      photos: [url, 'https://images.example.com/x.png'],
    });
    expect(elsewhere.status).toBe(422);
    expect(JSON.stringify((await elsewhere.json()).detail)).toMatch(/an image uploaded with POST/);
    expect((await anon.json(`/api/directory/vendors/${listing.id}`)).photos).toEqual([url]);
    // An upload flood is refused (60 an hour per person); the editor, another person, still may.
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await upload(vendor, png)).status);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((s) => s === 201).length).toBeLessThanOrEqual(60);
    expect((await upload(editor, png)).status).toBe(201);
  });

  it('keeps a photo another listing still shows when a listing that copied it is deleted', async () => {
    // Photo addresses are public: a rival can put Rosewood's photo into a listing of their own.
    const [photo] = (await anon.json(`/api/directory/vendors/${listing.id}`)).photos;
    expect(photo).toMatch(/^\/storage\/listing-photos\//);
    const copy = await otherVendor.post('/api/directory/vendors', {
      business_name: 'Copycat Hall',
      category: 'venue',
      city: 'Austin',
      state: 'TX',
      photos: [photo],
    });
    expect(copy.status).toBe(201);
    const copied = await copy.json();
    expect((await del(otherVendor, `/api/directory/vendors/${copied.id}`)).status).toBe(200);
    // Deleting their own listing must not delete the file Rosewood's page shows.
    expect((await anon.get(photo)).status).toBe(200);
  });

  it('sweeps listing photos no listing shows once they are an hour old, never one a listing shows', async () => {
    const { db, storage, config } = t.server.deps;
    const dir = `${config.dataDir}/storage/listing-photos`;
    const [shown] = (await anon.json(`/api/directory/vendors/${listing.id}`)).photos as string[];
    const shownName = shown!.split('/').pop()!;
    const unused = (await storage.list('listing-photos')).filter((name) => name !== shownName);
    expect(unused.length).toBeGreaterThan(1);
    // One upload nobody added to a listing is two hours old, and so is the photo the listing shows;
    // the other uploads were just written (about to be added).
    const [old, ...recent] = unused;
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    await utimes(`${dir}/${old}`, twoHoursAgo, twoHoursAgo);
    await utimes(`${dir}/${shownName}`, twoHoursAgo, twoHoursAgo);
    expect(await sweepOrphanListingPhotos(db, storage, new Date())).toBeGreaterThanOrEqual(1);
    const after = await storage.list('listing-photos');
    expect(after).not.toContain(old);
    expect(after).toContain(shownName);
    for (const name of recent) expect(after).toContain(name);
    expect((await anon.get(shown!)).status).toBe(200);
  });

  it('lists published listings and their browse pages in the sitemap, drafts never', async () => {
    const xml = await (await anon.get('/sitemap.xml')).text();
    expect(xml).toContain('/wedding-vendors/wedding-venues/tx/austin/rosewood-estate</loc>');
    expect(xml).toContain('/wedding-vendors/wedding-venues/tx/austin</loc>');
    expect(xml).toContain('/wedding-vendors/wedding-florists/co</loc>');
    expect(xml).not.toContain('secret-garden-loft');
    // A category, state or city page with nothing listed yet is not one to send a crawler to.
    expect(xml).not.toContain('/wedding-vendors/wedding-venues/co</loc>');
    expect(xml).not.toContain('/wedding-vendors/wedding-cakes</loc>');
  });

  it('answers every plan endpoint for a vendor account (who has no plan) with 4xx, never 5xx', async () => {
    // Every documented GET without path parameters, plus the plan's own documents.
    const paths = API_DOCS.filter(
      (d) => d.method === 'get' && !d.path.includes('{') && !d.path.startsWith('/api/directory'),
    )
      .map((d) => d.path)
      .filter((p) => !['/api/docs', '/api/auth/session'].includes(p));
    expect(paths).toEqual(expect.arrayContaining(['/api/wedding-info/', '/api/guests/', '/api/budget/']));
    const planScoped: string[] = [];
    for (const path of paths) {
      const res = await vendor.get(path);
      expect(res.status, path).toBeLessThan(500);
      if (res.status === 403 || res.status === 404) planScoped.push(path);
    }
    expect(planScoped).toEqual(
      expect.arrayContaining(['/api/wedding-info/', '/api/guests/', '/api/budget/', '/api/dashboard']),
    );
  });

  it("lets only the owner or an admin delete a listing, with its document and rows but not the couples' own", async () => {
    const sent = await couple.post('/api/vendor-inquiries/', {
      vendor_id: listing.id,
      name: 'Olivia Park',
      email: 'olivia@example.com',
      message: 'Is the garden lawn free on June 12, 2027?',
    });
    expect(sent.status).toBe(201);
    const inquiry = await sent.json();
    expect((await couple.post('/api/vendor-favorites/', { vendorId: listing.id })).status).toBe(201);
    const coupleId = await userIdOf(couple);
    const { business_name: name } = await anon.json(`/api/directory/vendors/${listing.id}`);
    expect(name).toBeTruthy();
    expect((await del(otherVendor, `/api/directory/vendors/${listing.id}`)).status).toBe(403);
    expect((await del(editor, `/api/directory/vendors/${listing.id}`)).status).toBe(403);
    expect((await del(couple, `/api/directory/vendors/${listing.id}`)).status).toBe(403);
    expect((await del(anon, `/api/directory/vendors/${listing.id}`)).status).toBe(401);
    const socket = connectPlan(vendor, `listing/${listing.id}`);
    await socket.synced;
    const res = await del(vendor, `/api/directory/vendors/${listing.id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ deleted: true, id: listing.id });
    await eventually(() => socket.closes.length > 0, 5000, 'socket closed');
    socket.destroy();
    expect((await anon.get(`/api/directory/vendors/${listing.id}`)).status).toBe(404);
    for (const table of ['listings', 'directory_listings'] as const) {
      expect(await db.selectFrom(table).select('id').where('id', '=', listing.id).execute()).toEqual([]);
    }
    // The couple's inquiry and save stay theirs, naming the business and saying it is gone.
    const mine = await couple.json('/api/vendor-inquiries/mine');
    expect(mine.find((i: any) => i.id === inquiry.id)).toMatchObject({
      vendor_id: listing.id,
      vendor_name: name,
      vendor: null,
      message: 'Is the garden lawn free on June 12, 2027?',
    });
    const saved = await couple.json(`/api/vendor-favorites/user/${coupleId}`);
    expect(saved.find((f: any) => f.vendor_id === listing.id)).toMatchObject({
      vendor_name: name,
      vendor: null,
    });
    // Saving it again is refused (it is gone), and removing the old save still works.
    expect((await couple.post('/api/vendor-favorites/', { vendorId: listing.id })).status).toBe(404);
    expect((await del(couple, `/api/vendor-favorites/vendor/${listing.id}?user_id=${coupleId}`)).status).toBe(
      204,
    );
    await eventually(async () => {
      const docs = await db
        .selectFrom('doc_updates')
        .select('doc_id')
        .where('doc_id', '=', `listing:${listing.id}`)
        .execute();
      return docs.length === 0;
    });
    expect((await del(vendor, `/api/directory/vendors/${listing.id}`)).status).toBe(404);
    // An admin may delete anyone's listing.
    const theirs = await anon.json(`/api/directory/vendors/search?query=mile%20high`);
    expect((await del(admin, `/api/directory/vendors/${theirs.vendors[0].id}`)).status).toBe(200);
    expect(otherVendorId).toBeTruthy();
  });
});

describe.each(dialects)('the demo directory on %s', (dialect) => {
  let t: TestServer;

  beforeAll(async () => {
    t = await startTestServer(dialect);
  });

  afterAll(async () => {
    await t?.stop();
  });

  it('seeds 100+ published listings across every category and ten cities, once', async () => {
    const db = t.database.handle.db;
    // The demo couple, made first on a new server (seedIfEmpty), gets two of the seeded inquiries.
    const couple = t.client();
    await couple.signUpConfirmed(t, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    // Two instances starting at once: exactly one seeds, the other stands back without failing.
    const both = await Promise.all([seedDirectoryIfEmpty(db), seedDirectoryIfEmpty(db)]);
    expect(both.filter((r) => r.seeded)).toHaveLength(1);
    const result = both.find((r) => r.seeded)!;
    expect(result.listings).toBeGreaterThanOrEqual(100);
    expect((await seedDirectoryIfEmpty(db)).seeded).toBe(false);
    const anon = t.client();
    const page = await anon.json('/api/directory/vendors?limit=100');
    expect(page.total).toBe(result.listings);
    // Its Vendors tab shows My inquiries at work: one booked, one answered, of two vendors.
    const sent = (await couple.json('/api/vendor-inquiries/mine')) as { status: string; vendor_id: string }[];
    expect(sent.map((q) => q.status).sort()).toEqual(['booked', 'responded']);
    expect(new Set(sent.map((q) => q.vendor_id)).size).toBe(2);
    // Written as the demo couple would: their 120 guests, to vendors of kinds they have not hired
    // (rentals, lighting), both saved first.
    const coupleId = (await couple.json('/api/auth/session')).user.id;
    const written = await db
      .selectFrom('vendor_inquiries')
      .select(['guest_count', 'name'])
      .where('from_user_id', '=', coupleId)
      .execute();
    expect(written).toEqual([
      { guest_count: 120, name: 'Olivia & James' },
      { guest_count: 120, name: 'Olivia & James' },
    ]);
    const asked = await db
      .selectFrom('directory_listings')
      .select(['id', 'category'])
      .where(
        'id',
        'in',
        sent.map((q) => q.vendor_id),
      )
      .execute();
    expect(asked.map((row) => row.category).sort()).toEqual(['decor', 'rentals']);
    const saved = (await couple.json(`/api/vendor-favorites/user/${coupleId}`)) as { vendor_id: string }[];
    expect(saved.map((f) => f.vendor_id).sort()).toEqual(sent.map((q) => q.vendor_id).sort());
    // A listing with inquiries has been visited more often than written to.
    const visits = await db
      .selectFrom('vendor_analytics_events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('vendor_id', '=', sent[0]!.vendor_id)
      .where('event_type', '=', 'view')
      .executeTakeFirstOrThrow();
    expect(Number(visits.n)).toBeGreaterThan(30);
    const rows = await db
      .selectFrom('directory_listings')
      .selectAll()
      .where('published', '=', true)
      .execute();
    expect(new Set(rows.map((r) => r.category)).size).toBe(19);
    expect(new Set(rows.map((r) => `${r.city}, ${r.state}`)).size).toBe(10);
    expect(new Set(rows.map((r) => r.price_range)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(rows.map((r) => r.path)).size).toBe(rows.length);
    for (const row of rows)
      expect(row.photos.every((p: string) => /^\/directory\/[a-z]+-\d\.svg$/.test(p))).toBe(true);
    // The demo vendor signs in with the printed login, lands as a vendor and edits its listing live.
    const vendor = t.client();
    const signin = await vendor.post('/api/auth/signin', {
      email: DEMO_VENDOR_ACCOUNT.email,
      password: DEMO_VENDOR_ACCOUNT.password,
    });
    expect(signin.status).toBe(200);
    const session = await vendor.json('/api/auth/session');
    expect(session.user.user_type).toBe('vendor');
    const mine = await vendor.json(`/api/directory/vendors/user/${session.user.id}`);
    expect(mine.vendors.length).toBeGreaterThanOrEqual(5);
    const first = mine.vendors[0];
    const socket = connectPlan(vendor, `listing/${first.id}`);
    try {
      await socket.synced;
      // The document stored by the seed is the listing the directory shows.
      expect(readListing(socket.doc)).toMatchObject({
        business_name: first.business_name,
        services: first.services,
        photos: first.photos,
      });
      const res = await put(vendor, `/api/directory/vendors/${first.id}`, { price_range: '$' });
      expect((await res.json()).price_range).toBe('$');
      await eventually(() => readListing(socket.doc).price_range === '$');
    } finally {
      socket.destroy();
    }
    // Search finds seeded businesses by their services.
    // The admin report counts the directory.
    await t.database.handle.db
      .updateTable('users')
      .set({ is_admin: true })
      .where('email', '=', DEMO_VENDOR_ACCOUNT.email)
      .execute();
    const admin = t.client();
    await admin.post('/api/auth/signin', {
      email: DEMO_VENDOR_ACCOUNT.email,
      password: DEMO_VENDOR_ACCOUNT.password,
    });
    const report = await admin.json('/api/admin/reports');
    expect(report.directory).toEqual({ listings: result.listings, published: result.listings, vendors: 4 });
    const shuttles = await anon.json('/api/directory/vendors/search?query=shuttle');
    expect(shuttles.vendors.some((v: { category: string }) => v.category === 'transportation')).toBe(true);
  });
});

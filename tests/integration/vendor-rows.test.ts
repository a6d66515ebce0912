// The vendor row resources of issue 18 (spec §7 Favorites, Inquiries, Vendor analytics, Promotions):
// every rule and every permission — the person themselves, another couple, the listing's team,
// another vendor, an admin, anonymous visitors — the once-a-day view count, the rate limits, and
// the vendor's email in the outbox. Listings are inserted as rows (listings, listing_members and
// their projection directory_listings), which is all these resources read.
import type { Database } from '@confetti/db';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_OPEN_PROMOTIONS, TOO_MANY_PROMOTIONS } from '../../collab-server/src/routes/vendor-promotions';
import { signUp, userIdOf } from '../support/accounts';
import { availableDialects } from '../support/databases';
import { startTestServer, type TestClient, type TestServer } from '../support/server';

const dialects = await availableDialects();

async function insertListing(
  db: Kysely<Database>,
  ownerId: string,
  fields: { name: string; published?: boolean; email?: string | null; editors?: string[] },
): Promise<string> {
  const id = crypto.randomUUID();
  const slug = fields.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const now = new Date();
  await db
    .insertInto('listings')
    .values({ id, owner_user_id: ownerId, generation_id: crypto.randomUUID() })
    .execute();
  await db
    .insertInto('listing_members')
    .values([
      { listing_id: id, user_id: ownerId, role: 'owner' },
      ...(fields.editors ?? []).map((user_id) => ({ listing_id: id, user_id, role: 'editor' as const })),
    ])
    .execute();
  await db
    .insertInto('directory_listings')
    .values({
      id,
      owner_user_id: ownerId,
      business_name: fields.name,
      slug,
      category: 'photographer',
      city: 'Austin',
      city_slug: 'austin',
      state: 'TX',
      description: 'Documentary wedding photography.',
      price_range: '$$$',
      email: fields.email === undefined ? `hello@${slug}.example.com` : fields.email,
      phone: '512-555-0100',
      website: 'https://example.com',
      photos: JSON.stringify(['/storage/uploads/a.jpg']),
      services: JSON.stringify(['Engagement sessions']),
      published: fields.published ?? true,
      path: `/wedding-vendors/wedding-photographers/tx/austin/${slug}`,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

describe.each(dialects)('vendor rows on %s', (dialect) => {
  let t: TestServer;
  let db: Kysely<Database>;
  let vendor: TestClient;
  let editor: TestClient;
  let otherVendor: TestClient;
  let couple: TestClient;
  let otherCouple: TestClient;
  let admin: TestClient;
  let anon: TestClient;
  let vendorUserId: string;
  let coupleId: string;
  let otherCoupleId: string;
  let listingId: string;
  let draftId: string;
  let otherListingId: string;
  let noEmailListingId: string;

  beforeAll(async () => {
    t = await startTestServer(dialect);
    db = t.database.handle.db;
    vendor = await signUp(t, 'studio@example.com', 'vendor');
    editor = await signUp(t, 'assistant@example.com', 'vendor');
    otherVendor = await signUp(t, 'rival@example.com', 'vendor');
    couple = await signUp(t, 'olivia@example.com', 'couple');
    otherCouple = await signUp(t, 'sam@example.com', 'couple');
    admin = await signUp(t, 'admin@example.com', 'couple');
    anon = t.client();
    vendorUserId = await userIdOf(vendor);
    coupleId = await userIdOf(couple);
    otherCoupleId = await userIdOf(otherCouple);
    await db.updateTable('users').set({ is_admin: true }).where('email', '=', 'admin@example.com').execute();
    listingId = await insertListing(db, vendorUserId, {
      name: 'Golden Hour Studio',
      editors: [await userIdOf(editor)],
    });
    draftId = await insertListing(db, vendorUserId, { name: 'Draft Studio', published: false });
    noEmailListingId = await insertListing(db, vendorUserId, { name: 'Quiet Studio', email: null });
    otherListingId = await insertListing(db, await userIdOf(otherVendor), { name: 'Rival Films' });
  });
  afterAll(async () => {
    await t.stop();
  });
  // Each test starts with fresh rate-limit windows (every visitor here is this machine).
  beforeEach(() => {
    t.clock.advance(61 * 60_000);
  });

  function inquire(client: TestClient, json: Record<string, unknown> = {}) {
    return client.request('/api/vendor-inquiries/', {
      method: 'POST',
      json: {
        vendor_id: listingId,
        name: 'Olivia Park',
        email: 'olivia@example.com',
        message: 'Are you free on June 12, 2027?',
        ...json,
      },
    });
  }

  describe('favorites', () => {
    it('saves a vendor once (camelCase or snake_case), lists it with its public fields, checks and removes it', async () => {
      const first = await couple.request('/api/vendor-favorites/', {
        method: 'POST',
        json: { userId: coupleId, vendorId: listingId, notes: 'Loved the garden shots' },
      });
      expect(first.status).toBe(201);
      const again = await couple.request('/api/vendor-favorites/', {
        method: 'POST',
        json: { user_id: coupleId, vendor_id: listingId },
      });
      expect(again.status).toBe(200);
      const saved = await again.json();
      expect(saved).toMatchObject({
        user_id: coupleId,
        vendor_id: listingId,
        notes: 'Loved the garden shots',
      });
      const rows = await db
        .selectFrom('vendor_favorites')
        .selectAll()
        .where('user_id', '=', coupleId)
        .execute();
      expect(rows).toHaveLength(1);

      const list = await couple.json(`/api/vendor-favorites/user/${coupleId}`);
      expect(list).toEqual([
        expect.objectContaining({
          vendor_id: listingId,
          notes: 'Loved the garden shots',
          vendor: {
            id: listingId,
            business_name: 'Golden Hour Studio',
            category: 'photographer',
            city: 'Austin',
            state: 'TX',
            price_range: '$$$',
            photo: '/storage/uploads/a.jpg',
            path: '/wedding-vendors/wedding-photographers/tx/austin/golden-hour-studio',
          },
        }),
      ]);
      expect(await couple.json(`/api/vendor-favorites/check/${coupleId}/${listingId}`)).toEqual({
        is_favorite: true,
      });
      expect(await couple.json(`/api/vendor-favorites/check/${coupleId}/${otherListingId}`)).toEqual({
        is_favorite: false,
      });

      const removed = await couple.request(`/api/vendor-favorites/vendor/${listingId}?user_id=${coupleId}`, {
        method: 'DELETE',
      });
      expect(removed.status).toBe(204);
      expect(await couple.json(`/api/vendor-favorites/check/${coupleId}/${listingId}`)).toEqual({
        is_favorite: false,
      });
      const twice = await couple.request(`/api/vendor-favorites/vendor/${listingId}?user_id=${coupleId}`, {
        method: 'DELETE',
      });
      expect(twice.status).toBe(404);
    });

    it("keeps a person's favorites theirs: another couple, a vendor and an admin get 403, anonymous 401", async () => {
      await couple.json('/api/vendor-favorites/', { method: 'POST', json: { vendorId: otherListingId } });
      for (const other of [otherCouple, vendor, admin]) {
        expect((await other.request(`/api/vendor-favorites/user/${coupleId}`)).status).toBe(403);
        expect(
          (await other.request(`/api/vendor-favorites/check/${coupleId}/${otherListingId}`)).status,
        ).toBe(403);
        const del = await other.request(
          `/api/vendor-favorites/vendor/${otherListingId}?user_id=${coupleId}`,
          {
            method: 'DELETE',
          },
        );
        expect(del.status).toBe(403);
        const post = await other.request('/api/vendor-favorites/', {
          method: 'POST',
          json: { userId: coupleId, vendorId: listingId },
        });
        expect(post.status).toBe(403);
      }
      expect((await anon.request(`/api/vendor-favorites/user/${coupleId}`)).status).toBe(401);
      expect((await anon.post('/api/vendor-favorites/', { vendorId: listingId })).status).toBe(401);
      expect(await couple.json(`/api/vendor-favorites/check/${coupleId}/${otherListingId}`)).toEqual({
        is_favorite: true,
      });
      expect(await otherCouple.json(`/api/vendor-favorites/user/${otherCoupleId}`)).toEqual([]);
    });

    it('refuses an unpublished or unknown vendor with 404 and a body without a vendor with 422', async () => {
      for (const vendorId of [draftId, 'no-such-vendor']) {
        const res = await couple.post('/api/vendor-favorites/', { vendorId });
        expect(res.status).toBe(404);
        expect((await res.json()).detail).toBe('No published vendor has that id.');
      }
      const res = await couple.post('/api/vendor-favorites/', { notes: 'hi' });
      expect(res.status).toBe(422);
      expect((await res.json()).detail[0].loc).toEqual(['body', 'vendorId']);
      expect(
        (await couple.post('/api/vendor-favorites/', { vendorId: listingId, colour: 'red' })).status,
      ).toBe(422);
      // Both spellings naming different listings: neither is taken for the other.
      const both = await couple.post('/api/vendor-favorites/', { vendorId: listingId, vendor_id: 'another' });
      expect(both.status).toBe(422);
      expect((await both.json()).detail[0]).toMatchObject({
        loc: ['body', 'vendor_id'],
        msg: 'vendorId and vendor_id name different ones.',
      });
    });

    it("refuses a listing's own team saving it, which would count in its Saves", async () => {
      const own = await vendor.post('/api/vendor-favorites/', { vendorId: listingId });
      expect(own.status).toBe(422);
      expect((await own.json()).detail).toBe('This is your own listing: saving it would count in its Saves.');
      const saves = await db
        .selectFrom('vendor_favorites')
        .select('id')
        .where('user_id', '=', vendorUserId)
        .execute();
      expect(saves).toEqual([]);
    });
  });

  describe('inquiries', () => {
    it("refuses an inquiry from the listing's own team, which would count in its Inquiries", async () => {
      const countBefore = await db
        .selectFrom('vendor_inquiries')
        .select('id')
        .where('vendor_id', '=', listingId)
        .execute();
      for (const team of [vendor, editor]) {
        const own = await inquire(team, { name: 'Test couple', email: 'test@example.com' });
        expect(own.status).toBe(422);
        expect(await own.json()).toMatchObject({
          detail: 'This is your own listing: an inquiry to it would count in its Inquiries.',
          code: 'own_listing',
        });
      }
      const countAfter = await db
        .selectFrom('vendor_inquiries')
        .select('id')
        .where('vendor_id', '=', listingId)
        .execute();
      expect(countAfter).toHaveLength(countBefore.length);
    });

    it('takes an anonymous inquiry, emails the listing through the outbox, and shows it only to its team', async () => {
      const res = await inquire(anon, {
        name: 'Jordan Lee',
        email: 'Jordan@Example.com',
        phone: '555-0101',
        wedding_date: '2027-06-12',
        guest_count: 120,
        budget: '4500.50',
      });
      expect(res.status).toBe(201);
      const sent = await res.json();
      expect(sent).toMatchObject({
        vendor_id: listingId,
        from_user_id: null,
        email: 'jordan@example.com',
        status: 'new',
        wedding_date: '2027-06-12',
        guest_count: 120,
        budget: 4500.5,
        responded_at: null,
      });
      const outbox = await db
        .selectFrom('email_outbox')
        .selectAll()
        .where('to_address', '=', 'hello@golden-hour-studio.example.com')
        .execute();
      expect(outbox).toHaveLength(1);
      expect(outbox[0]!.subject).toBe('New inquiry for Golden Hour Studio from Jordan Lee');
      expect(outbox[0]!.text_body).toContain('Are you free on June 12, 2027?');
      expect(outbox[0]!.text_body).toContain('Saturday, June 12, 2027');
      // The link opens this inquiry in this listing's inbox (a vendor may have several listings).
      expect(outbox[0]!.text_body).toContain(`/vendor/inquiries?listing=${listingId}&open=${sent.id}`);

      for (const team of [vendor, editor]) {
        const inbox = await team.json(`/api/vendor-inquiries/vendor/${listingId}`);
        expect(inbox.map((i: { id: string }) => i.id)).toContain(sent.id);
      }
      expect((await otherVendor.request(`/api/vendor-inquiries/vendor/${listingId}`)).status).toBe(403);
      expect((await couple.request(`/api/vendor-inquiries/vendor/${listingId}`)).status).toBe(403);
      expect((await admin.request(`/api/vendor-inquiries/vendor/${listingId}`)).status).toBe(403);
      expect((await anon.request(`/api/vendor-inquiries/vendor/${listingId}`)).status).toBe(401);
      expect((await vendor.request('/api/vendor-inquiries/vendor/no-such-vendor')).status).toBe(404);
    });

    it("emails the owner's account when the listing has no email of its own", async () => {
      const res = await inquire(anon, { vendor_id: noEmailListingId, name: 'Sam\nBcc: someone@example.com' });
      expect(res.status).toBe(201);
      expect((await res.json()).name).toBe('Sam Bcc: someone@example.com');
      const mail = (await t.mailbox()).find((m) => m.subject.startsWith('New inquiry for Quiet Studio'));
      expect(mail?.to).toBe('studio@example.com');
      // The name is one line in the subject: it cannot start a header of its own.
      expect(mail?.subject).toBe('New inquiry for Quiet Studio from Sam Bcc: someone@example.com');
    });

    it("records a signed-in couple as the sender and shows them their inquiries and each status, never the vendor's notes", async () => {
      const res = await inquire(couple, { message: 'Do you travel to Dripping Springs?' });
      const sent = await res.json();
      expect(sent.from_user_id).toBe(coupleId);
      // A vendor writing to another vendor is not a couple following an inquiry.
      const fromVendor = await (await inquire(otherVendor)).json();
      expect(fromVendor.from_user_id).toBeNull();

      await vendor.json(`/api/vendor-inquiries/${sent.id}`, {
        method: 'PUT',
        json: { status: 'responded', vendor_notes: 'Quoted the travel fee' },
      });
      const mine = await couple.json('/api/vendor-inquiries/mine');
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({
        id: sent.id,
        status: 'responded',
        message: 'Do you travel to Dripping Springs?',
        vendor: expect.objectContaining({ business_name: 'Golden Hour Studio', path: expect.any(String) }),
      });
      expect(mine[0].responded_at).not.toBeNull();
      expect(mine[0]).not.toHaveProperty('vendor_notes');
      // The vendor files it away, booked: the couple still reads "booked", not a bare "archived".
      for (const status of ['booked', 'archived']) {
        await vendor.json(`/api/vendor-inquiries/${sent.id}`, { method: 'PUT', json: { status } });
      }
      expect((await couple.json('/api/vendor-inquiries/mine'))[0].status).toBe('booked');
      // Taken out of the archive again, it says what the vendor says now.
      await vendor.json(`/api/vendor-inquiries/${sent.id}`, { method: 'PUT', json: { status: 'declined' } });
      expect((await couple.json('/api/vendor-inquiries/mine'))[0].status).toBe('declined');
      expect(await otherCouple.json('/api/vendor-inquiries/mine')).toEqual([]);
      expect((await anon.request('/api/vendor-inquiries/mine')).status).toBe(401);
    });

    it('keeps naming a business on the couple’s inquiries and saved vendors while its listing is unpublished', async () => {
      const sent = await (await inquire(otherCouple, { message: 'Are you free in June?' })).json();
      await otherCouple.json('/api/vendor-favorites/', {
        method: 'POST',
        json: { user_id: otherCoupleId, vendor_id: listingId },
      });
      const unpublish = (published: boolean) =>
        db.updateTable('directory_listings').set({ published }).where('id', '=', listingId).execute();
      await unpublish(false);
      try {
        const [inquiry] = await otherCouple.json('/api/vendor-inquiries/mine');
        // Not the public listing (no link, no city) while it is out of the directory: only its name.
        expect(inquiry).toMatchObject({ id: sent.id, vendor: null, vendor_name: 'Golden Hour Studio' });
        const [saved] = await otherCouple.json(`/api/vendor-favorites/user/${otherCoupleId}`);
        expect(saved).toMatchObject({
          vendor_id: listingId,
          vendor: null,
          vendor_name: 'Golden Hour Studio',
        });
      } finally {
        await unpublish(true);
      }
      const [again] = await otherCouple.json('/api/vendor-inquiries/mine');
      expect(again.vendor).toMatchObject({ business_name: 'Golden Hour Studio' });
      const removed = await otherCouple.request(
        `/api/vendor-favorites/vendor/${listingId}?user_id=${otherCoupleId}`,
        { method: 'DELETE' },
      );
      expect(removed.status).toBe(204);
    });

    it('refuses a bad email, a blank message, an unknown field value, and an unknown or unpublished vendor', async () => {
      const badEmail = await inquire(anon, { email: 'not-an-email' });
      expect(badEmail.status).toBe(422);
      expect((await badEmail.json()).detail[0]).toMatchObject({
        loc: ['body', 'email'],
        msg: 'Enter a valid email address.',
      });
      const blank = await inquire(anon, { message: '   ' });
      expect(blank.status).toBe(422);
      expect((await blank.json()).detail[0]).toMatchObject({
        loc: ['body', 'message'],
        msg: 'Write a message to the vendor.',
      });
      expect((await inquire(anon, { wedding_date: '2027-02-30' })).status).toBe(422);
      // A day that is gone cannot be booked; today can, wherever the visitor is.
      const past = await inquire(anon, { wedding_date: '1999-01-01' });
      expect(past.status).toBe(422);
      expect((await past.json()).detail[0]).toMatchObject({
        loc: ['body', 'wedding_date'],
        msg: 'That date has passed. Choose your wedding date, or leave it empty.',
      });
      expect((await inquire(anon, { wedding_date: t.clock.now.toISOString().slice(0, 10) })).status).toBe(
        201,
      );
      const negative = await inquire(anon, { guest_count: -4 });
      expect(negative.status).toBe(422);
      expect((await negative.json()).detail[0]).toMatchObject({
        loc: ['body', 'guest_count'],
        msg: 'Count at least one guest.',
      });
      expect((await inquire(anon, { budget: -1 })).status).toBe(422);
      t.clock.advance(61 * 60_000);
      for (const vendor_id of [draftId, 'no-such-vendor']) {
        const res = await inquire(anon, { vendor_id });
        expect(res.status).toBe(404);
      }
    });

    it('tells every mistake of an inquiry in one answer, a wedding date that has passed among them', async () => {
      const res = await inquire(anon, {
        email: 'not-an-email',
        message: '   ',
        wedding_date: '1999-01-01',
        guest_count: 0,
      });
      expect(res.status).toBe(422);
      const { detail } = await res.json();
      expect(detail.map((d: { loc: string[]; msg: string }) => [d.loc.join('.'), d.msg])).toEqual([
        ['body.email', 'Enter a valid email address.'],
        ['body.message', 'Write a message to the vendor.'],
        ['body.wedding_date', 'That date has passed. Choose your wedding date, or leave it empty.'],
        ['body.guest_count', 'Count at least one guest.'],
      ]);
      // A day that does not exist is told only that, even when it would be in the past.
      const impossible = await inquire(anon, { wedding_date: '1999-02-30' });
      expect((await impossible.json()).detail).toEqual([
        { type: 'custom', loc: ['body', 'wedding_date'], msg: 'That date does not exist.' },
      ]);
    });

    it('moves statuses forward, sets responded_at once, allows archive from anywhere, never back to new', async () => {
      const { id } = await (await inquire(anon)).json();
      const put = (json: Record<string, unknown>, client: TestClient = vendor) =>
        client.request(`/api/vendor-inquiries/${id}`, { method: 'PUT', json });

      const read = await (await put({ status: 'read' })).json();
      expect(read).toMatchObject({ status: 'read', responded_at: null });
      t.clock.advance(3 * 60 * 60_000);
      const responded = await (
        await put({ status: 'responded', vendor_notes: 'Sent packages' }, editor)
      ).json();
      expect(responded).toMatchObject({ status: 'responded', vendor_notes: 'Sent packages' });
      expect(responded.responded_at).toBe(t.clock.now.toISOString());
      const firstAnswer = responded.responded_at;

      const back = await put({ status: 'read' });
      expect(back.status).toBe(422);
      expect((await back.json()).detail[0].loc).toEqual(['body', 'status']);
      const toNew = await put({ status: 'new' });
      expect(toNew.status).toBe(422);

      t.clock.advance(60_000);
      const booked = await (await put({ status: 'booked' })).json();
      expect(booked.status).toBe('booked');
      expect(booked.responded_at).toBe(firstAnswer);
      expect((await put({ status: 'archived' })).status).toBe(200);
      expect((await put({ status: 'new' })).status).toBe(422);
      const unknown = await put({ status: 'maybe' });
      expect(unknown.status).toBe(422);
      expect((await unknown.json()).detail[0].loc).toEqual(['body', 'status']);
      expect((await put({})).status).toBe(422);

      // A fresh one can be archived straight from new.
      const other = await (await inquire(anon)).json();
      const archived = await vendor.request(`/api/vendor-inquiries/${other.id}`, {
        method: 'PUT',
        json: { status: 'archived' },
      });
      expect(archived.status).toBe(200);
      expect((await archived.json()).responded_at).toBeNull();

      const onlyArchived = await vendor.json(`/api/vendor-inquiries/vendor/${listingId}?status=archived`);
      expect(onlyArchived.map((i: { id: string }) => i.id).sort()).toEqual([id, other.id].sort());
      expect((await vendor.request(`/api/vendor-inquiries/vendor/${listingId}?status=maybe`)).status).toBe(
        422,
      );
    });

    it("lets only the listing's team change an inquiry", async () => {
      const { id } = await (await inquire(anon)).json();
      for (const [client, status] of [
        [otherVendor, 403],
        [couple, 403],
        [admin, 403],
        [anon, 401],
      ] as const) {
        const res = await client.request(`/api/vendor-inquiries/${id}`, {
          method: 'PUT',
          json: { status: 'read' },
        });
        expect(res.status).toBe(status);
      }
      expect(
        (
          await vendor.request('/api/vendor-inquiries/no-such-inquiry', {
            method: 'PUT',
            json: { status: 'read' },
          })
        ).status,
      ).toBe(404);
      const row = await db
        .selectFrom('vendor_inquiries')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('new');
    });

    it('answers 429 with Retry-After once one visitor sends too many; mistakes in the form do not count', async () => {
      // A visitor who sends the form half filled, again and again, still has all ten inquiries.
      for (let i = 0; i < 12; i++) {
        const incomplete = await anon.request('/api/vendor-inquiries/', {
          method: 'POST',
          json: { vendor_id: listingId, name: '', email: 'not-an-email', message: '' },
        });
        expect(incomplete.status).toBe(422);
      }
      const answers: number[] = [];
      for (let i = 0; i < 10; i++) answers.push((await inquire(anon)).status);
      expect(answers.every((s) => s === 201)).toBe(true);
      const refused = await inquire(anon);
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(60);
      // The wait is said as it is: the limit is per hour, not "a moment".
      expect((await refused.json()).detail).toBe(
        `Too many attempts. Please try again in ${Math.ceil(retryAfter / 60)} minutes.`,
      );
      // A signed-in couple has their own allowance.
      expect((await inquire(otherCouple)).status).toBe(201);
    });
  });

  describe('analytics', () => {
    it('counts one view and one click of each kind per visitor a day, and answers figures with every day present', async () => {
      const track = (event_type: string, client: TestClient = anon, vendor_id = otherListingId) =>
        client.request('/api/vendor-analytics/track', { method: 'POST', json: { vendor_id, event_type } });
      expect(await (await track('view')).json()).toEqual({ counted: true });
      expect(await (await track('view')).json()).toEqual({ counted: false });
      expect(await (await track('view', couple)).json()).toEqual({ counted: true });
      expect(await (await track('click_website')).json()).toEqual({ counted: true });
      expect(await (await track('click_phone')).json()).toEqual({ counted: true });
      // One visitor pressing Call forty times is one visitor who called.
      for (let i = 0; i < 3; i++)
        expect(await (await track('click_phone')).json()).toEqual({ counted: false });
      // The team looking at its own listing is not a visitor.
      expect(await (await track('view', otherVendor)).json()).toEqual({ counted: false });

      expect((await track('share')).status).toBe(422);
      expect((await track('view', anon, 'no-such-vendor')).status).toBe(404);
      expect((await track('view', anon, draftId)).status).toBe(404);

      const rows = await db
        .selectFrom('vendor_analytics_events')
        .select(['event_type', 'visitor_day'])
        .where('vendor_id', '=', otherListingId)
        .execute();
      expect(rows).toHaveLength(4);
      // The visitor is a keyed hash, never the address.
      expect(rows.every((r) => !r.visitor_day.includes('127.0.0.1'))).toBe(true);

      // The next day the same visitor counts again.
      t.clock.advance(24 * 60 * 60_000);
      expect(await (await track('view')).json()).toEqual({ counted: true });

      await couple.json('/api/vendor-favorites/', { method: 'POST', json: { vendorId: otherListingId } });
      await inquire(couple, { vendor_id: otherListingId });

      const figures = await otherVendor.json(`/api/vendor-analytics/${otherListingId}?days=7`);
      expect(figures.days).toBe(7);
      expect(figures.daily).toHaveLength(7);
      const todayIso = t.clock.now.toISOString().slice(0, 10);
      const yesterday = new Date(t.clock.now.getTime() - 86_400_000).toISOString().slice(0, 10);
      expect(figures.daily.at(-1)).toMatchObject({ date: todayIso, views: 1, clicks: 0, inquiries: 1 });
      expect(figures.daily.at(-2)).toMatchObject({ date: yesterday, views: 2, clicks: 2, inquiries: 0 });
      expect(figures.daily[0]).toMatchObject({ views: 0, clicks: 0, inquiries: 0, favorites: 0 });
      expect(figures.totals).toMatchObject({ views: 3, clicks: 2, inquiries: 1 });
      expect(figures.totals.favorites).toBe(
        figures.daily.reduce((n: number, d: { favorites: number }) => n + d.favorites, 0),
      );

      const byDefault = await otherVendor.json(`/api/vendor-analytics/${otherListingId}`);
      expect(byDefault.days).toBe(30);
      expect(byDefault.daily).toHaveLength(30);
      expect((await admin.request(`/api/vendor-analytics/${otherListingId}?days=365`)).status).toBe(200);
    });

    it('hashes visitors with a stored salt of the day that every instance shares, deleted after a day', async () => {
      const track = () =>
        anon.request('/api/vendor-analytics/track', {
          method: 'POST',
          json: { vendor_id: otherListingId, event_type: 'view' },
        });
      t.clock.advance(3 * 24 * 60 * 60_000);
      expect((await track()).status).toBe(200);
      const salts = await db.selectFrom('visitor_salts').select('day').orderBy('day').execute();
      const today = t.clock.now.toISOString().slice(0, 10);
      // Only today's salt (and at most yesterday's) is kept: older hashes can no longer be linked.
      expect(salts.map((s) => String(s.day)).at(-1)).toBe(today);
      expect(salts.length).toBeLessThanOrEqual(2);
    });

    it('shows figures to the team and admins only, for 1 to 365 days', async () => {
      expect((await editor.request(`/api/vendor-analytics/${listingId}`)).status).toBe(200);
      expect((await vendor.request(`/api/vendor-analytics/${otherListingId}`)).status).toBe(403);
      expect((await couple.request(`/api/vendor-analytics/${listingId}`)).status).toBe(403);
      expect((await anon.request(`/api/vendor-analytics/${listingId}`)).status).toBe(401);
      for (const days of ['0', '366', 'abc', '2.5', '0x10', '1e1']) {
        const res = await vendor.request(`/api/vendor-analytics/${listingId}?days=${days}`);
        expect(res.status, days).toBe(422);
        expect((await res.json()).detail[0].msg, days).toBe('days is a whole number from 1 to 365.');
      }
    });

    it('rate-limits tracking per visitor', async () => {
      let last = 0;
      for (let i = 0; i < 121; i++) {
        last = (
          await anon.request('/api/vendor-analytics/track', {
            method: 'POST',
            json: { vendor_id: listingId, event_type: 'click_email' },
          })
        ).status;
        if (i < 120) expect(last).toBe(200);
      }
      expect(last).toBe(429);
    });
  });

  describe('promotions', () => {
    const day = (offset: number) =>
      new Date(t.clock.now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

    it('lets the team create, edit and end promotions; the public sees only the active ones', async () => {
      const create = (json: Record<string, unknown>, client: TestClient = vendor) =>
        client.request('/api/vendor-promotions/', {
          method: 'POST',
          json: { vendor_id: listingId, title: '10% off Fridays', discount_percent: 10, ...json },
        });
      const activeRes = await create({
        starts_on: day(-1),
        ends_on: day(30),
        description: 'Fridays in 2027',
      });
      expect(activeRes.status).toBe(201);
      const active = await activeRes.json();
      expect(active).toMatchObject({ active: true, discount_percent: 10, description: 'Fridays in 2027' });
      const scheduled = await (
        await create({ title: 'Winter special', starts_on: day(40), ends_on: day(60) }, editor)
      ).json();
      expect(scheduled.active).toBe(false);

      const bad = await create({ starts_on: day(5), ends_on: day(4) });
      expect(bad.status).toBe(422);
      expect((await bad.json()).detail[0]).toMatchObject({
        loc: ['body', 'ends_on'],
        msg: 'The promotion cannot end before it starts.',
      });
      const past = await create({ starts_on: day(-40), ends_on: day(-10) });
      expect(past.status).toBe(422);
      expect((await past.json()).detail[0]).toMatchObject({
        loc: ['body', 'ends_on'],
        msg: 'A new promotion cannot end in the past.',
      });
      expect((await create({ starts_on: day(1), ends_on: day(2), discount_percent: 150 })).status).toBe(422);
      // A promotion runs within the years a plan's dates take, not "until 9999".
      const forever = await create({ starts_on: day(1), ends_on: '9999-12-31' });
      expect(forever.status).toBe(422);
      expect((await forever.json()).detail[0]).toMatchObject({
        loc: ['body', 'ends_on'],
        msg: 'Use a date between 1900 and 2999.',
      });
      expect((await create({ starts_on: day(1), ends_on: day(2), title: ' ' })).status).toBe(422);

      const publicList = await anon.json(`/api/vendor-promotions/vendor/${listingId}`);
      expect(publicList.map((p: { id: string }) => p.id)).toEqual([active.id]);
      const teamList = await vendor.json(`/api/vendor-promotions/vendor/${listingId}`);
      expect(teamList.map((p: { id: string }) => p.id).sort()).toEqual([active.id, scheduled.id].sort());

      const edited = await vendor.json(`/api/vendor-promotions/${active.id}`, {
        method: 'PUT',
        json: { title: '15% off Fridays', discount_percent: 15 },
      });
      expect(edited).toMatchObject({ title: '15% off Fridays', discount_percent: 15, active: true });
      const endsEarly = await vendor.request(`/api/vendor-promotions/${active.id}`, {
        method: 'PUT',
        json: { ends_on: day(-2) },
      });
      expect(endsEarly.status).toBe(422);
      const ended = await vendor.json(`/api/vendor-promotions/${active.id}`, {
        method: 'PUT',
        json: { ends_on: day(-1) },
      });
      expect(ended.active).toBe(false);
      expect(await anon.json(`/api/vendor-promotions/vendor/${listingId}`)).toEqual([]);

      expect(
        (await vendor.request(`/api/vendor-promotions/${scheduled.id}`, { method: 'DELETE' })).status,
      ).toBe(204);
      expect(
        (await vendor.request(`/api/vendor-promotions/${scheduled.id}`, { method: 'DELETE' })).status,
      ).toBe(404);
    });

    it("refuses everybody but the listing's team, and hides a draft listing's promotions", async () => {
      const promo = await vendor.json('/api/vendor-promotions/', {
        method: 'POST',
        json: { vendor_id: listingId, title: 'Free album', starts_on: day(0), ends_on: day(10) },
      });
      for (const [client, status] of [
        [otherVendor, 403],
        [couple, 403],
        [admin, 403],
        [anon, 401],
      ] as const) {
        const create = await client.request('/api/vendor-promotions/', {
          method: 'POST',
          json: { vendor_id: listingId, title: 'Mine now', starts_on: day(0), ends_on: day(1) },
        });
        expect(create.status).toBe(status);
        expect(
          (
            await client.request(`/api/vendor-promotions/${promo.id}`, {
              method: 'PUT',
              json: { title: 'x' },
            })
          ).status,
        ).toBe(status);
        expect(
          (await client.request(`/api/vendor-promotions/${promo.id}`, { method: 'DELETE' })).status,
        ).toBe(status);
      }
      const draftPromo = await vendor.request('/api/vendor-promotions/', {
        method: 'POST',
        json: { vendor_id: draftId, title: 'Opening offer', starts_on: day(0), ends_on: day(5) },
      });
      expect(draftPromo.status).toBe(201);
      expect((await anon.request(`/api/vendor-promotions/vendor/${draftId}`)).status).toBe(404);
      expect(await vendor.json(`/api/vendor-promotions/vendor/${draftId}`)).toHaveLength(1);
      expect((await anon.request('/api/vendor-promotions/vendor/no-such-vendor')).status).toBe(404);
      const row = await db
        .selectFrom('vendor_promotions')
        .select('title')
        .where('id', '=', promo.id)
        .executeTakeFirstOrThrow();
      expect(row.title).toBe('Free album');
    });
    it('bounds the promotions a listing has that have not ended, and refuses unknown fields', async () => {
      const create = (json: Record<string, unknown> = {}) =>
        otherVendor.request('/api/vendor-promotions/', {
          method: 'POST',
          json: {
            vendor_id: otherListingId,
            title: 'Spring offer',
            starts_on: day(0),
            ends_on: day(10),
            ...json,
          },
        });
      const extra = await create({ active: true });
      expect(extra.status).toBe(422);
      const [issue] = (await extra.json()).detail;
      expect(issue).toMatchObject({ type: 'unrecognized_keys', loc: ['body'] });
      expect(issue.msg).toContain('active');
      const made: string[] = [];
      for (let i = 0; i < MAX_OPEN_PROMOTIONS; i++) {
        const res = await create();
        expect(res.status).toBe(201);
        made.push((await res.json()).id);
      }
      const refused = await create();
      expect(refused.status).toBe(409);
      expect((await refused.json()).detail).toBe(TOO_MANY_PROMOTIONS);
      // An ended one no longer counts; reopening it counts again.
      const end = await otherVendor.request(`/api/vendor-promotions/${made[0]}`, {
        method: 'PUT',
        json: { starts_on: day(-1), ends_on: day(-1) },
      });
      expect(end.status).toBe(200);
      expect((await create()).status).toBe(201);
      const reopen = await otherVendor.request(`/api/vendor-promotions/${made[0]}`, {
        method: 'PUT',
        json: { ends_on: day(5) },
      });
      expect(reopen.status).toBe(409);
      // Editing one that is still open is not adding one.
      const edit = await otherVendor.request(`/api/vendor-promotions/${made[1]}`, {
        method: 'PUT',
        json: { ends_on: day(20) },
      });
      expect(edit.status).toBe(200);
      const rows = await db
        .selectFrom('vendor_promotions')
        .select('id')
        .where('vendor_id', '=', otherListingId)
        .where('ends_on', '>=', day(0))
        .execute();
      expect(rows).toHaveLength(MAX_OPEN_PROMOTIONS);
    });
  });
});

// The demo directory (issue 18): 100+ published listings across the 19 categories and ten cities,
// owned by a few demo vendor accounts, one with a known login printed at start. Seeded once, when
// there are no listings and the demo vendor does not exist yet. Fast: every listing document is built
// in memory and stored as a snapshot, and the snapshots, rows and projections go in with a few bulk
// inserts in one transaction (no rooms, no per-listing round trips).
import { slugify, VENDOR_CATEGORIES } from '@confetti/catalog';
import { directorySeedListings } from '@confetti/catalog/directory';
import type { Database } from '@confetti/db';
import { addCalendarDays, initListingDoc, localDateString, updateListing } from '@confetti/plan';
import type { Insertable, Kysely } from 'kysely';
import * as Y from 'yjs';
import { hashPassword } from '../auth/passwords';
import { type DirectoryRow, LISTING, listingRow, upsertDirectoryRows } from '../directory/listing-kind';
import { documentKey } from '../sync/room';
import { DEMO_ACCOUNT } from './index';

export const DEMO_VENDOR_ACCOUNT = {
  email: 'vendor@confetti.wedding',
  password: 'confetti-vendor-2026',
} as const;

/** The other demo vendors: their password is random and never shown (they only own listings). */
const OTHER_DEMO_VENDORS = ['studio@confetti.wedding', 'events@confetti.wedding', 'makers@confetti.wedding'];

const DAY = 24 * 3600 * 1000;

export interface DirectorySeedResult {
  seeded: boolean;
  listings: number;
}

/**
 * The demo couple's own inquiries, so a new user sees My inquiries at work: one vendor booked (their
 * rentals, not yet among their vendors, so "Add to my vendors" has something to do) and one that
 * answered (lighting, which they are still looking into). Written as the couple would: their names,
 * their wedding day (240 days out, as the demo plan has it), their guests and their place. Each goes
 * to a listing in California where there is one.
 */
function demoCoupleInquiries(
  coupleId: string,
  rows: readonly DirectoryRow[],
  now: Date,
): Insertable<Database['vendor_inquiries']>[] {
  const weddingDate = addCalendarDays(localDateString(now), 240);
  const asks = [
    {
      category: 'rentals',
      status: 'booked' as const,
      daysAgo: 21,
      message:
        'Hi! We are Olivia & James, getting married at Rose Hill Vineyard in Napa with about 120 guests. We need farm tables, cross-back chairs and linens for the reception. Are you free that day, and could you send a quote?',
    },
    {
      category: 'decor',
      status: 'responded' as const,
      daysAgo: 6,
      message:
        'Hi! We are planning a garden wedding at Rose Hill Vineyard in Napa for about 120 guests, with dinner outdoors after sunset. Could you tell us about string lights and lanterns over the tables, and your pricing?',
    },
  ];
  return asks.flatMap((ask) => {
    const inCategory = rows.filter((row) => row.category === ask.category);
    const listing = inCategory.find((row) => row.state === 'CA') ?? inCategory[0];
    if (!listing) return [];
    const created = new Date(now.getTime() - ask.daysAgo * DAY);
    return [
      {
        id: crypto.randomUUID(),
        vendor_id: listing.id,
        from_user_id: coupleId,
        name: 'Olivia & James',
        email: DEMO_ACCOUNT.email,
        phone: null,
        message: ask.message,
        wedding_date: weddingDate,
        guest_count: 120,
        budget: null,
        status: ask.status,
        vendor_notes: '',
        created_at: created,
        updated_at: created,
        responded_at: new Date(created.getTime() + 5 * 3600 * 1000),
      },
    ];
  });
}

/**
 * A month of visits to each listing that has inquiries (a dashboard saying 4 inquiries from 0 views
 * made no sense): a few visitors a day, some of whom clicked through to the website, phone or email.
 * Counted like real ones, once per visitor, day and kind.
 */
function demoAnalytics(
  rows: readonly DirectoryRow[],
  withInquiries: ReadonlySet<string>,
  now: Date,
): Insertable<Database['vendor_analytics_events']>[] {
  const events: Insertable<Database['vendor_analytics_events']>[] = [];
  const kinds = ['click_website', 'click_phone', 'click_email'] as const;
  rows.forEach((row, r) => {
    if (!withInquiries.has(row.id)) return;
    for (let daysAgo = 0; daysAgo < 30; daysAgo++) {
      const day = addCalendarDays(localDateString(now), -daysAgo);
      const created = new Date(`${day}T15:00:00Z`);
      // A little more on weekends, and otherwise uneven from day to day, as real visits are.
      const weekend = [0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay()) ? 3 : 0;
      const visitors = 2 + weekend + (Math.abs(Math.imul(r * 31 + daysAgo, 2654435761) >> 7) % 7);
      for (let v = 0; v < visitors; v++) {
        const visitor_day = `demo-${daysAgo}-${v}`;
        events.push({ vendor_id: row.id, event_type: 'view', visitor_day, day, created_at: created });
        if ((r + daysAgo + v) % 4 === 0) {
          const event_type = kinds[(r + v) % kinds.length]!;
          events.push({ vendor_id: row.id, event_type, visitor_day, day, created_at: created });
        }
      }
    }
  });
  return events;
}

export async function seedDirectoryIfEmpty(
  db: Kysely<Database>,
  now = new Date(),
): Promise<DirectorySeedResult> {
  const anyListing = await db.selectFrom('listings').select('id').limit(1).executeTakeFirst();
  const demoVendor = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', DEMO_VENDOR_ACCOUNT.email)
    .executeTakeFirst();
  if (anyListing || demoVendor) return { seeded: false, listings: 0 };

  const [demoHash, otherHash] = await Promise.all([
    hashPassword(DEMO_VENDOR_ACCOUNT.password),
    hashPassword(crypto.randomUUID() + crypto.randomUUID()),
  ]);
  const vendors = [DEMO_VENDOR_ACCOUNT.email, ...OTHER_DEMO_VENDORS].map((email, i) => ({
    id: crypto.randomUUID(),
    email,
    password_hash: i === 0 ? demoHash : otherHash,
    user_type: 'vendor' as const,
    onboarding_complete: true,
    email_confirmed_at: now,
  }));

  const seeds = directorySeedListings(VENDOR_CATEGORIES.map((c) => c.apiCategory));
  const slugs = new Set<string>();
  const listings: Insertable<Database['listings']>[] = [];
  const members: { listing_id: string; user_id: string; role: 'owner' }[] = [];
  const snapshots: { doc_id: string; state: Uint8Array; last_seq: number }[] = [];
  const rows: DirectoryRow[] = [];
  seeds.forEach((seed, i) => {
    const id = crypto.randomUUID();
    const generationId = crypto.randomUUID();
    // The demo vendor owns one listing in every fifth category, enough to explore the portal.
    const owner = vendors[i % 5 === 0 ? 0 : 1 + (i % 3)]!;
    const base = slugify(seed.business_name) || 'wedding-vendor';
    let slug = base;
    for (let n = 2; slugs.has(slug); n++) slug = `${base}-${n}`;
    slugs.add(slug);
    const createdAt = new Date(now.getTime() - seed.listedDaysAgo * DAY - i * 60_000);
    const doc = new Y.Doc();
    initListingDoc(doc, { generationId });
    const { listedDaysAgo: _days, ...fields } = seed;
    updateListing(doc, fields);
    const projected = listingRow(
      doc,
      { id, owner_user_id: owner.id, slug, created_at: createdAt },
      createdAt,
    );
    if ('skip' in projected) throw new Error(`demo listing ${seed.business_name}: ${projected.skip}`);
    listings.push({ id, owner_user_id: owner.id, generation_id: generationId, slug, created_at: createdAt });
    members.push({ listing_id: id, user_id: owner.id, role: 'owner' });
    snapshots.push({ doc_id: documentKey(LISTING, id), state: Y.encodeStateAsUpdate(doc), last_seq: 0 });
    rows.push(projected.row);
    doc.destroy();
  });

  // A few answered inquiries so response-time badges show, and promotions running today.
  const inquiries: Insertable<Database['vendor_inquiries']>[] = [];
  const promotions: Insertable<Database['vendor_promotions']>[] = [];
  const today = now.toISOString().slice(0, 10);
  const inAMonth = new Date(now.getTime() + 45 * DAY).toISOString().slice(0, 10);
  // Other couples: Olivia & James are the demo couple, whose own inquiries come below.
  const couples = ['Maya & Daniel', 'Priya & Sam', 'Grace & Leo', 'Chloe & Ben'];
  rows.forEach((row, i) => {
    if (i % 4 === 0) {
      for (let k = 0; k < 4; k++) {
        const created = new Date(now.getTime() - (5 + k * 6 + (i % 7)) * DAY);
        const answered = k < 3;
        const name = couples[(i + k) % couples.length]!;
        inquiries.push({
          id: crypto.randomUUID(),
          vendor_id: row.id,
          from_user_id: null,
          name,
          email: `${slugify(name).replaceAll('-', '.')}@example.com`,
          phone: null,
          message: `Hi! We're planning a wedding for about ${90 + k * 20} guests and love what we've seen. Are you available, and could you send pricing?`,
          wedding_date: new Date(now.getTime() + (200 + k * 30) * DAY).toISOString().slice(0, 10),
          guest_count: 90 + k * 20,
          budget: null,
          status: answered ? (k === 0 ? ('booked' as const) : ('responded' as const)) : ('new' as const),
          vendor_notes: '',
          created_at: created,
          updated_at: created,
          responded_at: answered ? new Date(created.getTime() + (2 + ((i + k) % 20)) * 3600 * 1000) : null,
        });
      }
    }
    if (i % 9 === 0) {
      promotions.push({
        id: crypto.randomUUID(),
        vendor_id: row.id,
        title: i % 2 === 0 ? 'Book by the end of the season: 10% off' : 'Weekday weddings 15% off',
        description:
          i % 2 === 0
            ? 'Sign your contract before the offer ends and save 10% on any package.'
            : 'Monday to Thursday dates for the coming year, on every package.',
        discount_percent: i % 2 === 0 ? 10 : 15,
        starts_on: today,
        ends_on: inAMonth,
        created_at: now,
      });
    }
  });
  const couple = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', DEMO_ACCOUNT.email)
    .executeTakeFirst();
  // The demo couple saves the two vendors they wrote to, as a couple would before writing.
  const coupleInquiries = couple ? demoCoupleInquiries(couple.id, rows, now) : [];
  inquiries.push(...coupleInquiries);
  const favorites = coupleInquiries.map((inquiry) => ({
    id: crypto.randomUUID(),
    user_id: inquiry.from_user_id!,
    vendor_id: inquiry.vendor_id,
    created_at: new Date((inquiry.created_at as Date).getTime() - DAY),
  }));
  const analytics = demoAnalytics(rows, new Set(inquiries.map((inquiry) => inquiry.vendor_id)), now);

  try {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('users').values(vendors).execute();
      for (let i = 0; i < listings.length; i += 200) {
        await trx
          .insertInto('listings')
          .values(listings.slice(i, i + 200))
          .execute();
        await trx
          .insertInto('listing_members')
          .values(members.slice(i, i + 200))
          .execute();
      }
      for (let i = 0; i < snapshots.length; i += 50) {
        await trx
          .insertInto('doc_snapshots')
          .values(snapshots.slice(i, i + 50))
          .execute();
      }
      await upsertDirectoryRows(trx, rows);
      if (inquiries.length > 0) await trx.insertInto('vendor_inquiries').values(inquiries).execute();
      if (favorites.length > 0) await trx.insertInto('vendor_favorites').values(favorites).execute();
      for (let i = 0; i < analytics.length; i += 500) {
        await trx
          .insertInto('vendor_analytics_events')
          .values(analytics.slice(i, i + 500))
          .execute();
      }
      if (promotions.length > 0) await trx.insertInto('vendor_promotions').values(promotions).execute();
    });
  } catch (err) {
    // Several instances starting at once on one database: one of them seeds, the others' inserts
    // collide with its demo vendor and roll back whole.
    const seededElsewhere = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', DEMO_VENDOR_ACCOUNT.email)
      .executeTakeFirst();
    if (seededElsewhere) return { seeded: false, listings: 0 };
    throw err;
  }
  return { seeded: true, listings: rows.length };
}

// A vendor's listing as a document kind (issue 18): the listing's team (listing_members: owner and
// editors) opens `/sync/listing/<id>` and co-edits it; nobody else does. The projector mirrors the
// document into its `directory_listings` row (debounced like the plan projector, idempotent), which
// the public directory, search and the REST answers read.
import { listingPath, slugify, vendorCategoryByApiCategory, vendorCategoryBySlug } from '@confetti/catalog';
import type { Database } from '@confetti/db';
import { initListingDoc, listingGenerationId, readListingResult } from '@confetti/plan';
import type { Kysely } from 'kysely';
import type * as Y from 'yjs';
import { log } from '../log';
import { DEFAULT_PROJECTOR_TIMING, type ProjectorTiming } from '../projection/projector';
import { isOwnImageAddress } from '../storage/files';
import { type DocumentKind, type Room, SERVER_ORIGIN } from '../sync/room';

/** The listing's document kind name: listing documents are stored as `listing:<listingId>`. */
export const LISTING = 'listing';

/** The `directory_listings` row a listing document projects to, or why it cannot be projected. */
export function listingRow(
  doc: Y.Doc,
  listing: { id: string; owner_user_id: string; slug: string | null; created_at: Date | string },
  now: Date,
): { row: DirectoryRow; issues: string[] } | { skip: string } {
  const { listing: l, issues, complete } = readListingResult(doc);
  if (!complete) return { skip: 'the listing has no name, category, city or state' };
  // An editor that wrote the category's slug instead of its api name still gets a directory entry.
  const category = vendorCategoryByApiCategory(l.category) ?? vendorCategoryBySlug(l.category);
  if (!category) return { skip: `unknown category ${l.category}` };
  const slug = listing.slug ?? (slugify(l.business_name) || listing.id);
  return {
    row: {
      id: listing.id,
      owner_user_id: listing.owner_user_id,
      business_name: l.business_name,
      slug,
      category: category.apiCategory,
      city: l.city,
      city_slug: slugify(l.city) || 'city',
      state: l.state,
      description: l.description,
      price_range: l.price_range,
      email: l.email,
      phone: l.phone,
      website: l.website,
      // Only images on this site: a document edited over the socket is not checked as the REST
      // API checks it.
      photos: JSON.stringify(l.photos.filter(isOwnImageAddress)),
      services: JSON.stringify(l.services),
      published: l.published,
      path: listingPath(category.slug, l.state, slugify(l.city) || 'city', slug),
      created_at: new Date(listing.created_at),
      updated_at: now,
    },
    issues: issues.map((i) => `${i.field}: ${i.message}`),
  };
}

export interface DirectoryRow {
  id: string;
  owner_user_id: string;
  business_name: string;
  slug: string;
  category: string;
  city: string;
  city_slug: string;
  state: string;
  description: string;
  price_range: string | null;
  email: string | null;
  phone: string | null;
  website: string | null;
  photos: string;
  services: string;
  published: boolean;
  path: string;
  created_at: Date;
  updated_at: Date;
}

/** Upserts projected rows (one or many: the seed writes them in bulk). */
export async function upsertDirectoryRows(db: Kysely<Database>, rows: DirectoryRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) {
    const chunk = rows.slice(i, i + 200);
    await db
      .insertInto('directory_listings')
      .values(chunk)
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({
          owner_user_id: eb.ref('excluded.owner_user_id'),
          business_name: eb.ref('excluded.business_name'),
          slug: eb.ref('excluded.slug'),
          category: eb.ref('excluded.category'),
          city: eb.ref('excluded.city'),
          city_slug: eb.ref('excluded.city_slug'),
          state: eb.ref('excluded.state'),
          description: eb.ref('excluded.description'),
          price_range: eb.ref('excluded.price_range'),
          email: eb.ref('excluded.email'),
          phone: eb.ref('excluded.phone'),
          website: eb.ref('excluded.website'),
          photos: eb.ref('excluded.photos'),
          services: eb.ref('excluded.services'),
          published: eb.ref('excluded.published'),
          path: eb.ref('excluded.path'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
  }
}

/** Mirrors one listing document into its directory row: debounced, bounded by a maximum wait. */
export class ListingProjector {
  runs = 0;
  #dirty = false;
  #timer: NodeJS.Timeout | null = null;
  #firstDirtyAt = 0;
  #running: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly listingId: string,
    private readonly doc: Y.Doc,
    private readonly timing: ProjectorTiming,
  ) {
    doc.on('update', this.#onUpdate);
  }

  #onUpdate = () => {
    this.#dirty = true;
    const now = performance.now();
    if (!this.#timer) this.#firstDirtyAt = now;
    else clearTimeout(this.#timer);
    const delay = Math.max(
      0,
      Math.min(this.timing.debounceMs, this.timing.maxWaitMs - (now - this.#firstDirtyAt)),
    );
    this.#timer = setTimeout(() => {
      this.#timer = null;
      void this.flush().catch((err) =>
        log.error({ err, listingId: this.listingId }, 'listing projection failed'),
      );
    }, delay);
  };

  flush(force = false): Promise<void> {
    if (this.#timer) {
      clearTimeout(this.#timer);
      this.#timer = null;
    }
    const run = this.#running.then(async () => {
      if (!this.#dirty && !force) return;
      this.#dirty = false;
      try {
        await this.#project();
      } catch (err) {
        this.#dirty = true;
        throw err;
      }
    });
    this.#running = run.catch(() => {});
    return run;
  }

  async #project(): Promise<void> {
    if (this.doc.isDestroyed) return;
    const listing = await this.db
      .selectFrom('listings')
      .select(['id', 'owner_user_id', 'slug', 'created_at'])
      .where('id', '=', this.listingId)
      .executeTakeFirst();
    // Deleted: its row went with it (cascade).
    if (!listing) return;
    const result = listingRow(this.doc, listing, new Date());
    if ('skip' in result) {
      // The row keeps its last good state; the document is fixed by its next valid edit.
      log.warn({ listingId: this.listingId, reason: result.skip }, 'listing not projected');
      return;
    }
    if (result.issues.length > 0)
      log.warn({ listingId: this.listingId, issues: result.issues }, 'listing fields skipped in projection');
    await upsertDirectoryRows(this.db, [result.row]);
    this.runs += 1;
  }

  async destroy(): Promise<void> {
    this.doc.off('update', this.#onUpdate);
    await this.flush().catch((err) =>
      log.error({ err, listingId: this.listingId }, 'final listing projection failed'),
    );
  }
}

/** Who may open a listing's document: its members (owner, editor), all of whom may edit. */
export async function roleOnListing(
  db: Kysely<Database>,
  listingId: string,
  userId: string,
): Promise<'owner' | 'editor' | null> {
  const row = await db
    .selectFrom('listing_members')
    .select('role')
    .where('listing_id', '=', listingId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.role ?? null;
}

export function listingDocumentKind(
  db: Kysely<Database>,
  timing: ProjectorTiming = DEFAULT_PROJECTOR_TIMING,
): DocumentKind & { projectorOf(room: Room): ListingProjector | undefined } {
  const projectors = new WeakMap<Room, ListingProjector>();
  return {
    name: LISTING,
    async access(listingId, userId) {
      const role = await roleOnListing(db, listingId, userId);
      return role ? { role, canEdit: true } : null;
    },
    async prepare(room) {
      const listing = await db
        .selectFrom('listings')
        .select('generation_id')
        .where('id', '=', room.id)
        .executeTakeFirst();
      // Never create a document for a listing that does not exist.
      if (!listing) throw new Error(`listing ${room.id} does not exist`);
      const existing = listingGenerationId(room.doc);
      if (existing && existing !== listing.generation_id) {
        log.warn(
          { listingId: room.id, documentGeneration: existing, listingGeneration: listing.generation_id },
          'listing document carries another generation',
        );
      }
      initListingDoc(room.doc, { generationId: listing.generation_id }, SERVER_ORIGIN);
    },
    attach(room) {
      const projector = new ListingProjector(db, room.id, room.doc, timing);
      projectors.set(room, projector);
      // The row catches up with anything the document holds that never got projected. Idempotent.
      void projector
        .flush(true)
        .catch((err) => log.error({ err, listingId: room.id }, 'listing projection rebuild failed'));
      return {
        flush: () => projector.flush(),
        destroy: () => {
          // A dormant room lives on: its old projector (and so its old document) must not.
          if (projectors.get(room) === projector) projectors.delete(room);
          return projector.destroy();
        },
      };
    },
    projectorOf(room) {
      return projectors.get(room);
    },
  };
}

// Which plan owns each stored file, and the limits on them (issue 11, item 9). Every upload belongs
// to the plan it was made for. A plan may upload at most UPLOAD_LIMITS.perHour files (and bytes) in
// any hour and keep at most UPLOAD_LIMITS.stored files (and bytes). Uploading again replaces the
// uploader's earlier photo unless the plan uses it; files nobody uses are removed (orphans).
import type { Database } from '@confetti/db';
import { type Kysely, sql } from 'kysely';
import {
  COUPLE_PHOTOS_BUCKET,
  type FileStorage,
  LISTING_PHOTO_URL_PREFIX,
  LISTING_PHOTOS_BUCKET,
} from './files';

export const UPLOAD_LIMITS = {
  /** Uploads per plan in any rolling hour, counting files since replaced or removed. */
  perHour: { files: 20, bytes: 40 * 1024 * 1024 },
  /** Files a plan keeps at once. */
  stored: { files: 5, bytes: 25 * 1024 * 1024 },
  /** An upload nobody has put to use is removed after this long. */
  orphanAfterMs: 60 * 60_000,
};

export const UPLOAD_HOURLY_MESSAGE =
  'Too many uploads for this plan in the last hour. Please try again later.';
export const UPLOAD_STORED_MESSAGE = 'This plan already stores as many photos as it may. Remove one first.';

const HOUR_MS = 60 * 60_000;

/** Why this plan may not upload `bytes` more now, or null when it may. */
export async function uploadRefusal(
  db: Kysely<Database>,
  planId: string,
  bytes: number,
  now: Date,
): Promise<string | null> {
  const since = new Date(now.getTime() - HOUR_MS);
  const [hour, stored] = await Promise.all([
    db
      .selectFrom('uploads')
      .select((eb) => [
        eb.fn.countAll<string>().as('files'),
        eb.fn.coalesce(eb.fn.sum<string>('bytes'), sql<string>`0`).as('bytes'),
      ])
      .where('plan_id', '=', planId)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('uploads')
      .select((eb) => [
        eb.fn.countAll<string>().as('files'),
        eb.fn.coalesce(eb.fn.sum<string>('bytes'), sql<string>`0`).as('bytes'),
      ])
      .where('plan_id', '=', planId)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  if (Number(hour.files) + 1 > UPLOAD_LIMITS.perHour.files) return UPLOAD_HOURLY_MESSAGE;
  if (Number(hour.bytes) + bytes > UPLOAD_LIMITS.perHour.bytes) return UPLOAD_HOURLY_MESSAGE;
  if (Number(stored.files) + 1 > UPLOAD_LIMITS.stored.files) return UPLOAD_STORED_MESSAGE;
  if (Number(stored.bytes) + bytes > UPLOAD_LIMITS.stored.bytes) return UPLOAD_STORED_MESSAGE;
  return null;
}

export function photoUrl(name: string): string {
  return `/storage/${COUPLE_PHOTOS_BUCKET}/${name}`;
}

/** Names of a plan's files that its wedding details use. */
async function namesInUse(db: Kysely<Database>, planId: string): Promise<Set<string>> {
  const row = await db
    .selectFrom('wedding_info')
    .select('couple_photo_url')
    .where('plan_id', '=', planId)
    .executeTakeFirst();
  const prefix = photoUrl('');
  const url = row?.couple_photo_url ?? '';
  return new Set(url.startsWith(prefix) ? [url.slice(prefix.length)] : []);
}

/** Marks a file removed and deletes it from disk. */
export async function removeUpload(
  db: Kysely<Database>,
  storage: FileStorage,
  name: string,
  now: Date,
): Promise<void> {
  await db.updateTable('uploads').set({ deleted_at: now }).where('name', '=', name).execute();
  await storage.remove(COUPLE_PHOTOS_BUCKET, name);
}

/**
 * After `keep` was uploaded: removes the uploader's earlier files on this plan that the plan does
 * not use (a re-upload replaces), and anyone's unused files older than the orphan age.
 */
export async function pruneAfterUpload(
  db: Kysely<Database>,
  storage: FileStorage,
  planId: string,
  uploaderId: string,
  keep: string,
  now: Date,
): Promise<void> {
  const inUse = await namesInUse(db, planId);
  const live = await db
    .selectFrom('uploads')
    .select(['name', 'uploaded_by', 'created_at'])
    .where('plan_id', '=', planId)
    .where('deleted_at', 'is', null)
    .execute();
  for (const file of live) {
    if (file.name === keep || inUse.has(file.name)) continue;
    const old = now.getTime() - new Date(file.created_at).getTime() >= UPLOAD_LIMITS.orphanAfterMs;
    if (file.uploaded_by === uploaderId || old) await removeUpload(db, storage, file.name, now);
  }
}

/**
 * Removes orphans everywhere: files on disk without a live row that no plan shows (left by a crash
 * between writing the row and the file, or by an older version), and unused files past the orphan
 * age. Runs at start-up, before the server takes requests.
 */
export async function sweepOrphanUploads(
  db: Kysely<Database>,
  storage: FileStorage,
  now: Date,
): Promise<number> {
  let removed = 0;
  const onDisk = await storage.list(COUPLE_PHOTOS_BUCKET);
  const live = await db
    .selectFrom('uploads')
    .leftJoin('wedding_info', 'wedding_info.plan_id', 'uploads.plan_id')
    .select(['uploads.name', 'uploads.created_at', 'wedding_info.couple_photo_url'])
    .where('uploads.deleted_at', 'is', null)
    .execute();
  const liveNames = new Set(live.map((f) => f.name));
  // Photos stored before uploads had rows are kept while some plan still shows them.
  const referenced = await db
    .selectFrom('wedding_info')
    .select('couple_photo_url')
    .where('couple_photo_url', 'like', `${photoUrl('')}%`)
    .execute();
  const referencedNames = new Set(
    referenced.map((r) => (r.couple_photo_url ?? '').slice(photoUrl('').length)),
  );
  for (const name of onDisk) {
    if (liveNames.has(name) || referencedNames.has(name)) continue;
    if (await storage.remove(COUPLE_PHOTOS_BUCKET, name)) removed += 1;
  }
  for (const file of live) {
    const used = file.couple_photo_url === photoUrl(file.name);
    const old = now.getTime() - new Date(file.created_at).getTime() >= UPLOAD_LIMITS.orphanAfterMs;
    if (!used && old) {
      await removeUpload(db, storage, file.name, now);
      removed += 1;
    }
  }
  return removed;
}

/**
 * Listing photos no listing shows: a vendor uploads a photo, then never adds it to the listing or
 * later takes it out. Listing uploads have no rows (a listing names its photos by address), so a
 * file counts as an orphan when no projected listing, published or draft, shows its address and it
 * was written more than the orphan age ago (a photo just uploaded is about to be added). Runs at
 * start-up with the couple photos' sweep. Returns how many files went.
 */
export async function sweepOrphanListingPhotos(
  db: Kysely<Database>,
  storage: FileStorage,
  now: Date,
): Promise<number> {
  const onDisk = await storage.list(LISTING_PHOTOS_BUCKET);
  if (onDisk.length === 0) return 0;
  const prefix = LISTING_PHOTO_URL_PREFIX;
  const shown = new Set<string>();
  const rows = await db.selectFrom('directory_listings').select('photos').execute();
  for (const row of rows) {
    const photos: unknown = typeof row.photos === 'string' ? JSON.parse(row.photos) : row.photos;
    if (!Array.isArray(photos)) continue;
    for (const photo of photos)
      if (typeof photo === 'string' && photo.startsWith(prefix)) shown.add(photo.slice(prefix.length));
  }
  let removed = 0;
  for (const name of onDisk) {
    if (shown.has(name)) continue;
    const storedAt = await storage.storedAt(LISTING_PHOTOS_BUCKET, name);
    if (storedAt === null || now.getTime() - storedAt.getTime() < UPLOAD_LIMITS.orphanAfterMs) continue;
    if (await storage.remove(LISTING_PHOTOS_BUCKET, name)) removed += 1;
  }
  return removed;
}

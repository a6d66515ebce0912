// File storage for uploads (couple photos): files on disk under DATA_DIR/storage/<bucket>/, named by
// the server with a secure random id (130 bits), never by the client: a name cannot be guessed and
// says nothing about who uploaded it. Types are decided by the file's first bytes, not by what the
// client claims. Which plan owns each file, and the limits, live in uploads.ts.
import { mkdir, readdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { generateSecureRandomString } from '../auth/tokens';

export const COUPLE_PHOTOS_BUCKET = 'couple-photos';
/** Photos of vendors' directory listings (issue 18). */
export const LISTING_PHOTOS_BUCKET = 'listing-photos';
/** Where listing photos are served (the storage routes, like couple photos). */
export const LISTING_PHOTO_URL_PREFIX = `/storage/${LISTING_PHOTOS_BUCKET}/`;

/**
 * Whether a listing photo's address is on this site (an upload, or the demo listings' pictures):
 * the site loads no image from another host (its security policy), so any other shows as broken.
 */
export function isOwnImageAddress(address: string): boolean {
  return address.startsWith('/') && !address.startsWith('//');
}
const BUCKETS: ReadonlySet<string> = new Set([COUPLE_PHOTOS_BUCKET, LISTING_PHOTOS_BUCKET]);
export const PHOTO_MAX_BYTES = 5242880;
export const PHOTO_TYPE_MESSAGE = 'Please upload JPEG, PNG, or WebP images only';
export const PHOTO_SIZE_MESSAGE = 'File size must be less than 5MB';

export type ImageType = { mime: 'image/jpeg' | 'image/png' | 'image/webp'; ext: 'jpg' | 'png' | 'webp' };

export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const b = bytes;
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff)
    return { mime: 'image/jpeg', ext: 'jpg' };
  if (
    b.length >= 8 &&
    b[0] === 0x89 &&
    b[1] === 0x50 &&
    b[2] === 0x4e &&
    b[3] === 0x47 &&
    b[4] === 0x0d &&
    b[5] === 0x0a &&
    b[6] === 0x1a &&
    b[7] === 0x0a
  ) {
    return { mime: 'image/png', ext: 'png' };
  }
  if (
    b.length >= 12 &&
    b[0] === 0x52 &&
    b[1] === 0x49 &&
    b[2] === 0x46 &&
    b[3] === 0x46 &&
    b[8] === 0x57 &&
    b[9] === 0x45 &&
    b[10] === 0x42 &&
    b[11] === 0x50
  ) {
    return { mime: 'image/webp', ext: 'webp' };
  }
  return null;
}

const MIME_BY_EXT: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
const SAFE_NAME = /^[a-z0-9-]{1,100}\.(jpg|png|webp)$/;

export class FileStorage {
  constructor(private readonly root: string) {}

  generatedName(ext: string): string {
    return `${generateSecureRandomString(26)}.${ext}`;
  }

  /** Names of the stored files in a bucket (empty when nothing was ever stored). */
  async list(bucket: string): Promise<string[]> {
    try {
      return (await readdir(join(this.root, bucket))).filter((name) => SAFE_NAME.test(name));
    } catch {
      return [];
    }
  }

  /** When a stored file was written (its modification time), or null when there is none. */
  async storedAt(bucket: string, name: string): Promise<Date | null> {
    if (!BUCKETS.has(bucket) || !SAFE_NAME.test(name)) return null;
    try {
      return (await stat(join(this.root, bucket, name))).mtime;
    } catch {
      return null;
    }
  }

  async put(bucket: string, name: string, bytes: Uint8Array): Promise<void> {
    const dir = join(this.root, bucket);
    await mkdir(dir, { recursive: true });
    // 'wx': never overwrite an existing object.
    await writeFile(join(dir, name), bytes, { flag: 'wx' });
  }

  async get(bucket: string, name: string): Promise<{ bytes: Buffer; mime: string } | null> {
    if (!BUCKETS.has(bucket) || !SAFE_NAME.test(name)) return null;
    const path = join(this.root, bucket, name);
    try {
      await stat(path);
    } catch {
      return null;
    }
    return { bytes: await readFile(path), mime: MIME_BY_EXT[name.split('.').pop()!]! };
  }

  async remove(bucket: string, name: string): Promise<boolean> {
    if (!BUCKETS.has(bucket) || !SAFE_NAME.test(name)) return false;
    try {
      await unlink(join(this.root, bucket, name));
      return true;
    } catch {
      return false;
    }
  }
}

// The couple photo (spec §5, §7, §8): checks before upload, the upload to the couple-photos bucket,
// removal of a replaced photo, the messages people see, and turning an old embedded (data URL) photo
// into a file so it can be uploaded like any other (spec §4).
import { ApiError, errorMessageFromResponse } from '../../lib/api';

export const PHOTO_MAX_BYTES = 5_242_880;
export const PHOTO_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'] as const;
export const PHOTO_ACCEPT = '.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp';
export const PHOTO_TYPE_MESSAGE = 'Please upload JPEG, PNG, or WebP images only';
export const PHOTO_SIZE_MESSAGE = 'File size must be less than 5MB';
export const PHOTO_PERMISSION_MESSAGE =
  'Storage permissions error: you are not allowed to upload photos right now. Please sign in again and retry.';
export const PHOTO_GENERIC_MESSAGE = 'Error uploading photo. Please try again.';

const PHOTO_BUCKET_URL = '/storage/couple-photos/';
const EXTENSIONS = /\.(jpe?g|png|webp)$/i;

/** What is wrong with a picked file, or null when it may be uploaded. */
export function photoProblem(file: { type: string; name: string; size: number }): string | null {
  const typeOk = file.type
    ? (PHOTO_TYPES as readonly string[]).includes(file.type.toLowerCase())
    : EXTENSIONS.test(file.name);
  if (!typeOk) return PHOTO_TYPE_MESSAGE;
  if (file.size > PHOTO_MAX_BYTES) return PHOTO_SIZE_MESSAGE;
  return null;
}

/** The message for a failed upload (spec §8). */
export function photoUploadErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401 || error.status === 403) return PHOTO_PERMISSION_MESSAGE;
    if (error.status === 413) return PHOTO_SIZE_MESSAGE;
    if (error.status === 415) return PHOTO_TYPE_MESSAGE;
    return `Upload failed: ${error.message}`;
  }
  if (error instanceof Error && error.message) return `Upload failed: ${error.message}`;
  return PHOTO_GENERIC_MESSAGE;
}

export interface UploadedPhoto {
  path: string;
  url: string;
}

/** POST /api/storage/couple-photos (multipart field `file`); the server names the file. */
export async function uploadCouplePhoto(file: Blob, fileName = 'photo'): Promise<UploadedPhoto> {
  const form = new FormData();
  form.append('file', file, fileName);
  let response: Response;
  try {
    response = await fetch('/api/storage/couple-photos', {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
  } catch {
    throw new ApiError(0, 'Network error: could not reach the server.');
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    const detail =
      typeof body === 'object' && body !== null ? (body as { detail?: unknown }).detail : undefined;
    throw new ApiError(
      response.status,
      errorMessageFromResponse(response.status, response.statusText, body),
      detail,
    );
  }
  const photo = body as Partial<UploadedPhoto> | undefined;
  if (typeof photo?.url !== 'string' || typeof photo.path !== 'string') {
    throw new ApiError(response.status, 'Unexpected response from the server.');
  }
  return { path: photo.path, url: photo.url };
}

/** The stored file's name when `url` points into our couple-photos bucket, else null. */
export function storedPhotoName(url: string): string | null {
  if (!url.startsWith(PHOTO_BUCKET_URL)) return null;
  const name = url.slice(PHOTO_BUCKET_URL.length);
  return /^[a-z0-9-]+\.(jpg|png|webp)$/.test(name) ? name : null;
}

/**
 * Removes a photo that is no longer used (replaced, removed, or uploaded and then cancelled). Only
 * the uploader may remove a file, so a refusal is expected now and then and only logged.
 */
export async function removeStoredPhoto(url: string): Promise<void> {
  const name = storedPhotoName(url);
  if (!name) return;
  try {
    const response = await fetch(`/api/storage/couple-photos/${name}`, {
      method: 'DELETE',
      credentials: 'same-origin',
    });
    if (!response.ok && response.status !== 404) {
      console.warn(`Could not remove the old couple photo (HTTP ${response.status})`);
    }
  } catch (error) {
    console.warn('Could not remove the old couple photo', error);
  }
}

export function isDataUrl(value: string): boolean {
  return value.startsWith('data:');
}

const MIME_EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** An embedded photo ("data:image/png;base64,…") as a File; null when it is not a readable data URL. */
export function dataUrlToFile(dataUrl: string, baseName = 'couple-photo'): File | null {
  const match = /^data:([^;,]*)((?:;[^;,]*)*?),(.*)$/s.exec(dataUrl);
  if (!match) return null;
  const mime = (match[1] || 'application/octet-stream').toLowerCase();
  const isBase64 = /;base64$/i.test(match[2] ?? '');
  const payload = match[3] ?? '';
  let bytes: Uint8Array;
  try {
    if (isBase64) {
      const binary = atob(payload.replace(/\s/g, ''));
      bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
    } else {
      bytes = new TextEncoder().encode(decodeURIComponent(payload));
    }
  } catch {
    return null;
  }
  const extension = MIME_EXTENSIONS[mime];
  return new File([bytes as BlobPart], extension ? `${baseName}.${extension}` : baseName, { type: mime });
}

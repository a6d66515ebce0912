import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import {
  dataUrlToFile,
  PHOTO_GENERIC_MESSAGE,
  PHOTO_MAX_BYTES,
  PHOTO_PERMISSION_MESSAGE,
  PHOTO_SIZE_MESSAGE,
  PHOTO_TYPE_MESSAGE,
  photoProblem,
  photoUploadErrorMessage,
  storedPhotoName,
  uploadCouplePhoto,
} from './couple-photo';
import { saveErrorMessage } from './save-error';

describe('photoProblem', () => {
  it('accepts JPEG, JPG, PNG and WebP up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/jpg', 'image/png', 'image/webp']) {
      expect(photoProblem({ type, name: 'us', size: PHOTO_MAX_BYTES })).toBeNull();
    }
  });

  it('refuses other types before the size', () => {
    expect(photoProblem({ type: 'image/gif', name: 'us.gif', size: 10 })).toBe(PHOTO_TYPE_MESSAGE);
    expect(photoProblem({ type: 'image/heic', name: 'us.heic', size: PHOTO_MAX_BYTES + 1 })).toBe(
      PHOTO_TYPE_MESSAGE,
    );
  });

  it('refuses a photo over 5242880 bytes', () => {
    expect(photoProblem({ type: 'image/png', name: 'us.png', size: PHOTO_MAX_BYTES + 1 })).toBe(
      PHOTO_SIZE_MESSAGE,
    );
  });

  it('goes by the extension when the browser gives no type', () => {
    expect(photoProblem({ type: '', name: 'US.JPEG', size: 10 })).toBeNull();
    expect(photoProblem({ type: '', name: 'us.bmp', size: 10 })).toBe(PHOTO_TYPE_MESSAGE);
  });
});

describe('photoUploadErrorMessage', () => {
  it('reports a storage permission failure', () => {
    expect(photoUploadErrorMessage(new ApiError(403, 'Forbidden'))).toBe(PHOTO_PERMISSION_MESSAGE);
    expect(PHOTO_PERMISSION_MESSAGE.startsWith('Storage permissions error')).toBe(true);
  });

  it("shows the server's size and type messages", () => {
    expect(photoUploadErrorMessage(new ApiError(413, PHOTO_SIZE_MESSAGE))).toBe(PHOTO_SIZE_MESSAGE);
    expect(photoUploadErrorMessage(new ApiError(415, PHOTO_TYPE_MESSAGE))).toBe(PHOTO_TYPE_MESSAGE);
  });

  it('prefixes other failures with "Upload failed:"', () => {
    expect(photoUploadErrorMessage(new ApiError(500, 'HTTP 500: Internal Server Error'))).toBe(
      'Upload failed: HTTP 500: Internal Server Error',
    );
    expect(photoUploadErrorMessage(new Error('Disk full'))).toBe('Upload failed: Disk full');
    expect(photoUploadErrorMessage('???')).toBe(PHOTO_GENERIC_MESSAGE);
  });
});

describe('saveErrorMessage', () => {
  it('names the reason, or Unknown error', () => {
    expect(saveErrorMessage(new Error('invalid date'))).toBe('Error saving details: invalid date');
    expect(saveErrorMessage(null)).toBe('Error saving details: Unknown error');
  });
});

describe('dataUrlToFile', () => {
  it('turns an embedded base64 photo into a file of its type', async () => {
    const file = dataUrlToFile('data:image/png;base64,iVBORw0KGgo=');
    expect(file).not.toBeNull();
    expect(file?.type).toBe('image/png');
    expect(file?.name).toBe('couple-photo.png');
    expect([...new Uint8Array(await file!.arrayBuffer())]).toEqual([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a,
    ]);
  });

  it('reads a percent-encoded data URL too', async () => {
    const file = dataUrlToFile('data:image/svg+xml,%3Csvg%3E');
    expect(await file?.text()).toBe('<svg>');
  });

  it('gives null for something that is not a data URL', () => {
    expect(dataUrlToFile('https://example.com/us.png')).toBeNull();
    expect(dataUrlToFile('data:image/png;base64,%%%')).toBeNull();
  });
});

describe('storedPhotoName', () => {
  it('recognises photos in our couple-photos bucket only', () => {
    expect(storedPhotoName('/storage/couple-photos/u1-123-abc.jpg')).toBe('u1-123-abc.jpg');
    expect(storedPhotoName('https://elsewhere.example/us.jpg')).toBeNull();
    expect(storedPhotoName('/storage/couple-photos/../secret.jpg')).toBeNull();
  });
});

describe('uploadCouplePhoto', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the file as multipart field "file" and returns the stored URL', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) =>
      Response.json({ path: 'couple-photos/a.png', url: '/storage/couple-photos/a.png' }, { status: 201 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(uploadCouplePhoto(new Blob(['x'], { type: 'image/png' }), 'us.png')).resolves.toEqual({
      path: 'couple-photos/a.png',
      url: '/storage/couple-photos/a.png',
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/storage/couple-photos');
    expect((init.body as FormData).get('file')).toBeInstanceOf(Blob);
  });

  it("rejects with the server's status and message", async () => {
    vi.stubGlobal('fetch', async () => Response.json({ detail: PHOTO_SIZE_MESSAGE }, { status: 413 }));
    await expect(uploadCouplePhoto(new Blob(['x']))).rejects.toMatchObject({
      status: 413,
      message: PHOTO_SIZE_MESSAGE,
    });
  });

  it('rejects with status 0 when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(uploadCouplePhoto(new Blob(['x']))).rejects.toMatchObject({ status: 0 });
  });
});

// Upload and serve couple photos. POST /api/storage/couple-photos takes one multipart `file`;
// GET /storage/couple-photos/<name> serves it (nosniff, cached 3600 s as the spec's client asks).
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../context';
import { AppError } from '../errors';
import { limitBody } from '../http/security';
import type { RouteDoc } from '../openapi/registry';
import { parseParams } from '../validation';
import {
  COUPLE_PHOTOS_BUCKET,
  PHOTO_MAX_BYTES,
  PHOTO_SIZE_MESSAGE,
  PHOTO_TYPE_MESSAGE,
  sniffImageType,
} from './files';

const ObjectParams = z.object({
  bucket: z.literal(COUPLE_PHOTOS_BUCKET),
  name: z.string().regex(/^[a-z0-9-]{1,100}\.(jpg|png|webp)$/),
});

export const UploadResponse = z.object({ path: z.string(), url: z.string() });

export const storageApiRoutes = new Hono<AppEnv>()
  .post(`/${COUPLE_PHOTOS_BUCKET}`, limitBody(PHOTO_MAX_BYTES + 64 * 1024), async (c) => {
    const session = c.get('session');
    if (!session) throw AppError.unauthorized();
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      throw new AppError(422, [
        {
          type: 'missing',
          loc: ['body', 'file'],
          msg: 'Send the photo as multipart form data in a field named "file".',
        },
      ]);
    }
    const file = form.get('file');
    if (!(file instanceof File)) {
      throw new AppError(422, [{ type: 'missing', loc: ['body', 'file'], msg: 'Field required' }]);
    }
    if (file.size > PHOTO_MAX_BYTES) throw new AppError(413, PHOTO_SIZE_MESSAGE, 'file_too_large');
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = sniffImageType(bytes);
    if (!type) throw new AppError(415, PHOTO_TYPE_MESSAGE, 'unsupported_type');
    const storage = c.get('deps').storage;
    const name = storage.generatedName(session.user.id, type.ext);
    await storage.put(COUPLE_PHOTOS_BUCKET, name, bytes);
    const path = `${COUPLE_PHOTOS_BUCKET}/${name}`;
    return c.json({ path, url: `/storage/${path}` }, 201);
  })
  .delete('/:bucket/:name', async (c) => {
    const session = c.get('session');
    if (!session) throw AppError.unauthorized();
    const { bucket, name } = parseParams(c, ObjectParams);
    // Only the uploader removes a photo (its name starts with their id).
    if (!name.startsWith(`${session.user.id}-`))
      throw AppError.forbidden('You can only remove your own photos.');
    const removed = await c.get('deps').storage.remove(bucket, name);
    if (!removed) throw AppError.notFound();
    return c.body(null, 204);
  });

export const storageFileRoutes = new Hono<AppEnv>().get('/:bucket/:name', async (c) => {
  const params = ObjectParams.safeParse(c.req.param());
  if (!params.success) return c.json({ detail: 'Not found' }, 404);
  const file = await c.get('deps').storage.get(params.data.bucket, params.data.name);
  if (!file) return c.json({ detail: 'Not found' }, 404);
  c.header('Content-Type', file.mime);
  c.header('Cache-Control', 'public, max-age=3600');
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Content-Security-Policy', "default-src 'none'; sandbox");
  return c.body(new Uint8Array(file.bytes));
});

export const storageDocs: RouteDoc[] = [
  {
    method: 'post',
    path: '/api/storage/couple-photos',
    summary:
      'Upload a couple photo (multipart field "file"; JPEG, PNG or WebP by content; at most 5242880 bytes)',
    tags: ['storage'],
    auth: true,
    responses: {
      201: { description: 'Stored', schema: UploadResponse },
      413: { description: PHOTO_SIZE_MESSAGE },
      415: { description: PHOTO_TYPE_MESSAGE },
    },
  },
  {
    method: 'delete',
    path: '/api/storage/{bucket}/{name}',
    summary: 'Remove one of your uploads',
    tags: ['storage'],
    params: ObjectParams,
    auth: true,
    responses: { 204: { description: 'Removed' } },
  },
];

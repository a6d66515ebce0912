// Upload and serve couple photos. POST /api/storage/couple-photos takes one multipart `file` for a
// plan the caller edits (their own unless `user_id`/`plan_id` says which); GET
// /storage/couple-photos/<name> serves it (nosniff, its own sandbox CSP, cached 3600 s as the spec's
// client asks). Limits per plan and per hour, replacement and orphans: uploads.ts.
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../context';
import { AppError } from '../errors';
import { limitBody } from '../http/security';
import type { RouteDoc } from '../openapi/registry';
import { resolvePlan, roleAllows, roleOnPlan } from '../plans/access';
import { parseParams, parseQuery } from '../validation';
import {
  COUPLE_PHOTOS_BUCKET,
  LISTING_PHOTOS_BUCKET,
  PHOTO_MAX_BYTES,
  PHOTO_SIZE_MESSAGE,
  PHOTO_TYPE_MESSAGE,
  sniffImageType,
} from './files';
import { photoUrl, pruneAfterUpload, removeUpload, UPLOAD_HOURLY_MESSAGE, uploadRefusal } from './uploads';

const UploadQuery = z.object({
  user_id: z.string().uuid().optional(),
  plan_id: z.string().uuid().optional(),
});

const ObjectParams = z.object({
  // Couple photos, and vendors' listing photos (uploaded through /api/directory/vendors/{id}/photos).
  bucket: z.enum([COUPLE_PHOTOS_BUCKET, LISTING_PHOTOS_BUCKET]),
  name: z.string().regex(/^[a-z0-9-]{1,100}\.(jpg|png|webp)$/),
});

export const UploadResponse = z.object({ path: z.string(), url: z.string() });

export const storageApiRoutes = new Hono<AppEnv>()
  .post(`/${COUPLE_PHOTOS_BUCKET}`, limitBody(PHOTO_MAX_BYTES + 64 * 1024), async (c) => {
    const session = c.get('session');
    if (!session) throw AppError.unauthorized();
    const query = parseQuery(c, UploadQuery);
    const access = await resolvePlan(c, 'edit', { userId: query.user_id, planId: query.plan_id });
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
    const { storage, db, now } = c.get('deps');
    const refusal = await uploadRefusal(db, access.planId, bytes.byteLength, now());
    if (refusal) {
      const error = new AppError(429, refusal, 'upload_quota');
      if (refusal === UPLOAD_HOURLY_MESSAGE) error.headers['Retry-After'] = '3600';
      throw error;
    }
    const name = storage.generatedName(type.ext);
    await db
      .insertInto('uploads')
      .values({
        name,
        bucket: COUPLE_PHOTOS_BUCKET,
        plan_id: access.planId,
        uploaded_by: session.user.id,
        bytes: bytes.byteLength,
        created_at: now(),
      })
      .execute();
    try {
      await storage.put(COUPLE_PHOTOS_BUCKET, name, bytes);
    } catch (err) {
      await db.deleteFrom('uploads').where('name', '=', name).execute();
      throw err;
    }
    await pruneAfterUpload(db, storage, access.planId, session.user.id, name, now());
    return c.json({ path: `${COUPLE_PHOTOS_BUCKET}/${name}`, url: photoUrl(name) }, 201);
  })
  .delete('/:bucket/:name', async (c) => {
    const session = c.get('session');
    if (!session) throw AppError.unauthorized();
    const { name } = parseParams(c, ObjectParams);
    const { db, storage, now } = c.get('deps');
    const file = await db
      .selectFrom('uploads')
      .select(['plan_id'])
      .where('name', '=', name)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!file) throw AppError.notFound();
    // Whoever edits the plan the photo belongs to may remove it; nobody else.
    const role = await roleOnPlan(db, file.plan_id, session.user.id);
    if (!role || !roleAllows(role, 'edit'))
      throw AppError.forbidden('You can only remove photos of your plan.');
    await removeUpload(db, storage, name, now());
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
    query: UploadQuery,
    auth: true,
    responses: {
      201: { description: 'Stored', schema: UploadResponse },
      429: { description: 'Too many uploads for the plan (per hour or stored)' },
      413: { description: PHOTO_SIZE_MESSAGE },
      415: { description: PHOTO_TYPE_MESSAGE },
    },
  },
  {
    method: 'delete',
    path: '/api/storage/{bucket}/{name}',
    summary: 'Remove a photo of a plan you edit',
    tags: ['storage'],
    params: ObjectParams,
    auth: true,
    responses: { 204: { description: 'Removed' } },
  },
];

// Vendor share links: the couple makes a read-only link to the run of show for one vendor (optionally
// narrowed to the entries that vendor is responsible for), lists them and revokes them. The token is
// random and stored only as its SHA-256, like every other token, so it is shown once, at creation.
import { Hono } from 'hono';
import { z } from 'zod';
import { generateSecureRandomString, hashSecretHex } from '../../auth/tokens';
import type { AppEnv } from '../../context';
import type { RouteDoc } from '../../openapi/registry';
import { parseBody, parseParams } from '../../validation';
import { notFoundUnless, PlanQuery, planFromQuery } from '../plan-scope';
import { CreatedShareLink, ShareLink, ShareLinkBody, ShareLinkParams } from './schema';

export const SHARE_TOKEN_LENGTH = 32;
export const SHARE_TOKEN_PATTERN = /^[a-z2-9]{32}$/;

const iso = (d: Date | string) => new Date(d).toISOString();

export const shareLinkRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const access = await planFromQuery(c, 'read');
    const rows = await c
      .get('deps')
      .db.selectFrom('run_of_show_share_links')
      .select(['id', 'name', 'responsible', 'created_at'])
      .where('plan_id', '=', access.planId)
      .where('revoked_at', 'is', null)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return c.json(rows.map((r) => ({ ...r, created_at: iso(r.created_at) })));
  })
  .post('/', async (c) => {
    const body = await parseBody(c, ShareLinkBody);
    const access = await planFromQuery(c, 'edit', body.user_id);
    const deps = c.get('deps');
    const token = generateSecureRandomString(SHARE_TOKEN_LENGTH);
    const row = await deps.db
      .insertInto('run_of_show_share_links')
      .values({
        id: crypto.randomUUID(),
        plan_id: access.planId,
        name: body.name,
        responsible: body.responsible ? body.responsible : null,
        token_hash: hashSecretHex(token),
        created_by: access.userId,
        created_at: deps.now(),
      })
      .returning(['id', 'name', 'responsible', 'created_at'])
      .executeTakeFirstOrThrow();
    const base = deps.config.publicUrl ?? new URL(c.req.url).origin;
    return c.json({ ...row, created_at: iso(row.created_at), token, url: `${base}/day/${token}` }, 201);
  })
  .delete('/:linkId', async (c) => {
    const { linkId } = parseParams(c, ShareLinkParams);
    const access = await planFromQuery(c, 'edit');
    const deps = c.get('deps');
    const revoked = await deps.db
      .updateTable('run_of_show_share_links')
      .set({ revoked_at: deps.now() })
      .where('id', '=', linkId)
      .where('plan_id', '=', access.planId)
      .where('revoked_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    notFoundUnless(revoked, 'Share link');
    return c.body(null, 204);
  });

const common = { tags: ['run of show'], query: PlanQuery, auth: true };

export const shareLinkDocs: RouteDoc[] = [
  {
    ...common,
    method: 'get',
    path: '/api/runofshow/share-links',
    summary: "The plan's vendor share links that still work (their tokens are never shown again)",
    responses: { 200: { description: 'Active share links', schema: z.array(ShareLink) } },
  },
  {
    ...common,
    method: 'post',
    path: '/api/runofshow/share-links',
    summary:
      'Make a read-only link to the run of show for a vendor; with `responsible`, their page lists only their entries',
    body: ShareLinkBody,
    bodyExample: { name: 'Photographer', responsible: 'Lens & Light' },
    responses: {
      201: { description: 'The link, with its token and address (shown once)', schema: CreatedShareLink },
    },
  },
  {
    ...common,
    method: 'delete',
    path: '/api/runofshow/share-links/{linkId}',
    summary: 'Revoke a share link: its page answers 404 from now on',
    params: ShareLinkParams,
    responses: { 204: { description: 'Revoked' } },
  },
];

// The Pro plan waitlist ("Be the First to Know" on the landing page).
import { Hono } from 'hono';
import { z } from 'zod';
import { Email } from '../../auth/schema';
import type { AppEnv } from '../../context';
import type { RouteDoc } from '../../openapi/registry';
import { parseBody } from '../../validation';

const WaitlistBody = z.object({ email: Email });
export const WAITLIST_MESSAGE = "You're on the list! We'll email you when Pro launches.";

export const waitlistRoutes = new Hono<AppEnv>().post('/', async (c) => {
  const { email } = await parseBody(c, WaitlistBody);
  await c
    .get('deps')
    .db.insertInto('waitlist')
    .values({ email })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return c.json({ message: WAITLIST_MESSAGE });
});

export const waitlistDocs: RouteDoc[] = [
  {
    method: 'post',
    path: '/api/waitlist',
    summary: 'Join the Pro waitlist',
    tags: ['site'],
    body: WaitlistBody,
    responses: {
      200: { description: 'Added (or already on the list)', schema: z.object({ message: z.string() }) },
    },
  },
];

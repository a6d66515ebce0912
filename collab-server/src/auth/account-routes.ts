// The signed-in person's own account: for now, the name others see (presence, account menu,
// invitations). People who signed up before names existed set it here.
import { Hono } from 'hono';
import type { AppEnv } from '../context';
import type { RouteDoc } from '../openapi/registry';
import { parseBody } from '../validation';
import { requireSession } from './middleware';
import { sessionPayload } from './routes';
import { ProfileBody, SessionResponse } from './schema';

export const accountRoutes = new Hono<AppEnv>().patch('/profile', requireSession, async (c) => {
  const deps = c.get('deps');
  const body = await parseBody(c, ProfileBody);
  const user = await deps.db
    .updateTable('users')
    .set({ display_name: body.display_name })
    .where('id', '=', c.get('session')!.user.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return c.json(await sessionPayload(deps.db, user));
});

export const accountDocs: RouteDoc[] = [
  {
    method: 'patch',
    path: '/api/account/profile',
    summary: 'Set the name others see for the signed-in person (blank clears it)',
    tags: ['auth'],
    auth: true,
    body: ProfileBody,
    responses: {
      200: { description: 'The updated session', schema: SessionResponse },
      401: { description: 'Not signed in' },
      422: { description: 'Name too long' },
    },
  },
];

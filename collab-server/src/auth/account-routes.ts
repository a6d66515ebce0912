// The signed-in person's own account: the name others see (presence, account menu, invitations),
// and their password. People who signed up before names existed set it here.
import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { AppError } from '../errors';
import type { RouteDoc } from '../openapi/registry';
import { parseBody } from '../validation';
import { invalidateAccessCache } from './access-cache';
import { requireSession } from './middleware';
import { hashPassword, passwordProblem, verifyPassword } from './passwords';
import { sessionPayload } from './routes';
import { PasswordChangeBody, ProfileBody, SessionResponse, SigninResponse } from './schema';
import { closeSessionSockets, createSession, deleteUserSessions, setSessionCookie } from './sessions';
import { SIGNIN_PAIR_BACKOFF } from './throttle';

/** Wrong current passwords per account: the same backoff as sign-in, so this is no guessing oracle. */
const passwordChangeKey = (userId: string) => `password-change:user:${userId}`;

export const accountRoutes = new Hono<AppEnv>()
  .patch('/profile', requireSession, async (c) => {
    const deps = c.get('deps');
    const body = await parseBody(c, ProfileBody);
    const user = await deps.db
      .updateTable('users')
      .set({ display_name: body.display_name })
      .where('id', '=', c.get('session')!.user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    invalidateAccessCache({ userId: user.id });
    return c.json(await sessionPayload(deps.db, user));
  })
  // A password change ends every session of the account (cookies and bearer tokens alike, sockets
  // closed), then signs this client in again with a new session.
  .post('/password', requireSession, async (c) => {
    const deps = c.get('deps');
    const body = await parseBody(c, PasswordChangeBody);
    const user = c.get('session')!.user;
    const key = passwordChangeKey(user.id);
    const backoff = deps.throttle.backoffFor(key, SIGNIN_PAIR_BACKOFF);
    if (backoff > 0) throw AppError.tooManyRequests(backoff / 1000);
    if (!(await verifyPassword(user.password_hash, body.current_password))) {
      deps.throttle.fail(key, SIGNIN_PAIR_BACKOFF);
      throw AppError.badRequest('Your current password is not correct.', 'invalid_credentials');
    }
    deps.throttle.clear(key);
    const problem = passwordProblem(body.new_password);
    if (problem) throw AppError.badRequest(problem, 'weak_password');
    // Not an error to the account, but nothing would change: say so rather than sign the other
    // devices out for it.
    if (body.new_password === body.current_password)
      throw AppError.badRequest('Your new password is the same as your current one.', 'same_password');
    const passwordHash = await hashPassword(body.new_password);
    await deps.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', user.id).execute();
      await deleteUserSessions(trx, user.id);
    });
    await closeSessionSockets(deps.cluster, { userId: user.id });
    const { token } = await createSession(deps.db, user.id, deps.now());
    setSessionCookie(c, deps.config, token);
    return c.json({ ...(await sessionPayload(deps.db, user)), access_token: token, token_type: 'bearer' });
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
  {
    method: 'post',
    path: '/api/account/password',
    summary:
      'Change the password: every session and access token of the account ends, and this client gets a new one',
    tags: ['auth'],
    auth: true,
    body: PasswordChangeBody,
    responses: {
      200: { description: 'Changed; the new session (cookie and access_token)', schema: SigninResponse },
      400: { description: 'Current password not correct, or the new one too weak' },
      401: { description: 'Not signed in' },
      429: { description: 'Too many wrong current passwords' },
    },
  },
];

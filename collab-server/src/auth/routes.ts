// Sign-up, confirmation, sign-in, sign-out, session and password reset (security.md, items 1-8).
import { safeNextPath } from '@confetti/catalog/site-routes';
import type { Database, User } from '@confetti/db';
import { type Context, Hono } from 'hono';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type * as z from 'zod';
import type { AppEnv } from '../context';
import {
  alreadyRegisteredEmail,
  confirmationEmail,
  finishSignupEmail,
  passwordResetEmail,
} from '../email/templates';
import { AppError } from '../errors';
import { clientAddress } from '../http/client-address';
import { log } from '../log';
import type { RouteDoc } from '../openapi/registry';
import { createPlanForUser, plansOfUser } from '../plans/create-plan';
import { parseBody } from '../validation';
import { invalidateAccessCache } from './access-cache';
import { consumeOneTimeToken, issueOneTimeToken } from './one-time-tokens';
import { hashPassword, passwordProblem, verifyAgainstDummy, verifyPassword } from './passwords';
import {
  ConfirmQuery,
  MessageResponse,
  NoSessionResponse,
  PasswordResetBody,
  PasswordResetConfirmBody,
  SessionResponse,
  SigninBody,
  SigninResponse,
  SignoutBody,
  SignupBody,
  SignupResponse,
} from './schema';
import {
  clearSessionCookie,
  closeSessionSockets,
  createSession,
  deleteUserSessions,
  endSession,
  setSessionCookie,
} from './sessions';
import { LIMITS, type Limit, SIGNIN_EMAIL_SLOWDOWN, SIGNIN_PAIR_BACKOFF } from './throttle';
import { generateSecureRandomString } from './tokens';

export const TERMS_REQUIRED_MESSAGE = 'Please agree to the Terms of Service and Privacy Policy to continue.';
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password.';
export const CONFIRM_FIRST_MESSAGE = "Please confirm your email address first. We've sent you a new link.";
export const SIGNED_IN_AS_SOMEONE_ELSE =
  'Someone else is signed in with this browser now; their session was kept.';
export const SIGNUP_SENT_MESSAGE =
  'Check your email for a confirmation link to finish creating your account.';
export const RESET_SENT_MESSAGE =
  "If an account exists for that email, we've sent a link to reset your password.";

function clientIp(c: Context<AppEnv>): string {
  return clientAddress(c);
}

function baseUrl(c: Context<AppEnv>): string {
  return c.get('deps').config.publicUrl ?? new URL(c.req.url).origin;
}

function guard(c: Context<AppEnv>, checks: Array<[string, Limit]>): void {
  const throttle = c.get('deps').throttle;
  const wait = Math.max(...checks.map(([key, limit]) => throttle.blockedFor(key, limit)));
  if (wait > 0) throw AppError.tooManyRequests(wait / 1000);
}

export async function sessionPayload(db: Kysely<Database>, user: User) {
  return {
    user: {
      id: user.id,
      email: user.email,
      user_type: user.user_type,
      onboarding_complete: user.onboarding_complete,
      is_admin: user.is_admin,
      display_name: user.display_name,
    },
    plans: await plansOfUser(db, user.id),
  };
}

async function sendConfirmation(
  c: Context<AppEnv>,
  db: Kysely<Database>,
  user: Pick<User, 'id' | 'email' | 'user_type'>,
  next?: string,
) {
  const deps = c.get('deps');
  const token = await issueOneTimeToken(db, user.id, 'email_confirmation', deps.now());
  const after = next ? `&next=${encodeURIComponent(next)}` : '';
  const link = `${baseUrl(c)}/api/auth/confirm?token=${token}${after}`;
  await deps.outbox.enqueue(confirmationEmail(user.email, link, user.user_type === 'vendor'), db);
}

/** is_admin once the address is proven: true for an ADMIN_EMAILS address, else as it was. */
function confirmedAdmin(c: Context<AppEnv>, eb: ExpressionBuilder<Database, 'users'>) {
  const admins = c.get('deps').config.adminEmails;
  if (admins.length === 0) return eb.ref('is_admin');
  return eb.or([eb.ref('is_admin'), eb(eb.fn<string>('lower', ['email']), 'in', admins)]).$castTo<boolean>();
}

/**
 * A sign-up for an address whose account nobody has confirmed yet. Whoever signs up first must not
 * keep the account when its owner signs up too (pre-hijacking: an attacker signs up with your
 * address and their password, you sign up and confirm, and they can sign in as you).
 * - The same password again (a second try when the first email was slow): a new confirmation link.
 * - Another password: someone else may have signed up with this address, so neither password is
 *   kept. Earlier links stop working, and the owner of the address is sent a link to choose the
 *   password themselves; following it confirms the address.
 * The account takes this sign-up's kind (couple or vendor) and name either way.
 */

/**
 * Signing up from an invitation is to join that plan: no empty plan of their own beside it (their
 * plan menu then offered "Your wedding" with nothing in it). Someone whose invitation is no longer
 * good starts one from the planner's no-plan screen.
 */
function joiningAPlan(next: string | undefined): boolean {
  return safeNextPath(next)?.startsWith('/invite/') ?? false;
}
async function signUpAgain(
  c: Context<AppEnv>,
  trx: Kysely<Database>,
  existing: User,
  body: z.infer<typeof SignupBody>,
  passwordHash: string,
  samePassword: boolean,
) {
  const deps = c.get('deps');
  await trx
    .updateTable('users')
    .set({
      // Contested, neither password opens it (nor has a sign-in mail a confirmation link) until the
      // address's owner chooses one.
      password_hash: samePassword ? passwordHash : await hashPassword(generateSecureRandomString(32)),
      user_type: body.userType,
      display_name: body.displayName ?? existing.display_name,
    })
    .where('id', '=', existing.id)
    .execute();
  if (existing.user_type !== body.userType) {
    // Nobody can have opened the plan made at the first sign-up (its owner never signed in).
    if (body.userType === 'vendor')
      await trx.deleteFrom('plans').where('created_by', '=', existing.id).execute();
    else if (!joiningAPlan(body.next)) await createPlanForUser(trx, existing.id);
  }
  const user = { ...existing, user_type: body.userType };
  if (samePassword) {
    await sendConfirmation(c, trx, user, body.next);
    return;
  }
  await trx
    .updateTable('auth_tokens')
    .set({ used_at: deps.now() })
    .where('user_id', '=', existing.id)
    .where('used_at', 'is', null)
    .execute();
  const token = await issueOneTimeToken(trx, existing.id, 'password_reset', deps.now());
  await deps.outbox.enqueue(
    finishSignupEmail(existing.email, `${baseUrl(c)}/auth/reset?token=${token}`),
    trx,
  );
}

export const authRoutes = new Hono<AppEnv>()
  .post('/signup', async (c) => {
    const deps = c.get('deps');
    const body = await parseBody(c, SignupBody);
    if (!body.agreeToTerms) throw AppError.badRequest(TERMS_REQUIRED_MESSAGE, 'terms_required');
    const problem = passwordProblem(body.password);
    if (problem) throw AppError.badRequest(problem, 'weak_password');

    const ip = clientIp(c);
    const perIp = { ...LIMITS.signupPerIp, max: deps.config.signupsPerAddressPerHour };
    guard(c, [
      [`signup:ip:${ip}`, perIp],
      [`signup:email:${body.email}`, LIMITS.signupPerEmail],
    ]);
    deps.throttle.hit(`signup:ip:${ip}`, perIp);
    deps.throttle.hit(`signup:email:${body.email}`, LIMITS.signupPerEmail);

    // Hash before looking the email up, and compare with the account's password on every path, so
    // all of them take the time of two argon2 hashes: the timing does not tell which addresses
    // have an unconfirmed account.
    const passwordHash = await hashPassword(body.password);
    const found = await deps.db
      .selectFrom('users')
      .select(['id', 'password_hash', 'email_confirmed_at'])
      .where('email', '=', body.email)
      .executeTakeFirst();
    const samePassword =
      found && !found.email_confirmed_at
        ? await verifyPassword(found.password_hash, body.password)
        : (await verifyAgainstDummy(body.password), false);
    await deps.db.transaction().execute(async (trx) => {
      const existing = await trx
        .selectFrom('users')
        .selectAll()
        .where('email', '=', body.email)
        .forUpdate()
        .executeTakeFirst();
      if (existing?.email_confirmed_at) {
        // Same answer as a new sign-up: the owner of the address is told by email instead.
        const base = baseUrl(c);
        await deps.outbox.enqueue(
          alreadyRegisteredEmail(existing.email, `${base}/auth?mode=login`, `${base}/auth?mode=forgot`),
          trx,
        );
        return;
      }
      if (existing) {
        await signUpAgain(c, trx, existing, body, passwordHash, samePassword && existing.id === found?.id);
        return;
      }
      const user = await trx
        .insertInto('users')
        .values({
          id: crypto.randomUUID(),
          email: body.email,
          password_hash: passwordHash,
          user_type: body.userType,
          display_name: body.displayName ?? null,
          // An admin address becomes an admin when it is confirmed (`confirmedAdmin`), not before.
          is_admin: false,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      if (user.user_type === 'couple' && !joiningAPlan(body.next)) await createPlanForUser(trx, user.id);
      await sendConfirmation(c, trx, user, body.next);
    });
    deps.outbox.kick();
    return c.json({ status: 'confirmation_sent' as const, message: SIGNUP_SENT_MESSAGE });
  })

  .get('/confirm', async (c) => {
    const deps = c.get('deps');
    const parsed = ConfirmQuery.safeParse(c.req.query());
    const userId = parsed.success
      ? await consumeOneTimeToken(deps.db, parsed.data.token, 'email_confirmation', deps.now())
      : null;
    if (!userId) return c.redirect('/auth?mode=login&notice=link-invalid', 302);
    await deps.db
      .updateTable('users')
      .set((eb) => ({ email_confirmed_at: deps.now(), is_admin: confirmedAdmin(c, eb) }))
      .where('id', '=', userId)
      .where('email_confirmed_at', 'is', null)
      .execute();
    invalidateAccessCache({ userId });
    const { token } = await createSession(deps.db, userId, deps.now());
    setSessionCookie(c, deps.config, token);
    // Where they were going when they signed up (adding a gift, a vendor): a path on this site only.
    return c.redirect(safeNextPath(parsed.data?.next) ?? '/app', 302);
  })

  .post('/signin', async (c) => {
    const deps = c.get('deps');
    const body = await parseBody(c, SigninBody);
    const ip = clientIp(c);
    // Failures count per (email, address) with backoff, per address, and per email only as a delay:
    // someone else's wrong guesses never lock the owner out of their account (throttle.ts).
    const pairKey = `signin:pair:${body.email}|${ip}`;
    const emailKey = `signin:email:${body.email}`;
    const ipKey = `signin:ip:${ip}`;
    guard(c, [[ipKey, LIMITS.signinFailuresPerIp]]);
    const backoff = deps.throttle.backoffFor(pairKey, SIGNIN_PAIR_BACKOFF);
    if (backoff > 0) {
      log.warn({ ip, waitMs: backoff }, 'sign-in throttled for an email from this address');
      throw AppError.tooManyRequests(backoff / 1000);
    }
    if (deps.throttle.count(emailKey) >= SIGNIN_EMAIL_SLOWDOWN.after) {
      await new Promise((resolve) => setTimeout(resolve, SIGNIN_EMAIL_SLOWDOWN.delayMs));
    }

    const user = await deps.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', body.email)
      .executeTakeFirst();
    const ok = user
      ? await verifyPassword(user.password_hash, body.password)
      : await verifyAgainstDummy(body.password);
    if (!user || !ok) {
      deps.throttle.fail(pairKey, SIGNIN_PAIR_BACKOFF);
      deps.throttle.hit(emailKey, SIGNIN_EMAIL_SLOWDOWN);
      deps.throttle.hit(ipKey, LIMITS.signinFailuresPerIp);
      throw AppError.badRequest(INVALID_CREDENTIALS_MESSAGE, 'invalid_credentials');
    }
    deps.throttle.clear(pairKey);
    if (!user.email_confirmed_at) {
      await sendConfirmation(c, deps.db, user);
      deps.outbox.kick();
      throw new AppError(403, CONFIRM_FIRST_MESSAGE, 'email_unconfirmed');
    }
    const { token } = await createSession(deps.db, user.id, deps.now());
    setSessionCookie(c, deps.config, token);
    // The same session as the cookie, for clients that send `Authorization: Bearer` (spec §6).
    return c.json({ ...(await sessionPayload(deps.db, user)), access_token: token, token_type: 'bearer' });
  })

  .post('/signout', async (c) => {
    const deps = c.get('deps');
    const session = c.get('session');
    const { user_id: meantFor } = await parseBody(c, SignoutBody);
    if (session && meantFor !== undefined && session.user.id !== meantFor) {
      // A sign-out a device kept while offline, arriving after someone else signed in there.
      throw new AppError(409, SIGNED_IN_AS_SOMEONE_ELSE, 'signed_in_as_someone_else');
    }
    // Ends the session and closes the sockets opened with it.
    if (session) await endSession(deps, session.id);
    clearSessionCookie(c, deps.config);
    return c.body(null, 204);
  })

  .get('/session', async (c) => {
    const session = c.get('session');
    // Nobody signed in is an answer, not an error: every signed-out visitor asks this.
    if (!session) return c.json({ user: null });
    return c.json(await sessionPayload(c.get('deps').db, session.user));
  })

  .post('/password-reset', async (c) => {
    const deps = c.get('deps');
    const body = await parseBody(c, PasswordResetBody);
    const ip = clientIp(c);
    guard(c, [
      [`reset:ip:${ip}`, LIMITS.resetPerIp],
      [`reset:email:${body.email}`, LIMITS.resetPerEmail],
    ]);
    deps.throttle.hit(`reset:ip:${ip}`, LIMITS.resetPerIp);
    deps.throttle.hit(`reset:email:${body.email}`, LIMITS.resetPerEmail);

    const user = await deps.db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('email', '=', body.email)
      .executeTakeFirst();
    if (user) {
      const token = await issueOneTimeToken(deps.db, user.id, 'password_reset', deps.now());
      await deps.outbox.enqueue(passwordResetEmail(user.email, `${baseUrl(c)}/auth/reset?token=${token}`));
      deps.outbox.kick();
    }
    return c.json({ message: RESET_SENT_MESSAGE });
  })

  .post('/password-reset/confirm', async (c) => {
    const deps = c.get('deps');
    const body = await parseBody(c, PasswordResetConfirmBody);
    // Counted before anything is hashed: each attempt costs an argon2 hash.
    const resetIpKey = `reset-confirm:ip:${clientIp(c)}`;
    guard(c, [[resetIpKey, LIMITS.resetConfirmPerIp]]);
    deps.throttle.hit(resetIpKey, LIMITS.resetConfirmPerIp);
    const problem = passwordProblem(body.password);
    if (problem) throw AppError.badRequest(problem, 'weak_password');
    const passwordHash = await hashPassword(body.password);
    const userId = await consumeOneTimeToken(deps.db, body.token, 'password_reset', deps.now());
    if (!userId) {
      throw AppError.badRequest(
        'This reset link is invalid or has expired. Please request a new one.',
        'token_invalid',
      );
    }
    await deps.db.transaction().execute(async (trx) => {
      // Following the link proves the address, so it also counts as confirmation.
      await trx
        .updateTable('users')
        .set((eb) => ({
          password_hash: passwordHash,
          email_confirmed_at: eb.fn.coalesce('email_confirmed_at', eb.val(deps.now())),
          is_admin: confirmedAdmin(c, eb),
        }))
        .where('id', '=', userId)
        .execute();
      await deleteUserSessions(trx, userId);
    });
    // Every session of the user ended above; their open sockets close now.
    await closeSessionSockets(deps.cluster, { userId });
    clearSessionCookie(c, deps.config);
    return c.json({ message: 'Your password has been updated. Please sign in with your new password.' });
  });

export const authDocs: RouteDoc[] = [
  {
    method: 'post',
    path: '/api/auth/signup',
    summary: 'Create an account (sends a confirmation email; does not sign in)',
    tags: ['auth'],
    body: SignupBody,
    responses: {
      200: { description: 'Confirmation sent', schema: SignupResponse },
      400: { description: 'Terms not agreed or weak password' },
      429: { description: 'Too many attempts' },
    },
  },
  {
    method: 'get',
    path: '/api/auth/confirm',
    summary: 'Confirm an email address from the link in the email; signs in and redirects to /app',
    tags: ['auth'],
    query: ConfirmQuery,
    responses: {
      302: { description: 'Redirect to /app, or to the sign-in screen when the link is invalid' },
    },
  },
  {
    method: 'post',
    path: '/api/auth/signin',
    summary: 'Sign in with email and password',
    tags: ['auth'],
    body: SigninBody,
    responses: {
      200: {
        description:
          'Signed in; sets the session cookie and answers the same session as `access_token` for `Authorization: Bearer`',
        schema: SigninResponse,
      },
      400: { description: 'Invalid email or password' },
      403: { description: 'Email not confirmed yet' },
      429: { description: 'Too many attempts' },
    },
  },
  {
    method: 'post',
    path: '/api/auth/signout',
    summary: "Sign out of this session only (with `user_id`: only if the session is that user's)",
    tags: ['auth'],
    body: SignoutBody,
    responses: {
      204: { description: 'Signed out' },
      409: { description: "The session is another user's; it was kept" },
    },
  },
  {
    method: 'get',
    path: '/api/auth/session',
    summary: 'The signed-in user and their plans; `{user: null}` when nobody is signed in',
    tags: ['auth'],
    responses: {
      200: { description: 'Current session, or no user', schema: SessionResponse.or(NoSessionResponse) },
    },
  },
  {
    method: 'post',
    path: '/api/auth/password-reset',
    summary: 'Email a password-reset link (same answer whether or not the account exists)',
    tags: ['auth'],
    body: PasswordResetBody,
    responses: {
      200: { description: 'Accepted', schema: MessageResponse },
      429: { description: 'Too many attempts' },
    },
  },
  {
    method: 'post',
    path: '/api/auth/password-reset/confirm',
    summary: 'Set a new password with a reset token; signs out every session',
    tags: ['auth'],
    body: PasswordResetConfirmBody,
    responses: {
      200: { description: 'Password changed', schema: MessageResponse },
      400: { description: 'Invalid or expired token' },
      429: { description: 'Too many attempts' },
    },
  },
];

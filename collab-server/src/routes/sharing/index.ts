// Sharing a plan: the owner invites a partner, planner or viewer by email, sees members and pending
// invites, changes roles and revokes access. A revoked member's open sockets close at once.
import type { InviteRole } from '@confetti/db';
import { VENDOR_CANNOT_JOIN } from '@confetti/plan';
import { type Context, Hono } from 'hono';
import { sql } from 'kysely';
import { z } from 'zod';
import { invalidateAccessCache } from '../../auth/access-cache';
import { Email } from '../../auth/schema';
import { generateSecureRandomString, hashSecretHex } from '../../auth/tokens';
import type { AppEnv } from '../../context';
import { inviteEmail } from '../../email/invite-template';
import { AppError } from '../../errors';
import type { RouteDoc } from '../../openapi/registry';
import { resolvePlan } from '../../plans/access';
import { PLAN } from '../../plans/plan-kind';
import { CLOSE_ACCESS_REVOKED, CLOSE_ROLE_CHANGED } from '../../sync/close-codes';
import { parseBody, parseParams } from '../../validation';
import { guardRate } from '../registry/rate';

export const INVITE_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;
/**
 * Invitations one person sends an hour: each is an email to any address, carrying the couple's
 * names, so without a limit any free account could have us send mail in bulk.
 */
export const PLAN_INVITES = { max: 30, windowMs: 60 * 60_000 };

const InviteRoleSchema = z.enum(['partner', 'planner', 'viewer']);
const PlanParams = z.object({ planId: z.string().uuid() });
const MemberParams = z.object({ planId: z.string().uuid(), userId: z.string().uuid() });
const InviteParams = z.object({ planId: z.string().uuid(), inviteId: z.string().uuid() });
const TokenParams = z.object({ token: z.string().regex(/^[a-z2-9]{32}$/, 'Not an invitation token.') });
export const InviteBody = z.object({ email: Email, role: InviteRoleSchema });
export const RoleBody = z.object({ role: InviteRoleSchema });

const Member = z.object({
  user_id: z.string(),
  email: z.string(),
  /** The name they gave (what presence and the account menu show); null when they gave none. */
  display_name: z.string().nullable(),
  role: z.string(),
  joined_at: z.string(),
});
const PendingInvite = z.object({
  id: z.string(),
  email: z.string(),
  role: InviteRoleSchema,
  created_at: z.string(),
  expires_at: z.string(),
});
export const MembersResponse = z.object({ members: z.array(Member), invites: z.array(PendingInvite) });
const InviteSent = z.object({ id: z.string(), email: z.string(), role: z.string(), expires_at: z.string() });
const RoleChanged = z.object({ user_id: z.string(), role: z.string() });
const InvitationAnswer = z.object({
  email: z.string(),
  role: z.string(),
  inviter_email: z.string().nullable(),
  inviter_name: z.string().nullable(),
  couple: z.string().nullable(),
  status: z.string(),
});
const Joined = z.object({ plan_id: z.string(), role: z.string() });

const iso = (d: Date | string) => new Date(d).toISOString();

async function findInvite(c: Context<AppEnv>, token: string) {
  return c
    .get('deps')
    .db.selectFrom('plan_invites')
    .leftJoin('users', 'users.id', 'plan_invites.invited_by')
    .select([
      'plan_invites.id',
      'plan_invites.plan_id',
      'plan_invites.email',
      'plan_invites.role',
      'plan_invites.expires_at',
      'plan_invites.accepted_at',
      'plan_invites.revoked_at',
      'plan_invites.created_at',
      'users.email as inviter_email',
      'users.display_name as inviter_name',
    ])
    .where('plan_invites.token_hash', '=', hashSecretHex(token))
    .executeTakeFirst();
}

function inviteStatus(
  invite: { expires_at: Date | string; accepted_at: unknown; revoked_at: unknown },
  now: Date,
) {
  if (invite.revoked_at) return 'revoked' as const;
  if (invite.accepted_at) return 'accepted' as const;
  if (new Date(invite.expires_at).getTime() <= now.getTime()) return 'expired' as const;
  return 'pending' as const;
}

export const planSharingRoutes = new Hono<AppEnv>()
  .post('/:planId/invites', async (c) => {
    const { planId } = parseParams(c, PlanParams);
    const body = await parseBody(c, InviteBody);
    const access = await resolvePlan(c, 'owner', { planId });
    // Every attempt counts, like a listing team's additions (each may send an email).
    guardRate(c, `plan-invites:${access.userId}`, PLAN_INVITES);
    const deps = c.get('deps');
    const already = await deps.db
      .selectFrom('plan_members')
      .innerJoin('users', 'users.id', 'plan_members.user_id')
      .select('users.id')
      .where('plan_members.plan_id', '=', access.planId)
      .where('users.email', '=', body.email)
      .executeTakeFirst();
    if (already) throw new AppError(409, 'That person is already a member of this plan.', 'already_member');

    const token = generateSecureRandomString(32);
    const id = crypto.randomUUID();
    const expiresAt = new Date(deps.now().getTime() + INVITE_LIFETIME_MS);
    const inviter = c.get('session')!.user;
    const couple = await deps.db
      .selectFrom('wedding_info')
      .select(['partner1_name', 'partner2_name'])
      .where('plan_id', '=', access.planId)
      .executeTakeFirst();
    const sender = {
      partner1Name: couple?.partner1_name ?? null,
      partner2Name: couple?.partner2_name ?? null,
      inviterName: inviter.display_name,
      inviterEmail: inviter.email,
    };
    const base = deps.config.publicUrl ?? new URL(c.req.url).origin;
    await deps.db.transaction().execute(async (trx) => {
      // A new invitation replaces any pending one for the same address.
      await trx
        .updateTable('plan_invites')
        .set({ revoked_at: deps.now() })
        .where('plan_id', '=', access.planId)
        .where('email', '=', body.email)
        .where('accepted_at', 'is', null)
        .where('revoked_at', 'is', null)
        .execute();
      await trx
        .insertInto('plan_invites')
        .values({
          id,
          plan_id: access.planId,
          email: body.email,
          role: body.role,
          token_hash: hashSecretHex(token),
          invited_by: access.userId,
          expires_at: expiresAt,
        })
        .execute();
      await deps.outbox.enqueue(inviteEmail(body.email, sender, body.role, `${base}/invite/${token}`), trx);
    });
    deps.outbox.kick();
    return c.json({ id, email: body.email, role: body.role, expires_at: expiresAt.toISOString() }, 201);
  })

  .get('/:planId/members', async (c) => {
    const { planId } = parseParams(c, PlanParams);
    const access = await resolvePlan(c, 'read', { planId });
    const deps = c.get('deps');
    const members = await deps.db
      .selectFrom('plan_members')
      .innerJoin('users', 'users.id', 'plan_members.user_id')
      .select([
        'users.id as user_id',
        'users.email',
        'users.display_name',
        'plan_members.role',
        'plan_members.created_at',
      ])
      .where('plan_members.plan_id', '=', access.planId)
      .orderBy('plan_members.created_at')
      .execute();
    const invites =
      access.role === 'owner'
        ? await deps.db
            .selectFrom('plan_invites')
            .select(['id', 'email', 'role', 'created_at', 'expires_at'])
            .where('plan_id', '=', access.planId)
            .where('accepted_at', 'is', null)
            .where('revoked_at', 'is', null)
            .where('expires_at', '>', deps.now())
            .orderBy('created_at')
            .execute()
        : [];
    return c.json({
      members: members.map((m) => ({
        user_id: m.user_id,
        email: m.email,
        display_name: m.display_name,
        role: m.role,
        joined_at: iso(m.created_at),
      })),
      invites: invites.map((i) => ({ ...i, created_at: iso(i.created_at), expires_at: iso(i.expires_at) })),
    });
  })

  .patch('/:planId/members/:userId', async (c) => {
    const { planId, userId } = parseParams(c, MemberParams);
    const body = await parseBody(c, RoleBody);
    const access = await resolvePlan(c, 'owner', { planId });
    const deps = c.get('deps');
    if (userId === access.userId) throw AppError.badRequest("The owner's role cannot be changed.");
    const res = await deps.db
      .updateTable('plan_members')
      .set({ role: body.role })
      .where('plan_id', '=', access.planId)
      .where('user_id', '=', userId)
      .where('role', '!=', 'owner')
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) throw AppError.notFound('No such member.');
    invalidateAccessCache({ planId: access.planId });
    // Reconnecting picks up the new role (a viewer stops writing at once).
    // On every instance (the cluster bus carries it to the others).
    await deps.cluster.closeSockets(
      { kind: PLAN, id: access.planId, userId },
      CLOSE_ROLE_CHANGED,
      'role changed',
    );
    return c.json({ user_id: userId, role: body.role });
  })

  .delete('/:planId/members/:userId', async (c) => {
    const { planId, userId } = parseParams(c, MemberParams);
    const session = c.get('session');
    // Anyone may leave a plan; only the owner may remove someone else.
    const access = await resolvePlan(c, session?.user.id === userId ? 'read' : 'owner', { planId });
    const deps = c.get('deps');
    const member = await deps.db
      .selectFrom('plan_members')
      .select('role')
      .where('plan_id', '=', access.planId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!member) throw AppError.notFound('No such member.');
    if (member.role === 'owner') throw AppError.badRequest('The owner cannot be removed from the plan.');
    await deps.db
      .deleteFrom('plan_members')
      .where('plan_id', '=', access.planId)
      .where('user_id', '=', userId)
      .execute();
    invalidateAccessCache({ planId: access.planId });
    await deps.cluster.closeSockets(
      { kind: PLAN, id: access.planId, userId },
      CLOSE_ACCESS_REVOKED,
      'access revoked',
    );
    return c.body(null, 204);
  })

  .delete('/:planId/invites/:inviteId', async (c) => {
    const { planId, inviteId } = parseParams(c, InviteParams);
    const access = await resolvePlan(c, 'owner', { planId });
    const deps = c.get('deps');
    const res = await deps.db
      .updateTable('plan_invites')
      .set({ revoked_at: deps.now() })
      .where('id', '=', inviteId)
      .where('plan_id', '=', access.planId)
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) throw AppError.notFound('No such pending invitation.');
    return c.body(null, 204);
  });

export const inviteRoutes = new Hono<AppEnv>()
  .get('/:token', async (c) => {
    const { token } = parseParams(c, TokenParams);
    const invite = await findInvite(c, token);
    if (!invite) throw AppError.notFound('This invitation does not exist.');
    const deps = c.get('deps');
    const info = await deps.db
      .selectFrom('wedding_info')
      .select(['partner1_name', 'partner2_name'])
      .where('plan_id', '=', invite.plan_id)
      .executeTakeFirst();
    // Withdrawn because a newer invitation went to the same address (sent again, or a double click):
    // that one is in their inbox, which is what they need to hear.
    const status = inviteStatus(invite, deps.now());
    const replaced =
      status === 'revoked' &&
      (await deps.db
        .selectFrom('plan_invites')
        .select('id')
        .where('plan_id', '=', invite.plan_id)
        .where('email', '=', invite.email)
        .where('created_at', '>', invite.created_at)
        .where('revoked_at', 'is', null)
        .limit(1)
        .executeTakeFirst()) !== undefined;
    return c.json({
      email: invite.email,
      role: invite.role,
      inviter_email: invite.inviter_email,
      inviter_name: invite.inviter_name,
      couple: [info?.partner1_name, info?.partner2_name].filter(Boolean).join(' & ') || null,
      status: replaced ? ('replaced' as const) : status,
    });
  })

  .post('/:token/accept', async (c) => {
    const { token } = parseParams(c, TokenParams);
    const session = c.get('session');
    if (!session) throw AppError.unauthorized();
    const deps = c.get('deps');
    const invite = await findInvite(c, token);
    if (!invite) throw AppError.notFound('This invitation does not exist.');
    const status = inviteStatus(invite, deps.now());
    if (status !== 'pending') {
      throw new AppError(
        410,
        `This invitation has ${status === 'accepted' ? 'already been used' : status === 'revoked' ? 'been withdrawn' : 'expired'}.`,
        'invite_unusable',
      );
    }
    if (invite.email !== session.user.email) {
      throw AppError.forbidden(
        `This invitation was sent to ${invite.email}. Sign in with that address to accept it.`,
      );
    }
    // The planner is for couple accounts (the web app sends a vendor account to /vendor): joining
    // would make a member who can never open the plan, and use up the invitation.
    if (session.user.user_type === 'vendor') {
      throw new AppError(403, VENDOR_CANNOT_JOIN, 'vendor_account');
    }
    const role = invite.role as InviteRole;
    await deps.db.transaction().execute(async (trx) => {
      const used = await trx
        .updateTable('plan_invites')
        .set({ accepted_at: deps.now(), accepted_by: session.user.id })
        .where('id', '=', invite.id)
        .where('accepted_at', 'is', null)
        .executeTakeFirst();
      if (Number(used.numUpdatedRows) === 0)
        throw new AppError(410, 'This invitation has already been used.');
      await trx
        .insertInto('plan_members')
        .values({ plan_id: invite.plan_id, user_id: session.user.id, role })
        .onConflict((oc) => oc.columns(['plan_id', 'user_id']).doNothing())
        .execute();
      // Someone who signed up through the invitation got an empty plan of their own; if it was never
      // opened, drop it so the shared plan is the one they land in.
      const ownedUntouched = await trx
        .selectFrom('plan_members')
        .select('plan_members.plan_id')
        .where('plan_members.user_id', '=', session.user.id)
        .where('plan_members.role', '=', 'owner')
        .where('plan_members.plan_id', '!=', invite.plan_id)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('doc_updates')
                .select('seq')
                .where('doc_updates.doc_id', '=', sql<string>`'plan:' || plan_members.plan_id`),
            ),
          ),
        )
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('doc_snapshots')
                .select('doc_id')
                .where('doc_snapshots.doc_id', '=', sql<string>`'plan:' || plan_members.plan_id`),
            ),
          ),
        )
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('plan_members as others')
                .select('others.user_id')
                .whereRef('others.plan_id', '=', 'plan_members.plan_id')
                .where('others.role', '!=', 'owner'),
            ),
          ),
        )
        .execute();
      const emptyPlans = ownedUntouched.map((p) => p.plan_id);
      if (emptyPlans.length > 0) await trx.deleteFrom('plans').where('id', 'in', emptyPlans).execute();
    });
    // "The plan this person is on" may now be another one.
    invalidateAccessCache({ userId: session.user.id });
    return c.json({ plan_id: invite.plan_id, role });
  });

export const sharingDocs: RouteDoc[] = [
  {
    method: 'post',
    path: '/api/plans/{planId}/invites',
    summary: 'Invite someone by email (owner only)',
    tags: ['sharing'],
    params: PlanParams,
    body: InviteBody,
    auth: true,
    responses: {
      201: { description: 'Invitation sent', schema: InviteSent },
      409: { description: 'Already a member' },
    },
  },
  {
    method: 'get',
    path: '/api/plans/{planId}/members',
    summary: 'Members, and pending invites for the owner',
    tags: ['sharing'],
    params: PlanParams,
    auth: true,
    responses: { 200: { description: 'Members', schema: MembersResponse } },
  },
  {
    method: 'patch',
    path: '/api/plans/{planId}/members/{userId}',
    summary: "Change a member's role (owner only)",
    tags: ['sharing'],
    params: MemberParams,
    body: RoleBody,
    auth: true,
    responses: { 200: { description: 'Role changed', schema: RoleChanged } },
  },
  {
    method: 'delete',
    path: '/api/plans/{planId}/members/{userId}',
    summary: 'Remove a member (owner) or leave (self); closes their sockets',
    tags: ['sharing'],
    params: MemberParams,
    auth: true,
    responses: { 204: { description: 'Removed' } },
  },
  {
    method: 'delete',
    path: '/api/plans/{planId}/invites/{inviteId}',
    summary: 'Withdraw a pending invitation (owner only)',
    tags: ['sharing'],
    params: InviteParams,
    auth: true,
    responses: { 204: { description: 'Withdrawn' } },
  },
  {
    method: 'get',
    path: '/api/invites/{token}',
    summary: 'What an invitation is for (for the invite page)',
    tags: ['sharing'],
    params: TokenParams,
    responses: {
      200: { description: 'Invitation', schema: InvitationAnswer },
      404: { description: 'No such invitation' },
    },
  },
  {
    method: 'post',
    path: '/api/invites/{token}/accept',
    summary: 'Accept an invitation as the signed-in user',
    tags: ['sharing'],
    params: TokenParams,
    auth: true,
    responses: {
      200: { description: 'Joined', schema: Joined },
      403: { description: 'Signed in with another email, or with a vendor account' },
      410: { description: 'Used, withdrawn or expired' },
    },
  },
];

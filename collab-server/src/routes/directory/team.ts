// A listing's team (issue 18: "a vendor's team co-edits it"). The owner invites another vendor
// account by email (emailed through the outbox); they join as an editor when they accept in their
// portal, or decline (the owner may withdraw the invitation meanwhile). Everyone on the team sees who
// is on it and who is invited, the owner removes anyone but themself and an editor may leave. Removal closes that person's open
// `/sync/listing/<id>` sockets at once, on every instance (the cluster bus), like plan members.
// Listing access is read from listing_members on every request and socket upgrade (roleOnListing:
// it is not in the access cache), so the deleted row is all a reconnect needs to be refused.
import { type Context, Hono } from 'hono';
import { sql } from 'kysely';
import { z } from 'zod';
import { Email } from '../../auth/schema';
import type { AppEnv } from '../../context';
import { LISTING, roleOnListing } from '../../directory/listing-kind';
import { listingTeamEmail } from '../../email/listing-team-template';
import { AppError } from '../../errors';
import type { RouteDoc } from '../../openapi/registry';
import type { ApiResource } from '../../resources';
import { CLOSE_ACCESS_REVOKED } from '../../sync/close-codes';
import { parseBody, parseParams } from '../../validation';
import { guardRate } from '../registry/rate';

/** How many people one listing's team may have (owner included). */
export const MAX_LISTING_TEAM = 20;
/** Team additions per person an hour: each one sends an email and says whether an account exists. */
export const LISTING_TEAM_ADDS = { max: 30, windowMs: 60 * 60_000 };

export const NO_VENDOR_ACCOUNT = 'No vendor account with that email.';

const TeamParams = z.object({ id: z.string().trim().min(1).max(100) });
const TeamMemberParams = z.object({
  id: z.string().trim().min(1).max(100),
  userId: z.string().trim().min(1).max(100),
});
export const AddTeamMemberBody = z.object({ email: Email }).strict();
const InvitationParams = z.object({
  id: z.string().trim().min(1).max(100),
  answer: z.enum(['accept', 'decline'], { error: 'Answer accept or decline.' }),
});

/** The people a listing's team holds or has invited: what MAX_LISTING_TEAM limits. */
async function teamSize(db: AppEnv['Variables']['deps']['db'], listingId: string): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`select
      (select count(*) from listing_members where listing_id = ${listingId})
      + (select count(*) from listing_invitations where listing_id = ${listingId}) as n`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

const TeamMember = z.object({
  user_id: z.string(),
  email: z.string(),
  display_name: z.string().nullable(),
  role: z.enum(['owner', 'editor']),
  /** `invited`: asked, not yet joined (no access until they accept). */
  status: z.enum(['member', 'invited']),
  /** When they joined, or were invited. */
  joined_at: z.string(),
});
export type TeamMemberJson = z.infer<typeof TeamMember>;
const TeamAnswer = z.object({ members: z.array(TeamMember) });
const InvitationsAnswer = z.object({
  invitations: z.array(
    z.object({
      listing_id: z.string(),
      business_name: z.string(),
      invited_by: z.string(),
      invited_at: z.string(),
    }),
  ),
});

function signedIn(c: Context<AppEnv>) {
  const session = c.get('session');
  if (!session) throw AppError.unauthorized();
  return session.user;
}

/** The listing must exist (404), and the signed-in user must be on its team (403). */
async function teamRole(c: Context<AppEnv>, listingId: string) {
  const user = signedIn(c);
  const { db } = c.get('deps');
  const listing = await db.selectFrom('listings').select('id').where('id', '=', listingId).executeTakeFirst();
  if (!listing) throw AppError.notFound('Listing not found');
  const role = await roleOnListing(db, listingId, user.id);
  if (!role) throw AppError.forbidden('Only the listing’s team can see and change its team.');
  return { user, role };
}

async function teamOf(c: Context<AppEnv>, listingId: string): Promise<TeamMemberJson[]> {
  const rows = await c
    .get('deps')
    .db.selectFrom('listing_members')
    .innerJoin('users', 'users.id', 'listing_members.user_id')
    .select([
      'users.id as user_id',
      'users.email',
      'users.display_name',
      'listing_members.role',
      'listing_members.created_at',
    ])
    .where('listing_members.listing_id', '=', listingId)
    // The owner first, then in the order they joined.
    .orderBy((eb) => eb.case().when('listing_members.role', '=', 'owner').then(0).else(1).end())
    .orderBy('listing_members.created_at')
    .orderBy('users.email')
    .execute();
  const invited = await c
    .get('deps')
    .db.selectFrom('listing_invitations')
    .innerJoin('users', 'users.id', 'listing_invitations.user_id')
    .select(['users.id as user_id', 'users.email', 'users.display_name', 'listing_invitations.created_at'])
    .where('listing_invitations.listing_id', '=', listingId)
    .orderBy('listing_invitations.created_at')
    .orderBy('users.email')
    .execute();
  return [
    ...rows.map((r) => ({
      user_id: r.user_id,
      email: r.email,
      display_name: r.display_name,
      role: r.role,
      status: 'member' as const,
      joined_at: new Date(r.created_at).toISOString(),
    })),
    ...invited.map((r) => ({
      user_id: r.user_id,
      email: r.email,
      display_name: r.display_name,
      role: 'editor' as const,
      status: 'invited' as const,
      joined_at: new Date(r.created_at).toISOString(),
    })),
  ];
}

const routes = new Hono<AppEnv>()
  .get('/vendors/:id/members', async (c) => {
    const { id } = parseParams(c, TeamParams);
    await teamRole(c, id);
    return c.json({ members: await teamOf(c, id) });
  })
  .post('/vendors/:id/members', async (c) => {
    const { id } = parseParams(c, TeamParams);
    const { user, role } = await teamRole(c, id);
    if (role !== 'owner') throw AppError.forbidden('Only the listing’s owner can add people to its team.');
    const body = await parseBody(c, AddTeamMemberBody);
    // Every attempt counts: each answer says whether an address has a vendor account.
    guardRate(c, `listing-team:${user.id}`, LISTING_TEAM_ADDS);
    const deps = c.get('deps');
    const invitee = await deps.db
      .selectFrom('users')
      .select(['id', 'email', 'display_name', 'user_type', 'created_at'])
      .where('email', '=', body.email)
      .executeTakeFirst();
    // A couple's account is answered as no account: which addresses plan weddings here is theirs.
    if (invitee?.user_type !== 'vendor') throw AppError.notFound(NO_VENDOR_ACCOUNT);
    if (await roleOnListing(deps.db, id, invitee.id))
      throw new AppError(409, `${invitee.email} is already on this listing’s team.`, 'already_member');
    if ((await teamSize(deps.db, id)) >= MAX_LISTING_TEAM)
      throw new AppError(409, `A listing’s team can have up to ${MAX_LISTING_TEAM} people.`, 'team_full');
    const listing = await deps.db
      .selectFrom('directory_listings')
      .select('business_name')
      .where('id', '=', id)
      .executeTakeFirst();
    const base = deps.config.publicUrl ?? new URL(c.req.url).origin;
    const inserted = await deps.db.transaction().execute(async (trx) => {
      const res = await trx
        .insertInto('listing_invitations')
        .values({ listing_id: id, user_id: invitee.id, invited_by: user.id })
        .onConflict((oc) => oc.columns(['listing_id', 'user_id']).doNothing())
        .returning('user_id')
        .executeTakeFirst();
      if (!res) return false;
      await deps.outbox.enqueue(
        listingTeamEmail({
          to: invitee.email,
          businessName: listing?.business_name ?? 'a listing',
          addedBy: user.display_name?.trim() || user.email,
          link: `${base}/vendor`,
        }),
        trx,
      );
      return true;
    });
    // Invited already (or two owners' windows at once): said like any duplicate.
    if (!inserted)
      throw new AppError(
        409,
        `${invitee.email} is already invited to this listing’s team.`,
        'already_invited',
      );
    deps.outbox.kick();
    const member = (await teamOf(c, id)).find((m) => m.user_id === invitee.id);
    return c.json(member, 201);
  })
  // The signed-in vendor's invitations: which listings' teams ask them to join, and who asked.
  .get('/invitations', async (c) => {
    const user = signedIn(c);
    const rows = await c
      .get('deps')
      .db.selectFrom('listing_invitations as i')
      .innerJoin('users as by', 'by.id', 'i.invited_by')
      .leftJoin('directory_listings as d', 'd.id', 'i.listing_id')
      .select([
        'i.listing_id',
        'd.business_name',
        'by.email as invited_by_email',
        'by.display_name',
        'i.created_at',
      ])
      .where('i.user_id', '=', user.id)
      .orderBy('i.created_at')
      .execute();
    return c.json({
      invitations: rows.map((r) => ({
        listing_id: r.listing_id,
        business_name: r.business_name ?? 'A listing',
        invited_by: r.display_name?.trim() || r.invited_by_email,
        invited_at: new Date(r.created_at).toISOString(),
      })),
    });
  })
  // Accepting joins the team as an editor; declining forgets the invitation. Either way it is gone.
  .post('/invitations/:id/:answer', async (c) => {
    const { id, answer } = parseParams(c, InvitationParams);
    const user = signedIn(c);
    const { db } = c.get('deps');
    const answered = await db.transaction().execute(async (trx) => {
      const gone = await trx
        .deleteFrom('listing_invitations')
        .where('listing_id', '=', id)
        .where('user_id', '=', user.id)
        .returning('listing_id')
        .executeTakeFirst();
      if (!gone) return false;
      if (answer === 'accept')
        await trx
          .insertInto('listing_members')
          .values({ listing_id: id, user_id: user.id, role: 'editor' })
          .onConflict((oc) => oc.columns(['listing_id', 'user_id']).doNothing())
          .execute();
      return true;
    });
    if (!answered) throw AppError.notFound('No invitation to that listing’s team.');
    return c.body(null, 204);
  })
  .delete('/vendors/:id/members/:userId', async (c) => {
    const { id, userId } = parseParams(c, TeamMemberParams);
    const { user, role } = await teamRole(c, id);
    // The owner removes anyone else; an editor may only leave.
    if (role !== 'owner' && userId !== user.id)
      throw AppError.forbidden('Only the listing’s owner can remove someone else from its team.');
    const deps = c.get('deps');
    const target = await roleOnListing(deps.db, id, userId);
    if (!target) {
      // Not on it, but perhaps invited: the owner withdraws the invitation.
      const withdrawn =
        role === 'owner'
          ? await deps.db
              .deleteFrom('listing_invitations')
              .where('listing_id', '=', id)
              .where('user_id', '=', userId)
              .returning('user_id')
              .executeTakeFirst()
          : undefined;
      if (withdrawn) return c.body(null, 204);
      throw AppError.notFound('That person is not on this listing’s team.');
    }
    if (target === 'owner')
      throw new AppError(409, 'The owner cannot be removed from the listing’s team.', 'owner');
    await deps.db
      .deleteFrom('listing_members')
      .where('listing_id', '=', id)
      .where('user_id', '=', userId)
      .where('role', '=', 'editor')
      .execute();
    // Their open listing sockets, here and on every other instance.
    await deps.cluster.closeSockets({ kind: LISTING, id, userId }, CLOSE_ACCESS_REVOKED, 'access revoked');
    return c.body(null, 204);
  });

const base = '/api/directory/vendors/{id}/members';
const tags = ['directory'];

const docs: RouteDoc[] = [
  {
    method: 'get',
    path: base,
    summary: 'The listing’s team: its owner and editors (the team only)',
    tags,
    params: TeamParams,
    auth: true,
    responses: {
      200: { description: 'The team, owner first', schema: TeamAnswer },
      403: { description: 'Not on the listing’s team' },
      404: { description: 'No such listing' },
    },
  },
  {
    method: 'post',
    path: base,
    summary:
      'Invite an existing vendor account to the team as an editor, by email (the owner only); they are emailed a link to the vendor portal, where they join or decline',
    tags,
    params: TeamParams,
    body: AddTeamMemberBody,
    bodyExample: { email: 'assistant@rosewood.example.com' },
    auth: true,
    responses: {
      201: { description: 'Invited (status `invited`): no access until they accept', schema: TeamMember },
      403: { description: 'Not the listing’s owner' },
      404: { description: `${NO_VENDOR_ACCOUNT} (a couple's account is answered the same way)` },
      409: { description: 'Already on the team or invited, or the team is full' },
      422: { description: 'Not an email address' },
      429: { description: 'Too many additions in the last hour' },
    },
  },
  {
    method: 'delete',
    path: `${base}/{userId}`,
    summary:
      'Remove someone from the team (the owner removes any editor or withdraws an invitation; an editor may remove themself); closes their open listing sockets on every instance',
    tags,
    params: TeamMemberParams,
    auth: true,
    responses: {
      204: { description: 'Removed' },
      403: { description: 'Not allowed to remove that person' },
      404: { description: 'No such listing, or that person is not on its team' },
      409: { description: 'The owner cannot be removed' },
    },
  },
  {
    method: 'get',
    path: '/api/directory/invitations',
    summary: 'The signed-in vendor’s invitations to listings’ teams',
    tags,
    auth: true,
    responses: { 200: { description: 'Invitations, oldest first', schema: InvitationsAnswer } },
  },
  {
    method: 'post',
    path: '/api/directory/invitations/{id}/{answer}',
    summary: 'Accept (join the listing’s team as an editor) or decline an invitation; either way it is gone',
    tags,
    params: InvitationParams,
    auth: true,
    responses: {
      204: { description: 'Joined, or declined' },
      404: { description: 'No invitation to that listing’s team' },
    },
  },
];

export const listingTeamResource: ApiResource = { path: '/directory', routes, docs };

// Admin reads (spec §6, §7 Admin reads): a user's wedding info, budget, guests and vendors, the user
// list with each plan's progress (the spec §9 weights), and product-wide reports — all from the
// projected tables. Admin is a role in the database (`npm run admin -- grant <email>`), checked on the
// session; every read of a user's data is recorded in admin_audit and listed for admins.
import { HAPPY_COUPLE, WEDDING_COUPLE_TAG } from '@confetti/plan';
import { type Context, Hono } from 'hono';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AppEnv } from '../../context';
import { AppError } from '../../errors';
import type { RouteDoc } from '../../openapi/registry';
import { planSummaries } from '../../plans/plan-summary';
import { rowJson } from '../../resources';
import { parseParams, parseQuery } from '../../validation';
import { wholeNumberQuery } from '../query-numbers';
import { liveRegistryPurchases } from '../registry/progress';
import {
  AuditAnswer,
  ReportsAnswer,
  UserBudgetAnswer,
  UserGuestsAnswer,
  UsersAnswer,
  UserVendorsAnswer,
  UserWeddingInfoAnswer,
} from './schema';

const UserParams = z.object({ id: z.string().trim().min(1).max(100) });
export const UsersQuery = z.object({
  page: wholeNumberQuery('page', 1, 10_000).default(1),
  limit: wholeNumberQuery('limit', 1, 100).default(25),
  query: z.string().trim().max(200).optional(),
});
const AuditQuery = z.object({ limit: wholeNumberQuery('limit', 1, 200).default(50) });

const DAY_MS = 86_400_000;

/*
 * What a user's plan tells an admin is what the progress summary needs (spec §7: the four reads are
 * "combined into a progress summary"): counts, answers, amounts, the hired vendors' names. Never the
 * guests' names, contact details, meals, dietary needs, notes or messages, nor a vendor's contacts or
 * a payment's notes: an admin supporting a couple has no need of the couple's address book.
 */
const GUEST_COLUMNS = [
  'id',
  'tag',
  'rsvp_status',
  'party_size',
  'table_assignment',
  'responded_at',
  'created_at',
] as const;
const VENDOR_COLUMNS = [
  'id',
  'name',
  'category',
  'hired',
  'stage',
  'actual_cost',
  'listing_id',
  'created_at',
] as const;
const BUDGET_ITEM_COLUMNS = [
  'id',
  'category',
  'service_type',
  'actual_cost',
  'vendor_id',
  'created_at',
] as const;
const PAYMENT_COLUMNS = ['id', 'budget_item_id', 'amount', 'payment_date', 'status', 'created_at'] as const;

/** 401 without a session, 403 for anyone who is not an admin. */
function requireAdmin(c: Context<AppEnv>): string {
  const session = c.get('session');
  if (!session) throw AppError.unauthorized();
  if (!session.user.is_admin) throw AppError.forbidden('Only administrators can see this.');
  return session.user.id;
}

/**
 * The plan a user owns, or null. A partner, planner or viewer on someone else's plan is not its
 * subject: that plan's data belongs to its owner, and is read (and audited) as theirs.
 */
async function planOfUser(c: Context<AppEnv>, userId: string): Promise<string | null> {
  const owned = await c
    .get('deps')
    .db.selectFrom('plan_members')
    .select('plan_id')
    .where('user_id', '=', userId)
    .where('role', '=', 'owner')
    .orderBy('created_at')
    .executeTakeFirst();
  return owned?.plan_id ?? null;
}

/** Checks the subject exists, records the read, and answers with their plan id (or null). */
async function auditedRead(
  c: Context<AppEnv>,
  what: string,
): Promise<{ userId: string; planId: string | null }> {
  const adminId = requireAdmin(c);
  const { id } = parseParams(c, UserParams);
  const db = c.get('deps').db;
  const user = await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
  if (!user) throw AppError.notFound('No such user.');
  await db.insertInto('admin_audit').values({ admin_user_id: adminId, subject_user_id: id, what }).execute();
  return { userId: id, planId: await planOfUser(c, id) };
}

function days(from: Date, count: number): string[] {
  return Array.from({ length: count }, (_, i) =>
    new Date(from.getTime() - (count - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
}

export const adminRoutes = new Hono<AppEnv>()
  .get('/users', async (c) => {
    requireAdmin(c);
    const query = parseQuery(c, UsersQuery);
    const deps = c.get('deps');
    let base = deps.db.selectFrom('users');
    if (query.query) {
      const like = `%${query.query.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
      // The list shows each owner's couple names (their plan's wedding details): they find it too.
      base = base.where((eb) =>
        eb.or([
          eb('email', 'ilike', like),
          eb('display_name', 'ilike', like),
          eb(
            'id',
            'in',
            eb
              .selectFrom('plan_members')
              .innerJoin('wedding_info', 'wedding_info.plan_id', 'plan_members.plan_id')
              .select('plan_members.user_id')
              .where('plan_members.role', '=', 'owner')
              .where((w) =>
                w.or([
                  w('wedding_info.partner1_name', 'ilike', like),
                  w('wedding_info.partner2_name', 'ilike', like),
                ]),
              ),
          ),
        ]),
      );
    }
    const [users, count] = await Promise.all([
      base
        .select(['id', 'email', 'display_name', 'user_type', 'is_admin', 'email_confirmed_at', 'created_at'])
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(query.limit)
        .offset((query.page - 1) * query.limit)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    const ids = users.map((u) => u.id);
    const [lastSeen, memberships] = ids.length
      ? await Promise.all([
          deps.db
            .selectFrom('sessions')
            .select(['user_id', (eb) => eb.fn.max('last_seen_at').as('last_seen')])
            .where('user_id', 'in', ids)
            .groupBy('user_id')
            .execute(),
          deps.db
            .selectFrom('plan_members')
            .select(['user_id', 'plan_id', 'role', 'created_at'])
            .where('user_id', 'in', ids)
            .orderBy('created_at')
            .execute(),
        ])
      : [[], []];
    // Only an owner carries their plan's names and progress; on anyone else's plan a person is
    // listed with their role there.
    const planOf = new Map<string, string>();
    const memberOf = new Map<string, { plan_id: string; role: string }[]>();
    for (const m of memberships) {
      if (m.role === 'owner') {
        if (!planOf.has(m.user_id)) planOf.set(m.user_id, m.plan_id);
      } else {
        memberOf.set(m.user_id, [...(memberOf.get(m.user_id) ?? []), { plan_id: m.plan_id, role: m.role }]);
      }
    }
    const summaries = await planSummaries(
      deps.db,
      [...new Set(memberships.map((m) => m.plan_id))],
      deps.now(),
    );
    const namesOf = (planId: string) => {
      const names = summaries.get(planId)?.coupleNames;
      return names && names !== HAPPY_COUPLE ? names : null;
    };
    const seen = new Map(lastSeen.map((s) => [s.user_id, s.last_seen]));
    return c.json({
      users: users.map((u) => {
        const planId = planOf.get(u.id) ?? null;
        const summary = planId ? summaries.get(planId) : undefined;
        const lastActive = seen.get(u.id);
        return {
          id: u.id,
          email: u.email,
          display_name: u.display_name,
          user_type: u.user_type,
          is_admin: u.is_admin,
          email_confirmed: u.email_confirmed_at !== null,
          created_at: new Date(u.created_at).toISOString(),
          last_active: lastActive ? new Date(lastActive as Date).toISOString() : null,
          plan_id: planId,
          // A plan without the partners' names has none to show (not the dashboard's "Happy
          // Couple"): the list names the account by its own name or email instead.
          couple_names: planId ? namesOf(planId) : null,
          wedding_date: summary?.weddingDate ?? null,
          progress: summary ? summary.progress : null,
          member_of: (memberOf.get(u.id) ?? []).map((m) => ({ ...m, couple_names: namesOf(m.plan_id) })),
        };
      }),
      total: Number(count.n),
      page: query.page,
      limit: query.limit,
    });
  })
  .get('/users/:id/wedding-info', async (c) => {
    const { planId } = await auditedRead(c, 'wedding-info');
    const row = planId
      ? await c
          .get('deps')
          .db.selectFrom('wedding_info')
          .selectAll()
          .where('plan_id', '=', planId)
          .executeTakeFirst()
      : undefined;
    return c.json(row ? rowJson(row as unknown as Record<string, unknown>) : { plan_id: planId });
  })
  .get('/users/:id/budget', async (c) => {
    const { planId } = await auditedRead(c, 'budget');
    if (!planId) return c.json([]);
    const db = c.get('deps').db;
    const [items, payments] = await Promise.all([
      db
        .selectFrom('budget_items')
        .select(BUDGET_ITEM_COLUMNS)
        .where('plan_id', '=', planId)
        .orderBy('created_at')
        .execute(),
      db
        .selectFrom('payments')
        .select(PAYMENT_COLUMNS)
        .where('plan_id', '=', planId)
        .orderBy('payment_date')
        .execute(),
    ]);
    return c.json(
      items.map((i) => ({
        ...rowJson(i as unknown as Record<string, unknown>),
        payments: payments
          .filter((p) => p.budget_item_id === i.id)
          .map((p) => rowJson(p as unknown as Record<string, unknown>)),
      })),
    );
  })
  .get('/users/:id/guests', async (c) => {
    const { planId } = await auditedRead(c, 'guests');
    if (!planId) return c.json([]);
    const rows = await c
      .get('deps')
      .db.selectFrom('guests')
      .select(GUEST_COLUMNS)
      .where('plan_id', '=', planId)
      .orderBy('created_at')
      .execute();
    return c.json(rows.map((r) => rowJson(r as unknown as Record<string, unknown>)));
  })
  .get('/users/:id/vendors', async (c) => {
    const { planId } = await auditedRead(c, 'vendors');
    if (!planId) return c.json([]);
    const rows = await c
      .get('deps')
      .db.selectFrom('vendors')
      .select(VENDOR_COLUMNS)
      .where('plan_id', '=', planId)
      .orderBy('created_at')
      .execute();
    return c.json(rows.map((r) => rowJson(r as unknown as Record<string, unknown>)));
  })
  .get('/reports', async (c) => {
    requireAdmin(c);
    const deps = c.get('deps');
    const db = deps.db;
    const now = deps.now();
    const since30 = new Date(now.getTime() - 30 * DAY_MS);
    const since7 = new Date(now.getTime() - 7 * DAY_MS);
    // A plan is active on a day when its document changed that day (log rows not yet compacted, or
    // its snapshot's last compaction).
    const activity = sql<{ plan_id: string; day: string }>`
      select distinct substr(doc_id, 6) as plan_id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day
        from doc_updates where created_at >= ${since30} and doc_id like 'plan:%'
      union
      select substr(doc_id, 6) as plan_id, to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD') as day
        from doc_snapshots where updated_at >= ${since30} and doc_id like 'plan:%'`;
    const [users, plans, tasks, money, paid, guests, signups, active] = await Promise.all([
      db
        .selectFrom('users')
        .select((eb) => [
          eb.fn.countAll<number>().as('total'),
          eb.fn.count<number>('id').filterWhere('user_type', '=', 'couple').as('couples'),
          eb.fn.count<number>('id').filterWhere('user_type', '=', 'vendor').as('vendors'),
          eb.fn.count<number>('id').filterWhere('created_at', '>=', since30).as('new_last_30_days'),
          eb.fn.count<number>('id').filterWhere('email_confirmed_at', 'is', null).as('unconfirmed'),
        ])
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('plans')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('checklist_tasks')
        .select((eb) => [
          eb.fn.countAll<number>().as('total'),
          eb.fn.count<number>('id').filterWhere('completed', '=', true).as('completed'),
        ])
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('wedding_info')
        .select((eb) => [
          eb.fn.coalesce(eb.fn.sum<number>('planned_budget'), sql<number>`0`).as('planned'),
          eb.fn.count<number>('planned_budget').as('plans_with_budget'),
        ])
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('payments')
        .select((eb) => [
          eb.fn
            .coalesce(eb.fn.sum<number>('amount').filterWhere('status', '=', 'paid'), sql<number>`0`)
            .as('paid'),
          eb.fn.coalesce(eb.fn.sum<number>('amount'), sql<number>`0`).as('scheduled'),
        ])
        .executeTakeFirstOrThrow(),
      // Guest records as the couples' dashboards count them: the couples' own records are not guests.
      db
        .selectFrom('guests')
        .where((eb) => eb.or([eb('tag', 'is', null), eb('tag', '!=', WEDDING_COUPLE_TAG)]))
        .select((eb) => [
          eb.fn.countAll<number>().as('total'),
          eb.fn.count<number>('id').filterWhere('rsvp_status', '=', 'Accepted').as('accepted'),
          eb.fn.count<number>('id').filterWhere('rsvp_status', '=', 'Declined').as('declined'),
        ])
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('users')
        .select([
          sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD')`.as('day'),
          (eb) => eb.fn.countAll<number>().as('n'),
        ])
        .where('created_at', '>=', since30)
        .groupBy(sql`1`)
        .execute(),
      activity.execute(db),
    ]);
    const actual = await db
      .selectFrom('budget_items')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('actual_cost'), sql<number>`0`).as('actual'))
      .executeTakeFirstOrThrow();
    const activePlansByDay = new Map<string, Set<string>>();
    for (const row of active.rows) {
      const set = activePlansByDay.get(row.day) ?? new Set<string>();
      set.add(row.plan_id);
      activePlansByDay.set(row.day, set);
    }
    const recent = new Set(
      active.rows.filter((r) => r.day >= since7.toISOString().slice(0, 10)).map((r) => r.plan_id),
    );
    const signupsByDay = new Map(signups.map((s) => [s.day, Number(s.n)]));
    // The directory's projection (issue 18): every listing, the published ones, and the vendors behind them.
    const listingCounts = await db
      .selectFrom('directory_listings')
      .select((eb) => [
        eb.fn.countAll<number>().as('listings'),
        eb.fn.count<number>(sql`case when published then 1 end`).as('published'),
        eb.fn.count<number>('owner_user_id').distinct().as('vendors'),
      ])
      .executeTakeFirst();
    const directory = {
      listings: Number(listingCounts?.listings ?? 0),
      published: Number(listingCounts?.published ?? 0),
      vendors: Number(listingCounts?.vendors ?? 0),
    };
    const [registries, purchases] = await Promise.all([
      db
        .selectFrom('registries')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
      liveRegistryPurchases(db)
        .select((eb) => [
          eb.fn.countAll<number>().as('n'),
          eb.fn.coalesce(eb.fn.sum<number>('rp.amount'), sql<number>`0`).as('amount'),
        ])
        .executeTakeFirstOrThrow(),
    ]);
    const totalTasks = Number(tasks.total);
    const completedTasks = Number(tasks.completed);
    return c.json({
      users: {
        total: Number(users.total),
        couples: Number(users.couples),
        vendors: Number(users.vendors),
        new_last_30_days: Number(users.new_last_30_days),
        unconfirmed: Number(users.unconfirmed),
      },
      plans: { total: Number(plans.total), active_last_7_days: recent.size },
      checklist: {
        tasks: totalTasks,
        completed: completedTasks,
        completion_percentage: totalTasks === 0 ? 0 : Math.round((completedTasks / totalTasks) * 1000) / 10,
      },
      budget: {
        planned_total: Number(money.planned),
        plans_with_budget: Number(money.plans_with_budget),
        actual_total: Number(actual.actual),
        scheduled_total: Number(paid.scheduled),
        paid_total: Number(paid.paid),
      },
      guests: {
        total: Number(guests.total),
        accepted: Number(guests.accepted),
        declined: Number(guests.declined),
        awaiting: Number(guests.total) - Number(guests.accepted) - Number(guests.declined),
      },
      directory,
      registry: {
        registries: Number(registries.n),
        purchases: Number(purchases.n),
        amount_pledged: Number(purchases.amount),
      },
      series: days(now, 30).map((day) => ({
        day,
        signups: signupsByDay.get(day) ?? 0,
        active_plans: activePlansByDay.get(day)?.size ?? 0,
      })),
    });
  })
  .get('/audit', async (c) => {
    requireAdmin(c);
    const { limit } = parseQuery(c, AuditQuery);
    const rows = await c
      .get('deps')
      .db.selectFrom('admin_audit')
      .innerJoin('users as admin', 'admin.id', 'admin_audit.admin_user_id')
      .leftJoin('users as subject', 'subject.id', 'admin_audit.subject_user_id')
      .select([
        'admin_audit.id',
        'admin.email as admin_email',
        'admin_audit.subject_user_id',
        'subject.email as subject_email',
        'admin_audit.what',
        'admin_audit.created_at',
      ])
      .orderBy('admin_audit.id', 'desc')
      .limit(limit)
      .execute();
    return c.json(
      rows.map((r) => ({ ...r, id: Number(r.id), created_at: new Date(r.created_at).toISOString() })),
    );
  });

const admin = { tags: ['admin'], auth: true } as const;
const forbidden = { 403: { description: 'Not an administrator' } };
const perUser = (what: string, schema: z.ZodType): RouteDoc => ({
  ...admin,
  tags: ['admin'],
  method: 'get',
  path: `/api/admin/users/{id}/${what}`,
  summary: `A user's ${what.replace('-', ' ')} (recorded in the audit log)`,
  params: UserParams,
  responses: {
    200: { description: `The user's ${what}`, schema },
    ...forbidden,
    404: { description: 'No such user' },
  },
});

export const adminDocs: RouteDoc[] = [
  {
    ...admin,
    tags: ['admin'],
    method: 'get',
    path: '/api/admin/users',
    summary: 'Users with their plan progress (spec §9 weights)',
    query: UsersQuery,
    responses: { 200: { description: 'One page of users', schema: UsersAnswer }, ...forbidden },
  },
  perUser('wedding-info', UserWeddingInfoAnswer),
  perUser('budget', UserBudgetAnswer),
  perUser('guests', UserGuestsAnswer),
  perUser('vendors', UserVendorsAnswer),
  {
    ...admin,
    tags: ['admin'],
    method: 'get',
    path: '/api/admin/reports',
    summary: 'Product-wide totals and a 30-day series of sign-ups and active plans, from the projections',
    responses: { 200: { description: 'Reports', schema: ReportsAnswer }, ...forbidden },
  },
  {
    ...admin,
    tags: ['admin'],
    method: 'get',
    path: '/api/admin/audit',
    summary: "The latest admin reads of users' data",
    query: AuditQuery,
    responses: { 200: { description: 'Audit entries, newest first', schema: AuditAnswer }, ...forbidden },
  },
];

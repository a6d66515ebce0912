// What the admin calls answer, for the API reference.
import { z } from 'zod';

const Progress = z.object({
  checklist: z.number(),
  budget: z.number(),
  rsvp: z.number(),
  vendors: z.number(),
  seating: z.number(),
  overall: z.number(),
});

export const UsersAnswer = z.object({
  users: z.array(
    z.object({
      id: z.string(),
      email: z.string(),
      display_name: z.string().nullable(),
      user_type: z.enum(['couple', 'vendor']),
      is_admin: z.boolean(),
      /** Whether they followed the link in the confirmation email (until then they cannot sign in). */
      email_confirmed: z.boolean(),
      created_at: z.string(),
      last_active: z.string().nullable(),
      plan_id: z.string().nullable(),
      couple_names: z.string().nullable(),
      wedding_date: z.string().nullable(),
      progress: Progress.nullable(),
      /** Other couples' plans they are on (as partner, planner or viewer). */
      member_of: z.array(
        z.object({ plan_id: z.string(), role: z.string(), couple_names: z.string().nullable() }),
      ),
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

const Row = z.record(z.string(), z.unknown());
export const UserWeddingInfoAnswer = Row;
export const UserBudgetAnswer = z.array(Row.and(z.object({ payments: z.array(Row) })));
export const UserGuestsAnswer = z.array(Row);
export const UserVendorsAnswer = z.array(Row);

export const ReportsAnswer = z.object({
  users: z.object({
    total: z.number().int(),
    couples: z.number().int(),
    vendors: z.number().int(),
    new_last_30_days: z.number().int(),
    /** Signed up but never followed the confirmation link: they cannot sign in yet (counted in total). */
    unconfirmed: z.number().int(),
  }),
  plans: z.object({ total: z.number().int(), active_last_7_days: z.number().int() }),
  checklist: z.object({
    tasks: z.number().int(),
    completed: z.number().int(),
    completion_percentage: z.number(),
  }),
  budget: z.object({
    planned_total: z.number(),
    plans_with_budget: z.number().int(),
    actual_total: z.number(),
    scheduled_total: z.number(),
    paid_total: z.number(),
  }),
  guests: z.object({
    total: z.number().int(),
    accepted: z.number().int(),
    declined: z.number().int(),
    awaiting: z.number().int(),
  }),
  /** The public directory (issue 18); null only on a database from before it existed. */
  directory: z
    .object({ listings: z.number().int(), published: z.number().int(), vendors: z.number().int() })
    .nullable(),
  registry: z.object({
    registries: z.number().int(),
    purchases: z.number().int(),
    amount_pledged: z.number(),
  }),
  series: z.array(z.object({ day: z.string(), signups: z.number().int(), active_plans: z.number().int() })),
});

export const AuditAnswer = z.array(
  z.object({
    id: z.number().int(),
    admin_email: z.string(),
    subject_user_id: z.string(),
    subject_email: z.string().nullable(),
    what: z.string(),
    created_at: z.string(),
  }),
);

// A couple's plan starts at sign-up: one plan row with a fresh generation id and the new user as its
// owner. The plan's document is created the first time someone opens it.
import type { Database } from '@confetti/db';
import type { Kysely } from 'kysely';

export async function createPlanForUser(db: Kysely<Database>, userId: string): Promise<string> {
  const planId = crypto.randomUUID();
  await db
    .insertInto('plans')
    .values({ id: planId, created_by: userId, generation_id: crypto.randomUUID() })
    .execute();
  await db.insertInto('plan_members').values({ plan_id: planId, user_id: userId, role: 'owner' }).execute();
  return planId;
}

export async function plansOfUser(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('plan_members')
    .innerJoin('plans', 'plans.id', 'plan_members.plan_id')
    .select(['plan_members.plan_id as id', 'plan_members.role', 'plans.generation_id'])
    .where('plan_members.user_id', '=', userId)
    .orderBy('plan_members.created_at')
    .execute();
}

// Demo content for a fresh database, so `npm start` opens onto something to explore. Runs only when
// there are no users yet. Each area of the plan adds its demo content as one file in
// `demo-plan/` and one entry in DEMO_PLAN_STEPS, so areas never edit each other's seed code.
import type { Database } from '@confetti/db';
import { addCalendarDays, localDateString, updateWeddingInfo } from '@confetti/plan';
import type { Kysely } from 'kysely';
import { hashPassword } from '../auth/passwords';
import { createPlanForUser } from '../plans/create-plan';
import { PLAN } from '../plans/plan-kind';
import { SERVER_ORIGIN } from '../sync/room';
import type { RoomManager } from '../sync/rooms';
import { DEMO_PLAN_STEPS } from './demo-plan';
import { seedDemoRegistryPurchases } from './demo-plan/registry';

export const DEMO_ACCOUNT = { email: 'demo@confetti.wedding', password: 'confetti-demo-2026' } as const;

export interface SeedResult {
  seeded: boolean;
  demoPlanId: string | null;
}

export async function seedIfEmpty(db: Kysely<Database>, rooms: RoomManager): Promise<SeedResult> {
  const anyUser = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (anyUser) return { seeded: false, demoPlanId: null };
  const passwordHash = await hashPassword(DEMO_ACCOUNT.password);
  const demoPlanId = await db.transaction().execute(async (trx) => {
    const userId = crypto.randomUUID();
    await trx
      .insertInto('users')
      .values({
        id: userId,
        email: DEMO_ACCOUNT.email,
        password_hash: passwordHash,
        user_type: 'couple',
        email_confirmed_at: new Date(),
      })
      .execute();
    return createPlanForUser(trx, userId);
  });
  // The demo plan's content goes through the document like any edit, so it syncs and projects.
  await rooms.withDocument(PLAN, demoPlanId, (room) => {
    updateWeddingInfo(
      room.doc,
      {
        partner1Name: 'Olivia',
        partner2Name: 'James',
        weddingDate: addCalendarDays(localDateString(new Date()), 240),
        plannedBudget: 35000,
        guestCount: 120,
        weddingStyle: 'Garden',
        location: 'Napa, CA',
      },
      SERVER_ORIGIN,
    );
  });
  // Each area's content in its own transaction, after the wedding date exists (so the server's rules,
  // e.g. the expert checklist, have run) and in the order listed.
  const now = new Date();
  for (const step of DEMO_PLAN_STEPS) {
    await rooms.withDocument(PLAN, demoPlanId, (room) => step(room.doc, now));
  }
  // Guests' gifts are rows, not document content: written once the registry items are projected.
  await seedDemoRegistryPurchases(db, demoPlanId, now);
  return { seeded: true, demoPlanId };
}

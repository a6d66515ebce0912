// The public RSVP page's calls (/rsvp/<code> in the web app): no session, only the plan's RSVP code.
// A guest finds their invitation by typing their name (typo tolerant) and answers for their party.
// Answers carry names, and each person's answer and meal on file (a guest coming back changes what
// they said), and whether dietary notes are on file: no emails, phones, addresses, the notes
// themselves or messages ever leave here. An answer is
// applied to the plan document as one server-origin transaction, so the couple's open planner shows
// it at once. Every call, found or not, counts against the caller's address (guessing codes or names
// is slow).
import {
  applyRsvpAnswer,
  coupleNames,
  findInvitations,
  isSeatPlaceholder,
  readEntity,
  unnamedSeats,
  WEDDING_COUPLE_TAG,
} from '@confetti/plan';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../context';
import { AppError } from '../../errors';
import { clientAddress } from '../../http/client-address';
import type { RouteDoc } from '../../openapi/registry';
import { parseBody, parseParams, parseQuery } from '../../validation';
import { planOfRsvpCode } from '../guests/rsvp-link';
import {
  PublicRsvpPlan,
  RsvpAnswerBody,
  RsvpAnswerReply,
  RsvpCodeParams,
  RsvpSearchAnswer,
  RsvpSearchQuery,
} from '../guests/schema';
import { changePlan, notFoundUnless } from '../plan-scope';

/** Per client address: enough for a family answering from one home network, too few to enumerate. */
export const RSVP_LIMITS = {
  lookupsPerIp: { max: 60, windowMs: 10 * 60_000 },
  answersPerIp: { max: 20, windowMs: 10 * 60_000 },
};

export const UNKNOWN_RSVP_LINK = 'This RSVP link is not valid. Please check the address with the couple.';
export const UNKNOWN_INVITATION = 'We could not find that invitation.';

function countAgainstAddress(c: Context<AppEnv>, kind: keyof typeof RSVP_LIMITS): void {
  const throttle = c.get('deps').throttle;
  const key = `rsvp:${kind}:${clientAddress(c)}`;
  const wait = throttle.blockedFor(key, RSVP_LIMITS[kind]);
  if (wait > 0) throw AppError.tooManyRequests(wait / 1000);
  throttle.hit(key, RSVP_LIMITS[kind]);
}

async function planOfCode(c: Context<AppEnv>): Promise<string> {
  const { code } = parseParams(c, RsvpCodeParams);
  return notFoundUnless(await planOfRsvpCode(c.get('deps').db, code), 'RSVP link').toString();
}

async function knownPlan(c: Context<AppEnv>): Promise<string> {
  try {
    return await planOfCode(c);
  } catch (err) {
    if (err instanceof AppError && err.status === 404) throw AppError.notFound(UNKNOWN_RSVP_LINK);
    throw err;
  }
}

/** The distinct meals, the most chosen first (then alphabetically), at most MEAL_OPTIONS_MAX. */
export function mealOptions(meals: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const meal of meals) {
    const name = meal.trim();
    if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts]
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .slice(0, MEAL_OPTIONS_MAX)
    .map(([meal]) => meal);
}

const MEAL_OPTIONS_MAX = 20;

/**
 * The meals that may be offered, once per person choosing them: every meal on a record not
 * answered online, and a meal answered online only when two or more invitations chose it.
 */
export function menuMeals(
  rows: readonly { invitation: string; meal: string | null; responded_at: unknown }[],
): string[] {
  const invitations = new Map<string, Set<string>>();
  const fromCouple = new Set<string>();
  for (const row of rows) {
    const meal = row.meal?.trim();
    if (!meal) continue;
    if (!row.responded_at) fromCouple.add(meal);
    const who = invitations.get(meal) ?? new Set<string>();
    who.add(row.invitation);
    invitations.set(meal, who);
  }
  return rows.flatMap((row) => {
    const meal = row.meal?.trim();
    if (!meal) return [];
    return fromCouple.has(meal) || (invitations.get(meal)?.size ?? 0) >= 2 ? [meal] : [];
  });
}

/** Accepted or Declined as recorded; anything else (Pending, never answered) is no answer yet. */
function hasText(value: string | null): boolean {
  return (value ?? '').trim() !== '';
}

function answerOnFile(status: string | null): 'Accepted' | 'Declined' | null {
  return status === 'Accepted' || status === 'Declined' ? status : null;
}

export const publicRsvpRoutes = new Hono<AppEnv>()
  .get('/:code', async (c) => {
    countAgainstAddress(c, 'lookupsPerIp');
    const planId = await knownPlan(c);
    const db = c.get('deps').db;
    const info = await db
      .selectFrom('wedding_info')
      .select(['partner1_name', 'partner2_name', 'wedding_date', 'location'])
      .where('plan_id', '=', planId)
      .executeTakeFirst();
    // The menu: meals on records no guest has answered online (as the couple wrote them), and meals
    // two or more invitations chose. One guest's own words ("no onions, please") are never offered
    // to the next guest; a menu item stays on offer once guests start choosing it.
    const meals = await db
      .selectFrom('guests')
      .select(['id as invitation', 'meal_choice as meal', 'responded_at'])
      .where('plan_id', '=', planId)
      .where('meal_choice', 'is not', null)
      .unionAll(
        db
          .selectFrom('party_members as m')
          .innerJoin('guests as g', (join) =>
            join.onRef('g.id', '=', 'm.guest_id').onRef('g.plan_id', '=', 'm.plan_id'),
          )
          .select(['g.id as invitation', 'm.meal_choice as meal', 'g.responded_at'])
          .where('m.plan_id', '=', planId)
          .where('m.meal_choice', 'is not', null),
      )
      .execute();
    return c.json({
      couple_names: coupleNames(info?.partner1_name ?? null, info?.partner2_name ?? null),
      wedding_date: info?.wedding_date ?? null,
      location: info?.location ?? null,
      meal_options: mealOptions(menuMeals(meals)),
    });
  })
  .get('/:code/search', async (c) => {
    countAgainstAddress(c, 'lookupsPerIp');
    const planId = await knownPlan(c);
    const { name } = parseQuery(c, RsvpSearchQuery);
    const db = c.get('deps').db;
    const guests = await db
      .selectFrom('guests')
      .select([
        'id',
        'name',
        'tag',
        'created_at',
        'rsvp_status',
        'meal_choice',
        'party_size',
        'dietary_notes',
      ])
      .where('plan_id', '=', planId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    const members = await db
      .selectFrom('party_members')
      .select(['id', 'guest_id', 'name', 'rsvp_status', 'meal_choice', 'dietary_notes'])
      .where('plan_id', '=', planId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    const ids = findInvitations(
      guests,
      members.map((m) => ({ guestId: m.guest_id, name: m.name })),
      name,
    );
    const byId = new Map(guests.map((g) => [g.id, g]));
    return c.json({
      matches: ids.flatMap((id) => {
        const guest = byId.get(id);
        if (!guest) return [];
        const own = members.filter((m) => m.guest_id === id);
        // "Guest of …" members are seats answered before without a name: offered as seats again.
        const party = own.filter((m) => !isSeatPlaceholder(m, guest));
        return [
          {
            guest_id: id,
            name: guest.name,
            rsvp_status: answerOnFile(guest.rsvp_status),
            meal_choice: guest.meal_choice,
            has_dietary_notes: hasText(guest.dietary_notes),
            party_members: party.map((m) => ({
              id: m.id,
              name: m.name,
              rsvp_status: answerOnFile(m.rsvp_status),
              meal_choice: m.meal_choice,
              has_dietary_notes: hasText(m.dietary_notes),
            })),
            plus_ones: unnamedSeats({ partySize: guest.party_size }, own.length) + own.length - party.length,
            // The seats answered before without a name, in the order an answer fills them again.
            seats_on_file: own
              .filter((m) => isSeatPlaceholder(m, guest))
              .map((m) => ({
                rsvp_status: answerOnFile(m.rsvp_status),
                meal_choice: m.meal_choice,
                has_dietary_notes: hasText(m.dietary_notes),
              })),
          },
        ];
      }),
    });
  })
  .post('/:code', async (c) => {
    countAgainstAddress(c, 'answersPerIp');
    const planId = await knownPlan(c);
    const body = await parseBody(c, RsvpAnswerBody);
    const now = c.get('deps').now();
    const guest = await changePlan(c, planId, (room) => {
      const current = readEntity(room.doc, 'guests', body.guest_id);
      if (!current || current.tag === WEDDING_COUPLE_TAG) throw AppError.notFound(UNKNOWN_INVITATION);
      return applyRsvpAnswer(
        room.doc,
        {
          guestId: body.guest_id,
          rsvpStatus: body.rsvp_status,
          ...(body.meal_choice !== undefined ? { mealChoice: body.meal_choice } : {}),
          ...(body.dietary_notes !== undefined ? { dietaryNotes: body.dietary_notes } : {}),
          ...(body.message !== undefined ? { message: body.message } : {}),
          members: (body.members ?? []).map((m) => ({
            id: m.id,
            rsvpStatus: m.rsvp_status,
            ...(m.meal_choice !== undefined ? { mealChoice: m.meal_choice } : {}),
            ...(m.dietary_notes !== undefined ? { dietaryNotes: m.dietary_notes } : {}),
          })),
          plusOnes: (body.plus_ones ?? []).map((p) => ({
            name: p.name ?? null,
            rsvpStatus: p.rsvp_status,
            ...(p.meal_choice !== undefined ? { mealChoice: p.meal_choice } : {}),
            ...(p.dietary_notes !== undefined ? { dietaryNotes: p.dietary_notes } : {}),
          })),
        },
        now,
      );
    });
    return c.json({
      guest_id: guest.id,
      rsvp_status: body.rsvp_status,
      message:
        body.rsvp_status === 'Accepted'
          ? 'Your answer is with the couple. They look forward to celebrating with you.'
          : 'Your answer is with the couple. You will be missed!',
    });
  });

const common = { tags: ['rsvp'], params: RsvpCodeParams };
export const publicRsvpDocs: RouteDoc[] = [
  {
    ...common,
    method: 'get',
    path: '/api/public/rsvp/{code}',
    summary:
      "The RSVP page's heading: the couple's names, date and place (no session; rate-limited per address)",
    responses: {
      200: { description: 'What the page shows', schema: PublicRsvpPlan },
      404: { description: 'No plan has this RSVP link' },
      429: { description: 'Too many requests from this address' },
    },
  },
  {
    ...common,
    method: 'get',
    path: '/api/public/rsvp/{code}/search',
    summary:
      "Find an invitation by the name a guest types (typo tolerant). Answers names, the answers and meals on file and the party's unnamed seats: never emails, phones, addresses or notes.",
    query: RsvpSearchQuery,
    responses: {
      200: { description: 'Closest invitations first (at most 5)', schema: RsvpSearchAnswer },
      404: { description: 'No plan has this RSVP link' },
      429: { description: 'Too many requests from this address' },
    },
  },
  {
    ...common,
    method: 'post',
    path: '/api/public/rsvp/{code}',
    summary: "A guest's answer for their party, applied to the plan at once (the couple sees it live)",
    body: RsvpAnswerBody,
    bodyExample: {
      guest_id: 'guest-id-from-search',
      rsvp_status: 'Accepted',
      meal_choice: 'Fish',
      members: [],
      plus_ones: [{ name: 'Grace Hopper', rsvp_status: 'Accepted', meal_choice: 'Vegetarian' }],
      message: 'See you there!',
    },
    responses: {
      200: { description: 'Thank-you text', schema: RsvpAnswerReply },
      404: { description: 'No plan has this RSVP link, or no such invitation' },
      429: { description: 'Too many answers from this address' },
    },
  },
];

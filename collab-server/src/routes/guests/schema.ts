// The zod shapes of the guest endpoints beyond plain CRUD: REST field rules shared by guests and
// party members, the RSVP link, CSV import answers, and the public RSVP page's calls.
import { MAX_NAME_LENGTH, MAX_PARTY_SIZE, RSVP_STATUSES, RSVP_TEXT_LIMITS } from '@confetti/plan';
import { z } from 'zod';
import { PlanQuery } from '../plan-scope';

export const personName = (what: string) =>
  z.string().trim().min(1, `Enter the ${what}'s name.`).max(MAX_NAME_LENGTH);
export const rsvpStatus = z.enum(RSVP_STATUSES, {
  error: 'RSVP must be Accepted, Declined, Pending or empty.',
});
export const shortText = z.string().trim().max(500);
export const nullableShortText = shortText.nullable();
const PARTY_SIZE_MESSAGE = 'Party size must be a whole number of at least 1.';
export const partySize = z
  .number({ error: PARTY_SIZE_MESSAGE })
  .int(PARTY_SIZE_MESSAGE)
  .min(1, PARTY_SIZE_MESSAGE)
  .max(MAX_PARTY_SIZE, `Party size can be at most ${MAX_PARTY_SIZE}.`);

export const GuestParams = z.object({ id: z.string().min(1).max(200) });

export const RsvpLinkAnswer = z.object({
  code: z.string(),
  url: z.string(),
});

export const ImportAnswer = z.object({
  imported: z.number().int(),
  /** Lines whose guest is on the list already (the same name, and no other email): not added. */
  already_listed: z.number().int(),
  /** Lines naming a guest an earlier line of the file named: each guest is added once. */
  repeated_in_file: z.number().int(),
  guest_ids: z.array(z.string()),
});

export const ImportQuery = PlanQuery;

/** GET /api/public/rsvp/{code}: what the page shows before a guest types their name. */
export const PublicRsvpPlan = z.object({
  couple_names: z.string(),
  wedding_date: z.string().nullable(),
  location: z.string().nullable(),
  /** Meals already on the guest list, offered as suggestions. */
  meal_options: z.array(z.string()),
});

export const RsvpCodeParams = z.object({ code: z.string().trim().min(1).max(64) });
export const RsvpSearchQuery = z.object({
  name: z.string().trim().min(1, 'Type your name as it appears on your invitation.').max(200),
});

/** An answer on file (online or taken down by the couple); null while there is none. */
const answerOnFile = z.enum(['Accepted', 'Declined']).nullable();

export const RsvpInvitation = z.object({
  guest_id: z.string(),
  name: z.string(),
  /** The answer on file, and the meal with it, so a guest coming back changes what they said. */
  rsvp_status: answerOnFile,
  meal_choice: z.string().nullable(),
  /** Whether dietary notes are on file (never the notes): a blank field then keeps them. */
  has_dietary_notes: z.boolean(),
  party_members: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      rsvp_status: answerOnFile,
      meal_choice: z.string().nullable(),
      has_dietary_notes: z.boolean(),
    }),
  ),
  /**
   * Seats in the party nobody is named for yet (a "+1", or one answered before without a name):
   * the guest may name and answer for them.
   */
  plus_ones: z.number().int(),
  /**
   * What is on file for the seats answered before without a name, the first of the plus_ones in
   * order: the form starts from it, and a blank meal or notes keeps it.
   */
  seats_on_file: z.array(
    z.object({
      rsvp_status: answerOnFile,
      meal_choice: z.string().nullable(),
      has_dietary_notes: z.boolean(),
    }),
  ),
});
export const RsvpSearchAnswer = z.object({ matches: z.array(RsvpInvitation) });

const answerStatus = z.enum(['Accepted', 'Declined'], { error: 'Answer Accepted or Declined.' });
const meal = z
  .string()
  .trim()
  .max(RSVP_TEXT_LIMITS.meal, `Keep the meal under ${RSVP_TEXT_LIMITS.meal} characters.`)
  .nullable()
  .optional();
const dietary = z
  .string()
  .trim()
  .max(RSVP_TEXT_LIMITS.dietary, `Keep dietary notes under ${RSVP_TEXT_LIMITS.dietary} characters.`)
  .optional();

/** The answers for the rest of a party: who each is (`who`), their answer, meal and dietary notes. */
function partyAnswers<Who extends z.ZodRawShape>(who: Who) {
  return z
    .array(
      z.object({ ...who, rsvp_status: answerStatus, meal_choice: meal, dietary_notes: dietary }).strict(),
    )
    .max(100)
    .optional();
}

export const RsvpAnswerBody = z
  .object({
    guest_id: z.string().trim().min(1).max(200),
    rsvp_status: answerStatus,
    meal_choice: meal,
    dietary_notes: dietary,
    // Each member answers once: two answers for one (Accepted, then Declined) are a mistake, not
    // something to settle by taking the last.
    members: partyAnswers({ id: z.string().min(1).max(200) }).refine(
      (members) => !members || new Set(members.map((member) => member.id)).size === members.length,
      'Answer once for each member of the party.',
    ),
    plus_ones: partyAnswers({
      name: z
        .string()
        .trim()
        .max(RSVP_TEXT_LIMITS.name, `Keep the name under ${RSVP_TEXT_LIMITS.name} characters.`)
        .nullable()
        .optional(),
    }),
    message: z
      .string()
      .trim()
      .max(RSVP_TEXT_LIMITS.message, `Keep your message under ${RSVP_TEXT_LIMITS.message} characters.`)
      .nullable()
      .optional(),
  })
  .strict();

export const RsvpAnswerReply = z.object({
  guest_id: z.string(),
  rsvp_status: z.enum(['Accepted', 'Declined']),
  message: z.string(),
});

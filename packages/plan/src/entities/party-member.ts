// A person in a guest's party (a plus-one, a child), beyond the guest record itself.
import * as z from 'zod/mini';
import { defineCollection } from './descriptor';
import { entityId, notes, optionalText, timestamp } from './fields';
import { RSVP_STATUSES } from './guest';

export const partyMemberSchema = z.object({
  id: entityId,
  guestId: entityId,
  name: z.string(),
  // Each person in a party may answer for themselves (a plus-one who cannot come).
  rsvpStatus: z._default(z.enum(RSVP_STATUSES), 'Pending'),
  mealChoice: optionalText,
  dietaryNotes: notes,
  isChild: z._default(z.boolean(), false),
  notes,
  createdAt: timestamp,
});

export type PartyMember = z.output<typeof partyMemberSchema>;
export type PartyMemberInput = z.input<typeof partyMemberSchema>;

export const partyMemberCollection = defineCollection({
  name: 'partyMembers',
  schema: partyMemberSchema,
  table: 'party_members',
  noun: 'Party member',
  references: [{ field: 'guestId', collection: 'guests', onDelete: 'cascade' }],
});

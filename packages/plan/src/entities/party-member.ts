// A person in a guest's party (a plus-one, a child), beyond the guest record itself.
import { z } from 'zod';
import { defineCollection } from './descriptor';
import { entityId, notes, optionalText, timestamp } from './fields';
import { RSVP_STATUSES } from './guest';

export const partyMemberSchema = z.object({
  id: entityId,
  guestId: entityId,
  name: z.string(),
  // Each person in a party may answer for themselves (a plus-one who cannot come).
  rsvpStatus: z.enum(RSVP_STATUSES).default('Pending'),
  mealChoice: optionalText,
  dietaryNotes: notes,
  isChild: z.boolean().default(false),
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

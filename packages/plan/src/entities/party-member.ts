// A person in a guest's party (a plus-one, a child), beyond the guest record itself.
import { z } from 'zod';
import { defineCollection } from './descriptor';
import { entityId, notes, optionalText, timestamp } from './fields';

export const partyMemberSchema = z.object({
  id: entityId,
  guestId: entityId,
  name: z.string(),
  mealChoice: optionalText,
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

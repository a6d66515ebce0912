// A guest record: one invitation, which may bring a party of several people.
import * as z from 'zod/mini';
import { defineCollection } from './descriptor';
import { entityId, notes, optionalText, timestamp, wholeNumber } from './fields';

/** Spec §3: RSVP states; '' is the "never answered" value the original data carries. */
export const RSVP_STATUSES = ['Accepted', 'Declined', 'Pending', ''] as const;
export type RsvpStatus = (typeof RSVP_STATUSES)[number];

export const DEFAULT_PARTY_SIZE = 1;

export const guestSchema = z.object({
  id: entityId,
  name: z.string(),
  email: optionalText,
  phone: optionalText,
  address: optionalText,
  // e.g. 'Wedding Couple', 'Family', 'Friends'; the couple's own records are excluded from counts.
  tag: z._default(z.string(), ''),
  rsvpStatus: z._default(z.enum(RSVP_STATUSES), 'Pending'),
  partySize: z._default(wholeNumber(1), DEFAULT_PARTY_SIZE),
  // The seating table id this guest sits at.
  tableAssignment: z._default(z.nullable(z.string()), null),
  mealChoice: optionalText,
  // Allergies and needs the caterer must know ("no nuts", "vegan").
  dietaryNotes: notes,
  notes,
  // What the guest wrote when answering on the public RSVP page, and when they last answered there.
  rsvpMessage: optionalText,
  respondedAt: z._default(z.nullable(timestamp), null),
  createdAt: timestamp,
});

export type Guest = z.output<typeof guestSchema>;
export type GuestInput = z.input<typeof guestSchema>;

export const guestCollection = defineCollection({
  name: 'guests',
  schema: guestSchema,
  table: 'guests',
  noun: 'Guest',
  references: [{ field: 'tableAssignment', collection: 'seatingTables', onDelete: 'nullify' }],
});

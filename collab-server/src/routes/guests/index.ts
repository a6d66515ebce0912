// Guests over REST (spec §7 Guests), on the plan-collection resource. Deleting a guest removes its
// party members and unseats it (the guest descriptor's references); table assignment is a PUT with
// `table_assignment`.
import { RSVP_STATUSES } from '@confetti/plan';
import { z } from 'zod';
import { planCollectionResource } from '../../resources/plan-collection';

export const guestsResource = planCollectionResource({
  collection: 'guests',
  path: '/guests',
  tag: 'guests',
  example: {
    name: 'Grace Hopper',
    email: 'grace@example.com',
    party_size: 2,
    tag: 'Friends',
    rsvp_status: 'Pending',
  },
  fields: {
    name: z.string().trim().min(1, "Enter the guest's name.").max(200),
    rsvp_status: z.enum(RSVP_STATUSES, { error: 'RSVP must be Accepted, Declined, Pending or empty.' }),
    party_size: z
      .number({ error: 'Party size must be a whole number of at least 1.' })
      .int('Party size must be a whole number of at least 1.')
      .min(1, 'Party size must be a whole number of at least 1.')
      .max(100),
    table_assignment: z.string().max(200).nullable(),
  },
});

// Party members over REST (spec §7): `PUT` and `DELETE /api/guests/party-members/{id}` on the
// plan-collection resource (mounted before the guests, so `party-members` is never taken for a guest
// id); listing and adding a guest's party is `/api/guests/{id}/party-members` (see index.ts). Adding a
// person grows the party size when the party would not fit; removing one shrinks a party sized to fit.
import { addPartyMember, deletePartyMember, updatePartyMember } from '@confetti/plan';
import { z } from 'zod';
import { planCollectionResource } from '../../resources/plan-collection';
import { nullableShortText, personName, rsvpStatus } from './schema';

export const partyMemberFields = {
  guest_id: z.string().trim().min(1).max(200),
  name: personName('party member'),
  rsvp_status: rsvpStatus,
  meal_choice: nullableShortText,
  dietary_notes: z.string().trim().max(1000),
  notes: z.string().trim().max(5000),
};

export const partyMemberExample = {
  name: 'Charles Babbage',
  rsvp_status: 'Pending',
  meal_choice: 'Fish',
  is_child: false,
};

export const partyMembersResource = planCollectionResource({
  collection: 'partyMembers',
  path: '/guests/party-members',
  tag: 'guests',
  example: partyMemberExample,
  fields: partyMemberFields,
  create: (doc, input, now) => addPartyMember(doc, input, now),
  update: (doc, id, patch) => updatePartyMember(doc, id, patch),
  remove: (doc, id) => deletePartyMember(doc, id),
});

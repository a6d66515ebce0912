// Guests over REST (spec §7 Guests), on the plan-collection resource. A table assignment is a PUT with
// `table_assignment` and goes through seating (guest and table agree); declining unseats the guest;
// deleting a guest removes its party members and unseats it. Beyond CRUD: a guest's party members,
// the list as CSV both ways (an import is all or nothing), and the plan's RSVP link for guests.
import {
  addGuest,
  addPartyMember,
  alreadyListed,
  deleteGuest,
  descriptorOf,
  importGuests,
  listEntities,
  type NewPartyMemberInput,
  readEntity,
  updateGuest,
} from '@confetti/plan';
import { z } from 'zod';
import { planCollectionResource, rowJson } from '../../resources/plan-collection';
import { entityFieldsOf, restShapes } from '../../resources/rest-shapes';
import { parseBody, parseParams } from '../../validation';
import { changePlan, notFoundUnless, PlanQuery, planFromQuery } from '../plan-scope';
import { guestsCsv, importProblems, importText, parseGuestCsvText } from './csv';
import { partyMemberExample, partyMemberFields, partyMembersResource } from './party-members';

import { rotateRsvpCode, rsvpCodeOf, rsvpUrl } from './rsvp-link';
import {
  GuestParams,
  ImportAnswer,
  nullableShortText,
  partySize,
  personName,
  RsvpLinkAnswer,
  rsvpStatus,
} from './schema';

export { partyMembersResource } from './party-members';

// The same body as POST /api/guests/party-members, with the guest taken from the path.
const partyMemberShapes = restShapes(descriptorOf('partyMembers'), {
  fields: { ...partyMemberFields, guest_id: partyMemberFields.guest_id.optional() },
});

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
    meal_choice: 'Fish',
    dietary_notes: 'No nuts',
  },
  fields: {
    name: personName('guest'),
    email: z.string().trim().max(320).nullable(),
    phone: z.string().trim().max(100).nullable(),
    address: z.string().trim().max(1000).nullable(),
    tag: z.string().trim().max(100),
    rsvp_status: rsvpStatus,
    party_size: partySize,
    table_assignment: z.string().max(200).nullable(),
    meal_choice: nullableShortText,
    dietary_notes: z.string().trim().max(1000),
    notes: z.string().trim().max(5000),
    rsvp_message: z.string().trim().max(2000).nullable(),
  },
  // When a guest answered on the RSVP page is the server's to say.
  serverSet: ['createdAt', 'respondedAt'],
  echoed: ['responded_at'],
  create: (doc, input, now) => addGuest(doc, input, now),
  update: (doc, id, patch) => updateGuest(doc, id, patch),
  remove: (doc, id) => deleteGuest(doc, id),
  extend: (routes) =>
    routes
      .get('/export.csv', async (c) => {
        const access = await planFromQuery(c, 'read');
        const csv = await guestsCsv(c.get('deps').db, access.planId);
        c.header('Content-Disposition', 'attachment; filename="guests.csv"');
        // A byte-order mark so spreadsheets read names with accents as UTF-8.
        return c.body(`\uFEFF${csv}\r\n`, 200, { 'Content-Type': 'text/csv; charset=utf-8' });
      })
      .post('/import', async (c) => {
        const access = await planFromQuery(c, 'edit');
        const { guests, problems } = parseGuestCsvText(await importText(c));
        if (problems.length > 0) throw importProblems(problems);
        const now = c.get('deps').now();
        // Guests on the list already (the same name and email), and lines naming someone an
        // earlier line of the file named, are not added twice.
        const { added, listed } = await changePlan(c, access.planId, (room) => ({
          listed: alreadyListed(guests, listEntities(room.doc, 'guests')),
          added: importGuests(room.doc, guests, now),
        }));
        return c.json(
          {
            imported: added.length,
            already_listed: listed.size,
            repeated_in_file: guests.length - added.length - listed.size,
            guest_ids: added.map((g) => g.id),
          },
          201,
        );
      })
      .get('/rsvp-link', async (c) => {
        const access = await planFromQuery(c, 'read');
        const code = await rsvpCodeOf(c.get('deps').db, access.planId);
        return c.json({ code, url: rsvpUrl(c, code) });
      })
      .post('/rsvp-link/rotate', async (c) => {
        const access = await planFromQuery(c, 'owner');
        const code = await rotateRsvpCode(c.get('deps').db, access.planId);
        return c.json({ code, url: rsvpUrl(c, code) });
      })
      .get('/:id/party-members', async (c) => {
        const { id } = parseParams(c, GuestParams);
        const access = await planFromQuery(c, 'read');
        const db = c.get('deps').db;
        notFoundUnless(
          await db
            .selectFrom('guests')
            .select('id')
            .where('plan_id', '=', access.planId)
            .where('id', '=', id)
            .executeTakeFirst(),
          'Guest',
        );
        const rows = await db
          .selectFrom('party_members')
          .selectAll()
          .where('plan_id', '=', access.planId)
          .where('guest_id', '=', id)
          .orderBy('created_at')
          .orderBy('id')
          .execute();
        return c.json(rows.map(rowJson));
      })
      .post('/:id/party-members', async (c) => {
        const { id } = parseParams(c, GuestParams);
        // The spec's client also sends guest_id in the body; the path decides.
        const body = await parseBody(c, partyMemberShapes.create);
        const access = await planFromQuery(c, 'edit', body.user_id as string | undefined);
        const now = c.get('deps').now();
        const memberId = await changePlan(c, access.planId, (room) => {
          notFoundUnless(readEntity(room.doc, 'guests', id), 'Guest');
          const chosen = body.id as string | undefined;
          if (chosen !== undefined && readEntity(room.doc, 'partyMembers', chosen)) return chosen;
          const fields = entityFieldsOf(body, partyMemberShapes.fieldOf);
          return addPartyMember(room.doc, { ...fields, guestId: id } as NewPartyMemberInput, now).id;
        });
        const row = await c
          .get('deps')
          .db.selectFrom('party_members')
          .selectAll()
          .where('plan_id', '=', access.planId)
          .where('id', '=', memberId)
          .executeTakeFirstOrThrow();
        return c.json(rowJson(row), 201);
      }),
  extraDocs: [
    {
      method: 'get',
      path: '/api/guests/export.csv',
      summary: 'The guest list as a CSV file (text/csv): one line per guest with party members and meals',
      tags: ['guests'],
      query: PlanQuery,
      auth: true,
      responses: { 200: { description: 'CSV text, header line first', schema: z.string() } },
    },
    {
      method: 'post',
      path: '/api/guests/import',
      summary:
        'Add guests from a CSV (a text/csv body, or a multipart form with `file`): Name or First/Last name, ' +
        'Email, Phone, Party size, Tag, RSVP, Meal… All or nothing: any bad line answers 422 naming each ' +
        'line and its reason, and nothing is imported.',
      tags: ['guests'],
      query: PlanQuery,
      auth: true,
      responses: {
        201: { description: 'How many guests were added, and their ids', schema: ImportAnswer },
        415: { description: 'The body is neither text/csv nor a multipart form' },
      },
    },
    {
      method: 'get',
      path: '/api/guests/rsvp-link',
      summary: "The plan's RSVP link for guests (/rsvp/<code>), created on first ask",
      tags: ['guests'],
      query: PlanQuery,
      auth: true,
      responses: { 200: { description: 'The code and the address to share', schema: RsvpLinkAnswer } },
    },
    {
      method: 'post',
      path: '/api/guests/rsvp-link/rotate',
      summary: 'Replace the RSVP link with a new one; the old one stops working (owner only)',
      tags: ['guests'],
      query: PlanQuery,
      auth: true,
      responses: { 200: { description: 'The new code and address', schema: RsvpLinkAnswer } },
    },
    {
      method: 'get',
      path: '/api/guests/{id}/party-members',
      summary: "A guest's party members",
      tags: ['guests'],
      query: PlanQuery,
      params: GuestParams,
      auth: true,
      responses: {
        200: { description: 'The party, oldest first', schema: z.array(partyMembersResource.answer) },
      },
    },
    {
      method: 'post',
      path: '/api/guests/{id}/party-members',
      summary: "Add a person to a guest's party (the party size grows when they would not fit)",
      tags: ['guests'],
      query: PlanQuery,
      params: GuestParams,
      body: partyMemberShapes.create,
      bodyExample: partyMemberExample,
      auth: true,
      responses: { 201: { description: 'The new party member', schema: partyMembersResource.answer } },
    },
  ],
});

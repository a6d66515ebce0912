// The seating plan over REST (spec §7 Seating): tables and floor elements as plan-collection
// resources, plus the caterer's summary, seating wishes and auto-seating. Every write goes through the
// plan document, where a table's guests and each guest's table are kept in agreement (doc/seating.ts).
import {
  addSeatingConstraint,
  addSeatingTable,
  autoAssignSeats,
  deleteEntity,
  deleteSeatingTable,
  newId,
  readEntity,
  seatingSummary,
  updateSeatingTable,
} from '@confetti/plan';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../context';
import { AppError } from '../../errors';
import type { RouteDoc } from '../../openapi/registry';
import type { ApiResource } from '../../resources';
import { IdParams, planCollectionResource } from '../../resources/plan-collection';
import { parseBody, parseParams } from '../../validation';
import { changePlan, iso, notFoundUnless, PlanQuery, planFromQuery } from '../plan-scope';
import {
  AutoAssignAnswer,
  AutoAssignBody,
  ConstraintAnswer,
  ConstraintBody,
  elementFields,
  SeatingSummaryAnswer,
  tableFields,
} from './schema';

export const seatingTablesResource = planCollectionResource({
  collection: 'seatingTables',
  path: '/seating/tables',
  tag: 'seating',
  example: {
    name: 'Table 1',
    capacity: 8,
    shape: 'round',
    x: 200,
    y: 160,
    width: 120,
    height: 120,
    rotation: 0,
  },
  fields: tableFields,
  orderBy: ['name'],
  create: (doc, input) => addSeatingTable(doc, input),
  update: (doc, id, patch) => updateSeatingTable(doc, id, patch),
  remove: (doc, id) => deleteSeatingTable(doc, id),
});

export const floorElementsResource = planCollectionResource({
  collection: 'floorElements',
  path: '/seating/elements',
  tag: 'seating',
  example: { element_type: 'dance_floor', name: 'Dance floor', x: 400, y: 300, width: 240, height: 200 },
  fields: elementFields,
  orderBy: ['name'],
});

function constraintJson(row: {
  id: string;
  guest_id: string;
  other_guest_id: string;
  kind: string;
  created_at: Date | string;
}) {
  return {
    id: row.id,
    guest_ids: [row.guest_id, row.other_guest_id],
    kind: row.kind as 'together' | 'apart',
    created_at: iso(row.created_at),
  };
}

const routes = new Hono<AppEnv>()
  .get('/summary', async (c) => {
    const access = await planFromQuery(c, 'read');
    const db = c.get('deps').db;
    const [tables, guests, members] = await Promise.all([
      db
        .selectFrom('seating_tables')
        .selectAll()
        .where('plan_id', '=', access.planId)
        .orderBy('name')
        .orderBy('id')
        .execute(),
      db
        .selectFrom('guests')
        .selectAll()
        .where('plan_id', '=', access.planId)
        .orderBy('created_at')
        .orderBy('id')
        .execute(),
      db
        .selectFrom('party_members')
        .selectAll()
        .where('plan_id', '=', access.planId)
        .orderBy('created_at')
        .orderBy('id')
        .execute(),
    ]);
    const summary = seatingSummary({
      tables: tables.map((t) => ({
        id: t.id,
        name: t.name,
        capacity: t.capacity,
        assignedGuests: t.assigned_guests,
        tableType: t.table_type,
      })),
      guests: guests.map((g) => ({
        id: g.id,
        name: g.name,
        partySize: g.party_size,
        rsvpStatus: g.rsvp_status as 'Pending',
        tableAssignment: g.table_assignment,
        tag: g.tag,
        mealChoice: g.meal_choice,
        dietaryNotes: g.dietary_notes,
      })),
      partyMembers: members.map((m) => ({
        guestId: m.guest_id,
        name: m.name,
        rsvpStatus: m.rsvp_status,
        mealChoice: m.meal_choice,
        dietaryNotes: m.dietary_notes,
      })),
    });
    return c.json({
      tables: summary.tables.map((t) => ({
        table_id: t.tableId,
        name: t.name,
        capacity: t.capacity,
        seated: t.seated,
        meals: t.meals,
        dietary: t.dietary,
      })),
      unseated: summary.unseated,
    });
  })
  .post('/auto-assign', async (c) => {
    const body = await parseBody(c, AutoAssignBody);
    const access = await planFromQuery(c, 'edit', body.user_id);
    const result = await changePlan(c, access.planId, (room) =>
      autoAssignSeats(room.doc, { reseatAll: body.reseat_all ?? false }),
    );
    return c.json({
      assigned: result.assigned.map((a) => ({ guest_id: a.guestId, table_id: a.tableId })),
      unplaced: result.unplaced.map((u) => ({ guest_id: u.guestId, reason: u.reason })),
    });
  })
  .get('/constraints', async (c) => {
    const access = await planFromQuery(c, 'read');
    const rows = await c
      .get('deps')
      .db.selectFrom('seating_constraints')
      .selectAll()
      .where('plan_id', '=', access.planId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return c.json(rows.map(constraintJson));
  })
  .post('/constraints', async (c) => {
    const body = await parseBody(c, ConstraintBody);
    const access = await planFromQuery(c, 'edit', body.user_id);
    const now = c.get('deps').now();
    const [guestId, otherGuestId] = body.guest_ids as [string, string];
    const { id, created } = await changePlan(c, access.planId, (room) => {
      body.guest_ids.forEach((guest, index) => {
        if (!readEntity(room.doc, 'guests', guest)) {
          throw new AppError(
            422,
            [
              {
                type: 'missing_reference',
                loc: ['body', 'guest_ids', index],
                msg: `No guest with id ${guest}`,
              },
            ],
            'validation_error',
          );
        }
      });
      // A client-chosen id makes a retried create one constraint.
      if (body.id !== undefined && readEntity(room.doc, 'seatingConstraints', body.id)) {
        return { id: body.id, created: false };
      }
      const constraint = addSeatingConstraint(
        room.doc,
        { id: body.id ?? newId(), guestId, otherGuestId, kind: body.kind },
        now,
      );
      return { id: constraint.id, created: true };
    });
    const row = await c
      .get('deps')
      .db.selectFrom('seating_constraints')
      .selectAll()
      .where('plan_id', '=', access.planId)
      .where('id', '=', id)
      .executeTakeFirst();
    return c.json(constraintJson(notFoundUnless(row, 'Seating constraint')), created ? 201 : 200);
  })
  .delete('/constraints/:id', async (c) => {
    const { id } = parseParams(c, IdParams);
    const access = await planFromQuery(c, 'edit');
    await changePlan(c, access.planId, (room) =>
      notFoundUnless(deleteEntity(room.doc, 'seatingConstraints', id), 'Seating constraint'),
    );
    return c.body(null, 204);
  });

const common = { tags: ['seating'], query: PlanQuery, auth: true };
const docs: RouteDoc[] = [
  {
    ...common,
    method: 'get',
    path: '/api/seating/summary',
    summary: "The caterer's sheet: heads, meals and dietary notes per table, and the unseated heads",
    responses: { 200: { description: 'Per table, and who has no table yet', schema: SeatingSummaryAnswer } },
  },
  {
    ...common,
    method: 'post',
    path: '/api/seating/auto-assign',
    summary:
      'Seat every unseated guest who has not declined, each party at one table, within capacity and the seating wishes',
    body: AutoAssignBody,
    bodyExample: { reseat_all: false },
    responses: {
      200: { description: 'Who was seated where, and who could not be, with why', schema: AutoAssignAnswer },
    },
  },
  {
    ...common,
    method: 'get',
    path: '/api/seating/constraints',
    summary: 'List the seating wishes (two guests together, or apart)',
    responses: { 200: { description: 'Every seating wish', schema: z.array(ConstraintAnswer) } },
  },
  {
    ...common,
    method: 'post',
    path: '/api/seating/constraints',
    summary: 'Add a seating wish: two guests together, or apart',
    body: ConstraintBody,
    bodyExample: { guest_ids: ['guest-a', 'guest-b'], kind: 'together' },
    responses: {
      201: { description: 'The new wish', schema: ConstraintAnswer },
      200: {
        description: 'A wish with that id already existed; it is answered unchanged',
        schema: ConstraintAnswer,
      },
    },
  },
  {
    ...common,
    method: 'delete',
    path: '/api/seating/constraints/{id}',
    summary: 'Remove a seating wish',
    params: IdParams,
    responses: { 204: { description: 'Removed' } },
  },
];

/** Summary, wishes and auto-seating, under /api/seating. */
export const seatingResource: ApiResource = { path: '/seating', routes, docs };

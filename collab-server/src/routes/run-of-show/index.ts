// The run of show over REST (spec §7 Run of show), on the plan-collection resource: entries in the
// order of the day (time, the night after midnight last, then order), each flagged with the entries it overlaps; "running late" shifts in one change; an
// iCalendar export; and read-only share links for vendors (see share-links.ts, public.ts).
import { addRunOfShowEntry, shiftRunOfShowFrom, updateRunOfShowEntry } from '@confetti/plan';
import { z } from 'zod';
import { planCollectionResource } from '../../resources/plan-collection';
import { parseBody } from '../../validation';
import { changePlan, PlanQuery, planFromQuery } from '../plan-scope';
import { runOfShowCalendar } from './calendar';
import { answeredEntries, entryRows, inDayOrder, overlapsOf, type TimedRow } from './entries';
import { EntryAnswer, EntryFields, ShiftBody } from './schema';
import { shareLinkDocs, shareLinkRoutes } from './share-links';

export { publicRunOfShowResource } from './public';

export const runOfShowResource = planCollectionResource({
  collection: 'runOfShow',
  path: '/runofshow',
  tag: 'run of show',
  example: {
    time: '16:00',
    duration_minutes: 30,
    title: 'Ceremony',
    description: 'Guests seated by 15:45',
    location: 'Rose garden',
    responsible: 'Officiant',
  },
  fields: EntryFields,
  // The rows are the table's, which has these columns.
  sort: (rows) => inDayOrder(rows as Array<TimedRow & Record<string, unknown>>),
  create: (doc, input) => addRunOfShowEntry(doc, input),
  update: (doc, id, patch) => updateRunOfShowEntry(doc, id, patch),
  decorate: {
    schema: { overlaps_with: z.array(z.string()) },
    async load(c, planId) {
      const overlaps = await overlapsOf(c, planId);
      return (entry) => ({ overlaps_with: overlaps.get(entry.id as string) ?? [] });
    },
  },
  extend: (routes) =>
    routes
      .post('/shift', async (c) => {
        const body = await parseBody(c, ShiftBody);
        const access = await planFromQuery(c, 'edit', body.user_id);
        await changePlan(c, access.planId, (room) =>
          shiftRunOfShowFrom(room.doc, body.from_id, body.minutes),
        );
        return c.json(await answeredEntries(c, access.planId));
      })
      .get('/export.ics', async (c) => {
        const access = await planFromQuery(c, 'read');
        const db = c.get('deps').db;
        const wedding = await db
          .selectFrom('wedding_info')
          .select(['partner1_name', 'partner2_name', 'wedding_date', 'location'])
          .where('plan_id', '=', access.planId)
          .executeTakeFirst();
        const calendar = runOfShowCalendar(wedding, await entryRows(c, access.planId));
        return c.body(calendar, 200, {
          'Content-Type': 'text/calendar; charset=utf-8',
          'Content-Disposition': 'attachment; filename="run-of-show.ics"',
        });
      })
      .route('/share-links', shareLinkRoutes),
  extraDocs: [
    {
      method: 'post',
      path: '/api/runofshow/shift',
      summary:
        'Running late: move an entry and every later one by `minutes` (negative moves earlier), in one change',
      tags: ['run of show'],
      query: PlanQuery,
      body: ShiftBody,
      bodyExample: { from_id: 'entry-id', minutes: 15 },
      auth: true,
      responses: {
        200: { description: 'The whole day after the shift, overlaps flagged', schema: z.array(EntryAnswer) },
      },
    },
    {
      method: 'get',
      path: '/api/runofshow/export.ics',
      summary:
        'The run of show as an iCalendar file (text/calendar): one event per entry on the wedding date, at the wall-clock times entered (floating times)',
      tags: ['run of show'],
      query: PlanQuery,
      auth: true,
      responses: {
        200: { description: 'A text/calendar document', schema: z.string() },
        422: { description: 'No wedding date is set' },
      },
    },
    ...shareLinkDocs,
  ],
});

// The run of show over REST: entries sorted by time then order with overlaps flagged, the spec's
// 422s, "running late" shifts in one change, vendor share links (anonymous, narrowed to a vendor,
// revocable), now and next on the wedding day, and the iCalendar export's wall-clock times.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as Y from 'yjs';
import { availableDialects } from '../support/databases';
import { joinPlanAs } from '../support/members';
import { startTestServer, type TestClient, type TestServer } from '../support/server';
import { connectPlan, eventually } from '../support/sync-client';

const dialects = await availableDialects();

interface Entry {
  id: string;
  time: string;
  title: string;
  duration_minutes: number | null;
  responsible: string | null;
  order: number;
  overlaps_with: string[];
}

describe.each(dialects)('run of show API on %s', (dialect) => {
  let t: TestServer;
  let owner: TestClient;
  let viewer: TestClient;
  let stranger: TestClient;
  let userId: string;
  let planId: string;
  const add = (json: Record<string, unknown>) =>
    owner.request(`/api/runofshow/?user_id=${userId}`, { method: 'POST', json });
  const list = () => owner.json<Entry[]>(`/api/runofshow/?user_id=${userId}`);

  beforeAll(async () => {
    t = await startTestServer(dialect);
    owner = t.client();
    await owner.signUpConfirmed(t, 'ros-owner@example.com');
    const session = await owner.json('/api/auth/session');
    userId = session.user.id;
    planId = session.plans[0].id;
    viewer = await joinPlanAs(t, owner, planId, 'ros-viewer@example.com', 'viewer');
    stranger = t.client();
    await stranger.signUpConfirmed(t, 'ros-stranger@example.com');
  });
  afterAll(async () => {
    await t.stop();
  });

  it('lists entries by time, then by order, whatever order they were added in', async () => {
    for (const body of [
      { time: '18:00', title: 'Dinner', duration_minutes: 90, responsible: 'Olive & Thyme' },
      { time: '16:00', title: 'Ceremony', duration_minutes: 30, order: 2, responsible: 'Officiant' },
      { time: '16:00', title: 'Processional music', order: 1, responsible: 'String Quartet' },
      { time: '09:30', title: 'Hair and makeup', duration_minutes: 120 },
    ]) {
      expect((await add(body)).status).toBe(201);
    }
    expect((await list()).map((e) => `${e.time} ${e.title}`)).toEqual([
      '09:30 Hair and makeup',
      '16:00 Processional music',
      '16:00 Ceremony',
      '18:00 Dinner',
    ]);
  });

  it('answers 422 with the detail list for a 25:99 time or a blank title, adding nothing', async () => {
    const before = (await list()).length;
    const badTime = await add({ time: '25:99', title: 'Fireworks' });
    expect(badTime.status).toBe(422);
    expect((await badTime.json()).detail).toEqual([
      expect.objectContaining({ loc: ['body', 'time'], msg: expect.stringContaining('24-hour time') }),
    ]);
    const blank = await add({ time: '21:00', title: '   ' });
    expect(blank.status).toBe(422);
    expect((await blank.json()).detail).toEqual([expect.objectContaining({ loc: ['body', 'title'] })]);
    const blankEdit = await owner.request(`/api/runofshow/${(await list())[0]!.id}?user_id=${userId}`, {
      method: 'PUT',
      json: { title: '' },
    });
    expect(blankEdit.status).toBe(422);
    expect((await list()).length).toBe(before);
  });

  it('flags entries that overlap in the list', async () => {
    const photos = await (
      await add({ time: '16:15', title: 'Family photos', duration_minutes: 30, responsible: 'Lens & Light' })
    ).json();
    const entries = await list();
    const ceremony = entries.find((e) => e.title === 'Ceremony')!;
    expect(entries.find((e) => e.id === photos.id)!.overlaps_with).toEqual([ceremony.id]);
    expect(ceremony.overlaps_with).toEqual([photos.id]);
    expect(entries.find((e) => e.title === 'Dinner')!.overlaps_with).toEqual([]);
    await owner.request(`/api/runofshow/${photos.id}?user_id=${userId}`, { method: 'DELETE' });
  });

  it('shifts an entry and everything after it in one change that an open client sees at once', async () => {
    const client = connectPlan(owner, planId);
    await client.synced;
    try {
      const ceremony = (await list()).find((e) => e.title === 'Processional music')!;
      let updates = 0;
      client.doc.on('update', () => updates++);
      const shifted = await owner.json<Entry[]>(`/api/runofshow/shift?user_id=${userId}`, {
        method: 'POST',
        json: { from_id: ceremony.id, minutes: 15 },
      });
      expect(shifted.map((e) => `${e.time} ${e.title}`)).toEqual([
        '09:30 Hair and makeup',
        '16:15 Processional music',
        '16:15 Ceremony',
        '18:15 Dinner',
      ]);
      await eventually(() => {
        const entries = [...client.doc.getMap<Y.Map<unknown>>('runOfShow').values()];
        expect(entries.map((m) => m.get('time')).sort()).toEqual(['09:30', '16:15', '16:15', '18:15']);
        return true;
      });
      expect(updates).toBe(1);
      const back = await owner.json<Entry[]>(`/api/runofshow/shift?user_id=${userId}`, {
        method: 'POST',
        json: { from_id: ceremony.id, minutes: -15 },
      });
      expect(back.map((e) => e.time)).toEqual(['09:30', '16:00', '16:00', '18:00']);
    } finally {
      client.destroy();
    }
  });

  it('refuses a shift out of the wedding day (past 4 AM the next morning) or from an unknown entry with a 422, changing nothing', async () => {
    const dinner = (await list()).find((e) => e.title === 'Dinner')!;
    const late = await owner.request(`/api/runofshow/shift?user_id=${userId}`, {
      method: 'POST',
      json: { from_id: dinner.id, minutes: 11 * 60 },
    });
    expect(late.status).toBe(422);
    expect((await late.json()).detail[0].msg).toContain('outside the wedding day');
    const unknown = await owner.request(`/api/runofshow/shift?user_id=${userId}`, {
      method: 'POST',
      json: { from_id: 'nope', minutes: 5 },
    });
    expect(unknown.status).toBe(422);
    expect((await list()).find((e) => e.title === 'Dinner')!.time).toBe('18:00');
  });

  it('lets a viewer read but not shift, and another couple neither', async () => {
    expect((await viewer.json<Entry[]>(`/api/runofshow/?user_id=${userId}`)).length).toBe(4);
    const [first] = await list();
    const shift = { method: 'POST', json: { from_id: first!.id, minutes: 5 } };
    expect((await viewer.request(`/api/runofshow/shift?user_id=${userId}`, shift)).status).toBe(403);
    expect((await stranger.request(`/api/runofshow/shift?user_id=${userId}`, shift)).status).toBe(403);
    expect((await t.client().request(`/api/runofshow/shift?user_id=${userId}`, shift)).status).toBe(401);
    expect((await list())[0]!.time).toBe('09:30');
  });

  describe('vendor share links', () => {
    it('shows a vendor their entries, the whole day and the couple anonymously, until revoked', async () => {
      await owner.json('/api/wedding-info/', {
        method: 'POST',
        json: { partner1Name: 'Ada', partner2Name: 'Grace', weddingDate: '2027-06-12', location: 'Napa, CA' },
      });
      const created = await owner.request(`/api/runofshow/share-links?user_id=${userId}`, {
        method: 'POST',
        json: { name: 'Caterer', responsible: 'olive & thyme' },
      });
      expect(created.status).toBe(201);
      const link = await created.json();
      expect(link.url).toBe(`${t.url}/day/${link.token}`);
      const stored = await t.database.handle.db
        .selectFrom('run_of_show_share_links')
        .selectAll()
        .where('id', '=', link.id)
        .executeTakeFirstOrThrow();
      expect(stored.token_hash).not.toContain(link.token);

      const anonymous = t.client();
      const page = await anonymous.json(`/api/public/runofshow/${link.token}?at=2027-06-12T18:30`);
      expect(page).toMatchObject({
        couple: 'Ada & Grace',
        wedding_date: '2027-06-12',
        location: 'Napa, CA',
        link_name: 'Caterer',
        day_status: 'today',
        now: { title: 'Dinner' },
        next: null,
      });
      expect(page.entries.map((e: Entry) => e.title)).toEqual(['Dinner']);
      expect(page.day.map((e: Entry) => e.title)).toEqual([
        'Hair and makeup',
        'Processional music',
        'Ceremony',
        'Dinner',
      ]);
      expect(page.your_next).toBeNull();
      const morning = await anonymous.json(`/api/public/runofshow/${link.token}?at=2027-06-12T15:00`);
      expect([morning.now?.title, morning.next?.title]).toEqual([undefined, 'Processional music']);
      expect(morning.your_next?.title).toBe('Dinner');

      const listed = await owner.json(`/api/runofshow/share-links?user_id=${userId}`);
      expect(listed).toEqual([
        { id: link.id, name: 'Caterer', responsible: 'olive & thyme', created_at: expect.any(String) },
      ]);
      expect(JSON.stringify(listed)).not.toContain(link.token);

      const revoke = await owner.request(`/api/runofshow/share-links/${link.id}?user_id=${userId}`, {
        method: 'DELETE',
      });
      expect(revoke.status).toBe(204);
      expect((await anonymous.request(`/api/public/runofshow/${link.token}`)).status).toBe(404);
      expect(await owner.json(`/api/runofshow/share-links?user_id=${userId}`)).toEqual([]);
    });

    it('shows the whole day on a link without a responsible name, and 404 for unknown tokens', async () => {
      const link = await owner.json(`/api/runofshow/share-links?user_id=${userId}`, {
        method: 'POST',
        json: { name: 'Planner on the day' },
      });
      const page = await t.client().json(`/api/public/runofshow/${link.token}`);
      expect(page.entries.length).toBe(4);
      expect(page.responsible).toBeNull();
      for (const token of ['a'.repeat(32), 'not-a-token', link.token.slice(0, 31)]) {
        expect((await t.client().request(`/api/public/runofshow/${token}`)).status).toBe(404);
      }
    });

    it('lets only editors make or revoke links, and nobody outside the plan see them', async () => {
      const body = { method: 'POST', json: { name: 'DJ' } };
      expect((await viewer.request(`/api/runofshow/share-links?user_id=${userId}`, body)).status).toBe(403);
      expect((await stranger.request(`/api/runofshow/share-links?user_id=${userId}`, body)).status).toBe(403);
      expect((await stranger.request(`/api/runofshow/share-links?user_id=${userId}`)).status).toBe(403);
      const [link] = await owner.json(`/api/runofshow/share-links?user_id=${userId}`);
      const strangerId = (await stranger.json('/api/auth/session')).user.id;
      const foreign = await stranger.request(`/api/runofshow/share-links/${link.id}?user_id=${strangerId}`, {
        method: 'DELETE',
      });
      expect(foreign.status).toBe(404);
      expect((await owner.json(`/api/runofshow/share-links?user_id=${userId}`)).length).toBe(1);
      const blank = await owner.request(`/api/runofshow/share-links?user_id=${userId}`, {
        method: 'POST',
        json: { name: ' ' },
      });
      expect(blank.status).toBe(422);
    });
  });

  describe('calendar export', () => {
    it('writes one event per entry at the wall-clock time entered, with its duration', async () => {
      const res = await owner.request(`/api/runofshow/export.ics?user_id=${userId}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/calendar');
      const ics = (await res.text()).replace(/\r\n[ \t]/g, '');
      expect(ics.match(/BEGIN:VEVENT/g)?.length).toBe(4);
      // Floating local times: exactly as entered, no UTC "Z", whatever the server's time zone.
      expect(ics).toContain('DTSTART:20270612T093000\r\n');
      expect(ics).toContain('DTSTART:20270612T180000\r\n');
      expect(ics).not.toMatch(/DTSTART[^\r]*Z\r\n/);
      expect(ics).toContain('SUMMARY:Dinner');
      expect(ics).toContain('DURATION:PT90M');
      // A cue without a duration is a moment: no duration or end at all.
      expect(ics.match(/DURATION:/g)?.length).toBe(3);
      expect(ics).not.toContain('DTEND');
      expect(ics).toContain('LOCATION:Napa\\, CA');
    });

    it('puts a moment after midnight last in the day, and on the next date in the calendar', async () => {
      const shuttle = await (await add({ time: '00:30', title: 'Last shuttle' })).json();
      try {
        expect((await list()).at(-1)!.title).toBe('Last shuttle');
        const ics = (
          await (await owner.request(`/api/runofshow/export.ics?user_id=${userId}`)).text()
        ).replace(/\r\n[ \t]/g, '');
        expect(ics).toContain('DTSTART:20270613T003000\r\n');
      } finally {
        await owner.request(`/api/runofshow/${shuttle.id}?user_id=${userId}`, { method: 'DELETE' });
      }
    });

    it('answers 422 saying so when the wedding date is not set', async () => {
      const other = t.client();
      await other.signUpConfirmed(t, 'ros-nodate@example.com');
      const res = await other.request('/api/runofshow/export.ics');
      expect(res.status).toBe(422);
      expect((await res.json()).detail[0].msg).toContain('wedding date');
    });
  });
});

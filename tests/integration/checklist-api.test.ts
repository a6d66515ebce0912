// Checklist, expert catalog and dashboard over REST: shapes of spec §7, writes through the document
// (so the expert checklist and live clients follow), validation errors and access.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableDialects } from '../support/databases';
import { newPlanOwner, startTestServer, type TestClient, type TestServer } from '../support/server';

const dialects = await availableDialects();

/** The local calendar date `days` from today, as 'yyyy-mm-dd' (the server schedules from today). */
function localDate(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

describe.each(dialects)('checklist API on %s', (dialect) => {
  let t: TestServer;
  let owner: TestClient;
  let userId: string;
  beforeAll(async () => {
    t = await startTestServer(dialect);
    owner = t.client();
    await owner.signUpConfirmed(t, 'checklist-owner@example.com');
    userId = (await owner.json('/api/auth/session')).user.id;
  });
  afterAll(async () => {
    await t.stop();
  });

  it('lists the 19 expert categories and their tasks', async () => {
    const categories = await owner.json('/api/expert/categories');
    expect(categories).toHaveLength(19);
    expect(categories[0]).toMatchObject({ name: 'Venues', api_category: 'venue', default_percent: 30 });
    const tasks = await owner.json(
      `/api/expert/categories/${encodeURIComponent('Music & Entertainment')}/tasks`,
    );
    expect(tasks.length).toBeGreaterThan(3);
    expect(tasks[0]).toHaveProperty('days_before');
    expect((await owner.get('/api/expert/categories/Nope/tasks')).status).toBe(404);
    const v2 = await owner.json('/api/checklist-v2/categories');
    expect(v2.success).toBe(true);
    expect(v2.categories).toHaveLength(19);
  });

  it('fills the checklist with expert tasks once a wedding date is set, and moves them with the date', async () => {
    expect((await owner.json(`/api/checklist-v2/user/${userId}`)).checklist).toEqual([]);
    // Far enough out for every lead time (up to 18 months), so nothing has to be squeezed.
    await owner.json('/api/wedding-info/', { method: 'POST', json: { weddingDate: localDate(600) } });
    const { checklist } = await owner.json(`/api/checklist-v2/user/${userId}`);
    const all = checklist.flatMap((g: { tasks: unknown[] }) => g.tasks);
    expect(all.length).toBeGreaterThanOrEqual(150);
    expect(checklist[0].category).toBe('Venues');
    expect(all[0]).toEqual({
      id: expect.any(String),
      text: expect.any(String),
      completed: false,
      due_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      category: 'Venues',
      source: 'expert_generated',
    });
    const before = all.find((x: { id: string }) => x.id === all[0].id).due_date;
    await owner.json('/api/wedding-info/', { method: 'POST', json: { weddingDate: localDate(630) } });
    const after = (await owner.json(`/api/checklist-v2/user/${userId}`)).checklist
      .flatMap((g: { tasks: { id: string; due_date: string }[] }) => g.tasks)
      .find((x: { id: string }) => x.id === all[0].id).due_date;
    expect(new Date(after).getTime() - new Date(before).getTime()).toBe(30 * 24 * 3600 * 1000);
  });

  it('completes a task by its text, adds a custom task and reports stats', async () => {
    const { checklist } = await owner.json(`/api/checklist-v2/user/${userId}`);
    const first = checklist[0].tasks[0];
    const done = await owner.json(`/api/checklist-v2/user/${userId}/complete-task`, {
      method: 'POST',
      json: { task_text: first.text, completed: true, notes: 'Signed!' },
    });
    expect(done.task).toMatchObject({ id: first.id, completed: true, notes: 'Signed!' });

    const custom = await owner.request(`/api/checklist-v2/user/${userId}/add-custom-task`, {
      method: 'POST',
      json: { text: '  Write vows  ', description: 'Both of us', timeline_days: 365, estimated_hours: 1 },
    });
    expect(custom.status).toBe(201);
    expect((await custom.json()).task).toMatchObject({
      text: 'Write vows',
      category: 'Custom',
      priority: 'medium',
      source: 'user',
    });

    const stats = await owner.json(`/api/checklist-v2/user/${userId}/stats`);
    expect(stats.success).toBe(true);
    expect(stats.overall.completed_tasks).toBe(1);
    expect(stats.overall.total_tasks).toBeGreaterThan(150);
    expect(stats.by_category.Custom).toEqual({
      total_tasks: 1,
      completed_tasks: 0,
      completion_percentage: 0,
    });

    const dated = await owner.json(`/api/checklist-v2/user/${userId}/update-due-date`, {
      method: 'POST',
      json: { task_text: 'Write vows', due_date: '2027-08-01' },
    });
    expect(dated.task.due_date).toBe('2027-08-01');
  });

  it('refuses blank task text and bad dates with the 422 list shape', async () => {
    const blank = await owner.request(`/api/checklist-v2/user/${userId}/add-custom-task`, {
      method: 'POST',
      json: { text: '   ' },
    });
    expect(blank.status).toBe(422);
    expect((await blank.json()).detail[0]).toMatchObject({ loc: ['body', 'text'] });
    const badDate = await owner.request(`/api/checklist-v2/user/${userId}/update-due-date`, {
      method: 'POST',
      json: { task_text: 'Write vows', due_date: '2027-02-30' },
    });
    expect(badDate.status).toBe(422);
    expect((await badDate.json()).detail[0].loc).toEqual(['body', 'due_date']);
    const missing = await owner.request(`/api/checklist-v2/user/${userId}/complete-task`, {
      method: 'POST',
      json: { task_text: 'No such task', completed: true },
    });
    expect(missing.status).toBe(404);
  });

  it('creates, updates and deletes tasks through the legacy calls', async () => {
    const created = await owner.request('/api/checklist/', {
      method: 'POST',
      json: { user_id: userId, text: 'Pick a song', category: 'Music & Entertainment' },
    });
    expect(created.status).toBe(201);
    const task = await created.json();
    const updated = await owner.json(`/api/checklist/${task.id}?user_id=${userId}`, {
      method: 'PUT',
      json: { completed: true, due_date: '2027-07-01', notes: 'First dance' },
    });
    expect(updated).toMatchObject({ completed: true, due_date: '2027-07-01', notes: 'First dance' });
    expect(
      (await owner.request(`/api/checklist/${task.id}?user_id=${userId}`, { method: 'DELETE' })).status,
    ).toBe(204);
    expect(
      (await owner.request(`/api/checklist/${task.id}?user_id=${userId}`, { method: 'DELETE' })).status,
    ).toBe(404);
  });

  it('squeezes the checklist of a wedding ten months out so that nothing starts overdue', async () => {
    const late = t.client();
    await late.signUpConfirmed(t, 'late-couple@example.com');
    const lateId = (await late.json('/api/auth/session')).user.id;
    await late.json('/api/wedding-info/', { method: 'POST', json: { weddingDate: localDate(300) } });
    const { checklist } = await late.json(`/api/checklist-v2/user/${lateId}`);
    const dueDates = checklist
      .flatMap((g: { tasks: { due_date: string | null }[] }) => g.tasks)
      .map((task: { due_date: string | null }) => task.due_date)
      .filter((due: string | null): due is string => due !== null);
    expect(dueDates.length).toBeGreaterThanOrEqual(150);
    expect(dueDates.filter((due: string) => due < localDate(0))).toEqual([]);
    const dashboard = await late.json(`/api/dashboard?user_id=${lateId}`);
    expect(dashboard.overdue_tasks).toEqual({ count: 0, earliest_id: null });
  });

  it('summarises the plan for the dashboard', async () => {
    const d = await owner.json(`/api/dashboard?user_id=${userId}`);
    expect(d.couple_names).toBe('Happy Couple');
    expect(d.checklist.completed).toBe(1);
    expect(d.upcoming_tasks.length).toBeLessThanOrEqual(3);
    expect(d.quick_stats).toEqual({ total_attending: 0, awaiting_rsvp: 0, total_paid: 0, vendors_hired: 0 });
    expect(['on_track', 'behind', 'past_wedding']).toContain(d.timeline_health);
  });

  it("counts the dashboard's days against the caller's midnight when they name their time zone", async () => {
    const { client, userId: id } = await newPlanOwner(t, 'time-zones@example.com');
    // 02:00 UTC: still yesterday in Los Angeles, already today in Tokyo.
    const at = new Date(t.clock.now);
    at.setUTCHours(26, 0, 0, 0);
    t.clock.advance(at.getTime() - t.clock.now.getTime());
    const wedding = new Date(at.getTime() + 10 * 86_400_000).toISOString().slice(0, 10);
    await client.json('/api/wedding-info/', { method: 'POST', json: { weddingDate: wedding } });
    const days = async (tz: string) =>
      (await client.json(`/api/dashboard?user_id=${id}&tz=${encodeURIComponent(tz)}`)).countdown_text;
    expect(await days('Asia/Tokyo')).toBe('10 days to go');
    expect(await days('America/Los_Angeles')).toBe('11 days to go');
    const wrong = await client.get(`/api/dashboard?user_id=${id}&tz=Mars%2FOlympus`);
    expect(wrong.status).toBe(422);
    expect(JSON.stringify(await wrong.json())).toContain('tz must be an IANA time zone name');
  });

  it('keeps other couples, viewers and anonymous callers out', async () => {
    const other = t.client();
    await other.signUpConfirmed(t, 'other-couple@example.com');
    const anon = t.client();
    const ownerTasks = (await owner.json(`/api/checklist-v2/user/${userId}`)).checklist[0].tasks;
    const reads = [
      `/api/checklist-v2/user/${userId}`,
      `/api/checklist-v2/user/${userId}/stats`,
      `/api/dashboard?user_id=${userId}`,
    ];
    for (const path of reads) {
      expect((await other.get(path)).status).toBe(403);
      expect((await anon.get(path)).status).toBe(401);
    }
    const writes: Array<[string, string, unknown]> = [
      [
        'POST',
        `/api/checklist-v2/user/${userId}/complete-task`,
        { task_text: ownerTasks[1].text, completed: true },
      ],
      ['POST', `/api/checklist-v2/user/${userId}/add-custom-task`, { text: 'Sneaky' }],
      [
        'POST',
        `/api/checklist-v2/user/${userId}/update-due-date`,
        { task_text: ownerTasks[1].text, due_date: '2030-01-01' },
      ],
      ['POST', '/api/checklist/', { user_id: userId, text: 'Sneaky' }],
      ['PUT', `/api/checklist/${ownerTasks[1].id}?user_id=${userId}`, { completed: true }],
      ['DELETE', `/api/checklist/${ownerTasks[1].id}?user_id=${userId}`, undefined],
    ];
    for (const [method, path, json] of writes) {
      expect((await other.request(path, { method, ...(json ? { json } : {}) })).status).toBe(403);
      expect((await anon.request(path, { method, ...(json ? { json } : {}) })).status).toBe(401);
    }
    // The other couple's own plan is untouched by their attempts on ours, and ours is unchanged.
    const after = (await owner.json(`/api/checklist-v2/user/${userId}`)).checklist[0].tasks;
    expect(after).toEqual(ownerTasks);

    // A viewer reads but cannot write.
    const viewer = t.client();
    await viewer.signUpConfirmed(t, 'checklist-viewer@example.com');
    const planId = (await owner.json('/api/auth/session')).plans[0].id;
    await owner.json(`/api/plans/${planId}/invites`, {
      method: 'POST',
      json: { email: 'checklist-viewer@example.com', role: 'viewer' },
    });
    const mail = (await t.mailbox()).find(
      (m) => m.to === 'checklist-viewer@example.com' && m.subject.includes('invited'),
    )!;
    await viewer.json(`/api/invites/${new URL(mail.links[0]!).pathname.split('/').pop()}/accept`, {
      method: 'POST',
      json: {},
    });
    expect((await viewer.get(`/api/checklist-v2/user/${userId}`)).status).toBe(200);
    expect(
      (
        await viewer.request(`/api/checklist/${ownerTasks[1].id}?user_id=${userId}`, {
          method: 'PUT',
          json: { completed: true },
        })
      ).status,
    ).toBe(403);
  });
});

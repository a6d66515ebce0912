// A plan's dates fall between 1900 and 2999. Postgres has no year 0000 and the expert checklist
// counts up to 18 months back from the wedding, so a wedding in year 0001 (typed into the date
// picker, sent over REST, or written straight into the document) once crashed the server from a
// server rule, again for every tab that reconnected with it, and a payment in year 0000 made every
// later REST write of the plan answer 500. Now REST refuses such a date with a 422 that says the
// years, the document's checks refuse it as well, and nothing a document holds can end the process.
import { readWeddingInfo } from '@confetti/plan';

const DATE_RANGE_MESSAGE = 'Use a date between 1900 and 2999.';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { availableDialects } from '../support/databases';
import { newPlanOwner, startTestServer, type TestClient, type TestServer } from '../support/server';
import { connectPlan, eventually } from '../support/sync-client';

const dialects = await availableDialects();

describe.each(dialects)('dates a plan may hold on %s', (dialect) => {
  let t: TestServer;
  let owner: TestClient;
  let userId: string;
  let planId: string;
  beforeAll(async () => {
    t = await startTestServer(dialect);
    ({ client: owner, userId, planId } = await newPlanOwner(t, 'dates-owner@example.com'));
  });
  afterAll(async () => {
    await t.stop();
  });

  async function detailOf(res: Response): Promise<string> {
    const body = await res.json();
    return JSON.stringify(body.detail);
  }

  it('refuses a wedding date, payment date or due date outside 1900–2999 with a 422 that says so', async () => {
    for (const date of ['0000-06-01', '0001-06-01', '1899-12-31', '3000-01-01']) {
      const res = await owner.post('/api/wedding-info/', { wedding_date: date });
      expect(res.status, date).toBe(422);
      expect(await detailOf(res), date).toContain(DATE_RANGE_MESSAGE);
    }
    const item = await owner.post(`/api/budget/?user_id=${userId}`, {
      category: 'Caterers',
      service_type: 'Dinner',
      actual_cost: 100,
    });
    expect(item.status).toBe(201);
    const itemId = (await item.json()).id as string;
    const payment = await owner.post(`/api/payments/?user_id=${userId}`, {
      budget_item_id: itemId,
      amount: 50,
      payment_date: '0000-01-01',
      status: 'paid',
    });
    expect(payment.status).toBe(422);
    expect(await detailOf(payment)).toContain(DATE_RANGE_MESSAGE);
    const task = await owner.post(`/api/checklist-v2/user/${userId}/add-custom-task`, {
      text: 'Book the time machine',
      due_date: '0000-02-29',
    });
    expect(task.status).toBe(422);
    expect(await detailOf(task)).toContain(DATE_RANGE_MESSAGE);

    // The plan keeps saving, and nothing was made by the refused requests.
    const tasks = await owner.json(`/api/checklist-v2/user/${userId}`);
    expect(JSON.stringify(tasks)).not.toContain('Book the time machine');
    const ok = await owner.request(`/api/budget/${itemId}?user_id=${userId}`, {
      method: 'PUT',
      json: { actual_cost: 777 },
    });
    expect(ok.status).toBe(200);
  });

  it('schedules the expert checklist of a wedding early in 1900 from 1900-01-01, not before', async () => {
    const res = await owner.post('/api/wedding-info/', { wedding_date: '1900-03-01' });
    expect(res.status).toBe(200);
    const checklist = JSON.stringify(await owner.json(`/api/checklist-v2/user/${userId}`));
    const dues = [...checklist.matchAll(/"due_date":"([^"]+)"/g)].map((m) => m[1]!);
    expect(dues.length).toBeGreaterThan(10);
    expect(dues.every((d) => d >= '1900-01-01')).toBe(true);
    expect(dues).toContain('1900-01-01');
  });

  it('survives a wedding in year 0001 and a payment in year 0000 written straight into the document', async () => {
    const tab = connectPlan(owner, planId);
    await tab.synced;
    // What a tab with old code (or a hand-made client) can send: no checks on its side.
    tab.doc.getMap('weddingInfo').set('weddingDate', '0001-06-01');
    const payment = new Y.Map<unknown>();
    for (const [key, value] of Object.entries({
      id: 'year-zero',
      budgetItemId: 'nowhere',
      amount: 5,
      paymentDate: '0000-01-01',
      status: 'paid',
      notes: '',
      createdAt: '0000-01-01T00:00:00.000Z',
    }))
      payment.set(key, value);
    tab.doc.getMap('payments').set('year-zero', payment);

    // The server is still up and the plan still saves over REST and over the socket.
    const saved = await owner.post('/api/wedding-info/', { location: 'Porto' });
    expect(saved.status).toBe(200);
    const item = await owner.post(`/api/budget/?user_id=${userId}`, {
      category: 'Florists',
      service_type: 'Bouquets',
      actual_cost: 300,
    });
    expect(item.status).toBe(201);
    const info = await owner.json(`/api/wedding-info/?user_id=${userId}`);
    expect(info).toMatchObject({ location: 'Porto', wedding_date: null });
    const payments = (await owner.json(`/api/payments/?user_id=${userId}`)) as Array<{ id: string }>;
    expect(payments.map((p) => p.id)).not.toContain('year-zero');

    // A real date written the same way is taken, and read back by everyone.
    tab.doc.getMap('weddingInfo').set('weddingDate', '2027-06-12');
    await eventually(
      async () => (await owner.json(`/api/wedding-info/?user_id=${userId}`)).wedding_date === '2027-06-12',
      5000,
      'the real date projected',
    );
    expect(readWeddingInfo(tab.doc).weddingDate).toBe('2027-06-12');
    tab.destroy();
  });
});

// Issue 11, item 1: a NUL (or another control character) in any string of a body, query or path is
// refused at the boundary with a 422 naming the field, so it can never reach Postgres and wedge a
// plan; tab, line feed and carriage return stay allowed. Also: a lone `%` in a category path is a
// 404, not a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableDialects } from '../support/databases';
import { startTestServer, type TestClient, type TestServer } from '../support/server';

const dialects = await availableDialects();

describe.each(dialects)('control characters at the REST boundary on %s', (dialect) => {
  let t: TestServer;
  let owner: TestClient;
  let userId: string;
  beforeAll(async () => {
    t = await startTestServer(dialect);
    owner = t.client();
    await owner.signUpConfirmed(t, 'nul-owner@example.com');
    userId = (await owner.json('/api/auth/session')).user.id;
  });
  afterAll(async () => {
    await t.stop();
  });

  it('answers 422 naming the field for a NUL in wedding info, and the plan keeps saving', async () => {
    const bad = await owner.post('/api/wedding-info/', { location: 'bad\u0000place' });
    expect(bad.status).toBe(422);
    const { detail } = await bad.json();
    expect(detail).toEqual([
      expect.objectContaining({ type: 'string_control_character', loc: ['body', 'location'] }),
    ]);

    const good = await owner.post('/api/wedding-info/', { location: 'Porto, Portugal' });
    expect(good.status).toBe(200);
    const again = await owner.post('/api/wedding-info/', { partner1Name: 'Ana' });
    expect(again.status).toBe(200);
    const info = await owner.json(`/api/wedding-info/?user_id=${userId}`);
    expect(info).toMatchObject({ location: 'Porto, Portugal', partner1_name: 'Ana' });
  });

  it('refuses other control characters in nested strings, keys and queries, and keeps tab and newline', async () => {
    const ansi = await owner.post(`/api/budget/?user_id=${userId}`, {
      category: 'Caterers',
      service_type: 'Dinner\u001b[31m',
      actual_cost: 100,
    });
    expect(ansi.status).toBe(422);
    expect((await ansi.json()).detail[0].loc).toEqual(['body', 'service_type']);

    const nul = await owner.post(`/api/budget/?user_id=${userId}`, {
      category: 'Caterers',
      service_type: 'Dinner',
      vendor_name: 'Olive\u0000Thyme',
      actual_cost: 100,
    });
    expect(nul.status).toBe(422);
    expect((await nul.json()).detail[0].loc).toEqual(['body', 'vendor_name']);

    const key = await owner.post('/api/wedding-info/', {
      budget_category_percentages: { 'Venues\u0000': 40 },
    });
    expect(key.status).toBe(422);
    expect((await key.json()).detail[0].loc).toEqual(['body', 'budget_category_percentages', 'Venues\u0000']);

    const query = await owner.get(`/api/budget/?user_id=${userId}%00`);
    expect(query.status).toBe(422);
    expect((await query.json()).detail[0].loc).toEqual(['query', 'user_id']);

    const multiline = await owner.post(`/api/budget/?user_id=${userId}`, {
      category: 'Caterers',
      service_type: 'Dinner\tfor two\r\nand dessert',
      actual_cost: 100,
    });
    expect(multiline.status).toBe(201);
    expect((await multiline.json()).service_type).toBe('Dinner\tfor two\r\nand dessert');
  });

  it('answers 404, not 500, for a category path with a stray percent sign', async () => {
    for (const path of [
      '/api/expert/categories/100%25/tasks',
      '/api/checklist-v2/categories/%25E0%25A4%25A/tasks',
      '/api/expert/categories/%/tasks',
    ]) {
      const res = await owner.get(path);
      expect(res.status, path).toBe(404);
    }
  });
});

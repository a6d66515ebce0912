// Names and titles others read carry no invisible characters. A partner name of two zero-width
// spaces once left the guests' RSVP page saying "You are invited to the wedding of" and nothing, and
// "Dave \u202eevaD" (a right-to-left override) showed as "Dave Dave"; a registry, a gift, a task or a
// moment of the day could be titled with nothing visible at all. The couple's names and place are
// now stored and read on one line without such characters (nothing at all when nothing visible is
// left, so "Happy Couple" stands in), and a title with nothing visible is refused with its own words.
import { readWeddingInfo } from '@confetti/plan';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableDialects } from '../support/databases';
import { newPlanOwner, startTestServer, type TestClient, type TestServer } from '../support/server';
import { connectPlan, eventually } from '../support/sync-client';

const dialects = await availableDialects();

const ZERO_WIDTH = '\u200b\u200b';
const JOINER_ONLY = '\u2060\ufeff';

describe.each(dialects)('invisible characters in names and titles on %s', (dialect) => {
  let t: TestServer;
  let owner: TestClient;
  let userId: string;
  let planId: string;
  beforeAll(async () => {
    t = await startTestServer(dialect);
    ({ client: owner, userId, planId } = await newPlanOwner(t, 'invisible-owner@example.com'));
  });
  afterAll(async () => {
    await t.stop();
  });

  async function refused(res: Response, words: string) {
    expect(res.status).toBe(422);
    expect(JSON.stringify((await res.json()).detail)).toContain(words);
  }

  it('keeps the couple’s names and place on one line, without invisible characters', async () => {
    const saved = await owner.post('/api/wedding-info/', {
      partner1Name: ZERO_WIDTH,
      partner2Name: 'Dave \u202eevaD',
      location: ' \u2066Napa,\n CA\u2069 ',
    });
    expect(saved.status).toBe(200);
    const info = await owner.json(`/api/wedding-info/?user_id=${userId}`);
    expect(info).toMatchObject({ partner1_name: null, partner2_name: 'Dave evaD', location: 'Napa, CA' });
  });

  it('reads them the same way when a client writes them straight into the document', async () => {
    const tab = connectPlan(owner, planId);
    await tab.synced;
    tab.doc.getMap('weddingInfo').set('partner1Name', `${JOINER_ONLY}Olivia\u202e`);
    tab.doc.getMap('weddingInfo').set('partner2Name', ZERO_WIDTH);
    expect(readWeddingInfo(tab.doc)).toMatchObject({ partner1Name: 'Olivia', partner2Name: null });
    await eventually(
      async () => (await owner.json(`/api/wedding-info/?user_id=${userId}`)).partner1_name === 'Olivia',
      5000,
      'the cleaned name projected',
    );
    expect((await owner.json(`/api/wedding-info/?user_id=${userId}`)).partner2_name).toBeNull();
    tab.destroy();
  });

  it('refuses a registry, gift, task or moment whose title shows nothing, and cleans one that shows something', async () => {
    await refused(
      await owner.request('/api/registry/', { method: 'POST', json: { user_id: userId, title: ZERO_WIDTH } }),
      'Give your registry a title.',
    );
    const registry = await owner.json('/api/registry/', {
      method: 'POST',
      json: { user_id: userId, title: `Olivia ${ZERO_WIDTH}& Dave` },
    });
    expect(registry.title).toBe('Olivia & Dave');

    await refused(
      await owner.request(`/api/registry/items?user_id=${userId}`, {
        method: 'POST',
        json: { registry_id: registry.id, name: JOINER_ONLY, item_type: 'external', price: 20, quantity: 1 },
      }),
      'Give this gift a name.',
    );

    // Nothing a reader sees: zero-width spaces, a Hangul filler (a "letter"), a combining grapheme
    // joiner (a "mark").
    for (const text of [ZERO_WIDTH, '\u3164', '\u034f']) {
      await refused(
        await owner.post(`/api/checklist-v2/user/${userId}/add-custom-task`, { text }),
        'Task text must not be blank',
      );
    }
    const task = await owner.post(`/api/checklist-v2/user/${userId}/add-custom-task`, {
      text: `Call the\u202e florist`,
    });
    expect(task.status).toBe(201);
    expect(JSON.stringify(await owner.json(`/api/checklist-v2/user/${userId}`))).toContain(
      '"Call the florist"',
    );

    await refused(
      await owner.request(`/api/runofshow/?user_id=${userId}`, {
        method: 'POST',
        json: { time: '15:00', title: ZERO_WIDTH },
      }),
      'Give this moment a title.',
    );
  });
});

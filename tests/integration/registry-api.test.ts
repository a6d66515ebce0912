// The gift registry over REST (issue 17, spec §7 Registry): registries and items through the plan
// document, guests' purchases as rows (409 once nothing is left, exactly one winner for the last
// one), public answers without purchaser identities, the couple told by email and live in the plan
// document, the thank-you tracker and the analytics.
import { insertEntity } from '@confetti/plan';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { availableDialects } from '../support/databases';
import { joinPlanAs } from '../support/members';
import { newPlanOwner, startTestServer, type TestClient, type TestServer } from '../support/server';
import { connectPlan, eventually } from '../support/sync-client';

const dialects = await availableDialects();

describe.each(dialects)('registry API on %s', (dialect) => {
  let t: TestServer;
  let owner: TestClient;
  let viewer: TestClient;
  let stranger: TestClient;
  let guest: TestClient;
  let userId: string;
  let planId: string;
  let strangerUserId: string;
  let registryId: string;

  beforeAll(async () => {
    t = await startTestServer(dialect);
    owner = t.client();
    await owner.signUpConfirmed(t, 'registry-owner@example.com');
    const session = await owner.json('/api/auth/session');
    userId = session.user.id;
    planId = session.plans[0].id;
    await owner.json(`/api/wedding-info/?user_id=${userId}`, {
      method: 'POST',
      json: { partner1_name: 'Olivia', partner2_name: 'James', wedding_date: '2027-06-12' },
    });
    viewer = await joinPlanAs(t, owner, planId, 'registry-viewer@example.com', 'viewer');
    stranger = t.client();
    await stranger.signUpConfirmed(t, 'registry-stranger@example.com');
    strangerUserId = (await stranger.json('/api/auth/session')).user.id;
    guest = t.client();
    const registry = await owner.json('/api/registry/', {
      method: 'POST',
      json: { user_id: userId, title: 'Olivia & James', message: 'Thank you!', slug: 'olivia-and-james' },
    });
    registryId = registry.id;
  });
  afterAll(async () => {
    await t.stop();
  });
  // Each test starts with a fresh purchase allowance (the limit is per address, and every guest
  // here is this machine).
  beforeEach(() => {
    t.clock.advance(16 * 60_000);
  });

  /** Waits until a row written over the sync socket is projected: `table` has one matching `where`. */
  function projectedRow(table: 'registries' | 'registry_items', where: Record<string, string>, what: string) {
    return eventually(
      async () => {
        let query = t.database.handle.db.selectFrom(table).select('id');
        for (const [column, value] of Object.entries(where)) query = query.where(sql.ref(column), '=', value);
        return (await query.executeTakeFirst()) !== undefined;
      },
      5000,
      `${what} to be projected`,
    );
  }

  async function addItem(json: Record<string, unknown>) {
    const res = await owner.request(`/api/registry/items?user_id=${userId}`, {
      method: 'POST',
      json: { registry_id: registryId, ...json },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as Record<string, any> & { id: string };
  }

  function buy(json: Record<string, unknown>, client: TestClient = guest) {
    return client.request('/api/registry/purchases', {
      method: 'POST',
      json: { registry_id: registryId, purchaser_name: 'Aunt May', ...json },
    });
  }

  it('creates a registry at the address asked for, lists it by user, and refuses that address to another couple', async () => {
    const mine = await owner.json(`/api/registry/user/${userId}`);
    expect(mine).toEqual([
      expect.objectContaining({ id: registryId, slug: 'olivia-and-james', title: 'Olivia & James' }),
    ]);
    const taken = await stranger.request('/api/registry/', {
      method: 'POST',
      json: { title: 'Ours', slug: 'olivia-and-james' },
    });
    expect(taken.status).toBe(409);
    expect((await taken.json()).detail).toBe('That registry address is taken. Please choose another.');
    const generated = await stranger.json('/api/registry/', {
      method: 'POST',
      json: { title: 'Sam & Alex' },
    });
    expect(generated.slug).toMatch(/^sam-alex-[a-z0-9]{6}$/);
    const badSlug = await owner.request(`/api/registry/${registryId}?user_id=${userId}`, {
      method: 'PUT',
      json: { slug: 'Our Registry' },
    });
    expect(badSlug.status).toBe(422);
    expect((await badSlug.json()).detail[0].loc).toEqual(['body', 'slug']);
    expect((await stranger.request(`/api/registry/user/${userId}`)).status).toBe(403);
  });

  it('keeps a couple’s address theirs: a registry named after it, or one written into a document with an earlier date, does not take the page', async () => {
    const page = async () => (await t.client().json('/api/registry/public/olivia-and-james')).title;
    expect(await page()).toBe('Olivia & James');
    // Over REST: another couple's registry whose id is the address.
    const impostor = await stranger.json('/api/registry/', {
      method: 'POST',
      json: { id: 'olivia-and-james', title: 'Send gifts here instead' },
    });
    expect(impostor.id).toBe('olivia-and-james');
    expect(await page()).toBe('Olivia & James');
    // Over the sync socket, where no REST check runs: the same address, dated years earlier.
    const strangerPlan = (await stranger.json('/api/auth/session')).plans[0].id;
    const live = connectPlan(stranger, strangerPlan);
    try {
      await live.synced;
      insertEntity(live.doc, 'registries', {
        id: 'squatter',
        title: 'Squatter',
        slug: 'olivia-and-james',
        createdAt: '2000-01-01T00:00:00.000Z',
      });
      await projectedRow('registries', { id: 'squatter' }, 'the squatter');
      expect(await page()).toBe('Olivia & James');
    } finally {
      live.destroy();
    }
    for (const id of ['olivia-and-james', 'squatter'])
      await stranger.request(`/api/registry/${id}?user_id=${strangerUserId}`, { method: 'DELETE' });
  });

  it('makes one registry when both partners create theirs at once with if_none, and several without it', async () => {
    const { client: couple, userId: coupleId } = await newPlanOwner(t, 'registry-race@example.com');
    const create = (title: string, query = '&if_none=true') =>
      couple.request(`/api/registry/?user_id=${coupleId}${query}`, { method: 'POST', json: { title } });
    const answers = await Promise.all([create('Ours'), create('Ours too')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201]);
    const [first, second] = await Promise.all(answers.map((a) => a.json()));
    expect(second.id).toBe(first.id);
    expect((await couple.json(`/api/registry/user/${coupleId}`)).map((r: { id: string }) => r.id)).toEqual([
      first.id,
    ]);
    // The API still makes another when asked plainly, and says what if_none takes.
    expect((await create('A second one', '')).status).toBe(201);
    const wrong = await create('Ours', '&if_none=yes');
    expect(wrong.status).toBe(422);
    expect(JSON.stringify(await wrong.json())).toContain('if_none is true or false.');
  });

  it('refuses negative prices, zero quantities and a cash fund without a goal with 422 lists', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: 'Mixer', price: -5 }, 'price'],
      [{ name: 'Mixer', price: 100, quantity: 0 }, 'quantity'],
      // Past the integer column: once a 500 that wedged every later write of the plan.
      [{ name: 'Mixer', price: 100, quantity: 3_000_000_000 }, 'quantity'],
      [{ name: 'Mixer', price: 100, quantity: 1e15 }, 'quantity'],
      [{ name: 'Mixer', price: 100, quantity: 1000 }, 'quantity'],
      [{ name: 'Honeymoon', item_type: 'cash_fund' }, 'goal_amount'],
      [{ name: 'Rug', item_type: 'external', url: null }, 'url'],
      [{ name: 'Mixer', registry_id: 'no-such-registry' }, 'registry_id'],
      // Read by browsers as another site's address (http://evil.example/x.png).
      [{ name: 'Mixer', image_url: '/\\evil.example/x.png' }, 'image_url'],
      [{ name: 'Mixer', image_url: '//evil.example/x.png' }, 'image_url'],
    ];
    for (const [json, field] of cases) {
      const res = await owner.request(`/api/registry/items?user_id=${userId}`, {
        method: 'POST',
        json: { registry_id: registryId, ...json },
      });
      expect(res.status, field).toBe(422);
      const detail = (await res.json()).detail as Array<{ loc: string[]; msg: string; type: string }>;
      expect(
        detail.some((d) => d.loc[0] === 'body' && d.loc[1] === field),
        JSON.stringify(detail),
      ).toBe(true);
    }
    const items = await owner.json(`/api/registry/${registryId}/items?user_id=${userId}`);
    expect(items.filter((i: { name: string }) => ['Mixer', 'Honeymoon', 'Rug'].includes(i.name))).toEqual([]);
    const tooMany = await owner.request(`/api/registry/items?user_id=${userId}`, {
      method: 'POST',
      json: { registry_id: registryId, name: 'Napkins', quantity: 3_000_000_000 },
    });
    expect(JSON.stringify(await tooMany.json())).toContain('Ask for at most 999 of one gift.');
    // The plan still takes writes.
    const fine = await owner.request(`/api/registry/items?user_id=${userId}`, {
      method: 'POST',
      json: { registry_id: registryId, name: 'Napkins', quantity: 999 },
    });
    expect(fine.status).toBe(201);
    await owner.request(`/api/registry/items/${(await fine.json()).id}?user_id=${userId}`, {
      method: 'DELETE',
    });
  });

  it('shows guests the registry by id or address with what is left, and never who bought', async () => {
    const towels = await addItem({ name: 'Towel set', price: 120, quantity: 2, category: 'Bed & Bath' });
    const bought = await buy({
      item_id: towels.id,
      purchaser_name: 'Cousin Secret',
      purchaser_email: 'secret@example.com',
      message: 'Enjoy!',
    });
    expect(bought.status).toBe(201);
    for (const key of [registryId, 'olivia-and-james']) {
      const res = await t.client().request(`/api/registry/public/${key}`);
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(text).not.toContain('Cousin Secret');
      expect(text).not.toContain('secret@example.com');
      expect(text).not.toContain('Enjoy!');
      const page = JSON.parse(text);
      expect(page).toMatchObject({
        title: 'Olivia & James',
        couple_names: 'Olivia & James',
        wedding_date: '2027-06-12',
      });
      expect(page.items.find((i: { id: string }) => i.id === towels.id)).toMatchObject({
        quantity: 2,
        purchased: 1,
        remaining: 1,
        percent: 50,
      });
    }
    expect((await t.client().request('/api/registry/public/nobody-here')).status).toBe(404);
  });

  it('records an anonymous purchase, tells the couple by email and shows the couple who gave it', async () => {
    const mixer = await addItem({ name: 'Stand mixer', price: 449, quantity: 1, category: 'Kitchen' });
    const res = await buy({
      item_id: mixer.id,
      purchaser_name: 'Grandma Rose',
      purchaser_email: 'rose@example.com',
      message: 'For Sunday cakes',
    });
    expect(res.status).toBe(201);
    const purchase = await res.json();
    expect(purchase).toMatchObject({ quantity: 1, amount: 449, item: { remaining: 0, complete: true } });
    const mail = (await t.mailbox()).find(
      (m) => m.to === 'registry-owner@example.com' && m.text.includes('Grandma Rose'),
    );
    expect(mail?.subject).toBe('Grandma Rose bought Stand mixer');
    expect(mail?.text).toContain('For Sunday cakes');
    expect(mail?.text).toContain('Confetti does not take payments');
    const purchases = await owner.json(`/api/registry/${registryId}/purchases?user_id=${userId}`);
    expect(purchases[0]).toMatchObject({
      id: purchase.id,
      item_name: 'Stand mixer',
      purchaser_name: 'Grandma Rose',
      purchaser_email: 'rose@example.com',
      message: 'For Sunday cakes',
      thank_you_sent: false,
    });
    // A name is one line with nothing invisible in it: never a header of the couple's email.
    const vase = await addItem({ name: 'Vase', price: 60, quantity: 1, category: 'Decor' });
    const forged = await buy({ item_id: vase.id, purchaser_name: 'Bob\r\nBcc: all@example.com \u202eevaD' });
    expect(forged.status).toBe(201);
    const told = (await t.mailbox()).find(
      (m) => m.to === 'registry-owner@example.com' && m.subject.includes('Vase'),
    );
    expect(told?.subject).toBe('Bob Bcc: all@example.com evaD bought Vase');
    const blank = await buy({ item_id: vase.id, purchaser_name: '\u200b\u200b' });
    expect(blank.status).toBe(422);
    expect(JSON.stringify(await blank.json())).toContain('Tell the couple who you are.');
    const again = await buy({ item_id: mixer.id, purchaser_name: 'Late Larry' });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      detail: 'This gift has already been purchased',
      code: 'gift_taken',
    });

    // Too much to write is refused in a sentence a guest understands (the page's fields stop there).
    for (const [json, words] of [
      [{ purchaser_name: 'L'.repeat(121) }, 'Keep your name under 120 characters.'],
      [{ purchaser_name: 'Larry', message: 'x'.repeat(2001) }, 'Keep your message under 2000 characters.'],
    ] as const) {
      const res = await buy({ item_id: mixer.id, ...json });
      expect(res.status).toBe(422);
      expect(JSON.stringify((await res.json()).detail)).toContain(words);
    }
  });

  it('lets exactly one of several guests buying the last one at the same moment succeed', async () => {
    const vase = await addItem({ name: 'Crystal vase', price: 90, quantity: 1 });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => buy({ item_id: vase.id, purchaser_name: `Guest ${i}` })),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    const plates = await addItem({ name: 'Plates', price: 20, quantity: 3 });
    const many = await Promise.all(
      Array.from({ length: 7 }, (_, i) => buy({ item_id: plates.id, purchaser_name: `Friend ${i}` })),
    );
    expect(many.filter((r) => r.status === 201)).toHaveLength(3);
    const rows = await t.database.handle.db
      .selectFrom('registry_purchases')
      .select(['item_id', 'quantity'])
      .where('item_id', 'in', [vase.id, plates.id])
      .execute();
    expect(rows.filter((r) => r.item_id === vase.id)).toHaveLength(1);
    expect(rows.filter((r) => r.item_id === plates.id).reduce((s, r) => s + (r.quantity ?? 0), 0)).toBe(3);
  });

  it('refuses more than is left, and takes cash gifts by amount, past the goal too', async () => {
    const glasses = await addItem({ name: 'Wine glasses', price: 22, quantity: 4 });
    const tooMany = await buy({ item_id: glasses.id, quantity: 5 });
    expect(tooMany.status).toBe(409);
    // A different failure from "taken": the guest can still buy the four that are left.
    expect(await tooMany.json()).toEqual({
      detail: 'Only 4 of this gift are still wanted.',
      code: 'not_enough_left',
    });
    const fund = await addItem({ name: 'Honeymoon fund', item_type: 'cash_fund', goal_amount: 500 });
    const noAmount = await buy({ item_id: fund.id });
    expect(noAmount.status).toBe(422);
    expect((await noAmount.json()).detail[0].loc).toEqual(['body', 'amount']);
    const negative = await buy({ item_id: fund.id, amount: -10 });
    expect(negative.status).toBe(422);
    // One message for one mistake.
    expect((await negative.json()).detail).toEqual([
      expect.objectContaining({ loc: ['body', 'amount'], msg: 'An amount cannot be negative.' }),
    ]);
    const zero = await buy({ item_id: fund.id, amount: 0 });
    expect(zero.status).toBe(422);
    expect((await zero.json()).detail).toEqual([
      expect.objectContaining({ loc: ['body', 'amount'], msg: 'Enter an amount above $0.' }),
    ]);
    // A fund is given by amount and a gift bought by quantity: the other field is refused, not ignored.
    const fundByQuantity = await buy({ item_id: fund.id, amount: 50, quantity: 3 });
    expect(fundByQuantity.status).toBe(422);
    expect((await fundByQuantity.json()).detail[0]).toMatchObject({
      loc: ['body', 'quantity'],
      msg: 'A cash fund is given by amount, not quantity.',
    });
    const giftByAmount = await buy({ item_id: glasses.id, amount: 50 });
    expect(giftByAmount.status).toBe(422);
    expect((await giftByAmount.json()).detail[0].loc).toEqual(['body', 'amount']);
    expect((await buy({ item_id: fund.id, amount: 300 })).status).toBe(201);
    const past = await buy({ item_id: fund.id, amount: '250.50' });
    expect(past.status).toBe(201);
    expect((await past.json()).item).toMatchObject({
      amount_raised: 550.5,
      percent: 100,
      complete: true,
      remaining: null,
    });
    expect((await buy({ item_id: 'no-such-item' })).status).toBe(404);
    expect((await buy({ item_id: glasses.id, purchaser_name: '   ' })).status).toBe(422);
  });

  it('refuses more than a guest may record at once in a sentence, and takes that many', async () => {
    const napkins = await addItem({ name: 'Linen napkins', price: 2, quantity: 150 });
    const tooMany = await buy({ item_id: napkins.id, quantity: 101 });
    expect(tooMany.status).toBe(422);
    expect((await tooMany.json()).detail).toEqual([
      expect.objectContaining({
        loc: ['body', 'quantity'],
        msg: 'A guest can record at most 100 of a gift at once.',
      }),
    ]);
    const most = await buy({ item_id: napkins.id, quantity: 100 });
    expect(most.status).toBe(201);
    expect((await most.json()).item).toMatchObject({ purchased: 100, remaining: 50 });
  });

  it('says a gift the couple removed is gone, apart from a registry that is not there', async () => {
    const vase = await addItem({ name: 'Glass vase', price: 40 });
    const removed = await owner.request(`/api/registry/items/${vase.id}?user_id=${userId}`, {
      method: 'DELETE',
    });
    expect(removed.status).toBe(204);
    const late = await buy({ item_id: vase.id });
    expect(late.status).toBe(404);
    // The page tells the guest in its own words and by this code; the detail is a sentence too.
    expect(await late.json()).toEqual({
      detail: 'The couple has taken this gift off their registry.',
      code: 'gift_removed',
    });
    const noRegistry = await buy({ registry_id: 'no-such-registry', item_id: vase.id });
    expect(noRegistry.status).toBe(404);
    expect((await noRegistry.json()).code).toBe('not_found');
  });

  it('tells an open Registry tab of a purchase through the plan document', async () => {
    const live = connectPlan(owner, planId);
    try {
      await live.synced;
      const lamp = await addItem({ name: 'Reading lamp', price: 85 });
      const before = (live.doc.getMap('registries').get(registryId) as Map<string, unknown> | undefined)?.get(
        'purchasesVersion',
      );
      const res = await buy({ item_id: lamp.id });
      const { id } = await res.json();
      await eventually(() =>
        expect(
          (live.doc.getMap('registries').get(registryId) as Map<string, unknown>).get('purchasesVersion'),
        ).toBe(id),
      );
      expect(id).not.toBe(before);
    } finally {
      live.destroy();
    }
  });

  it('keeps a gift guests bought from in its registry, and lets one nobody bought move', async () => {
    const other = await owner.json(`/api/registry/?user_id=${userId}`, {
      method: 'POST',
      json: { title: 'Honeymoon fund' },
    });
    const bought = await addItem({ name: 'Teapot', price: 40, quantity: 2 });
    expect((await buy({ item_id: bought.id, purchaser_name: 'Uncle Ray', quantity: 2 })).status).toBe(201);
    const moved = await owner.request(`/api/registry/items/${bought.id}?user_id=${userId}`, {
      method: 'PUT',
      json: { registry_id: other.id },
    });
    expect(moved.status).toBe(422);
    expect((await moved.json()).detail[0]).toMatchObject({
      loc: ['body', 'registry_id'],
      msg: 'Guests have already bought this gift from its registry: it cannot move to another one.',
    });
    // Its own registry named again is no move.
    const same = await owner.request(`/api/registry/items/${bought.id}?user_id=${userId}`, {
      method: 'PUT',
      json: { registry_id: registryId, name: 'Teapot for two' },
    });
    expect(same.status).toBe(200);
    const page = await guest.json(`/api/registry/public/${registryId}`);
    expect(page.items.find((i: { id: string }) => i.id === bought.id)).toMatchObject({ remaining: 0 });
    const free = await addItem({ name: 'Tea towels', price: 12, quantity: 1 });
    const freeMove = await owner.request(`/api/registry/items/${free.id}?user_id=${userId}`, {
      method: 'PUT',
      json: { registry_id: other.id },
    });
    expect(freeMove.status).toBe(200);
    expect((await freeMove.json()).registry_id).toBe(other.id);
  });

  it('never asks for fewer of a gift than guests have bought', async () => {
    const cups = await addItem({ name: 'Coffee cups', price: 15, quantity: 4 });
    expect((await buy({ item_id: cups.id, purchaser_name: 'Aunt May', quantity: 3 })).status).toBe(201);
    const put = (quantity: number) =>
      owner.request(`/api/registry/items/${cups.id}?user_id=${userId}`, {
        method: 'PUT',
        json: { quantity },
      });
    const fewer = await put(2);
    expect(fewer.status).toBe(422);
    expect((await fewer.json()).detail[0]).toMatchObject({
      loc: ['body', 'quantity'],
      msg: 'Guests have already bought 3 of this gift: ask for at least 3.',
    });
    expect((await put(3)).status).toBe(200);
    const page = await guest.json(`/api/registry/public/${registryId}`);
    expect(page.items.find((i: { id: string }) => i.id === cups.id)).toMatchObject({
      quantity: 3,
      remaining: 0,
    });
  });

  it('lets the couple remove a mistaken gift record, and nobody else; the gift is wanted again', async () => {
    const lamps = await addItem({ name: 'Paper lamps', price: 20, quantity: 3 });
    const { id } = await (await buy({ item_id: lamps.id, purchaser_name: 'Prankster', quantity: 3 })).json();
    const del = (client: TestClient, user: string) =>
      client.request(`/api/registry/purchases/${id}?user_id=${user}`, { method: 'DELETE' });
    expect((await del(guest, userId)).status).toBe(401);
    expect((await del(viewer, userId)).status).toBe(403);
    expect((await del(stranger, strangerUserId)).status).toBe(404);
    expect((await del(owner, userId)).status).toBe(204);
    expect((await del(owner, userId)).status).toBe(404);
    const listed = await owner.json(`/api/registry/${registryId}/purchases?user_id=${userId}`);
    expect(listed.map((p: { id: string }) => p.id)).not.toContain(id);
    const page = await guest.json(`/api/registry/public/${registryId}`);
    expect(page.items.find((i: { id: string }) => i.id === lamps.id)).toMatchObject({
      purchased: 0,
      remaining: 3,
    });
  });

  it('keeps the thank-you tracker: the couple ticks notes off, a viewer and another couple cannot', async () => {
    const bowl = await addItem({ name: 'Salad bowl', price: 95 });
    const { id } = await (await buy({ item_id: bowl.id, purchaser_name: 'Uncle Bob' })).json();
    // Who gave what is for the couple and their planner: a viewer of the plan does not see it.
    const listed = await owner.json(`/api/registry/${registryId}/purchases?user_id=${userId}`);
    expect(listed.map((p: { purchaser_name: string }) => p.purchaser_name)).toContain('Uncle Bob');
    expect((await viewer.request(`/api/registry/${registryId}/purchases?user_id=${userId}`)).status).toBe(
      403,
    );
    const left = async () =>
      (await owner.json(`/api/registry/${registryId}/analytics?user_id=${userId}`))
        .thank_you_notes_left as number;
    const before = await left();
    expect(
      (
        await viewer.request(`/api/registry/purchases/${id}?user_id=${userId}`, {
          method: 'PUT',
          json: { thank_you_sent: true },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await stranger.request(`/api/registry/purchases/${id}?user_id=${userId}`, {
          method: 'PUT',
          json: { thank_you_sent: true },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await stranger.request(`/api/registry/purchases/${id}?user_id=${strangerUserId}`, {
          method: 'PUT',
          json: { thank_you_sent: true },
        })
      ).status,
    ).toBe(404);
    expect(
      (await stranger.request(`/api/registry/${registryId}/purchases?user_id=${strangerUserId}`)).status,
    ).toBe(404);
    expect((await guest.request(`/api/registry/${registryId}/purchases?user_id=${userId}`)).status).toBe(401);
    const ticked = await owner.json(`/api/registry/purchases/${id}?user_id=${userId}`, {
      method: 'PUT',
      json: { thank_you_sent: true },
    });
    expect(ticked).toMatchObject({ id, thank_you_sent: true, purchaser_name: 'Uncle Bob' });
    expect(await left()).toBe(before - 1);
  });

  it('sums the analytics: items, purchased, value listed and purchased, cash raised, by category, page views', async () => {
    const fresh = await owner.json('/api/registry/', {
      method: 'POST',
      json: { user_id: userId, title: 'Second', slug: 'olivia-james-two' },
    });
    const add = (json: Record<string, unknown>) =>
      owner.json(`/api/registry/items?user_id=${userId}`, {
        method: 'POST',
        json: { registry_id: fresh.id, ...json },
      });
    const pan = await add({ name: 'Pan', price: 100, quantity: 2, category: 'Kitchen' });
    const trip = await add({ name: 'Trip', item_type: 'cash_fund', goal_amount: 1000 });
    const buyFresh = (json: Record<string, unknown>) =>
      guest.request('/api/registry/purchases', {
        method: 'POST',
        json: { registry_id: fresh.id, purchaser_name: 'Pat', ...json },
      });
    expect((await buyFresh({ item_id: pan.id })).status).toBe(201);
    expect((await buyFresh({ item_id: trip.id, amount: 200 })).status).toBe(201);
    // Two visitors (two browsers); the first one's reloads, and the page reading itself again after
    // their gift, are still one view today.
    const browser = (name: string) => ({ headers: { 'user-agent': `Browser of ${name}` } });
    await t.client().request('/api/registry/public/olivia-james-two', browser('Ana'));
    await t.client().request(`/api/registry/public/${fresh.id}`, browser('Ana'));
    await t.client().request(`/api/registry/public/${fresh.id}`, browser('Ana'));
    await t.client().request(`/api/registry/public/${fresh.id}`, browser('Ben'));
    await owner.request('/api/registry/public/olivia-james-two'); // the couple's own look is not a view
    const figures = await owner.json(`/api/registry/${fresh.id}/analytics?user_id=${userId}`);
    expect(figures).toMatchObject({
      items: 2,
      items_complete: 0,
      gifts_recorded: 2,
      value_listed: 1200,
      value_purchased: 300,
      cash_raised: 200,
      thank_you_notes_left: 2,
      by_category: [
        { category: 'Cash funds', items: 1, value_listed: 1000, value_purchased: 200 },
        { category: 'Kitchen', items: 1, value_listed: 200, value_purchased: 100 },
      ],
    });
    expect(figures.page_views.total).toBe(2);
    expect(figures.page_views.last_30_days).toHaveLength(30);
    expect(figures.page_views.last_30_days.at(-1).views).toBe(2);
  });

  it('deletes a registry with its items, and keeps another couple from reaching either', async () => {
    const temp = await owner.json('/api/registry/', {
      method: 'POST',
      json: { user_id: userId, title: 'Temp' },
    });
    const item = await owner.json(`/api/registry/items?user_id=${userId}`, {
      method: 'POST',
      json: { registry_id: temp.id, name: 'Candle', price: 20 },
    });
    expect(
      (await stranger.request(`/api/registry/${temp.id}?user_id=${strangerUserId}`, { method: 'DELETE' }))
        .status,
    ).toBe(404);
    expect((await stranger.request(`/api/registry/${temp.id}/items?user_id=${strangerUserId}`)).status).toBe(
      404,
    );
    expect(
      (await owner.request(`/api/registry/${temp.id}?user_id=${userId}`, { method: 'DELETE' })).status,
    ).toBe(204);
    const rows = await t.database.handle.db
      .selectFrom('registry_items')
      .select('id')
      .where('id', '=', item.id)
      .execute();
    expect(rows).toEqual([]);
    expect((await t.client().request(`/api/registry/public/${temp.id}`)).status).toBe(404);
  });

  it('answers 429 with Retry-After once one address records too many gifts', async () => {
    const big = await addItem({ name: 'Napkins', price: 1, quantity: 100 });
    const answers: number[] = [];
    for (let i = 0; i < 31; i++) answers.push((await buy({ item_id: big.id })).status);
    expect(answers.slice(0, 30).every((s) => s === 201)).toBe(true);
    const last = await buy({ item_id: big.id });
    expect(last.status).toBe(429);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('keeps a couple’s registry id theirs: an address named after it takes neither the page nor the gifts', async () => {
    const fund = await addItem({ name: 'Honeymoon', item_type: 'cash_fund', goal_amount: 1000 });
    // Over REST another couple cannot even ask for it as their address.
    const taken = await stranger.request('/api/registry/', {
      method: 'POST',
      json: { title: 'Send gifts here instead', slug: registryId },
    });
    expect(taken.status).toBe(409);
    // Over the sync socket they can write it, with a gift of the same id as ours.
    const strangerPlan = (await stranger.json('/api/auth/session')).plans[0].id;
    const live = connectPlan(stranger, strangerPlan);
    try {
      await live.synced;
      insertEntity(live.doc, 'registries', {
        id: 'id-squatter',
        title: 'Squatter',
        slug: registryId,
        createdAt: '2000-01-01T00:00:00.000Z',
      });
      insertEntity(live.doc, 'registryItems', {
        id: fund.id,
        registryId: 'id-squatter',
        name: 'Honeymoon',
        itemType: 'cash_fund',
        goalAmount: 1000,
        createdAt: '2000-01-01T00:00:00.000Z',
      });
      await projectedRow('registry_items', { registry_id: 'id-squatter' }, 'the squatter');
      // The page by id, and a guest's gift sent with the id the page answered, stay the couple's.
      expect((await t.client().json(`/api/registry/public/${registryId}`)).title).toBe('Olivia & James');
      const gift = await buy({ item_id: fund.id, amount: 30, purchaser_email: 'may@example.com' });
      expect(gift.status).toBe(201);
      expect((await gift.json()).registry_id).toBe(registryId);
      const theirs = await stranger.json(`/api/registry/id-squatter/purchases?user_id=${strangerUserId}`);
      expect(theirs).toEqual([]);
      const ours = await owner.json(`/api/registry/${registryId}/purchases?user_id=${userId}`);
      expect(ours.map((p: { item_id: string; amount: number }) => [p.item_id, p.amount])).toContainEqual([
        fund.id,
        30,
      ]);
    } finally {
      live.destroy();
    }
    await stranger.request(`/api/registry/id-squatter?user_id=${strangerUserId}`, { method: 'DELETE' });
  });

  it('credits a tracked purchase to the registry that had the id first, not to a copy dated earlier', async () => {
    const ourPlan = (await owner.json('/api/auth/session')).plans[0].id;
    const strangerPlan = (await stranger.json('/api/auth/session')).plans[0].id;
    const live = connectPlan(stranger, strangerPlan);
    try {
      await live.synced;
      // Over the sync socket a couple can copy our registry's id, with a creation date years before ours.
      insertEntity(live.doc, 'registries', {
        id: registryId,
        title: 'Copy',
        slug: 'copy-of-a-registry',
        createdAt: '2000-01-01T00:00:00.000Z',
      });
      await projectedRow('registries', { plan_id: strangerPlan, id: registryId }, 'the copy');
      const tracked = await t.client().json('/api/marketplace/commissions/track', {
        method: 'POST',
        json: { product_id: 'chef-knife', registry_id: registryId, event_type: 'purchase' },
      });
      const row = await t.database.handle.db
        .selectFrom('marketplace_commissions')
        .select('plan_id')
        .where('id', '=', tracked.id)
        .executeTakeFirstOrThrow();
      expect(row.plan_id).toBe(ourPlan);
    } finally {
      live.doc.getMap('registries').delete(registryId);
      live.destroy();
    }
  });
});

describe.each(dialects)('registry analytics right after a live edit on %s', (dialect) => {
  let t: TestServer;
  beforeAll(async () => {
    // Projection waits long here, so a read that does not wait for it is caught stale.
    t = await startTestServer(dialect, {}, { projectorTiming: { debounceMs: 20_000, maxWaitMs: 20_000 } });
  });
  afterAll(async () => {
    await t.stop();
  });

  it('counts a gift added in the open Registry tab at once, before the projection would have run', async () => {
    const owner = t.client();
    await owner.signUpConfirmed(t, 'analytics-live@example.com');
    const session = await owner.json('/api/auth/session');
    const [userId, planId] = [session.user.id, session.plans[0].id];
    const registry = await owner.json('/api/registry/', {
      method: 'POST',
      json: { user_id: userId, title: 'Live', slug: 'live-analytics' },
    });
    const tab = connectPlan(owner, planId);
    const partner = connectPlan(owner, planId);
    try {
      await Promise.all([tab.synced, partner.synced]);
      insertEntity(tab.doc, 'registryItems', {
        id: 'dutch-oven',
        registryId: registry.id,
        name: 'Dutch oven',
        price: 320,
        category: 'Kitchen',
        createdAt: new Date().toISOString(),
      });
      // The server has applied it once another socket of the plan hears of it.
      await eventually(() => expect(partner.doc.getMap('registryItems').has('dutch-oven')).toBe(true));
      const figures = await owner.json(`/api/registry/${registry.id}/analytics?user_id=${userId}`);
      expect(figures).toMatchObject({
        items: 1,
        value_listed: 320,
        by_category: [{ category: 'Kitchen', items: 1, value_listed: 320, value_purchased: 0 }],
      });
    } finally {
      tab.destroy();
      partner.destroy();
    }
  });
});

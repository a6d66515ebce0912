// The contract every plan collection's REST resource keeps, run over every resource the server mounts
// (a new collection is covered by adding it to API_RESOURCES, with no new test code): create, read,
// update and delete round trips through the document, seen live by an open websocket client, with
// every projected column equal to the document; 422 detail lists for bad bodies; idempotent creates;
// viewers read only; another couple gets 403/404 and changes nothing; random JSON never answers 5xx.
import { API_RESOURCES, ECHOED_FIELDS, rowOf } from '@confetti/collab-server';
import { type CollectionName, columnOf, descriptorOf, fieldOfColumn, readEntity } from '@confetti/plan';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableDialects } from '../support/databases';
import { joinPlanAs } from '../support/members';
import { startTestServer, type TestClient, type TestServer } from '../support/server';
import { connectPlan, eventually } from '../support/sync-client';

const dialects = await availableDialects();

interface CollectionResource {
  path: string;
  collection: CollectionName;
  example: Record<string, unknown>;
  create: { safeParse(value: unknown): { success: boolean } };
  update: { safeParse(value: unknown): { success: boolean } };
}

const RESOURCES = API_RESOURCES.filter(
  (r): r is typeof r & CollectionResource => 'collection' in r && 'example' in r,
);

function resourceOf(collection: string): CollectionResource {
  const resource = RESOURCES.find((r) => r.collection === collection);
  if (!resource) throw new Error(`no REST resource for ${collection}`);
  return resource;
}

/** Timestamps as ISO text and no plan id, as REST answers carry them. */
function comparable(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]),
  );
}

describe.each(dialects)('the REST contract of every plan collection on %s', (dialect) => {
  let t: TestServer;
  let owner: TestClient;
  let viewer: TestClient;
  let stranger: TestClient;
  let userId: string;
  let planId: string;
  let strangerUserId: string;

  beforeAll(async () => {
    t = await startTestServer(dialect);
    owner = t.client();
    await owner.signUpConfirmed(t, 'contract-owner@example.com');
    const session = await owner.json('/api/auth/session');
    userId = session.user.id;
    planId = session.plans[0].id;
    viewer = await joinPlanAs(t, owner, planId, 'contract-viewer@example.com', 'viewer');
    stranger = t.client();
    await stranger.signUpConfirmed(t, 'contract-stranger@example.com');
    strangerUserId = (await stranger.json('/api/auth/session')).user.id;
  });
  afterAll(async () => {
    await t.stop();
  });

  /** A valid create body: the example, with each required reference pointing at a new target. */
  async function validBody(resource: CollectionResource): Promise<Record<string, unknown>> {
    const body = { ...resource.example };
    const descriptor = descriptorOf(resource.collection);
    for (const ref of descriptor.references) {
      if (ref.onDelete !== 'cascade') continue;
      const target = await create(resourceOf(ref.collection));
      body[fieldColumn(resource.collection, ref.field)] = target.id;
    }
    return body;
  }

  function fieldColumn(collection: CollectionName, field: string): string {
    return columnOf(descriptorOf(collection), field);
  }

  async function create(resource: CollectionResource, extra: Record<string, unknown> = {}) {
    const res = await owner.request(`/api${resource.path}/?user_id=${userId}`, {
      method: 'POST',
      json: { ...(await validBody(resource)), ...extra },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as Record<string, unknown> & { id: string };
  }

  async function list(resource: CollectionResource): Promise<Array<Record<string, unknown>>> {
    return owner.json(`/api${resource.path}/?user_id=${userId}`);
  }

  async function projectedRow(resource: CollectionResource, id: string) {
    const row = await (t.database.handle.db as any)
      .selectFrom(descriptorOf(resource.collection).table)
      .selectAll()
      .where('plan_id', '=', planId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? comparable(row) : null;
  }

  async function documentRow(resource: CollectionResource, id: string) {
    return t.server.deps.rooms.withDocument('plan', planId, (room) => {
      const entity = readEntity(room.doc, resource.collection, id);
      return entity ? rowOf(resource.collection, planId, entity) : null;
    });
  }

  it('covers at least the budget, payments and guests', () => {
    expect(RESOURCES.map((r) => r.collection)).toEqual(
      expect.arrayContaining(['budgetItems', 'payments', 'guests']),
    );
  });

  for (const resource of RESOURCES) {
    describe(`${resource.path} (${resource.collection})`, () => {
      it('creates, reads, updates and deletes through the document, live for an open client', async () => {
        const live = connectPlan(owner, planId);
        try {
          await live.synced;
          const created = await create(resource);
          // Every projected column equals the document, and the answer is the projected row.
          const row = await projectedRow(resource, created.id);
          expect(row).toEqual(await documentRow(resource, created.id));
          const { plan_id: _plan, ...answerFields } = row!;
          expect(created).toMatchObject(answerFields);
          await eventually(() => expect(live.doc.getMap(resource.collection).has(created.id)).toBe(true));
          expect((await list(resource)).map((e) => e.id)).toContain(created.id);

          // PUT echoes the answer back with one field changed: echoed fields are accepted and ignored.
          const field = Object.keys(created).find(
            (k) =>
              !ECHOED_FIELDS.includes(k as (typeof ECHOED_FIELDS)[number]) &&
              fieldOfColumn(descriptorOf(resource.collection), k) !== null &&
              !descriptorOf(resource.collection).references.some(
                (ref) => columnOf(descriptorOf(resource.collection), ref.field) === k,
              ) &&
              typeof created[k] === 'string' &&
              resource.update.safeParse({ [k]: 'Contract edit' }).success,
          );
          expect(field, 'a text field to edit').toBeDefined();
          const edited = await owner.request(`/api${resource.path}/${created.id}?user_id=${userId}`, {
            method: 'PUT',
            json: { ...created, ...(field ? { [field]: 'Contract edit' } : {}), user_id: userId },
          });
          expect(edited.status, await edited.clone().text()).toBe(200);
          const after = await edited.json();
          if (field) expect(after[field]).toBe('Contract edit');
          expect(after.id).toBe(created.id);
          expect(after.created_at ?? null).toBe(created.created_at ?? null);
          expect(await projectedRow(resource, created.id)).toEqual(await documentRow(resource, created.id));
          if (field) {
            const entityField = fieldOfColumn(descriptorOf(resource.collection), field)!;
            await eventually(() =>
              expect(
                (live.doc.getMap(resource.collection).get(created.id) as Map<string, unknown>).get(
                  entityField,
                ),
              ).toBe('Contract edit'),
            );
          }

          const deleted = await owner.request(`/api${resource.path}/${created.id}?user_id=${userId}`, {
            method: 'DELETE',
          });
          expect(deleted.status).toBe(204);
          await eventually(() => expect(live.doc.getMap(resource.collection).has(created.id)).toBe(false));
          expect(await projectedRow(resource, created.id)).toBeNull();
          const again = await owner.request(`/api${resource.path}/${created.id}?user_id=${userId}`, {
            method: 'DELETE',
          });
          expect(again.status).toBe(404);
          expect((await again.json()).detail).toEqual(expect.any(String));
        } finally {
          live.destroy();
        }
      });

      it('makes one entity of a create retried with the same client id', async () => {
        const id = `retry-${resource.collection}`;
        const body = { ...(await validBody(resource)), id };
        const first = await owner.request(`/api${resource.path}/?user_id=${userId}`, {
          method: 'POST',
          json: body,
        });
        const second = await owner.request(`/api${resource.path}/?user_id=${userId}`, {
          method: 'POST',
          json: body,
        });
        expect(first.status).toBe(201);
        expect(second.status).toBe(200);
        expect(await second.json()).toEqual(await first.json());
        expect((await list(resource)).filter((e) => e.id === id)).toHaveLength(1);
      });

      it('answers bad bodies with a 422 detail list naming each field, and writes nothing', async () => {
        const before = await list(resource);
        const body = await validBody(resource);
        for (const field of Object.keys(resource.example)) {
          const bad = { ...body, [field]: { not: 'a valid value' } };
          if (resource.create.safeParse(bad).success) continue;
          const res = await owner.request(`/api${resource.path}/?user_id=${userId}`, {
            method: 'POST',
            json: bad,
          });
          expect(res.status, field).toBe(422);
          const detail = (await res.json()).detail as Array<{ type: string; loc: unknown[]; msg: string }>;
          expect(detail.length).toBeGreaterThan(0);
          expect(
            detail.some((d) => d.loc[0] === 'body' && d.loc[1] === field),
            JSON.stringify(detail),
          ).toBe(true);
          for (const d of detail) expect(d.msg).toEqual(expect.any(String));
        }
        const unknownField = await owner.request(`/api${resource.path}/?user_id=${userId}`, {
          method: 'POST',
          json: { ...body, no_such_field: 1 },
        });
        expect(unknownField.status).toBe(422);
        const notJson = await owner.request(`/api${resource.path}/?user_id=${userId}`, {
          method: 'POST',
          body: '{"name": ',
          headers: { 'content-type': 'application/json' },
        });
        expect(notJson.status).toBe(422);
        expect(await list(resource)).toEqual(before);
      });

      it('lets a viewer read but not write, and keeps another couple out', async () => {
        const entity = await create(resource);
        const before = await list(resource);
        const body = await validBody(resource);
        const writes: Array<[string, string, unknown]> = [
          ['POST', `/api${resource.path}/?user_id=${userId}`, body],
          ['PUT', `/api${resource.path}/${entity.id}?user_id=${userId}`, {}],
          ['DELETE', `/api${resource.path}/${entity.id}?user_id=${userId}`, undefined],
        ];
        expect((await viewer.request(`/api${resource.path}/?user_id=${userId}`)).status).toBe(200);
        expect((await stranger.request(`/api${resource.path}/?user_id=${userId}`)).status).toBe(403);
        expect((await t.client().request(`/api${resource.path}/?user_id=${userId}`)).status).toBe(401);
        for (const [method, path, json] of writes) {
          const init = { method, ...(json ? { json } : {}) };
          expect((await viewer.request(path, init)).status, `${method} viewer`).toBe(403);
          expect((await stranger.request(path, init)).status, `${method} stranger`).toBe(403);
        }
        // In their own plan, the stranger cannot reach this couple's entity by its id either.
        for (const method of ['PUT', 'DELETE']) {
          const res = await stranger.request(`/api${resource.path}/${entity.id}?user_id=${strangerUserId}`, {
            method,
            ...(method === 'PUT' ? { json: {} } : {}),
          });
          expect(res.status, method).toBe(404);
        }
        expect(await list(resource)).toEqual(before);
      });

      it('never answers 5xx to random JSON bodies or query strings', async () => {
        const entity = await create(resource);
        await fc.assert(
          fc.asyncProperty(
            fc.constantFrom('POST', 'PUT'),
            fc.oneof(
              fc.json(),
              fc.jsonValue().map((v) => JSON.stringify(v)),
            ),
            fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 12 }), { maxKeys: 3 }),
            async (method, body, query) => {
              const qs = new URLSearchParams({ ...query, user_id: userId }).toString();
              const path =
                method === 'POST' ? `/api${resource.path}/?${qs}` : `/api${resource.path}/${entity.id}?${qs}`;
              const res = await owner.request(path, {
                method,
                body,
                headers: { 'content-type': 'application/json' },
              });
              expect(res.status, `${method} ${path} ${body}`).toBeLessThan(500);
            },
          ),
          { numRuns: 40 },
        );
      });
    });
  }
});

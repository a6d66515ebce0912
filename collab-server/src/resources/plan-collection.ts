// The REST resource of a plan collection (spec §7 style): list, create, update and delete under one
// path, scoped by `?user_id` (which selects a plan and grants nothing), reading the projected table and
// writing through the plan document. Bodies, answers and the OpenAPI entries all come from the
// collection's descriptor, so a new collection gets a documented, validated API from one call.
import {
  type CollectionName,
  deleteEntity,
  descriptorOf,
  type EntityInputOf,
  type EntityOf,
  type EntityPatchOf,
  insertEntity,
  newId,
  readEntity,
  updateEntity,
} from '@confetti/plan';
import { type Context, Hono } from 'hono';
import type * as Y from 'yjs';
import { z } from 'zod';
import type { AppEnv } from '../context';
import type { RouteDoc } from '../openapi/registry';
import { changePlan, notFoundUnless, PlanQuery, planFromQuery } from '../routes/plan-scope';
import { parseBody, parseParams, parseQuery } from '../validation';
import { entityFieldsOf, type RestShapeOptions, restShapes } from './rest-shapes';

export const IdParams = z.object({ id: z.string().min(1).max(200) });

/** A projected row as answered: no plan_id, timestamps as ISO text. */
export function rowJson(row: Record<string, unknown>): Record<string, unknown> {
  const json: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (key === 'plan_id') continue;
    json[key] = value instanceof Date ? value.toISOString() : value;
  }
  return json;
}

export interface PlanCollectionOptions<C extends CollectionName> extends RestShapeOptions {
  collection: C;
  /** The path under /api, e.g. '/guests' (the spec's, without the prefix). */
  path: string;
  tag: string;
  /**
   * A valid POST body, references left out: shown in the API reference and used by the contract test
   * suite, which fills required references by creating their targets first.
   */
  example: Record<string, unknown>;
  /** Entity writes with rules beyond the generic helpers (the budget's vendor links, for example). */
  create?: (doc: Y.Doc, input: EntityInputOf<C>, now: Date) => EntityOf<C>;
  /** May return a `notice` the answer carries (a change with a consequence the person should hear). */
  update?: (
    doc: Y.Doc,
    id: string,
    patch: EntityPatchOf<C>,
    now: Date,
  ) => EntityOf<C> | { entity: EntityOf<C>; notice: string | null } | null;
  remove?: (doc: Y.Doc, id: string) => boolean;
  /** Columns a list is ordered by (then id). Default: created_at when the table has it. */
  orderBy?: readonly string[];
  /** Puts the rows in order where a rule decides it rather than columns (then orderBy is unused). */
  sort?: (rows: Record<string, unknown>[]) => Record<string, unknown>[];
  /** Adds to each answered entity what it carries beyond its row (a budget item's payments). */
  decorate?: {
    schema: Record<string, z.ZodType>;
    load(
      c: Context<AppEnv>,
      planId: string,
      ids: string[] | null,
    ): Promise<(json: Record<string, unknown>) => object>;
  };
  /** What POST `/` takes in its query beyond the plan (validated, documented, given to `existing`). */
  createQuery?: z.ZodObject;
  /**
   * On create, an entity this request asks for instead of a new one, read in the same change of the
   * document as the create (so two requests at once cannot both find none); answered with 200.
   */
  existing?: (query: Record<string, unknown>, doc: Y.Doc) => string | null;
  /** Routes mounted before `/:id` (so their names are not taken for ids), with their docs. */
  extend?: (routes: Hono<AppEnv>) => void;
  extraDocs?: RouteDoc[];
}

export interface ApiResource {
  /** Mount path under /api. */
  path: string;
  routes: Hono<AppEnv>;
  docs: RouteDoc[];
}

export interface PlanCollectionResource<C extends CollectionName> extends ApiResource {
  collection: C;
  example: Record<string, unknown>;
  create: z.ZodType<Record<string, unknown>>;
  update: z.ZodType<Record<string, unknown>>;
  answer: z.ZodObject;
}

export function planCollectionResource<C extends CollectionName>(
  options: PlanCollectionOptions<C>,
): PlanCollectionResource<C> {
  const descriptor = descriptorOf(options.collection);
  // What an answer carries beyond the entity (decorations, a notice) comes back in echoed bodies too.
  const shapes = restShapes(descriptor, {
    ...options,
    echoed: [...(options.echoed ?? []), ...Object.keys(options.decorate?.schema ?? {}), 'notice'],
  });
  const noun = descriptor.noun;
  const table = descriptor.table;
  const hasCreatedAt = 'createdAt' in descriptor.schema.shape;
  const orderBy = options.orderBy ?? (hasCreatedAt ? ['created_at'] : []);
  const create =
    options.create ?? ((doc: Y.Doc, input: EntityInputOf<C>) => insertEntity(doc, options.collection, input));
  const update =
    options.update ??
    ((doc: Y.Doc, id: string, patch: EntityPatchOf<C>) => updateEntity(doc, options.collection, id, patch));
  const remove = options.remove ?? ((doc: Y.Doc, id: string) => deleteEntity(doc, options.collection, id));

  async function answers(c: Context<AppEnv>, planId: string, onlyId?: string) {
    // The table name comes from the descriptor, checked against the Database type in definitions.ts.
    // biome-ignore lint/suspicious/noExplicitAny: a table chosen by the descriptor
    const db = c.get('deps').db as any;
    let query = db.selectFrom(table).selectAll().where('plan_id', '=', planId);
    if (onlyId !== undefined) query = query.where('id', '=', onlyId);
    if (!options.sort) for (const column of orderBy) query = query.orderBy(column);
    const fetched = (await query.orderBy('id').execute()) as Record<string, unknown>[];
    const rows = options.sort ? options.sort(fetched) : fetched;
    const json = rows.map(rowJson);
    if (!options.decorate) return json;
    const extra = await options.decorate.load(c, planId, onlyId === undefined ? null : [onlyId]);
    return json.map((entity) => ({ ...entity, ...extra(entity) }));
  }

  async function one(c: Context<AppEnv>, planId: string, id: string) {
    const [entity] = await answers(c, planId, id);
    return notFoundUnless(entity, noun);
  }

  const createQuery = options.createQuery ? PlanQuery.extend(options.createQuery.shape) : null;
  const routes = new Hono<AppEnv>();
  options.extend?.(routes);
  routes
    .get('/', async (c) => {
      const access = await planFromQuery(c, 'read');
      return c.json(await answers(c, access.planId));
    })
    .post('/', async (c) => {
      const body = await parseBody(c, shapes.create);
      const access = await planFromQuery(c, 'edit', body.user_id as string | undefined);
      const query: Record<string, unknown> = createQuery ? parseQuery(c, createQuery) : {};
      const now = c.get('deps').now();
      const { id, created } = await changePlan(c, access.planId, (room) => {
        // A client may choose the id, so a retried create (a double tap, a lost answer) makes one entity.
        const chosen = body.id as string | undefined;
        if (chosen !== undefined && readEntity(room.doc, options.collection, chosen)) {
          return { id: chosen, created: false };
        }
        const existing = options.existing?.(query, room.doc) ?? null;
        if (existing !== null) return { id: existing, created: false };
        const input = {
          ...entityFieldsOf(body, shapes.fieldOf),
          id: chosen ?? newId(),
          ...(hasCreatedAt ? { createdAt: now.toISOString() } : {}),
        } as EntityInputOf<C>;
        return { id: create(room.doc, input, now).id, created: true };
      });
      return c.json(await one(c, access.planId, id), created ? 201 : 200);
    })
    .put('/:id', async (c) => {
      const { id } = parseParams(c, IdParams);
      const body = await parseBody(c, shapes.update);
      const access = await planFromQuery(c, 'edit');
      const now = c.get('deps').now();
      const notice = await changePlan(c, access.planId, (room) => {
        notFoundUnless(readEntity(room.doc, options.collection, id), noun);
        const patch = entityFieldsOf(body, shapes.fieldOf) as EntityPatchOf<C>;
        const result = notFoundUnless(update(room.doc, id, patch, now), noun);
        return 'notice' in result && typeof result.notice === 'string' ? result.notice : null;
      });
      const entity = await one(c, access.planId, id);
      return c.json(notice === null ? entity : { ...entity, notice });
    })
    .delete('/:id', async (c) => {
      const { id } = parseParams(c, IdParams);
      const access = await planFromQuery(c, 'edit');
      await changePlan(c, access.planId, (room) => notFoundUnless(remove(room.doc, id), noun));
      return c.body(null, 204);
    });

  const answer = options.decorate ? shapes.answer.extend(options.decorate.schema) : shapes.answer;
  const base = `/api${options.path}`;
  const common = { tags: [options.tag], query: PlanQuery, auth: true };
  const lower = noun.toLowerCase();
  const docs: RouteDoc[] = [
    ...(options.extraDocs ?? []),
    {
      ...common,
      method: 'get',
      path: `${base}/`,
      summary: `List the plan's ${lower}s`,
      responses: { 200: { description: `Every ${lower} of the plan`, schema: z.array(answer) } },
    },
    {
      ...common,
      method: 'post',
      path: `${base}/`,
      ...(createQuery ? { query: createQuery } : {}),
      summary: `Add a ${lower} (an \`id\` chosen by the client makes a retried create idempotent)`,
      body: shapes.create,
      bodyExample: options.example,
      responses: {
        201: { description: `The new ${lower}`, schema: answer },
        200: {
          description: `A ${lower} with that id already existed; it is answered unchanged`,
          schema: answer,
        },
      },
    },
    {
      ...common,
      method: 'put',
      path: `${base}/{id}`,
      summary: `Change a ${lower} (only the fields sent; echoed id, user_id and timestamps are ignored)`,
      params: IdParams,
      body: shapes.update,
      responses: {
        200: {
          description: `The changed ${lower}${options.update ? ' (with a `notice` when the change had a consequence to tell)' : ''}`,
          schema: options.update ? answer.extend({ notice: z.string().optional() }) : answer,
        },
      },
    },
    {
      ...common,
      method: 'delete',
      path: `${base}/{id}`,
      summary: `Delete a ${lower}`,
      params: IdParams,
      responses: { 204: { description: 'Deleted' } },
    },
  ];
  return {
    collection: options.collection,
    example: options.example,
    path: options.path,
    routes,
    docs,
    create: shapes.create,
    update: shapes.update,
    answer,
  };
}

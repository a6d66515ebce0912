// Route descriptions from which the OpenAPI document is generated. Each route module exports the
// docs of its routes next to the handlers, using the same zod schemas the handlers parse with, so the
// document cannot drift from what the server accepts.
import { z } from 'zod';

export interface RouteDoc {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** OpenAPI path, e.g. /api/guests/{id}. */
  path: string;
  summary: string;
  tags: string[];
  body?: z.ZodType;
  /** A valid request body, shown in the reference. */
  bodyExample?: unknown;
  query?: z.ZodType;
  params?: z.ZodType;
  responses: Record<number, { description: string; schema?: z.ZodType }>;
  /** Whether a signed-in session is required. */
  auth?: boolean;
}

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  return z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>;
}

function parametersOf(schema: z.ZodType | undefined, where: 'query' | 'path') {
  if (!schema) return [];
  const js = jsonSchema(schema, 'input') as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(js.properties ?? {}).map(([name, s]) => ({
    name,
    in: where,
    required: where === 'path' || (js.required ?? []).includes(name),
    schema: s,
  }));
}

const ErrorSchema = z.object({
  detail: z.union([
    z.string(),
    z.array(z.object({ type: z.string(), loc: z.array(z.union([z.string(), z.number()])), msg: z.string() })),
  ]),
  /** Which failure it was (`validation_error`, `not_found`, `gift_taken`, …), for clients that act on it. */
  code: z.string().optional(),
});

export function buildOpenApiDocument(docs: RouteDoc[]): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const doc of docs) {
    const responses: Record<string, unknown> = {};
    for (const [status, r] of Object.entries(doc.responses)) {
      responses[status] = r.schema
        ? {
            description: r.description,
            content: { 'application/json': { schema: jsonSchema(r.schema, 'output') } },
          }
        : { description: r.description };
    }
    // The error answers every operation can give, in the spec §8 shape.
    const error = (description: string) => ({
      description,
      content: { 'application/json': { schema: jsonSchema(ErrorSchema, 'output') } },
    });
    if (doc.body || doc.query || doc.params)
      responses['422'] ??= error('Validation Error: a `detail` list of {type, loc, msg}');
    if (doc.auth) {
      responses['401'] ??= error('Not signed in');
      responses['403'] ??= error('Not a member of that plan, or the role does not allow this');
    }
    if (doc.params) responses['404'] ??= error('No such item in this plan');
    for (const [status, r] of Object.entries(doc.responses)) {
      if (Number(status) >= 400 && !r.schema) responses[status] = error(r.description);
    }
    const operation: Record<string, unknown> = {
      summary: doc.summary,
      tags: doc.tags,
      parameters: [...parametersOf(doc.params, 'path'), ...parametersOf(doc.query, 'query')],
      responses,
    };
    if (doc.body) {
      operation.requestBody = {
        required: true,
        content: {
          'application/json': {
            schema: jsonSchema(doc.body, 'input'),
            ...(doc.bodyExample !== undefined ? { example: doc.bodyExample } : {}),
          },
        },
      };
    }
    // Either credential: the session cookie, or its token as `Authorization: Bearer` (no Origin needed).
    if (doc.auth) operation.security = [{ sessionCookie: [] }, { bearerToken: [] }];
    paths[doc.path] ??= {};
    paths[doc.path]![doc.method] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Confetti API',
      version: '1.0.0',
      description:
        'REST API of Confetti, the collaborative wedding planner. Errors are `{"detail": "..."}`; ' +
        'validation errors (422) are `{"detail": [{"type", "loc", "msg"}]}`.',
    },
    components: {
      securitySchemes: {
        sessionCookie: { type: 'apiKey', in: 'cookie', name: 'session' },
        bearerToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'The `access_token` of the sign-in answer; revoked by sign-out and password reset.',
        },
      },
    },
    paths,
  };
}

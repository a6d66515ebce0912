// The API reference cannot drift from the server: every route mounted under /api is documented, and
// every documented operation says what it answers on success (with a schema unless it answers no
// body) and which errors it can give.
import { describe, expect, it } from 'vitest';
import { API_DOCS, createApp } from '../app';
import type { AppDeps } from '../context';
import { buildOpenApiDocument } from './registry';

const app = createApp({ config: { env: 'test', webDist: null } } as unknown as AppDeps);

/** `/api/guests/:id` and `/api/guests/{id}/` are the same operation. */
function normalise(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}').replace(/\/+$/, '') || '/';
}

const mounted = app.routes
  .filter((r) => r.path.startsWith('/api/') && r.method !== 'ALL' && !r.path.includes('*'))
  .map((r) => `${r.method.toLowerCase()} ${normalise(r.path)}`);
const documented = new Set(API_DOCS.map((d) => `${d.method} ${normalise(d.path)}`));

describe('the OpenAPI document', () => {
  it('documents every route mounted under /api', () => {
    expect(mounted.length).toBeGreaterThan(30);
    // The reference itself and the dev mailbox are tools, not the API.
    const undocumented = mounted.filter(
      (op) => !documented.has(op) && !op.includes('/api/docs') && !op.includes('/api/dev/'),
    );
    expect(undocumented).toEqual([]);
  });

  it('documents no route that is not mounted', () => {
    const live = new Set(mounted);
    expect([...documented].filter((op) => !live.has(op))).toEqual([]);
  });

  it('gives every operation a success answer with its schema, and its error answers', () => {
    const document = buildOpenApiDocument(API_DOCS) as {
      paths: Record<
        string,
        Record<
          string,
          { responses: Record<string, { content?: unknown }>; parameters: unknown[]; requestBody?: unknown }
        >
      >;
    };
    const missing: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const statuses = Object.keys(operation.responses);
        const success = statuses.filter((s) => s.startsWith('2') || s.startsWith('3'));
        if (success.length === 0) missing.push(`${method} ${path}: no success answer`);
        for (const s of success) {
          if (s !== '204' && !s.startsWith('3') && !operation.responses[s]!.content) {
            missing.push(`${method} ${path}: ${s} without a schema`);
          }
        }
        // An operation that takes input or needs a session says how it refuses (422, 401, 403, 404…).
        const takesInput = operation.parameters.length > 0 || operation.requestBody !== undefined;
        if (takesInput && !statuses.some((s) => s.startsWith('4')))
          missing.push(`${method} ${path}: no error answer`);
      }
    }
    expect(missing).toEqual([]);
  });
});

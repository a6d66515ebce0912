// The document size limit (issue 11, item 2) is on the size of the document, not on how much was ever
// written to it. A plan whose fields were rewritten many times (a partner's REST calls, a busy
// editor) was taken for a large one: every live edit was then refused with 4413 "document too large"
// and the editor put on the abusers' reconnect cooldown. Near the limit the room measures the
// document again; a plan really at its limit refuses more over REST (413) as over the socket (4413).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { availableDialects } from '../support/databases';
import { startTestServer, type TestClient, type TestServer } from '../support/server';
import { connectPlan, eventually } from '../support/sync-client';

const dialects = await availableDialects();
const DOCUMENT_TOO_LARGE = 4413;
/** Small, so that rewriting a note a few dozen times passes it. */
const MAX_DOCUMENT_BYTES = 60_000;

describe.each(dialects)('the document size limit on %s', (dialect) => {
  let t: TestServer;
  let owner: TestClient;
  let userId: string;
  let planId: string;
  beforeAll(async () => {
    t = await startTestServer(dialect, {}, { syncLimits: { maxDocumentBytes: MAX_DOCUMENT_BYTES } });
    owner = t.client();
    await owner.signUpConfirmed(t, 'size@example.com');
    const session = await owner.json('/api/auth/session');
    userId = session.user.id;
    planId = session.plans[0].id;
  });
  afterAll(async () => {
    await t.stop();
  });

  it('counts what the plan holds, not every rewrite of it: live edits go on after many REST writes', async () => {
    const editor = connectPlan(owner, planId);
    await editor.synced;
    const task = await owner.json('/api/checklist/', {
      method: 'POST',
      json: { user_id: userId, text: 'Rain plan' },
    });
    // 40 rewrites of a 4,000-character note: 160 KB written, one note of 4 KB kept.
    for (let i = 0; i < 40; i++) {
      const res = await owner.request(`/api/checklist/${task.id}?user_id=${userId}`, {
        method: 'PUT',
        json: { notes: `${i}`.padEnd(4000, 'x') },
      });
      expect(res.status, `rewrite ${i}`).toBe(200);
    }
    // The plan itself is far under the limit.
    const room = t.server.deps.rooms.get('plan', planId)!;
    expect(Y.encodeStateAsUpdate(room.doc).byteLength).toBeLessThan(MAX_DOCUMENT_BYTES / 4);

    editor.doc.getMap('weddingInfo').set('location', 'Lisbon');
    const other = connectPlan(owner, planId);
    await other.synced;
    await eventually(() => other.doc.getMap('weddingInfo').get('location') === 'Lisbon');
    expect(editor.closes).not.toContain(DOCUMENT_TOO_LARGE);
    editor.destroy();
    other.destroy();
  });

  it('refuses more over REST, with a clear word, once the plan really is at its limit', async () => {
    let status = 0;
    let detail = '';
    const added: string[] = [];
    // Distinct tasks with long descriptions: the document itself grows past the limit.
    for (let i = 0; i < 40 && status !== 413; i++) {
      const res = await owner.request('/api/checklist/', {
        method: 'POST',
        json: { user_id: userId, text: `Task ${i}`, description: `${i}`.padEnd(4000, 'y') },
      });
      status = res.status;
      if (status === 413) detail = (await res.json()).detail;
      else {
        expect(status, `task ${i}`).toBe(201);
        added.push((await res.json()).id);
      }
    }
    expect(status).toBe(413);
    expect(added.length).toBeGreaterThan(5);
    expect(detail).toBe('This plan has reached its size limit: remove something before adding more.');
    // Removing something is still possible: it is how the plan comes back under.
    const removed = await owner.request(`/api/checklist/${added[0]}?user_id=${userId}`, { method: 'DELETE' });
    expect(removed.status).toBe(204);
    // A live edit that adds to it is refused as before.
    const editor = connectPlan(owner, planId);
    await editor.synced;
    editor.doc.getMap('weddingInfo').set('location', 'x'.repeat(MAX_DOCUMENT_BYTES));
    await eventually(() => editor.closes.includes(DOCUMENT_TOO_LARGE), 5000, 'closed with 4413');
    editor.destroy();
  });
});

import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { CREATED_AT, syncDocs } from '../testing/fixtures';
import { readEntity } from './entities';
import { initPlanDoc } from './init';
import { getGenerationId, getSchemaVersion, LEGACY_SCHEMA_VERSION } from './meta';
import { migratePlanDoc, PLAN_SCHEMA_VERSION } from './migrations';
import { collectionMap, metaMap, weddingInfoMap } from './structure';
import { readWeddingInfo } from './wedding-info';

/** A document in the first (v1) shape: `dueBy` on tasks, percentages as one plain object. */
function legacyDoc(withVersion: boolean): Y.Doc {
  const doc = new Y.Doc();
  if (withVersion) metaMap(doc).set('schemaVersion', 1);
  const tasks = collectionMap(doc, 'checklistTasks');
  const base = { text: 'Book venue', createdAt: CREATED_AT };
  tasks.set('t1', new Y.Map<unknown>(Object.entries({ ...base, id: 't1', dueBy: '2026-03-01' })));
  tasks.set(
    't2',
    new Y.Map<unknown>(Object.entries({ ...base, id: 't2', dueBy: '2026-01-01', dueDate: '2026-04-01' })),
  );
  tasks.set('t3', new Y.Map<unknown>(Object.entries({ ...base, id: 't3' })));
  weddingInfoMap(doc).set('budgetCategoryPercentages', { Venues: 40, Caterers: 60 });
  return doc;
}

describe('migratePlanDoc', () => {
  it('treats a document without a version as the legacy v1 shape', () => {
    expect(getSchemaVersion(new Y.Doc())).toBe(LEGACY_SCHEMA_VERSION);
  });

  for (const withVersion of [true, false]) {
    it(`moves legacy dueBy to dueDate and percentages into a nested map (${withVersion ? 'v1 stamped' : 'unversioned'})`, () => {
      const doc = legacyDoc(withVersion);
      expect(migratePlanDoc(doc)).toEqual({ fromVersion: 1, toVersion: PLAN_SCHEMA_VERSION, applied: [2] });
      expect(getSchemaVersion(doc)).toBe(2);
      expect(readEntity(doc, 'checklistTasks', 't1')?.dueDate).toBe('2026-03-01');
      // An existing dueDate is the newer, edited value and wins.
      expect(readEntity(doc, 'checklistTasks', 't2')?.dueDate).toBe('2026-04-01');
      expect(readEntity(doc, 'checklistTasks', 't3')?.dueDate).toBeNull();
      for (const task of collectionMap(doc, 'checklistTasks').values()) {
        expect((task as Y.Map<unknown>).has('dueBy')).toBe(false);
      }
      expect(weddingInfoMap(doc).get('budgetCategoryPercentages')).toBeInstanceOf(Y.Map);
      expect(readWeddingInfo(doc).budgetCategoryPercentages).toEqual({ Venues: 40, Caterers: 60 });
    });
  }

  it('is a no-op the second time: nothing is written', () => {
    const doc = legacyDoc(true);
    migratePlanDoc(doc);
    const before = Y.encodeStateAsUpdate(doc);
    let updates = 0;
    doc.on('update', () => updates++);
    expect(migratePlanDoc(doc)).toEqual({ fromVersion: 2, toVersion: 2, applied: [] });
    expect(updates).toBe(0);
    expect(Y.encodeStateAsUpdate(doc)).toEqual(before);
  });

  it('leaves a document written by a newer version alone', () => {
    const doc = new Y.Doc();
    metaMap(doc).set('schemaVersion', PLAN_SCHEMA_VERSION + 1);
    expect(migratePlanDoc(doc)).toEqual({
      fromVersion: PLAN_SCHEMA_VERSION + 1,
      toVersion: PLAN_SCHEMA_VERSION + 1,
      applied: [],
    });
  });

  it('converges when two replicas migrate the same legacy document at once', () => {
    const a = legacyDoc(true);
    const b = new Y.Doc();
    syncDocs(a, b);
    migratePlanDoc(a);
    migratePlanDoc(b);
    syncDocs(a, b);
    for (const doc of [a, b]) {
      expect(getSchemaVersion(doc)).toBe(2);
      expect(readEntity(doc, 'checklistTasks', 't1')?.dueDate).toBe('2026-03-01');
      expect(readWeddingInfo(doc).budgetCategoryPercentages).toEqual({ Venues: 40, Caterers: 60 });
    }
  });
});

describe('initPlanDoc', () => {
  it('stamps a new document with the generation id and the current version', () => {
    const doc = new Y.Doc();
    expect(initPlanDoc(doc, { generationId: 'gen-1' })).toEqual({ generationId: 'gen-1' });
    expect(getGenerationId(doc)).toBe('gen-1');
    expect(getSchemaVersion(doc)).toBe(PLAN_SCHEMA_VERSION);
    expect(weddingInfoMap(doc).get('budgetCategoryPercentages')).toBeInstanceOf(Y.Map);
  });

  it('is idempotent and never replaces an existing generation id', () => {
    const doc = new Y.Doc();
    initPlanDoc(doc, { generationId: 'gen-1' });
    let updates = 0;
    doc.on('update', () => updates++);
    expect(initPlanDoc(doc, { generationId: 'gen-2' })).toEqual({ generationId: 'gen-1' });
    expect(updates).toBe(0);
  });

  it('migrates a legacy document it is given', () => {
    const doc = legacyDoc(false);
    initPlanDoc(doc, { generationId: 'gen-1' });
    expect(getSchemaVersion(doc)).toBe(PLAN_SCHEMA_VERSION);
    expect(readWeddingInfo(doc).budgetCategoryPercentages).toEqual({ Venues: 40, Caterers: 60 });
  });
});

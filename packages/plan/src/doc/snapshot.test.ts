import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { guest } from '../testing/fixtures';
import { insertEntity } from './entities';
import { initPlanDoc } from './init';
import { PLAN_SCHEMA_VERSION } from './migrations';
import { snapshotPlan } from './snapshot';
import { updateWeddingInfo } from './wedding-info';

describe('snapshotPlan', () => {
  it('gives the whole plan as plain JSON, nested maps included', () => {
    const doc = new Y.Doc();
    initPlanDoc(doc, { generationId: 'gen' });
    updateWeddingInfo(doc, { location: 'Austin, TX', budgetCategoryPercentages: { Venues: 100 } });
    insertEntity(doc, 'guests', guest({ id: 'g1' }));
    const snapshot = snapshotPlan(doc);
    expect(snapshot.meta).toEqual({ generationId: 'gen', schemaVersion: PLAN_SCHEMA_VERSION });
    expect(snapshot.weddingInfo).toEqual({
      location: 'Austin, TX',
      budgetCategoryPercentages: { Venues: 100 },
    });
    expect(snapshot.guests).toEqual({ g1: guest({ id: 'g1' }) });
    expect(snapshot.payments).toEqual({});
    expect(JSON.parse(JSON.stringify(snapshot))).toEqual(snapshot);
  });
});

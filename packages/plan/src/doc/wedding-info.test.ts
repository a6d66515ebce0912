import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { syncDocs } from '../testing/fixtures';
import { initPlanDoc } from './init';
import { PlanDocError, weddingInfoMap } from './structure';
import { readWeddingInfo, updateWeddingInfo } from './wedding-info';

const EMPTY = {
  partner1Name: null,
  partner2Name: null,
  couplePhotoUrl: null,
  weddingDate: null,
  plannedBudget: null,
  guestCount: null,
  weddingStyle: null,
  location: null,
  budgetCategoryPercentages: null,
};

describe('wedding info', () => {
  it('reads every absent field as null', () => {
    expect(readWeddingInfo(new Y.Doc())).toEqual(EMPTY);
  });

  it('writes only the keys present in the patch, and null deletes', () => {
    const doc = new Y.Doc();
    updateWeddingInfo(doc, { partner1Name: 'Sam', plannedBudget: 20000, weddingDate: '2026-09-12' });
    updateWeddingInfo(doc, { partner2Name: 'Alex', plannedBudget: null });
    expect(readWeddingInfo(doc)).toEqual({
      ...EMPTY,
      partner1Name: 'Sam',
      partner2Name: 'Alex',
      weddingDate: '2026-09-12',
    });
    expect(weddingInfoMap(doc).has('plannedBudget')).toBe(false);
  });

  it('refuses an invalid patch and unknown keys', () => {
    const doc = new Y.Doc();
    expect(() => updateWeddingInfo(doc, { weddingDate: '2026-13-01' })).toThrow(PlanDocError);
    expect(() => updateWeddingInfo(doc, { guestCount: -1 })).toThrow(PlanDocError);
    expect(() => updateWeddingInfo(doc, { budgetCategoryPercentages: { Venues: 120 } })).toThrow(
      PlanDocError,
    );
    expect(() => updateWeddingInfo(doc, { userId: 'u' } as never)).toThrow(PlanDocError);
  });

  it('reads a junk field as null without hiding the others', () => {
    const doc = new Y.Doc();
    weddingInfoMap(doc).set('guestCount', 'lots');
    weddingInfoMap(doc).set('location', 'Austin, TX');
    expect(readWeddingInfo(doc)).toMatchObject({ guestCount: null, location: 'Austin, TX' });
  });

  it('stores budget percentages as a nested map and replaces its contents', () => {
    const doc = new Y.Doc();
    updateWeddingInfo(doc, { budgetCategoryPercentages: { Venues: 30, Caterers: 18 } });
    const nested = weddingInfoMap(doc).get('budgetCategoryPercentages');
    expect(nested).toBeInstanceOf(Y.Map);
    updateWeddingInfo(doc, { budgetCategoryPercentages: { Venues: 35 } });
    expect(readWeddingInfo(doc).budgetCategoryPercentages).toEqual({ Venues: 35 });
    expect(weddingInfoMap(doc).get('budgetCategoryPercentages')).toBe(nested);
    updateWeddingInfo(doc, { budgetCategoryPercentages: null });
    expect(readWeddingInfo(doc).budgetCategoryPercentages).toBeNull();
  });

  it('lets two people changing different percentages both win', () => {
    const alice = new Y.Doc();
    initPlanDoc(alice, { generationId: 'gen-1' });
    updateWeddingInfo(alice, { budgetCategoryPercentages: { Venues: 30, Caterers: 18, Florists: 8 } });
    const bob = new Y.Doc();
    syncDocs(alice, bob);
    updateWeddingInfo(alice, { budgetCategoryPercentages: { Venues: 25, Caterers: 18, Florists: 8 } });
    updateWeddingInfo(bob, { budgetCategoryPercentages: { Venues: 30, Caterers: 23, Florists: 8 } });
    syncDocs(alice, bob);
    const expected = { Venues: 25, Caterers: 23, Florists: 8 };
    expect(readWeddingInfo(alice).budgetCategoryPercentages).toEqual(expected);
    expect(readWeddingInfo(bob).budgetCategoryPercentages).toEqual(expected);
  });

  it('skips percentages that are not numbers from 0 to 100 when reading', () => {
    const doc = new Y.Doc();
    weddingInfoMap(doc).set(
      'budgetCategoryPercentages',
      new Y.Map<unknown>([
        ['Venues', 30],
        ['Bad', 'x'],
        ['Big', 200],
      ]),
    );
    expect(readWeddingInfo(doc).budgetCategoryPercentages).toEqual({ Venues: 30 });
  });
});

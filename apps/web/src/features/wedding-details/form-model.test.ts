import type { WeddingInfo } from '@confetti/plan';
import { describe, expect, it } from 'vitest';
import {
  BUDGET_FORMAT_MESSAGE,
  type DetailsField,
  formatBudgetInput,
  GUEST_COUNT_FORMAT_MESSAGE,
  listInWords,
  mergeRemoteValues,
  missingDetails,
  needsWeddingDetails,
  parseBudgetInput,
  parseGuestCountInput,
  patchFromValues,
  valuesFromInfo,
  valuesNeedWeddingDetails,
} from './form-model';

const emptyInfo: WeddingInfo = {
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

const filledInfo: WeddingInfo = {
  ...emptyInfo,
  partner1Name: 'Ava',
  partner2Name: 'Noah',
  weddingDate: '2027-09-18',
  plannedBudget: 32000,
  guestCount: 120,
  weddingStyle: 'Garden',
  location: 'Napa Valley, CA',
};

const dirty = (...fields: DetailsField[]) => new Set<DetailsField>(fields);

describe('valuesFromInfo', () => {
  it('shows absent fields as empty inputs and the budget in dollars', () => {
    expect(valuesFromInfo(emptyInfo).plannedBudget).toBe('');
    expect(valuesFromInfo(filledInfo)).toMatchObject({
      plannedBudget: '$32,000',
      guestCount: '120',
      weddingDate: '2027-09-18',
    });
  });
});

describe('mergeRemoteValues', () => {
  it("takes a partner's change into every field this person has not touched", () => {
    const mine = { ...valuesFromInfo(emptyInfo), partner2Name: 'Noah (typing)' };
    const merged = mergeRemoteValues(mine, dirty('partner2Name'), valuesFromInfo(filledInfo));
    expect(merged.location).toBe('Napa Valley, CA');
    expect(merged.partner1Name).toBe('Ava');
    expect(merged.partner2Name).toBe('Noah (typing)');
  });

  it('returns the same object when nothing changes, so React skips the render', () => {
    const values = valuesFromInfo(filledInfo);
    expect(mergeRemoteValues(values, dirty(), valuesFromInfo(filledInfo))).toBe(values);
    const touched = { ...values, location: 'Sonoma' };
    expect(mergeRemoteValues(touched, dirty('location'), values)).toBe(touched);
  });
});

describe('patchFromValues', () => {
  it('writes only the touched fields, blank text clearing a field', () => {
    const values = { ...valuesFromInfo(filledInfo), location: '  Sonoma, CA ', partner2Name: '   ' };
    expect(patchFromValues(values, dirty('location', 'partner2Name'))).toEqual({
      ok: true,
      patch: { location: 'Sonoma, CA', partner2Name: null },
    });
  });

  it('reads budgets and guest counts the way people type them', () => {
    const values = { ...valuesFromInfo(emptyInfo), plannedBudget: '$20,000.50', guestCount: '150' };
    expect(patchFromValues(values, dirty('plannedBudget', 'guestCount'))).toEqual({
      ok: true,
      patch: { plannedBudget: 20000.5, guestCount: 150 },
    });
  });

  it('explains a budget or guest count it cannot read', () => {
    const values = { ...valuesFromInfo(emptyInfo), plannedBudget: 'lots', guestCount: '12.5' };
    expect(patchFromValues(values, dirty('plannedBudget', 'guestCount'))).toEqual({
      ok: false,
      errors: { plannedBudget: BUDGET_FORMAT_MESSAGE, guestCount: GUEST_COUNT_FORMAT_MESSAGE },
    });
  });

  it('refuses a budget past the most any money field takes, as the API does', () => {
    const values = (plannedBudget: string) => ({ ...valuesFromInfo(emptyInfo), plannedBudget });
    expect(patchFromValues(values('$1,000,000,000'), dirty('plannedBudget'))).toEqual({
      ok: true,
      patch: { plannedBudget: 1_000_000_000 },
    });
    expect(patchFromValues(values('1000000000.01'), dirty('plannedBudget'))).toEqual({
      ok: false,
      errors: { plannedBudget: 'That amount is too large: the most is $1,000,000,000.' },
    });
  });

  it('clears the date when emptied and rejects a date that does not exist', () => {
    expect(patchFromValues({ ...valuesFromInfo(filledInfo), weddingDate: '' }, dirty('weddingDate'))).toEqual(
      {
        ok: true,
        patch: { weddingDate: null },
      },
    );
    expect(
      patchFromValues({ ...valuesFromInfo(filledInfo), weddingDate: '2027-02-30' }, dirty('weddingDate')).ok,
    ).toBe(false);
  });

  it('tells a real day in a year no plan may have which years it may be', () => {
    expect(
      patchFromValues({ ...valuesFromInfo(filledInfo), weddingDate: '0001-06-01' }, dirty('weddingDate')),
    ).toEqual({ ok: false, errors: { weddingDate: 'Use a date between 1900 and 2999.' } });
    expect(
      patchFromValues({ ...valuesFromInfo(filledInfo), weddingDate: '2027-02-30' }, dirty('weddingDate')),
    ).toEqual({ ok: false, errors: { weddingDate: 'Enter a valid date.' } });
  });
});

describe('budget and guest count inputs', () => {
  it('parses and formats dollars', () => {
    expect(parseBudgetInput('')).toBeNull();
    expect(parseBudgetInput(' $ 1,250 ')).toBe(1250);
    expect(parseBudgetInput('-5')).toBeNaN();
    expect(parseBudgetInput('1.234')).toBeNaN();
    expect(parseBudgetInput('1,20')).toBeNaN();
    expect(formatBudgetInput(1250.5)).toBe('$1,250.50');
    expect(formatBudgetInput(35000)).toBe('$35,000');
  });

  it('parses whole guest counts only', () => {
    expect(parseGuestCountInput('1,200')).toBe(1200);
    expect(parseGuestCountInput('')).toBeNull();
    expect(parseGuestCountInput('-3')).toBeNaN();
    // A comma that is not a thousands separator is a typo, not 120 guests.
    expect(parseGuestCountInput('1,20')).toBeNaN();
    expect(parseGuestCountInput(' 150 ')).toBe(150);
  });
});

describe('needsWeddingDetails', () => {
  it('is true only when neither a planned budget nor a wedding style is set', () => {
    expect(needsWeddingDetails(emptyInfo)).toBe(true);
    expect(needsWeddingDetails({ plannedBudget: 0, weddingStyle: null })).toBe(false);
    expect(needsWeddingDetails({ plannedBudget: null, weddingStyle: 'Rustic' })).toBe(false);
    expect(needsWeddingDetails({ plannedBudget: null, weddingStyle: '  ' })).toBe(true);
  });
});

describe('what is still missing', () => {
  it('names every empty field, counting the two partner names as one', () => {
    expect(missingDetails(valuesFromInfo(emptyInfo))).toEqual([
      'partner names',
      'wedding date',
      'planned budget',
      'guest count',
      'wedding style',
      'location',
    ]);
    const some = { ...valuesFromInfo(emptyInfo), partner2Name: 'Noah', weddingStyle: 'Rustic' };
    expect(missingDetails(some)).toEqual(['wedding date', 'planned budget', 'guest count', 'location']);
  });

  it('says the details are still needed until a budget or a style is filled in', () => {
    const empty = valuesFromInfo(emptyInfo);
    expect(valuesNeedWeddingDetails({ ...empty, partner1Name: 'Ava' })).toBe(true);
    expect(valuesNeedWeddingDetails({ ...empty, plannedBudget: 'lots' })).toBe(true);
    expect(valuesNeedWeddingDetails({ ...empty, plannedBudget: '$20,000' })).toBe(false);
    expect(valuesNeedWeddingDetails({ ...empty, weddingStyle: 'Garden' })).toBe(false);
  });

  it('lists words the way a sentence does', () => {
    expect(listInWords(['a'])).toBe('a');
    expect(listInWords(['a', 'b', 'c'])).toBe('a, b and c');
  });
});

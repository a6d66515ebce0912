// The Wedding Details form as data: text values for each field, which fields this person has touched,
// how a partner's live change merges in, and the patch a save writes to the plan document.

import { anyYearDate, DATE_RANGE_MESSAGE } from '@confetti/plan/entities/fields';
import type { WeddingInfo, WeddingInfoPatch } from '@confetti/plan/entities/wedding-info';
import { isCalendarDate } from '@confetti/plan/rules/dates';
import { MAX_MONEY, MONEY_TOO_LARGE_MESSAGE, parseDollars } from '@confetti/plan/rules/money';

export const DETAILS_FIELDS = [
  'partner1Name',
  'partner2Name',
  'couplePhotoUrl',
  'weddingDate',
  'plannedBudget',
  'guestCount',
  'weddingStyle',
  'location',
] as const;

export type DetailsField = (typeof DETAILS_FIELDS)[number];

/** What the inputs hold: text, '' for empty. */
export type DetailsValues = Record<DetailsField, string>;

export type DetailsErrors = Partial<Record<DetailsField, string>>;

export const BUDGET_FORMAT_MESSAGE = 'Enter the budget as an amount in dollars, like $20,000.';
export const GUEST_COUNT_FORMAT_MESSAGE = 'Enter the number of guests as a whole number, like 150.';
export const DATE_FORMAT_MESSAGE = 'Enter a valid date.';

const budgetDisplay = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const budgetWithCents = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 20000 → "$20,000"; 1250.5 → "$1,250.50" (what the budget input shows). */
export function formatBudgetInput(amount: number): string {
  return `$${(Number.isInteger(amount) ? budgetDisplay : budgetWithCents).format(amount)}`;
}

/** "$20,000", "20000", "20,000.50" → a number; '' → null; anything else ("1,20") → NaN. */
export function parseBudgetInput(text: string): number | null {
  return parseDollars(text);
}

/**
 * "150", "1,200" → the number; '' → null; anything else (negative, fractional, words, a comma that
 * is not a thousands separator as in "1,20") → NaN.
 */
export function parseGuestCountInput(text: string): number | null {
  const cleaned = text.trim();
  if (cleaned === '') return null;
  return /^(\d{1,3}(,\d{3})+|\d+)$/.test(cleaned) ? Number(cleaned.replaceAll(',', '')) : Number.NaN;
}

export function valuesFromInfo(info: WeddingInfo): DetailsValues {
  return {
    partner1Name: info.partner1Name ?? '',
    partner2Name: info.partner2Name ?? '',
    couplePhotoUrl: info.couplePhotoUrl ?? '',
    weddingDate: info.weddingDate ?? '',
    plannedBudget: info.plannedBudget === null ? '' : formatBudgetInput(info.plannedBudget),
    guestCount: info.guestCount === null ? '' : String(info.guestCount),
    weddingStyle: info.weddingStyle ?? '',
    location: info.location ?? '',
  };
}

/**
 * A change from elsewhere (a partner, another tab) flows into every field this person has not
 * touched; what they are typing stays. Returns `values` itself when nothing changes.
 */
export function mergeRemoteValues(
  values: DetailsValues,
  dirty: ReadonlySet<DetailsField>,
  remote: DetailsValues,
): DetailsValues {
  let merged: DetailsValues | null = null;
  for (const field of DETAILS_FIELDS) {
    if (dirty.has(field) || values[field] === remote[field]) continue;
    merged ??= { ...values };
    merged[field] = remote[field];
  }
  return merged ?? values;
}

export type PatchResult = { ok: true; patch: WeddingInfoPatch } | { ok: false; errors: DetailsErrors };

/**
 * The patch for the touched fields (untouched ones are left alone, so a partner's concurrent edit of
 * another field survives). Blank text clears a field.
 */
export function patchFromValues(values: DetailsValues, dirty: ReadonlySet<DetailsField>): PatchResult {
  const patch: WeddingInfoPatch = {};
  const errors: DetailsErrors = {};
  const text = (value: string) => (value.trim() === '' ? null : value.trim());

  for (const field of DETAILS_FIELDS) {
    if (!dirty.has(field)) continue;
    const value = values[field];
    switch (field) {
      case 'plannedBudget': {
        const amount = parseBudgetInput(value);
        if (Number.isNaN(amount)) errors.plannedBudget = BUDGET_FORMAT_MESSAGE;
        else if (amount !== null && amount > MAX_MONEY) errors.plannedBudget = MONEY_TOO_LARGE_MESSAGE;
        else patch.plannedBudget = amount;
        break;
      }
      case 'guestCount': {
        const count = parseGuestCountInput(value);
        if (Number.isNaN(count)) errors.guestCount = GUEST_COUNT_FORMAT_MESSAGE;
        else patch.guestCount = count;
        break;
      }
      case 'weddingDate': {
        const date = text(value);
        if (date !== null && !isCalendarDate(date))
          // A real day in a year no plan may have (0001) is told the years, not that it is no date.
          errors.weddingDate = anyYearDate.safeParse(date).success ? DATE_RANGE_MESSAGE : DATE_FORMAT_MESSAGE;
        else patch.weddingDate = date;
        break;
      }
      default:
        patch[field] = text(value);
    }
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, patch };
}

/** The info has neither a planned budget nor a wedding style: the details were never filled in. */
export function needsWeddingDetails(info: Pick<WeddingInfo, 'plannedBudget' | 'weddingStyle'>): boolean {
  return info.plannedBudget === null && (info.weddingStyle ?? '').trim() === '';
}

/** What each field is called in the "still missing" message, in the form's order. */
const MISSING_LABELS: ReadonlyArray<[DetailsField, string]> = [
  ['partner1Name', 'partner names'],
  ['weddingDate', 'wedding date'],
  ['plannedBudget', 'planned budget'],
  ['guestCount', 'guest count'],
  ['weddingStyle', 'wedding style'],
  ['location', 'location'],
];

/** The empty fields, by name ("wedding date", "planned budget"); both partners' names count as one. */
export function missingDetails(values: DetailsValues): string[] {
  return MISSING_LABELS.filter(([field]) =>
    field === 'partner1Name'
      ? values.partner1Name.trim() === '' && values.partner2Name.trim() === ''
      : values[field].trim() === '',
  ).map(([, label]) => label);
}

/** Whether the form, as filled in, still leaves the plan without a planned budget and a style. */
export function valuesNeedWeddingDetails(values: DetailsValues): boolean {
  const budget = parseBudgetInput(values.plannedBudget);
  return needsWeddingDetails({
    plannedBudget: budget === null || Number.isNaN(budget) ? null : budget,
    weddingStyle: values.weddingStyle,
  });
}

/** "a, b and c" */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

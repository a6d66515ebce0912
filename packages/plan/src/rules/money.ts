// The one money formatter: US dollars (spec §9). Budget cards show whole dollars, payment
// details cents.
const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

const dollarsAndCents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * The largest amount any money field takes, in dollars: the REST API refuses more, and so do the
 * planner's forms (a slip of the finger on a phone's keypad otherwise fills every total with
 * twelve digits).
 */
export const MAX_MONEY = 1_000_000_000;

/** "$20,000". A value that is not a finite number shows as $0 rather than "$NaN". */
export function formatDollars(amount: number): string {
  return wholeDollars.format(Number.isFinite(amount) ? amount : 0);
}

/** "$1,234.50". */
export function formatDollarsCents(amount: number): string {
  return dollarsAndCents.format(Number.isFinite(amount) ? amount : 0);
}

/**
 * An amount put back in a field to edit: "2000", or with its cents "200.50" (never "200.5", which
 * reads as fifty cents to nobody).
 */
export function dollarsInputText(amount: number): string {
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
}

/**
 * An amount of dollars as someone types it: "2000", "$2,000", "2,000.50", " 75 " → the number;
 * blank → null; anything else (words, a minus sign, "1,50", more than cents) → NaN, for the field
 * to say how to write it.
 */
export function parseDollars(text: string): number | null {
  const cleaned = text.trim().replace(/^\$\s*/, '');
  if (cleaned === '') return null;
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/.test(cleaned)) return Number.NaN;
  return Number(cleaned.replaceAll(',', ''));
}

/** What a form says about an amount over MAX_MONEY. */
export const MONEY_TOO_LARGE_MESSAGE = `That amount is too large: the most is ${formatDollars(MAX_MONEY)}.`;

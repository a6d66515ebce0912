// Money, dates and a few short texts as the registry screens show them.
import { formatDollars, formatDollarsCents } from '@confetti/plan/rules/money';

/** Whole dollars when there are no cents ($449), cents otherwise ($12.50). */
export function price(amount: number): string {
  return Number.isInteger(amount) ? formatDollars(amount) : formatDollarsCents(amount);
}

const weddingDate = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

export function formatWeddingDate(date: string | null): string | null {
  if (!date) return null;
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? null : weddingDate.format(parsed);
}

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

export function formatGiftDate(iso: string): string {
  return shortDate.format(new Date(iso));
}

const calendarDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** "Nov 29" for a yyyy-mm-dd day, the day it names wherever the reader is. */
export function formatDay(day: string): string {
  return calendarDay.format(new Date(`${day.slice(0, 10)}T00:00:00Z`));
}

/** A catalog product's own address: its category and subcategory, then its slug. */
export function catalogProductPath(p: {
  category_slug: string;
  subcategory_slug: string;
  slug: string;
}): string {
  return `/registry/${p.category_slug}/${p.subcategory_slug}/${p.slug}`;
}

/** The couple's public page. */
export function coupleRegistryPath(slug: string): string {
  return `/registry/couple/${slug}`;
}

/**
 * A gift's category, unless it only says its type again: a cash fund is filed under "Cash funds",
 * and "Cash fund · Cash funds" tells the couple nothing new. `typeLabel` is what the row already says
 * of the type (null when it says none).
 */
export function categoryBesideType(typeLabel: string | null, category: string): string | null {
  const said = category.trim();
  if (!said) return null;
  const singular = (text: string) => text.toLowerCase().replace(/s$/, '');
  return typeLabel && singular(said) === singular(typeLabel) ? null : said;
}

/**
 * What the couple is told once a catalog product is on their registry: adding one already there asks
 * for one more of it, and the notice says so instead of "is on your registry" as if it were new.
 */
export function productAddedNotice(name: string, quantityNow: number): string {
  return quantityNow > 1 ? `You now want ${quantityNow} of ${name}.` : `${name} is on your registry.`;
}

/**
 * A gift's picture when this site can show it: one of its own (a catalog product's). Pictures are
 * served from this site only (the content security policy's img-src), so any other address, one
 * set over the API, would show as a broken image; the gift's icon stands in for it.
 */
export function shownGiftImage(url: string | null | undefined): string | null {
  if (!url?.startsWith('/') || url.startsWith('//') || url.startsWith('/\\')) return null;
  return url;
}

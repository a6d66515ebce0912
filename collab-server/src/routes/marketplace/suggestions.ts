// Registry suggestions from the couple's wedding details: each product comes with the reason it was
// picked, so the couple can judge it. Pure: products in, ranked suggestions out.

export interface SuggestionInput {
  /** The wedding budget in dollars. */
  budget?: number | undefined;
  guestCount?: number | undefined;
  weddingStyle?: string | undefined;
  location?: string | undefined;
}

export interface SuggestibleProduct {
  id: string;
  name: string;
  price: number;
  categoryId: string;
  subcategoryId: string;
  weddingRelevant: boolean;
  styles: readonly string[];
  popularity: number;
}

export interface Suggestion<P> {
  product: P;
  reason: string;
}

export const MIN_SUGGESTIONS = 5;
export const MAX_SUGGESTIONS = 12;
/** Suggestions are spread out: at most this many from one subcategory. */
const PER_SUBCATEGORY = 2;

function dollars(amount: number): string {
  return `$${Math.round(amount).toLocaleString('en-US')}`;
}

/**
 * Guests tend to spend more at bigger-budget weddings: a typical gift is taken as 1/150 of the
 * budget, kept between $60 and $600 (about $230 for a $35,000 wedding).
 */
export function typicalGiftCeiling(budget: number | undefined): number {
  if (!budget || budget <= 0) return 300;
  return Math.min(600, Math.max(60, Math.round(budget / 150)));
}

export function suggestRegistryProducts<P extends SuggestibleProduct>(
  products: readonly P[],
  input: SuggestionInput,
  count = 10,
): Suggestion<P>[] {
  const ceiling = typicalGiftCeiling(input.budget);
  const bigWedding = (input.guestCount ?? 0) >= 120;
  const style = input.weddingStyle?.trim();
  const place = input.location?.trim();
  const scored = products
    .filter((p) => p.price <= ceiling * 2.5)
    .map((p) => {
      const reasons: Array<[number, string]> = [];
      if (style && p.styles.some((s) => s.toLowerCase() === style.toLowerCase())) {
        reasons.push([30, `Suits a ${style} wedding.`]);
      }
      if (bigWedding && p.price <= 100) {
        reasons.push([24, `Under $100, so many of your ${input.guestCount} guests can give it.`]);
      }
      if (place && p.categoryId === 'experiences') {
        reasons.push([20, `Something to do together after the wedding in ${place}.`]);
      }
      if (p.price <= ceiling) {
        reasons.push([
          15,
          input.budget
            ? `Within the ${dollars(ceiling)} guests typically spend at a ${dollars(input.budget)} wedding.`
            : `Within what guests typically spend on a gift (${dollars(ceiling)}).`,
        ]);
      }
      if (p.weddingRelevant) reasons.push([10, 'A registry classic couples use for years.']);
      const score = reasons.reduce((sum, [points]) => sum + points, 0) + p.popularity / 100;
      const best = reasons.sort((a, b) => b[0] - a[0])[0];
      return { product: p, score, reason: best?.[1] ?? 'Popular with couples on Confetti.' };
    })
    .sort((a, b) => b.score - a.score || a.product.id.localeCompare(b.product.id));
  const wanted = Math.max(MIN_SUGGESTIONS, Math.min(MAX_SUGGESTIONS, count));
  const perSubcategory = new Map<string, number>();
  const picked: Suggestion<P>[] = [];
  for (const candidate of scored) {
    const used = perSubcategory.get(candidate.product.subcategoryId) ?? 0;
    if (used >= PER_SUBCATEGORY) continue;
    perSubcategory.set(candidate.product.subcategoryId, used + 1);
    picked.push({ product: candidate.product, reason: candidate.reason });
    if (picked.length === wanted) break;
  }
  return picked;
}

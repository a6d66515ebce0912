// What a guest may write on the public RSVP and registry pages: the server refuses more (saying so in
// a sentence), and the pages' fields hold no more. A module of its own so the public page imports nothing else of the plan.
export const RSVP_TEXT_LIMITS = { name: 120, meal: 200, dietary: 1000, message: 2000 } as const;

/** What a guest may write when telling the couple about a gift on their public registry page. */
export const GIFT_TEXT_LIMITS = { name: 120, email: 254, message: 2000 } as const;

/**
 * The most of one gift a guest records in one go: the server refuses more, and the page offers no
 * more (a select of one option per unit would otherwise grow with any quantity a couple types). A
 * guest buying more records the rest in a second go.
 */
export const MAX_GIFTS_PER_PURCHASE = 100;

/** How many of a gift a guest may record now: what is still wanted, up to the limit of one go. */
export function mostGiftsToRecord(remaining: number | null): number {
  return Math.max(1, Math.min(remaining ?? 1, MAX_GIFTS_PER_PURCHASE));
}

// What a guest may write on the public RSVP and registry pages: the server refuses more (saying so in
// a sentence), and the pages' fields hold no more. A module of its own so the public page imports nothing else of the plan.
export const RSVP_TEXT_LIMITS = { name: 120, meal: 200, dietary: 1000, message: 2000 } as const;

/** What a guest may write when telling the couple about a gift on their public registry page. */
export const GIFT_TEXT_LIMITS = { name: 120, email: 254, message: 2000 } as const;

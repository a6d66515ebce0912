// What a guest may write when answering on the public RSVP page: the server refuses more, and the
// page's fields hold no more. A module of its own so the public page imports nothing else of the plan.
export const RSVP_TEXT_LIMITS = { meal: 200, dietary: 1000, message: 2000 } as const;

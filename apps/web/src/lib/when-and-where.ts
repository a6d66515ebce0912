// The wedding's day and place as a phrase for a sentence, from what the couple filled in: the guests'
// pages (RSVP, registry) describe themselves with it for link previews.

/** " on July 26, 2027 in Napa, CA", " in Napa, CA", or "" when neither is known. */
export function whenAndWhere(date: string | null, location: string | null): string {
  return `${date ? ` on ${date}` : ''}${location ? ` in ${location}` : ''}`;
}

// A whole number in a query string (a page, a limit, a number of days), read as people and the spec's
// client write it: digits only. `z.coerce.number()` read `0x10` as 16, `1e1` as 10 and ` 5` as 5, and
// answered in zod's own words; this says the range in one sentence.
import { z } from 'zod';

export function wholeNumberQuery(name: string, min: number, max: number) {
  const message = `${name} is a whole number from ${min} to ${max}.`;
  return z
    .string()
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message));
}

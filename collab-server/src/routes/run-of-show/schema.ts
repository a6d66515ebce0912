// The run of show's REST shapes: entry fields as the planner and the spec's client send them, the
// shift body, share links, and the public day a vendor's link shows.
import { descriptorOf } from '@confetti/plan';
import { z } from 'zod';
import { restShapes } from '../../resources/rest-shapes';
import { PlanQuery } from '../plan-scope';

export const EntryFields = {
  time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a 24-hour time from 00:00 to 23:59, such as 16:30.'),
  title: z.string().trim().min(1, 'Give this moment a title.').max(200),
  description: z.string().trim().max(5000),
  location: z.string().trim().max(200).nullable(),
  responsible: z.string().trim().max(200).nullable(),
  vendor_id: z.string().max(200).nullable(),
  duration_minutes: z
    .number({ error: 'Duration is a whole number of minutes.' })
    .int('Duration is a whole number of minutes.')
    .min(0, 'Duration cannot be negative.')
    .max(24 * 60, 'Duration is at most a whole day (1440 minutes).')
    .nullable(),
  order: z.number().finite(),
};

/** An entry as answered: its row, and the ids of the entries it overlaps. */
export const EntryAnswer = restShapes(descriptorOf('runOfShow')).answer.extend({
  overlaps_with: z.array(z.string()),
});

export const ShiftBody = z
  .object({
    from_id: z.string().trim().min(1, 'Say which entry to shift from.').max(200),
    minutes: z
      .number({ error: 'Minutes is a whole number, negative to move earlier.' })
      .int('Minutes is a whole number, negative to move earlier.')
      .min(-1439)
      .max(1439),
    user_id: z.string().max(100).optional(),
  })
  .strict();

export const ShareLinkBody = z
  .object({
    name: z.string().trim().min(1, 'Say who this link is for, such as the photographer.').max(100),
    responsible: z.string().trim().max(200).nullable().optional(),
    user_id: z.string().max(100).optional(),
  })
  .strict();

export const ShareLink = z.object({
  id: z.string(),
  name: z.string(),
  responsible: z.string().nullable(),
  created_at: z.string(),
});

/** Only the answer to a create carries the token: it is stored hashed and cannot be shown again. */
export const CreatedShareLink = ShareLink.extend({ token: z.string(), url: z.string() });

export const ShareLinkParams = z.object({ linkId: z.string().uuid('Not a share link id.') });

/** Any text: a token that is not one of ours is simply not found (404), like a revoked one. */
export const TokenParams = z.object({ token: z.string() });

/** The caller's own wall clock ('yyyy-mm-ddTHH:MM'), so now and next follow the venue's time, not the server's. */
export const PublicDayQuery = z.object({
  at: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/, 'Use the local time as yyyy-mm-ddTHH:MM.')
    .optional(),
});

export const PublicEntry = z.object({
  id: z.string(),
  time: z.string(),
  duration_minutes: z.number().nullable(),
  title: z.string(),
  description: z.string(),
  location: z.string().nullable(),
  responsible: z.string().nullable(),
});

export const PublicDay = z.object({
  couple: z.string(),
  wedding_date: z.string().nullable(),
  location: z.string().nullable(),
  link_name: z.string(),
  responsible: z.string().nullable(),
  /** The vendor's own entries when the link names who is responsible; otherwise the whole day. */
  entries: z.array(PublicEntry),
  /** The whole day, for context. */
  day: z.array(PublicEntry),
  day_status: z.enum(['before', 'today', 'after', 'no_date']),
  now: PublicEntry.nullable(),
  next: PublicEntry.nullable(),
  /** The vendor's own next moment on the wedding day, when the link names who is responsible. */
  your_next: PublicEntry.nullable(),
});

export const IcsQuery = PlanQuery;

// What the expert catalog answers (spec §7 Expert checklist), for the API reference.
import { z } from 'zod';

export const CategoryAnswer = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  api_category: z.string(),
  description: z.string(),
  default_percent: z.number(),
  lead_time: z.string(),
  task_count: z.number().int(),
});

export const ExpertTaskAnswer = z.object({
  id: z.string(),
  category: z.string(),
  text: z.string(),
  description: z.string(),
  priority: z.enum(['high', 'medium', 'low']),
  days_before: z.number().int(),
  estimated_hours: z.number(),
});

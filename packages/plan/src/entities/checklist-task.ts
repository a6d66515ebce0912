// A checklist task: either generated from the expert catalog or added by the couple.
import * as z from 'zod/mini';
import { defineCollection } from './descriptor';
import { calendarDate, entityId, notes, taskPriority, timestamp, wholeNumber } from './fields';

export const TASK_SOURCES = ['expert_generated', 'user'] as const;
export type TaskSource = (typeof TASK_SOURCES)[number];

export const DEFAULT_TASK_PRIORITY = 'medium';
/** Spec §3: a custom task without a category lands in Custom. */
export const DEFAULT_CUSTOM_CATEGORY = 'Custom';

/** Spec §9: the fixed values a custom (user) task is created with. */
export const CUSTOM_TASK_DEFAULTS = {
  category: DEFAULT_CUSTOM_CATEGORY,
  priority: DEFAULT_TASK_PRIORITY,
  timelineDays: 365,
  estimatedHours: 1,
  source: 'user',
} as const;

export const checklistTaskSchema = z.object({
  id: entityId,
  // Spec §5: task text must be non-blank after trimming. Not trimmed here: we never rewrite text.
  text: z.string().check(z.refine((text) => text.trim().length > 0, 'Task text must not be blank')),
  description: z._default(z.string(), ''),
  category: z._default(z.string(), DEFAULT_CUSTOM_CATEGORY),
  priority: z._default(taskPriority, DEFAULT_TASK_PRIORITY),
  dueDate: z._default(z.nullable(calendarDate), null),
  completed: z._default(z.boolean(), false),
  notes,
  source: z._default(z.enum(TASK_SOURCES), 'user'),
  expertTaskId: z._default(z.nullable(z.string()), null),
  // Set when a person picks the due date, so moving the wedding date leaves that task alone.
  dueDateEdited: z._default(z.boolean(), false),
  // Days before the wedding the task should be done; expert tasks derive their due date from it.
  timelineDays: z._default(z.nullable(wholeNumber()), null),
  estimatedHours: z._default(z.nullable(z.number().check(z.nonnegative())), null),
  createdAt: timestamp,
});

export type ChecklistTask = z.output<typeof checklistTaskSchema>;
export type ChecklistTaskInput = z.input<typeof checklistTaskSchema>;

export const checklistTaskCollection = defineCollection({
  name: 'checklistTasks',
  schema: checklistTaskSchema,
  table: 'checklist_tasks',
  noun: 'Task',
  documentOnly: ['dueDateEdited'],
});

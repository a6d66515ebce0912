// What the checklist calls answer (spec §7 Checklist v2 and legacy), for the API reference.
import { z } from 'zod';
import { CategoryAnswer, ExpertTaskAnswer } from '../expert/schema';

export const TaskAnswer = z.object({
  id: z.string(),
  text: z.string(),
  description: z.string(),
  category: z.string(),
  priority: z.string(),
  due_date: z.string().nullable(),
  completed: z.boolean(),
  notes: z.string(),
  source: z.enum(['expert_generated', 'user']),
  created_at: z.string(),
});

export const TaskResultAnswer = z.object({ success: z.literal(true), task: TaskAnswer });

export const CategoriesAnswer = z.object({ success: z.literal(true), categories: z.array(CategoryAnswer) });

export const CategoryTasksAnswer = z.object({
  success: z.literal(true),
  category: z.string(),
  tasks: z.array(ExpertTaskAnswer),
});

export const ChecklistAnswer = z.object({
  success: z.literal(true),
  checklist: z.array(
    z.object({
      category: z.string(),
      tasks: z.array(
        TaskAnswer.pick({
          id: true,
          text: true,
          completed: true,
          due_date: true,
          category: true,
          source: true,
        }),
      ),
    }),
  ),
});

const Progress = z.object({
  total_tasks: z.number().int(),
  completed_tasks: z.number().int(),
  completion_percentage: z.number(),
});

export const StatsAnswer = z.object({
  success: z.literal(true),
  overall: Progress,
  by_category: z.record(z.string(), Progress),
});

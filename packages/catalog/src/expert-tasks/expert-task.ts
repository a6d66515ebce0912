// The shape of one expert checklist task, shared by the per-category task lists.

import type { VendorCategoryName } from '../vendor-categories';

export type ExpertTaskPriority = 'high' | 'medium' | 'low';

export interface ExpertTask {
  /** Stored on couples' generated tasks, so an id never changes once published. */
  readonly id: string;
  readonly category: VendorCategoryName;
  /** Short imperative, at most 90 characters. */
  readonly text: string;
  readonly description: string;
  readonly priority: ExpertTaskPriority;
  /** Days before the wedding date the task is due; 0 is the day itself, negative is after it. */
  readonly daysBefore: number;
  readonly estimatedHours: number;
}

/** Stamps one category onto a list of tasks, so each list names its category once. */
export function expertTasksIn(
  category: VendorCategoryName,
  tasks: readonly Omit<ExpertTask, 'category'>[],
): readonly ExpertTask[] {
  return tasks.map((task) => ({ ...task, category }));
}

// The checklist's writes, local-first: each applies an op of @confetti/plan to this browser's copy
// of the plan (persisted to IndexedDB and synced from there). A failed op shows the spec's message
// (§8); viewers cannot write at all. A delete asks in the app's dialog and can be undone.
import {
  addCustomTask,
  type ChecklistTask,
  type CustomTaskInput,
  DISMISSED_EXPERT_TASKS_MAP,
  deleteChecklistTask,
  setTaskCompleted,
  setTaskDueDate,
  type TaskFieldsPatch,
  updateTaskFields,
} from '@confetti/plan';
import { useMemo } from 'react';
import type * as Y from 'yjs';
import { usePlan } from '../../plan';
import type { ConfirmOptions } from '../planner/confirm-dialog';

export const TASK_MESSAGES = {
  update: 'Failed to update task. Please try again.',
  updateDate: 'Failed to update task date. Please try again.',
  delete: 'Failed to delete task. Please try again.',
  add: 'Failed to add task. Please try again.',
} as const;

export const DELETE_TASK_CONFIRMATION = 'Are you sure you want to delete this task?';

export interface TaskActions {
  canEdit: boolean;
  setCompleted(id: string, completed: boolean): boolean;
  setDueDate(id: string, dueDate: string | null): boolean;
  updateFields(id: string, patch: TaskFieldsPatch): boolean;
  /** Says something on the page's notice line (what a save replaced, say). */
  tell(message: string): void;
  /** Asks for confirmation first; true when the task is gone. */
  remove(id: string): Promise<boolean>;
  /** `onFailure` replaces the page's error report (the modal shows its own). */
  add(input: CustomTaskInput, onFailure?: (message: string) => void): ChecklistTask | null;
}

/** The screen's dialog and undo toast (useConfirm, useUndoableDelete), which it renders. */
export interface DeleteHelpers {
  confirm: (options: ConfirmOptions) => Promise<boolean>;
  deleteWithUndo: (
    doc: Y.Doc,
    maps: readonly string[],
    message: string,
    remove: (origin: symbol) => boolean,
  ) => boolean;
}

export function useTaskActions(
  onError: (message: string) => void,
  { confirm, deleteWithUndo }: DeleteHelpers,
): TaskActions {
  const { doc, canEdit } = usePlan();
  return useMemo(() => {
    /** Runs a write; a throw, or a task that no longer exists (null), is reported as `message`. */
    function attempt<T>(message: string, write: () => T | null, report = onError): T | null {
      if (!canEdit) return null;
      try {
        const result = write();
        if (result === null) report(message);
        return result;
      } catch (error) {
        console.error(error);
        report(message);
        return null;
      }
    }
    return {
      canEdit,
      setCompleted: (id, completed) =>
        attempt(TASK_MESSAGES.update, () => setTaskCompleted(doc, id, completed)) !== null,
      setDueDate: (id, dueDate) =>
        attempt(TASK_MESSAGES.updateDate, () => setTaskDueDate(doc, id, dueDate)) !== null,
      tell: onError,
      updateFields: (id, patch) =>
        attempt(TASK_MESSAGES.update, () => updateTaskFields(doc, id, patch)) !== null,
      remove: async (id) => {
        if (!canEdit) return false;
        if (!(await confirm({ title: 'Delete task', question: DELETE_TASK_CONFIRMATION }))) return false;
        // Already gone (a partner deleted it first) is not a failure: the task is deleted either way.
        // Undo also forgets that an expert task was dismissed.
        return (
          attempt(TASK_MESSAGES.delete, () => {
            deleteWithUndo(doc, ['checklistTasks', DISMISSED_EXPERT_TASKS_MAP], 'Task deleted.', (origin) =>
              deleteChecklistTask(doc, id, origin),
            );
            return true;
          }) === true
        );
      },
      add: (input, onFailure) =>
        attempt(TASK_MESSAGES.add, () => addCustomTask(doc, input, new Date()), onFailure),
    };
  }, [doc, canEdit, onError, confirm, deleteWithUndo]);
}

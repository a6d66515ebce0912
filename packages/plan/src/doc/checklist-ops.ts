// The checklist's write operations, shared by the browser (local-first, on its Y.Doc replica) and the
// server (the spec's checklist endpoints). Expert tasks are not created here: only the server runs
// syncExpertChecklist. Delete with deleteChecklistTask, which remembers dismissed expert tasks.
import type * as Y from 'yjs';
import { type ChecklistTask, CUSTOM_TASK_DEFAULTS } from '../entities/checklist-task';
import type { TaskPriority } from '../entities/fields';
import { cleanName, isBlankName } from '../rules/names';
import { insertEntity, listEntities, updateEntity } from './entities';
import { newId, PlanDocError } from './structure';

export interface CustomTaskInput {
  text: string;
  description?: string;
  category?: string;
  priority?: TaskPriority;
  dueDate?: string | null;
}

export interface TaskFieldsPatch {
  text?: string;
  description?: string;
  notes?: string;
  category?: string;
  priority?: TaskPriority;
}

/**
 * Spec §5: task text must be non-blank after trimming; it is stored trimmed, on one line and without
 * the invisible characters that would make it look blank or read backwards (cleanName).
 */
function taskText(text: string): string {
  const cleaned = cleanName(text);
  if (isBlankName(cleaned)) throw new PlanDocError('invalid_entity', 'Task text must not be blank');
  return cleaned;
}

/** A blank category means "none picked": the task goes to Custom, as a new custom task would. */
function taskCategory(category: string | undefined): string {
  const trimmed = category?.trim();
  return trimmed ? trimmed : CUSTOM_TASK_DEFAULTS.category;
}

/** A couple's own task, with the spec's fixed custom-task values (§9). */
export function addCustomTask(
  doc: Y.Doc,
  input: CustomTaskInput,
  now: Date,
  origin: unknown = null,
): ChecklistTask {
  const dueDate = input.dueDate ?? null;
  return insertEntity(
    doc,
    'checklistTasks',
    {
      id: newId(),
      text: taskText(input.text),
      description: input.description?.trim() ?? '',
      category: taskCategory(input.category),
      priority: input.priority ?? CUSTOM_TASK_DEFAULTS.priority,
      dueDate,
      // A date the couple typed is theirs: a wedding-date change never moves it.
      dueDateEdited: dueDate !== null,
      source: CUSTOM_TASK_DEFAULTS.source,
      timelineDays: CUSTOM_TASK_DEFAULTS.timelineDays,
      estimatedHours: CUSTOM_TASK_DEFAULTS.estimatedHours,
      createdAt: now.toISOString(),
    },
    origin,
  );
}

/** Null when the task no longer exists (deleted here or by a partner). */
export function setTaskCompleted(
  doc: Y.Doc,
  id: string,
  completed: boolean,
  origin: unknown = null,
): ChecklistTask | null {
  return updateEntity(doc, 'checklistTasks', id, { completed }, origin);
}

/**
 * Sets (or clears) the due date by hand, which also marks it edited so that moving the wedding
 * date no longer reschedules this task.
 */
export function setTaskDueDate(
  doc: Y.Doc,
  id: string,
  dueDate: string | null,
  origin: unknown = null,
): ChecklistTask | null {
  return updateEntity(doc, 'checklistTasks', id, { dueDate, dueDateEdited: true }, origin);
}

/** Only the fields present change; text stays non-blank (stored trimmed). */
export function updateTaskFields(
  doc: Y.Doc,
  id: string,
  patch: TaskFieldsPatch,
  origin: unknown = null,
): ChecklistTask | null {
  return updateEntity(
    doc,
    'checklistTasks',
    id,
    {
      text: patch.text === undefined ? undefined : taskText(patch.text),
      description: patch.description,
      notes: patch.notes,
      category: patch.category === undefined ? undefined : taskCategory(patch.category),
      priority: patch.priority,
    },
    origin,
  );
}

/**
 * The task the spec's v2 endpoints mean by task_text: exact matches first, then those equal after
 * trimming and ignoring case. Among several tasks with that text, the first (in list order) that
 * `prefer` accepts wins — the v2 calls prefer an incomplete task, so completing "Book venue" twice
 * ticks off both copies — and failing that the first match.
 */
export function findTaskByText(
  doc: Y.Doc,
  text: string,
  prefer: (task: ChecklistTask) => boolean = () => true,
): ChecklistTask | null {
  const tasks = listEntities(doc, 'checklistTasks');
  const wanted = text.trim().toLowerCase();
  const exact = tasks.filter((task) => task.text === text);
  const matches =
    exact.length > 0 || wanted === ''
      ? exact
      : tasks.filter((task) => task.text.trim().toLowerCase() === wanted);
  return matches.find(prefer) ?? matches[0] ?? null;
}

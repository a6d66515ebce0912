// The checklist over REST (spec §7): checklist v2 addressed by user and task text, and the legacy
// calls addressed by task id. Reads come from the projected checklist_tasks table; writes go through
// the plan document.
import { expertTasksForCategory, VENDOR_CATEGORIES } from '@confetti/catalog';
import type { ChecklistTasksTable } from '@confetti/db';
import {
  addCustomTask,
  checklistStats,
  deleteChecklistTask,
  findTaskByText,
  readEntity,
  setTaskCompleted,
  setTaskDueDate,
  updateTaskFields,
} from '@confetti/plan';
import { type Context, Hono } from 'hono';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { AppEnv } from '../../context';
import type { RouteDoc } from '../../openapi/registry';
import { REST_ORIGIN } from '../../plans/plan-kind';
import { ECHOED_FIELDS } from '../../resources/rest-shapes';
import { parseBody, parseParams } from '../../validation';
import { categoryJson, expertTaskJson, findCategory } from '../expert';
import {
  asValidation,
  calendarDate,
  changePlan,
  iso,
  notFoundUnless,
  PlanQuery,
  planFromQuery,
} from '../plan-scope';
import {
  CategoriesAnswer,
  CategoryTasksAnswer,
  ChecklistAnswer,
  StatsAnswer,
  TaskAnswer,
  TaskResultAnswer,
} from './schema';

type TaskRow = Selectable<ChecklistTasksTable>;

const text = z.string().max(500);
const priority = z.enum(['high', 'medium', 'low']);
const UserParams = z.object({ userId: z.string().min(1).max(100) });
const TaskParams = z.object({ id: z.string().min(1).max(200) });
const CategoryParams = z.object({ category: z.string().min(1).max(100) });

/** Spec §3: a task's due_date is "also seen as due_by"; every body taking one takes either. */
const dueBy = calendarDate.nullable().optional();
/** With duplicate task texts, the id says which task; without it the first incomplete match is used. */
const taskId = z.string().min(1).max(200).optional();
/** What a client echoes back from a task answer in a PUT: accepted and ignored. */
const echoed = Object.fromEntries(
  [...ECHOED_FIELDS, 'source'].map((name) => [name, z.unknown().optional()]),
) as Record<(typeof ECHOED_FIELDS)[number] | 'source', z.ZodOptional<z.ZodUnknown>>;

export const CompleteTaskBody = z.object({
  task_text: text.min(1),
  task_id: taskId,
  completed: z.boolean(),
  notes: z.string().max(5000).optional(),
});
export const CustomTaskBody = z.object({
  text,
  description: z.string().max(5000).optional().default(''),
  category: z.string().max(100).optional(),
  priority: priority.optional(),
  timeline_days: z.number().int().optional(),
  estimated_hours: z.number().optional(),
  due_date: calendarDate.nullable().optional(),
  due_by: dueBy,
});
export const UpdateDueDateBody = z
  .object({
    task_text: text.min(1),
    task_id: taskId,
    due_date: calendarDate.nullable().optional(),
    due_by: dueBy,
  })
  .refine((body) => body.due_date !== undefined || body.due_by !== undefined, {
    message: 'Send due_date (or due_by): a yyyy-mm-dd date, or null to clear it.',
    path: ['due_date'],
  });
export const LegacyCreateBody = CustomTaskBody.extend({
  user_id: z.string().max(100).optional(),
  completed: z.boolean().optional(),
});
export const LegacyUpdateBody = z
  .object({
    text: text.optional(),
    description: z.string().max(5000).optional(),
    category: z.string().max(100).optional(),
    priority: priority.optional(),
    notes: z.string().max(5000).optional(),
    completed: z.boolean().optional(),
    due_date: calendarDate.nullable().optional(),
    due_by: dueBy,
    ...echoed,
  })
  .strict();

/** due_date, or its alias due_by when only that was sent. */
function dueDateOf(body: { due_date?: string | null; due_by?: string | null }): string | null | undefined {
  return body.due_date !== undefined ? body.due_date : body.due_by;
}

/**
 * The task a v2 call means: the one with `task_id` when sent (404 when it is not in this plan),
 * otherwise the first task with that text that is not yet in the wanted state (so duplicates are
 * worked through one by one), otherwise the first with that text.
 */
function taskFor(
  doc: Parameters<typeof findTaskByText>[0],
  body: { task_text: string; task_id?: string | undefined },
  prefer: (task: { completed: boolean }) => boolean,
) {
  if (body.task_id !== undefined)
    return notFoundUnless(readEntity(doc, 'checklistTasks', body.task_id), 'Task');
  return notFoundUnless(findTaskByText(doc, body.task_text, prefer), 'Task');
}

export function taskJson(row: TaskRow) {
  return {
    id: row.id,
    text: row.text,
    description: row.description,
    category: row.category,
    priority: row.priority,
    due_date: row.due_date,
    completed: row.completed,
    notes: row.notes,
    source: row.source,
    created_at: iso(row.created_at),
  };
}

async function tasksOf(c: Context<AppEnv>, planId: string): Promise<TaskRow[]> {
  return c.get('deps').db.selectFrom('checklist_tasks').selectAll().where('plan_id', '=', planId).execute();
}

async function taskRow(c: Context<AppEnv>, planId: string, id: string): Promise<TaskRow> {
  const row = await c
    .get('deps')
    .db.selectFrom('checklist_tasks')
    .selectAll()
    .where('plan_id', '=', planId)
    .where('id', '=', id)
    .executeTakeFirst();
  return notFoundUnless(row, 'Task');
}

function groupByCategory(rows: TaskRow[]) {
  const order = [...VENDOR_CATEGORIES.map((c) => c.name as string)];
  const groups = new Map<string, TaskRow[]>();
  for (const row of rows) {
    const list = groups.get(row.category) ?? [];
    list.push(row);
    groups.set(row.category, list);
  }
  const names = [...groups.keys()].sort((a, b) => {
    const ia = order.indexOf(a);
    const ib = order.indexOf(b);
    return (ia < 0 ? 999 : ia) - (ib < 0 ? 999 : ib) || a.localeCompare(b);
  });
  return names.map((category) => ({
    category,
    tasks: groups
      .get(category)!
      .sort(
        (a, b) => (a.due_date ?? '9999').localeCompare(b.due_date ?? '9999') || a.text.localeCompare(b.text),
      )
      .map((t) => ({
        id: t.id,
        text: t.text,
        completed: t.completed,
        due_date: t.due_date,
        category: t.category,
        source: t.source,
      })),
  }));
}

export const checklistV2Routes = new Hono<AppEnv>()
  .get('/categories', (c) => c.json({ success: true, categories: VENDOR_CATEGORIES.map(categoryJson) }))
  .get('/categories/:category/tasks', (c) => {
    const { category } = parseParams(c, CategoryParams);
    const found = findCategory(category);
    return c.json({
      success: true,
      category: found.name,
      tasks: expertTasksForCategory(found.name).map(expertTaskJson),
    });
  })
  .get('/user/:userId', async (c) => {
    const { userId } = parseParams(c, UserParams);
    const access = await planFromQuery(c, 'read', userId);
    return c.json({ success: true, checklist: groupByCategory(await tasksOf(c, access.planId)) });
  })
  .get('/user/:userId/stats', async (c) => {
    const { userId } = parseParams(c, UserParams);
    const access = await planFromQuery(c, 'read', userId);
    const stats = checklistStats(
      (await tasksOf(c, access.planId)).map((t) => ({
        completed: t.completed,
        dueDate: t.due_date,
        category: t.category,
      })),
    );
    return c.json({
      success: true,
      overall: {
        total_tasks: stats.totalTasks,
        completed_tasks: stats.completedTasks,
        completion_percentage: stats.completionPercentage,
      },
      by_category: Object.fromEntries(
        Object.entries(stats.byCategory).map(([k, v]) => [
          k,
          {
            total_tasks: v.totalTasks,
            completed_tasks: v.completedTasks,
            completion_percentage: v.completionPercentage,
          },
        ]),
      ),
    });
  })
  .post('/user/:userId/complete-task', async (c) => {
    const { userId } = parseParams(c, UserParams);
    const body = await parseBody(c, CompleteTaskBody);
    const access = await planFromQuery(c, 'edit', userId);
    const id = await changePlan(c, access.planId, (room) => {
      const task = taskFor(room.doc, body, (t) => t.completed !== body.completed);
      setTaskCompleted(room.doc, task.id, body.completed, REST_ORIGIN);
      if (body.notes !== undefined) updateTaskFields(room.doc, task.id, { notes: body.notes }, REST_ORIGIN);
      return task.id;
    });
    return c.json({ success: true, task: taskJson(await taskRow(c, access.planId, id)) });
  })
  .post('/user/:userId/add-custom-task', async (c) => {
    const { userId } = parseParams(c, UserParams);
    const body = await parseBody(c, CustomTaskBody);
    const access = await planFromQuery(c, 'edit', userId);
    const now = c.get('deps').now();
    const id = await changePlan(
      c,
      access.planId,
      (room) =>
        asValidation('text', () =>
          addCustomTask(
            room.doc,
            {
              text: body.text,
              description: body.description,
              ...(body.category ? { category: body.category } : {}),
              ...(body.priority ? { priority: body.priority } : {}),
              dueDate: dueDateOf(body) ?? null,
            },
            now,
            REST_ORIGIN,
          ),
        ).id,
    );
    return c.json({ success: true, task: taskJson(await taskRow(c, access.planId, id)) }, 201);
  })
  .post('/user/:userId/update-due-date', async (c) => {
    const { userId } = parseParams(c, UserParams);
    const body = await parseBody(c, UpdateDueDateBody);
    const access = await planFromQuery(c, 'edit', userId);
    const id = await changePlan(c, access.planId, (room) => {
      const task = taskFor(room.doc, body, (t) => !t.completed);
      setTaskDueDate(room.doc, task.id, dueDateOf(body) ?? null, REST_ORIGIN);
      return task.id;
    });
    return c.json({ success: true, task: taskJson(await taskRow(c, access.planId, id)) });
  });

export const legacyChecklistRoutes = new Hono<AppEnv>()
  .post('/', async (c) => {
    const body = await parseBody(c, LegacyCreateBody);
    const access = await planFromQuery(c, 'edit', body.user_id);
    const now = c.get('deps').now();
    const id = await changePlan(c, access.planId, (room) => {
      const task = asValidation('text', () =>
        addCustomTask(
          room.doc,
          {
            text: body.text,
            description: body.description,
            ...(body.category ? { category: body.category } : {}),
            ...(body.priority ? { priority: body.priority } : {}),
            dueDate: dueDateOf(body) ?? null,
          },
          now,
          REST_ORIGIN,
        ),
      );
      if (body.completed) setTaskCompleted(room.doc, task.id, true, REST_ORIGIN);
      return task.id;
    });
    return c.json(taskJson(await taskRow(c, access.planId, id)), 201);
  })
  .put('/:id', async (c) => {
    const { id } = parseParams(c, TaskParams);
    const body = await parseBody(c, LegacyUpdateBody);
    const access = await planFromQuery(c, 'edit');
    await changePlan(c, access.planId, (room) => {
      notFoundUnless(readEntity(room.doc, 'checklistTasks', id), 'Task');
      const {
        completed,
        due_date,
        due_by,
        id: _id,
        user_id,
        plan_id,
        created_at,
        updated_at,
        source,
        ...fields
      } = body;
      const dueDate = dueDateOf({ due_date, due_by });
      asValidation('text', () => {
        if (Object.keys(fields).length > 0) updateTaskFields(room.doc, id, fields, REST_ORIGIN);
      });
      if (completed !== undefined) setTaskCompleted(room.doc, id, completed, REST_ORIGIN);
      if (dueDate !== undefined) setTaskDueDate(room.doc, id, dueDate, REST_ORIGIN);
    });
    return c.json(taskJson(await taskRow(c, access.planId, id)));
  })
  .delete('/:id', async (c) => {
    const { id } = parseParams(c, TaskParams);
    const access = await planFromQuery(c, 'edit');
    await changePlan(c, access.planId, (room) =>
      notFoundUnless(deleteChecklistTask(room.doc, id, REST_ORIGIN), 'Task'),
    );
    return c.body(null, 204);
  });

const byUser = { params: UserParams, query: PlanQuery, auth: true } as const;
export const checklistDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/checklist-v2/categories',
    summary: 'Checklist categories',
    tags: ['checklist'],
    responses: { 200: { description: 'Categories', schema: CategoriesAnswer } },
  },
  {
    method: 'get',
    path: '/api/checklist-v2/categories/{category}/tasks',
    summary: 'Expert tasks of a category',
    tags: ['checklist'],
    params: CategoryParams,
    responses: { 200: { description: 'Tasks', schema: CategoryTasksAnswer } },
  },
  {
    method: 'get',
    path: '/api/checklist-v2/user/{userId}',
    summary: "The plan's checklist grouped by category",
    tags: ['checklist'],
    ...byUser,
    responses: { 200: { description: 'Checklist', schema: ChecklistAnswer } },
  },
  {
    method: 'get',
    path: '/api/checklist-v2/user/{userId}/stats',
    summary: 'Completion overall and by category',
    tags: ['checklist'],
    ...byUser,
    responses: { 200: { description: 'Stats', schema: StatsAnswer } },
  },
  {
    method: 'post',
    path: '/api/checklist-v2/user/{userId}/complete-task',
    summary:
      'Complete or reopen a task by its text. An optional `task_id` picks the task; without it, among tasks with that text the first (in list order) not yet in the wanted state is used — completing picks the first incomplete match — else the first match.',
    tags: ['checklist'],
    ...byUser,
    body: CompleteTaskBody,
    responses: {
      200: { description: 'Updated task', schema: TaskResultAnswer },
      404: { description: 'No such task' },
    },
  },
  {
    method: 'post',
    path: '/api/checklist-v2/user/{userId}/add-custom-task',
    summary: 'Add a custom task',
    tags: ['checklist'],
    ...byUser,
    body: CustomTaskBody,
    responses: { 201: { description: 'Created task', schema: TaskResultAnswer } },
  },
  {
    method: 'post',
    path: '/api/checklist-v2/user/{userId}/update-due-date',
    summary:
      "Set a task's due date by its text (`due_date`, or `due_by`). An optional `task_id` picks the task; without it, the first incomplete task with that text is used, else the first match.",
    tags: ['checklist'],
    ...byUser,
    body: UpdateDueDateBody,
    responses: {
      200: { description: 'Updated task', schema: TaskResultAnswer },
      404: { description: 'No such task' },
    },
  },
  {
    method: 'post',
    path: '/api/checklist/',
    summary: 'Create a task (legacy)',
    tags: ['checklist'],
    query: PlanQuery,
    body: LegacyCreateBody,
    auth: true,
    responses: { 201: { description: 'Created task', schema: TaskAnswer } },
  },
  {
    method: 'put',
    path: '/api/checklist/{id}',
    summary: 'Update a task (legacy)',
    tags: ['checklist'],
    params: TaskParams,
    query: PlanQuery,
    body: LegacyUpdateBody,
    auth: true,
    responses: {
      200: { description: 'Updated task', schema: TaskAnswer },
      404: { description: 'No such task' },
    },
  },
  {
    method: 'delete',
    path: '/api/checklist/{id}',
    summary: 'Delete a task (legacy)',
    tags: ['checklist'],
    params: TaskParams,
    query: PlanQuery,
    auth: true,
    responses: { 204: { description: 'Deleted' }, 404: { description: 'No such task' } },
  },
];

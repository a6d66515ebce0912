// The expert checklist catalog (spec §7 Expert checklist and the v2 category calls): fixed content.
import {
  EXPERT_TASKS,
  type ExpertTask,
  expertTasksForCategory,
  VENDOR_CATEGORIES,
  type VendorCategory,
} from '@confetti/catalog';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../context';
import { AppError } from '../../errors';
import type { RouteDoc } from '../../openapi/registry';
import { parseParams } from '../../validation';
import { CategoryAnswer, ExpertTaskAnswer } from './schema';

const CategoryParams = z.object({ category: z.string().min(1).max(100) });

export function categoryJson(c: VendorCategory) {
  return {
    id: c.id,
    name: c.name,
    slug: c.slug,
    api_category: c.apiCategory,
    description: c.description,
    default_percent: c.defaultPercent,
    lead_time: c.leadTime,
    task_count: EXPERT_TASKS.filter((t) => t.category === c.name).length,
  };
}

export function expertTaskJson(t: ExpertTask) {
  return {
    id: t.id,
    category: t.category,
    text: t.text,
    description: t.description,
    priority: t.priority,
    days_before: t.daysBefore,
    estimated_hours: t.estimatedHours,
  };
}

export function findCategory(raw: string): VendorCategory {
  // Hono has already decoded the path once; a second decode is for clients that encode twice, and a
  // lone `%` (an invalid escape) simply stays as it is.
  let name = raw.trim();
  try {
    name = decodeURIComponent(raw).trim();
  } catch {}
  const found = VENDOR_CATEGORIES.find(
    (c) =>
      c.name.toLowerCase() === name.toLowerCase() ||
      c.slug === name ||
      c.id === name ||
      c.apiCategory === name,
  );
  if (!found) throw AppError.notFound(`No checklist category named "${name}".`);
  return found;
}

export const expertRoutes = new Hono<AppEnv>()
  .get('/categories', (c) => c.json(VENDOR_CATEGORIES.map(categoryJson)))
  .get('/categories/:category/tasks', (c) => {
    const { category } = parseParams(c, CategoryParams);
    return c.json(expertTasksForCategory(findCategory(category).name).map(expertTaskJson));
  });

export const expertDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/expert/categories',
    summary: 'The 19 checklist categories',
    tags: ['checklist'],
    responses: { 200: { description: 'Categories', schema: z.array(CategoryAnswer) } },
  },
  {
    method: 'get',
    path: '/api/expert/categories/{category}/tasks',
    summary: "A category's expert tasks (name, slug or id)",
    tags: ['checklist'],
    params: CategoryParams,
    responses: {
      200: { description: 'Tasks', schema: z.array(ExpertTaskAnswer) },
      404: { description: 'Unknown category' },
    },
  },
];

import { DEFAULT_BUDGET_PERCENTAGES, EXPERT_TASKS, VENDOR_CATEGORIES } from '@confetti/catalog';
import {
  addCalendarDays,
  budgetCategories,
  budgetTotals,
  dashboardSummary,
  effectiveBudgetPercentages,
  initPlanDoc,
  isPaymentOverdue,
  listEntities,
  localDateString,
  readWeddingInfo,
  syncExpertChecklist,
  updateWeddingInfo,
} from '@confetti/plan';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { seedDemoBudget } from './budget';
import { DEMO_TASKS_DONE, seedDemoChecklist } from './checklist';
import { DEMO_PLAN_STEPS } from './index';

const NOW = new Date(2026, 10, 23, 10);

function demoPlan(): Y.Doc {
  const doc = new Y.Doc();
  initPlanDoc(doc, { generationId: 'demo' });
  updateWeddingInfo(doc, {
    partner1Name: 'Olivia',
    partner2Name: 'James',
    weddingDate: addCalendarDays(localDateString(NOW), 240),
    plannedBudget: 35000,
  });
  syncExpertChecklist(doc, EXPERT_TASKS, NOW);
  seedDemoChecklist(doc, NOW);
  seedDemoBudget(doc, NOW);
  return doc;
}

describe('the demo plan', () => {
  it('runs the checklist and budget steps at start-up', () => {
    expect(DEMO_PLAN_STEPS).toContain(seedDemoChecklist);
    expect(DEMO_PLAN_STEPS).toContain(seedDemoBudget);
  });

  it('has some tasks done and nothing overdue yet', () => {
    const doc = demoPlan();
    const tasks = listEntities(doc, 'checklistTasks');
    expect(tasks).toHaveLength(EXPERT_TASKS.length + 2);
    expect(tasks.filter((task) => task.completed)).toHaveLength(DEMO_TASKS_DONE + 1);
    const info = readWeddingInfo(doc);
    const summary = dashboardSummary({
      weddingInfo: info,
      tasks,
      budgetItems: listEntities(doc, 'budgetItems'),
      payments: listEntities(doc, 'payments'),
      vendors: listEntities(doc, 'vendors'),
      guests: [],
      now: NOW,
    });
    expect(summary.overdueTasks.count).toBe(0);
    expect(summary.checklist.completed).toBe(DEMO_TASKS_DONE + 1);
  });

  it('has a dozen costed items, paid and upcoming payments, and exactly one overdue', () => {
    const doc = demoPlan();
    const items = listEntities(doc, 'budgetItems');
    const payments = listEntities(doc, 'payments');
    expect(items.length).toBeGreaterThanOrEqual(12);
    expect(items.every((item) => item.actualCost > 0)).toBe(true);
    expect(payments.filter((payment) => payment.status === 'paid').length).toBeGreaterThan(3);
    expect(payments.filter((payment) => isPaymentOverdue(payment, NOW))).toHaveLength(1);
    const categories = budgetCategories({
      plannedBudget: 35000,
      percentages: effectiveBudgetPercentages(null, DEFAULT_BUDGET_PERCENTAGES),
      categories: VENDOR_CATEGORIES.map((category) => category.name),
      items,
      payments,
      today: NOW,
    });
    const totals = budgetTotals(categories);
    expect(totals.actual).toBeLessThanOrEqual(35000);
    expect(totals.overpaid).toBe(0);
    expect(new Set(categories.map((category) => category.paymentStatus))).toEqual(
      new Set(['paid', 'partial', 'overdue', 'none']),
    );
  });
});

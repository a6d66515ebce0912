import { CHECKLIST_CATEGORIES } from '@confetti/catalog';
import type { ChecklistTask } from '@confetti/plan';
import { describe, expect, it } from 'vitest';
import { checklistGroups, checklistSummary, timelineGroups } from './checklist-model';

function task(overrides: Partial<ChecklistTask>): ChecklistTask {
  return {
    id: 't',
    text: 'A task',
    description: '',
    category: 'Venues',
    priority: 'medium',
    dueDate: null,
    completed: false,
    notes: '',
    source: 'user',
    expertTaskId: null,
    dueDateEdited: false,
    timelineDays: null,
    estimatedHours: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

// Local noon on Wednesday 10 June 2026.
const NOW = new Date(2026, 5, 10, 12);

describe('checklistGroups', () => {
  it('shows the 19 categories in catalog order even when empty', () => {
    const groups = checklistGroups([]);
    expect(groups.map((group) => group.name)).toEqual([...CHECKLIST_CATEGORIES]);
    expect(groups).toHaveLength(19);
    expect(groups.every((group) => group.tasks.length === 0)).toBe(true);
  });

  it('adds Custom after the 19 only when it has tasks', () => {
    const groups = checklistGroups([
      task({ id: 'a', category: 'Custom' }),
      task({ id: 'b', category: 'Florists' }),
    ]);
    expect(groups.map((group) => group.name).slice(-2)).toEqual(['Miscellaneous', 'Custom']);
    expect(groups.find((group) => group.name === 'Florists')?.tasks.map((t) => t.id)).toEqual(['b']);
  });

  it('keeps tasks of an unknown category visible, after Custom', () => {
    const groups = checklistGroups([
      task({ id: 'a', category: 'Zebra' }),
      task({ id: 'b', category: 'Custom' }),
      task({ id: 'c', category: 'Honeymoon' }),
    ]);
    expect(groups.map((group) => group.name).slice(19)).toEqual(['Custom', 'Honeymoon', 'Zebra']);
  });

  it('orders each category by due date, undated last with the open ones first', () => {
    const groups = checklistGroups([
      task({ id: 'undated-done', completed: true }),
      task({ id: 'undated-open' }),
      task({ id: 'later', dueDate: '2026-09-01' }),
      task({ id: 'sooner', dueDate: '2026-07-01', completed: true }),
    ]);
    expect(groups[0]?.tasks.map((t) => t.id)).toEqual(['sooner', 'later', 'undated-open', 'undated-done']);
  });
});

describe('checklistSummary', () => {
  it('counts totals, completion, overdue and the rest due this week', () => {
    const summary = checklistSummary(
      [
        task({ id: 'done', completed: true, dueDate: '2026-06-01' }),
        task({ id: 'overdue', dueDate: '2026-06-09' }),
        task({ id: 'today', dueDate: '2026-06-10' }),
        task({ id: 'in-a-week', dueDate: '2026-06-17' }),
        task({ id: 'later', dueDate: '2026-06-18' }),
        task({ id: 'undated' }),
      ],
      NOW,
    );
    expect(summary).toEqual({ total: 6, completed: 1, percent: 17, overdue: 1, dueThisWeek: 2 });
  });

  it('is all zeros without tasks', () => {
    expect(checklistSummary([], NOW)).toEqual({
      total: 0,
      completed: 0,
      percent: 0,
      overdue: 0,
      dueThisWeek: 0,
    });
  });
});

describe('timelineGroups', () => {
  it('follows the timeline order and groups consecutive months, undated last', () => {
    const groups = timelineGroups([
      task({ id: 'undated-done', completed: true }),
      task({ id: 'july', dueDate: '2026-07-02' }),
      task({ id: 'undated-open' }),
      task({ id: 'june-late', dueDate: '2026-06-30' }),
      task({ id: 'june-early', dueDate: '2026-06-01' }),
    ]);
    expect(groups.map((group) => [group.key, group.label, group.tasks.map((t) => t.id)])).toEqual([
      ['2026-06', 'June 2026', ['june-early', 'june-late']],
      ['2026-07', 'July 2026', ['july']],
      ['undated', 'No due date', ['undated-open', 'undated-done']],
    ]);
  });
});

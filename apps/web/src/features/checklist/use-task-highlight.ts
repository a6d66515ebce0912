// The dashboard opens the checklist at /app/checklist?task=<id> (spec §2): the task's category is
// expanded, the page scrolls to the task after HIGHLIGHT_SCROLL_DELAY_MS (its checkbox takes the
// focus), and the highlight clears
// after HIGHLIGHT_DURATION_MS (spec §9), when the id also leaves the address.
import type { ChecklistTask } from '@confetti/plan';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

export const HIGHLIGHT_SCROLL_DELAY_MS = 500;
export const HIGHLIGHT_DURATION_MS = 10_000;
export const HIGHLIGHT_PARAM = 'task';

export function taskElement(id: string): Element | null {
  return document.querySelector(`[data-task-id="${CSS.escape(id)}"]`);
}

/** Returns the id of the task to highlight now, if any. */
export function useTaskHighlight(
  tasks: readonly ChecklistTask[],
  expandCategory: (category: string) => void,
): string | null {
  const [params, setParams] = useSearchParams();
  const taskId = params.get(HIGHLIGHT_PARAM);
  // Waits for the task: on a new device it may arrive with the first sync.
  const category = taskId ? tasks.find((task) => task.id === taskId)?.category : undefined;
  const [highlighted, setHighlighted] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per requested task, when it exists
  useEffect(() => {
    if (!taskId || category === undefined) return;
    expandCategory(category);
    setHighlighted(taskId);
    const scroll = setTimeout(() => {
      const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      const row = taskElement(taskId);
      row?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'center' });
      // The keyboard starts at the task too (it was left at the top of the page, a hundred Tabs
      // away), unless the person has already moved it somewhere themselves.
      const active = document.activeElement;
      if (active === null || active === document.body) {
        row?.querySelector<HTMLElement>('input[type="checkbox"]')?.focus({ preventScroll: true });
      }
    }, HIGHLIGHT_SCROLL_DELAY_MS);
    const clear = setTimeout(() => {
      setHighlighted(null);
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(HIGHLIGHT_PARAM);
          return next;
        },
        { replace: true },
      );
    }, HIGHLIGHT_DURATION_MS);
    return () => {
      clearTimeout(scroll);
      clearTimeout(clear);
      // The id left the address early (another tab, another task): the highlight goes with it.
      setHighlighted(null);
    };
  }, [taskId, category !== undefined]);

  return highlighted;
}

// The planner's tabs and how to move between them. Tabs are nested routes under /app; a task id for
// the Checklist travels as ?task=<id>. Other code (and other tabs) asks for the Vendors tab with a
// browser event, as the spec describes.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

export const PLANNER_TABS = [
  { id: 'dashboard', label: 'Dashboard', path: '/app', inBar: true },
  { id: 'checklist', label: 'Checklist', path: '/app/checklist', inBar: true },
  { id: 'budget', label: 'Budget', path: '/app/budget', inBar: true },
  { id: 'vendors', label: 'Vendors', path: '/app/vendors', inBar: true },
  { id: 'guests', label: 'Guest List', path: '/app/guests', inBar: true },
  { id: 'seating', label: 'Seating Plan', path: '/app/seating', inBar: true },
  { id: 'run-of-show', label: 'Run of Show', path: '/app/run-of-show', inBar: true },
  // Spec §2: these exist but are not in the bar.
  { id: 'registry', label: 'Registry', path: '/app/registry', inBar: false },
  { id: 'admin', label: 'Admin', path: '/app/admin', inBar: false },
] as const;

export type PlannerTab = (typeof PLANNER_TABS)[number]['id'];

/** Dispatch this event (detail: { tab: 'vendors' }) anywhere to move the planner to that tab. */
export const NAVIGATE_TAB_EVENT = 'confetti:navigate-tab';

export function tabPath(tab: PlannerTab, options: { taskId?: string } = {}): string {
  const path = PLANNER_TABS.find((t) => t.id === tab)!.path;
  return options.taskId && tab === 'checklist' ? `${path}?task=${encodeURIComponent(options.taskId)}` : path;
}

export function usePlannerNavigate(): (tab: PlannerTab, options?: { taskId?: string }) => void {
  const navigate = useNavigate();
  return useCallback((tab, options = {}) => navigate(tabPath(tab, options)), [navigate]);
}

/** The detail of a NAVIGATE_TAB_EVENT. */
export interface NavigateTabDetail {
  tab: PlannerTab;
  /** For the Checklist: the task to highlight. */
  taskId?: string;
}

export function requestTab(tab: PlannerTab, options: { taskId?: string } = {}): void {
  const detail: NavigateTabDetail = options.taskId ? { tab, taskId: options.taskId } : { tab };
  window.dispatchEvent(new CustomEvent(NAVIGATE_TAB_EVENT, { detail }));
}

export function isPlannerTab(value: unknown): value is PlannerTab {
  return PLANNER_TABS.some((t) => t.id === value);
}

export function tabLabel(tab: string): string | null {
  return PLANNER_TABS.find((t) => t.id === tab)?.label ?? null;
}

/** The tab a planner URL shows ("/app/budget" → 'budget', "/app" → 'dashboard'); null outside the tabs. */
export function tabFromPathname(pathname: string): PlannerTab | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  return PLANNER_TABS.find((t) => t.path === path)?.id ?? null;
}

/** Dispatch this event anywhere (no detail) to open the Wedding Details modal of the shell. */
export const OPEN_WEDDING_DETAILS_EVENT = 'confetti:open-wedding-details';

export function openWeddingDetails(): void {
  window.dispatchEvent(new CustomEvent(OPEN_WEDDING_DETAILS_EVENT));
}

import { describe, expect, it } from 'vitest';
import { isPlannerTab, tabFromPathname, tabLabel, tabPath } from './navigation';

describe('planner navigation', () => {
  it('maps planner URLs to tabs', () => {
    expect(tabFromPathname('/app')).toBe('dashboard');
    expect(tabFromPathname('/app/')).toBe('dashboard');
    expect(tabFromPathname('/app/run-of-show')).toBe('run-of-show');
    expect(tabFromPathname('/app/nope')).toBeNull();
  });

  it('passes a task id to the Checklist only', () => {
    expect(tabPath('checklist', { taskId: 'task 1' })).toBe('/app/checklist?task=task%201');
    expect(tabPath('budget', { taskId: 'task 1' })).toBe('/app/budget');
  });

  it('knows its tabs by id and label', () => {
    expect(isPlannerTab('guests')).toBe(true);
    expect(isPlannerTab('settings')).toBe(false);
    expect(tabLabel('guests')).toBe('Guest List');
  });
});

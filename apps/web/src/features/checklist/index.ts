// The Checklist tab of the planner.
export { ChecklistTab } from './checklist-tab';

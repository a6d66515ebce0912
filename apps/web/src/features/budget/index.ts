// The Budget tab of the planner (spec §2). The planner shell lazy-loads it inside <PlanProvider>.
export { BudgetTab } from './budget-tab';

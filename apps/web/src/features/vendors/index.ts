// The Vendors tab of the planner (spec §2). The planner shell lazy-loads it inside <PlanProvider>.
export { VendorsTab } from './vendors-tab';

// The Dashboard tab of the planner.
export { DashboardTab } from './dashboard-tab';

// The Guest List tab (lazy-loaded by the planner).
export { GuestListTab } from './guest-list-tab';

// The run of show: the planner tab and the public page a vendor's link opens.
export { DayOfPage } from './day-of-page';
export { RunOfShowTab } from './run-of-show-tab';

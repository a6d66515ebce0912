export { Dialog, type DialogProps } from './dialog';
export {
  isPlannerTab,
  NAVIGATE_TAB_EVENT,
  type NavigateTabDetail,
  OPEN_WEDDING_DETAILS_EVENT,
  openWeddingDetails,
  PLANNER_TABS,
  type PlannerTab,
  requestTab,
  tabFromPathname,
  tabLabel,
  tabPath,
  usePlannerNavigate,
} from './navigation';
export { PlannerPage } from './planner-page';

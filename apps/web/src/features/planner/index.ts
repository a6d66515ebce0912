export { PlannerPage } from './planner-page';

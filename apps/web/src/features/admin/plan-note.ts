// What the admin user list says about someone without a plan of their own: a partner, planner or
// viewer on another couple's plan is not that couple, so the list names them by their role there.
import { roleLabel } from '../planner/plan-selection';
import type { AdminUser } from './api';

/** "No plan of their own", followed by the first plan they are on as someone else's member. */
export function noOwnPlanNote(user: Pick<AdminUser, 'member_of'>): string {
  const first = user.member_of[0];
  if (!first) return 'No plan of their own';
  const whose = first.couple_names ? `${first.couple_names}’s plan` : 'another couple’s plan';
  const more = user.member_of.length > 1 ? ` (and ${user.member_of.length - 1} more)` : '';
  return `No plan of their own · ${roleLabel(first.role)} on ${whose}${more}`;
}

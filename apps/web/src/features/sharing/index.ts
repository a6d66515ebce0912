export {
  INVITE_ROLES,
  type InviteRole,
  type PendingInvite,
  type PlanMember,
  type PlanMembers,
  planMembersQueryKey,
  usePlanMembers,
} from './api';
export { ShareDialog, type ShareDialogProps } from './share-dialog';

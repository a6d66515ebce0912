export { InvitePage } from './invite-page';
export { clearPendingInvite, pendingInvite, rememberPendingInvite } from './pending-invite';

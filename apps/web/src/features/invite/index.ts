export { InvitePage } from './invite-page';

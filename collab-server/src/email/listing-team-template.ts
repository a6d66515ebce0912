// The email that tells a vendor they were added to a listing's team: they can now edit it in the
// vendor portal, live with everyone else on the team.
import type { EmailMessage } from './outbox';

export interface ListingTeamNotice {
  to: string;
  businessName: string;
  /** Who added them: display name, else email. */
  addedBy: string;
  /** The vendor portal. */
  link: string;
}

export function listingTeamEmail(notice: ListingTeamNotice): EmailMessage {
  return {
    to: notice.to,
    subject: `${notice.addedBy} added you to ${notice.businessName} on Confetti`,
    text:
      `${notice.addedBy} added you to the team of ${notice.businessName} on Confetti, as an editor.\n\n` +
      `You can now edit the listing (its description, photos, services and prices) together with the rest ` +
      `of the team; everyone sees changes as they are typed. Sign in to your vendor portal:\n${notice.link}\n\n` +
      `If you did not expect this, you can leave the team from the Team page of the portal.\n\n` +
      `With love,\nThe Confetti team`,
  };
}

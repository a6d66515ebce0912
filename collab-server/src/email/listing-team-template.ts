// The email that tells a vendor they were invited to a listing's team: they join (or decline) in
// their vendor portal, then edit it live with everyone else on the team.
import type { EmailMessage } from './outbox';

export interface ListingTeamNotice {
  to: string;
  businessName: string;
  /** Who invited them: display name, else email. */
  addedBy: string;
  /** The vendor portal. */
  link: string;
}

export function listingTeamEmail(notice: ListingTeamNotice): EmailMessage {
  return {
    to: notice.to,
    subject: `${notice.addedBy} invited you to ${notice.businessName} on Confetti`,
    text:
      `${notice.addedBy} invited you to the team of ${notice.businessName} on Confetti, as an editor.\n\n` +
      `Once you join, you can edit the listing (its description, photos, services and prices) together ` +
      `with the rest of the team; everyone sees changes as they are typed. Sign in to your vendor portal ` +
      `to join or decline:\n${notice.link}\n\n` +
      `If you did not expect this, decline it there: nothing changes until you join.\n\n` +
      `With love,\nThe Confetti team`,
  };
}

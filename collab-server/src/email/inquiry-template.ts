// The email that tells a vendor a couple sent an inquiry through their directory listing. Reply-to is
// the couple's address in the text: the vendor answers them directly, and marks it in the portal.
import type { EmailMessage } from './outbox';

export interface InquiryNotice {
  to: string;
  businessName: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  weddingDate: string | null;
  guestCount: number | null;
  budget: number | null;
  /** The portal's inbox. */
  link: string;
}

function longDate(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}

export function inquiryEmail(notice: InquiryNotice): EmailMessage {
  const details = [
    notice.weddingDate ? `Wedding date: ${longDate(notice.weddingDate)}` : null,
    notice.guestCount !== null ? `Guests: ${notice.guestCount}` : null,
    notice.budget !== null
      ? `Budget: ${notice.budget.toLocaleString('en-US', { style: 'currency', currency: 'USD' })}`
      : null,
    `Email: ${notice.email}`,
    notice.phone ? `Phone: ${notice.phone}` : null,
  ].filter((line): line is string => line !== null);
  return {
    to: notice.to,
    subject: `New inquiry for ${notice.businessName} from ${notice.name}`,
    text:
      `${notice.name} sent ${notice.businessName} an inquiry on Confetti.\n\n` +
      `"${notice.message}"\n\n${details.join('\n')}\n\n` +
      `Reply to them at ${notice.email}, then mark it responded in your inbox:\n${notice.link}\n\n` +
      `Couples book the vendors who answer first.\n\nWith love,\nThe Confetti team`,
  };
}

// The email that tells the couple a guest recorded a gift. No payment went through us: the text says
// what the guest told us, in their words.
import { formatDollarsCents } from '@confetti/plan';
import type { EmailMessage } from '../../email/outbox';

export interface GiftNotice {
  to: string;
  registryTitle: string;
  itemName: string;
  itemType: 'product' | 'cash_fund' | 'external';
  quantity: number | null;
  amount: number | null;
  purchaserName: string;
  purchaserEmail: string | null;
  message: string;
  link: string;
}

export function giftRecordedEmail(notice: GiftNotice): EmailMessage {
  const what =
    notice.itemType === 'cash_fund'
      ? `gave ${formatDollarsCents(notice.amount ?? 0)} towards ${notice.itemName}`
      : `bought ${notice.quantity && notice.quantity > 1 ? `${notice.quantity} × ` : ''}${notice.itemName}`;
  const lines = [
    `${notice.purchaserName} says they ${what} from your registry "${notice.registryTitle}".`,
    notice.message ? `\nTheir message:\n"${notice.message}"` : '',
    notice.purchaserEmail ? `\nTheir email: ${notice.purchaserEmail}` : '',
    '\nConfetti does not take payments: the gift or money comes from them directly.',
    `\nSee your gifts and keep track of thank-you notes: ${notice.link}`,
    '\n\nWith love,\nThe Confetti team',
  ];
  return {
    to: notice.to,
    subject: `${notice.purchaserName} ${what}`,
    text: lines.join('\n'),
  };
}

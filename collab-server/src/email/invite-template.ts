// The invitation email. It comes from the couple ("Maya & Jordan invited you to plan their
// wedding", a viewer "… to follow their wedding plan"); before they have written their names in,
// from the inviter's name, then their address.
import type { EmailMessage } from './outbox';

const ROLE_WORDS = { partner: 'partner', planner: 'wedding planner', viewer: 'viewer (read only)' } as const;

export interface InviteSender {
  partner1Name: string | null;
  partner2Name: string | null;
  inviterName: string | null;
  inviterEmail: string;
}

/** "Maya & Jordan", either name alone, else the inviter's display name, else their email. */
export function inviteSenderName(sender: InviteSender): string {
  const couple = [sender.partner1Name, sender.partner2Name]
    .map((name) => name?.trim())
    .filter((name): name is string => Boolean(name))
    .join(' & ');
  return couple || sender.inviterName?.trim() || sender.inviterEmail;
}

export function inviteEmail(
  to: string,
  sender: InviteSender,
  role: keyof typeof ROLE_WORDS,
  link: string,
): EmailMessage {
  const from = inviteSenderName(sender);
  const byWhom = from === sender.inviterEmail ? '' : ` (sent by ${sender.inviterEmail})`;
  return {
    to,
    // A viewer follows the plan; they do not plan it.
    subject:
      role === 'viewer'
        ? `${from} invited you to follow their wedding plan`
        : `${from} invited you to plan their wedding`,
    text:
      `${from} invited you to join their wedding plan on Confetti as ${ROLE_WORDS[role]}${byWhom}.\n\n` +
      `Accept the invitation:\n${link}\n\nThe link works for 14 days. Sign in (or create a free account) with ` +
      `this email address to join.\n\nWith love,\nThe Confetti team`,
  };
}

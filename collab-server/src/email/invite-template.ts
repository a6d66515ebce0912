// The invitation email. It comes from the couple ("Maya & Jordan invited you to plan their
// wedding", a viewer "… to follow their wedding plan"); before they have written their names in,
// from the inviter's name, then their address. A partner is one of the couple: their invitation
// comes from the person who sent it ("Maya invited you to plan your wedding together"), never from
// "Maya & Jordan" to Jordan.
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
  const from =
    role === 'partner' ? sender.inviterName?.trim() || sender.inviterEmail : inviteSenderName(sender);
  const byWhom = from === sender.inviterEmail ? '' : ` (sent by ${sender.inviterEmail})`;
  const invited =
    role === 'partner'
      ? `${from} invited you to plan your wedding together on Confetti, as their partner${byWhom}.`
      : `${from} invited you to join their wedding plan on Confetti as ${ROLE_WORDS[role]}${byWhom}.`;
  return {
    to,
    // A viewer follows the plan; they do not plan it.
    subject:
      role === 'viewer'
        ? `${from} invited you to follow their wedding plan`
        : role === 'partner'
          ? `${from} invited you to plan your wedding together`
          : `${from} invited you to plan their wedding`,
    text:
      `${invited}\n\n` +
      `Accept the invitation:\n${link}\n\nThe link works for 14 days. Sign in (or create a free account) with ` +
      `this email address to join.\n\nWith love,\nThe Confetti team`,
  };
}

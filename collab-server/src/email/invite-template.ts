import type { EmailMessage } from './outbox';

const ROLE_WORDS = { partner: 'partner', planner: 'wedding planner', viewer: 'viewer (read only)' } as const;

export function inviteEmail(
  to: string,
  inviter: string,
  role: keyof typeof ROLE_WORDS,
  link: string,
): EmailMessage {
  return {
    to,
    subject: `${inviter} invited you to plan a wedding on Confetti`,
    text:
      `${inviter} invited you to join their wedding plan on Confetti as ${ROLE_WORDS[role]}.\n\n` +
      `Accept the invitation:\n${link}\n\nThe link works for 14 days. Sign in (or create a free account) with ` +
      `this email address to join.\n\nWith love,\nThe Confetti team`,
  };
}

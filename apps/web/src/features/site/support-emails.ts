// The three mailboxes people can write to.
export const SUPPORT_EMAILS = {
  contact: 'hello@confetti.wedding',
  vendors: 'vendors@confetti.wedding',
  legal: 'legal@confetti.wedding',
} as const;

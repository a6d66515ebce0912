// The texts of the emails we send. Plain text first (it is what the dev mailbox and most clients show).
import type { EmailMessage } from './outbox';

const SIGNATURE = '\n\nWith love,\nThe Confetti team';

export function confirmationEmail(to: string, link: string, forVendor = false): EmailMessage {
  const then = forVendor ? 'to set up your vendor listing' : 'to start planning';
  return {
    to,
    subject: 'Confirm your email for Confetti',
    text:
      `Welcome to Confetti!\n\nPlease confirm your email address ${then}:\n${link}\n\n` +
      `This link works once and expires in 48 hours. If you did not sign up, you can ignore this email.${SIGNATURE}`,
  };
}

export function alreadyRegisteredEmail(to: string, signInLink: string, resetLink: string): EmailMessage {
  return {
    to,
    subject: 'You already have a Confetti account',
    text:
      `Someone (hopefully you) tried to create a Confetti account with this email address, but you already have one.\n\n` +
      `Sign in: ${signInLink}\nForgot your password? ${resetLink}\n\n` +
      `If this was not you, no action is needed.${SIGNATURE}`,
  };
}

/** A second sign-up with another password for an address nobody has confirmed (auth/routes.ts). */
export function finishSignupEmail(to: string, link: string): EmailMessage {
  return {
    to,
    subject: 'Finish creating your Confetti account',
    text:
      `Someone (hopefully you) signed up for Confetti with this email address more than once, with different passwords.\n\n` +
      `To make sure the account is yours, choose its password here. That also confirms your email address:\n${link}\n\n` +
      `This link works once and expires in 1 hour. Earlier confirmation links for this address no longer work. ` +
      `If you did not sign up, you can ignore this email: nobody can use the account until its password is chosen here.${SIGNATURE}`,
  };
}

export function passwordResetEmail(to: string, link: string): EmailMessage {
  return {
    to,
    subject: 'Reset your Confetti password',
    text:
      `We received a request to reset your Confetti password. Choose a new one here:\n${link}\n\n` +
      `This link works once and expires in 1 hour. If you did not ask for this, you can ignore this email.${SIGNATURE}`,
  };
}

// The auth calls of spec §4 against our server's /api/auth endpoints.
import { api } from '../../lib/api';
import { clearPendingSignOut, type UserType } from '../../lib/session';

export interface SignUpInput {
  email: string;
  password: string;
  agreeToTerms: boolean;
  /** What others on the plan see instead of the email address. */
  displayName?: string;
  userType?: UserType;
  /** Where the confirmation link leads (a path on this site); /app when left out. */
  next?: string;
}

/** The server's limit on a display name. */
export const DISPLAY_NAME_MAX_LENGTH = 60;

/** Sets the signed-in person's display name (blank clears it); answers with the updated session. */
export function saveDisplayName(displayName: string): Promise<unknown> {
  return api.patch<unknown>('/api/account/profile', { display_name: displayName });
}

export interface SignUpAnswer {
  status: 'confirmation_sent';
  message: string;
}

export interface MessageAnswer {
  message: string;
}

/** Creates an account. It never signs in: the answer says a confirmation email is on its way. */
export function signUp(input: SignUpInput): Promise<SignUpAnswer> {
  return api.post<SignUpAnswer>('/api/auth/signup', input);
}

/** Signs in; the server sets the session cookie and answers with the session ({ user, plans }). */
export async function signIn(input: { email: string; password: string }): Promise<unknown> {
  const session = await api.post<unknown>('/api/auth/signin', input);
  // A new session: a sign-out left pending on this device was of the one before.
  clearPendingSignOut();
  return session;
}

/**
 * Changes the signed-in person's password. The server signs out every other session of the account
 * and answers with this client's new session.
 */
export function changePassword(currentPassword: string, newPassword: string): Promise<unknown> {
  return api.post<unknown>('/api/account/password', {
    current_password: currentPassword,
    new_password: newPassword,
  });
}

export function requestPasswordReset(email: string): Promise<MessageAnswer> {
  return api.post<MessageAnswer>('/api/auth/password-reset', { email });
}

export function confirmPasswordReset(token: string, password: string): Promise<MessageAnswer> {
  return api.post<MessageAnswer>('/api/auth/password-reset/confirm', { token, password });
}

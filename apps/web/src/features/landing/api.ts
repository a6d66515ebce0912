// Landing-page calls to the server.
import { api } from '../../lib/api';

export interface WaitlistAnswer {
  message: string;
}

/** Puts an email on the Pro waitlist (POST /api/waitlist). */
export function joinWaitlist(email: string): Promise<WaitlistAnswer> {
  return api.post<WaitlistAnswer>('/api/waitlist', { email });
}

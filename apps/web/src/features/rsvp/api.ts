// The public RSVP page's calls: no session, only the link's code.
import { api } from '../../lib/api';

export interface RsvpPlan {
  couple_names: string;
  wedding_date: string | null;
  location: string | null;
  meal_options: string[];
}

export type Answer = 'Accepted' | 'Declined';

export interface RsvpInvitation {
  guest_id: string;
  name: string;
  /** The answer on file (given here before, or taken down by the couple), and its meal. */
  rsvp_status: Answer | null;
  meal_choice: string | null;
  /** Dietary notes are on file (the notes themselves never leave the server). */
  has_dietary_notes: boolean;
  party_members: {
    id: string;
    name: string;
    rsvp_status: Answer | null;
    meal_choice: string | null;
    has_dietary_notes: boolean;
  }[];
  /** Seats in the party nobody is named for yet: the guest may bring someone. */
  plus_ones: number;
  /** What was answered before for the first of those seats (answered then without a name). */
  seats_on_file: { rsvp_status: Answer | null; meal_choice: string | null; has_dietary_notes: boolean }[];
}

export interface RsvpAnswerBody {
  guest_id: string;
  rsvp_status: Answer;
  /** Left out: the guest's meal and dietary notes stay as the couple recorded them. */
  meal_choice?: string;
  dietary_notes?: string;
  members: { id: string; rsvp_status: Answer; meal_choice?: string; dietary_notes?: string }[];
  /** One per unnamed seat answered: each becomes a person in the party, named or not. */
  plus_ones?: { name?: string; rsvp_status: Answer; meal_choice?: string; dietary_notes?: string }[];
  /** Left out to keep a message sent before. */
  message?: string;
}

const base = (code: string) => `/api/public/rsvp/${encodeURIComponent(code)}`;

export const rsvpApi = {
  plan: (code: string, signal?: AbortSignal) => api.get<RsvpPlan>(base(code), signal ? { signal } : {}),
  search: (code: string, name: string) =>
    api.get<{ matches: RsvpInvitation[] }>(`${base(code)}/search?name=${encodeURIComponent(name)}`),
  answer: (code: string, body: RsvpAnswerBody) =>
    api.post<{ guest_id: string; rsvp_status: Answer; message: string }>(base(code), body),
};

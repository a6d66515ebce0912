// Expert tasks for Stationery & Invitations, earliest first. Invitations are ordered 4-5 months out
// so proofs, printing and postage fit before mailing 6-8 weeks ahead.

import { expertTasksIn } from './expert-task';

export const STATIONERY_INVITATIONS_TASKS = expertTasksIn('Stationery & Invitations', [
  {
    id: 'stationery-invitations-collect-addresses',
    text: 'Collect mailing addresses for every guest',
    description:
      'Keep one spreadsheet with names exactly as they will appear on envelopes. Collecting addresses always takes longer than expected.',
    priority: 'high',
    daysBefore: 300,
    estimatedHours: 3,
  },
  {
    id: 'stationery-invitations-choose-style',
    text: 'Choose a stationery style and a printer or designer',
    description:
      'A consistent look across save-the-dates, invitations and day-of paper ties the wedding together. Ask about paper samples and print methods.',
    priority: 'medium',
    daysBefore: 270,
    estimatedHours: 2,
  },
  {
    id: 'stationery-invitations-order-save-the-dates',
    text: 'Order save-the-dates',
    description:
      'Order early enough to mail them six to eight months ahead, or earlier for a destination wedding. Include your wedding website address.',
    priority: 'high',
    daysBefore: 250,
    estimatedHours: 2,
  },
  {
    id: 'stationery-invitations-mail-save-the-dates',
    text: 'Mail save-the-dates',
    description:
      'Send them to everyone you will invite, and only them: a save-the-date is a promise of an invitation.',
    priority: 'high',
    daysBefore: 220,
    estimatedHours: 3,
  },
  {
    id: 'stationery-invitations-decide-wording',
    text: 'Decide the invitation wording and how guests RSVP',
    description:
      'Settle who is named as host, how formal the wording is and whether guests reply by card or online. Make plus-ones and children clear on the envelope.',
    priority: 'medium',
    daysBefore: 160,
    estimatedHours: 2,
  },
  {
    id: 'stationery-invitations-order-invitations',
    text: 'Order invitations and RSVP cards',
    description:
      'Order 4-5 months ahead to leave time for proofs and printing. Order 10-15% extra for mistakes, late additions and keepsakes.',
    priority: 'high',
    daysBefore: 135,
    estimatedHours: 1,
  },
  {
    id: 'stationery-invitations-proofread',
    text: 'Proofread the proofs with two other people',
    description:
      'Check names, the date and weekday, times and addresses. Read it aloud; mistakes hide in text you have seen many times.',
    priority: 'high',
    daysBefore: 120,
    estimatedHours: 1,
  },
  {
    id: 'stationery-invitations-weigh-postage',
    text: 'Weigh a complete invitation at the post office',
    description:
      'Square envelopes and thick suites need extra postage. Buy stamps for the RSVP envelopes too.',
    priority: 'medium',
    daysBefore: 75,
    estimatedHours: 1,
  },
  {
    id: 'stationery-invitations-mail-invitations',
    text: 'Mail invitations',
    description:
      'Send them six to eight weeks before, with the RSVP deadline three to four weeks before the wedding. Mail one to yourselves to check it arrives intact.',
    priority: 'high',
    daysBefore: 56,
    estimatedHours: 4,
  },
  {
    id: 'stationery-invitations-follow-up-rsvps',
    text: 'Follow up on missing RSVPs',
    description:
      'Call or text guests who missed the deadline. The caterer and the seating chart cannot wait for them.',
    priority: 'high',
    daysBefore: 25,
    estimatedHours: 2,
  },
  {
    id: 'stationery-invitations-order-day-of-paper',
    text: 'Order programs, menus, place cards and table numbers',
    description:
      'Order once RSVPs are in, since place cards need final names and meal choices. Allow a week for printing.',
    priority: 'medium',
    daysBefore: 21,
    estimatedHours: 2,
  },
  {
    id: 'stationery-invitations-send-thank-you-notes',
    text: 'Send thank-you notes',
    description:
      'Aim to send them within two to three months, sooner for gifts that arrived before the wedding. Mention the gift and how you will use it.',
    priority: 'high',
    daysBefore: -14,
    estimatedHours: 8,
  },
]);

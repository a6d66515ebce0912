// Expert tasks that belong to no vendor, earliest first: budget, license, website, insurance, the
// seating chart and the paperwork after the wedding.

import { expertTasksIn } from './expert-task';

export const MISCELLANEOUS_TASKS = expertTasksIn('Miscellaneous', [
  {
    id: 'miscellaneous-set-overall-budget',
    text: "Set your overall budget and agree who's contributing",
    description:
      'Talk with family early about contributions and what comes with them. Keep 5-10% aside for surprises.',
    priority: 'high',
    daysBefore: 540,
    estimatedHours: 2,
  },
  {
    id: 'miscellaneous-buy-wedding-insurance',
    text: 'Buy wedding insurance',
    description:
      'Event insurance covers liability and, with cancellation cover, your deposits if something goes wrong. Buy it as soon as the first big deposits are paid.',
    priority: 'medium',
    daysBefore: 420,
    estimatedHours: 1,
  },
  {
    id: 'miscellaneous-create-wedding-website',
    text: 'Create your wedding website',
    description:
      'Include the date, locations, travel and hotel details, dress code and registry. Put the address on your save-the-dates.',
    priority: 'medium',
    daysBefore: 270,
    estimatedHours: 3,
  },
  {
    id: 'miscellaneous-set-up-registry',
    text: 'Set up your gift registry',
    description:
      'Register before save-the-dates go out and engagement parties begin. Include gifts across a range of prices.',
    priority: 'medium',
    daysBefore: 240,
    estimatedHours: 3,
  },
  {
    id: 'miscellaneous-plan-honeymoon',
    text: 'Plan and book your honeymoon',
    description:
      'Check passport expiry dates, since many countries require six months of validity. Book flights early for the best fares.',
    priority: 'medium',
    daysBefore: 240,
    estimatedHours: 4,
  },
  {
    id: 'miscellaneous-plan-rehearsal-dinner',
    text: 'Plan the rehearsal dinner',
    description:
      'Book a restaurant or space and decide who is invited: usually the wedding party, close family and out-of-town guests.',
    priority: 'medium',
    daysBefore: 120,
    estimatedHours: 3,
  },
  {
    id: 'miscellaneous-check-marriage-license-rules',
    text: 'Check your marriage license requirements',
    description:
      'Each county sets its own rules: ID, fees, waiting period and how long the license stays valid. Some require both of you to apply in person.',
    priority: 'high',
    daysBefore: 90,
    estimatedHours: 1,
  },
  {
    id: 'miscellaneous-apply-for-marriage-license',
    text: 'Apply for your marriage license',
    description:
      'Apply inside the window your county sets, as many licenses are valid for only 30-90 days. Bring your IDs and any divorce decrees.',
    priority: 'high',
    daysBefore: 30,
    estimatedHours: 2,
  },
  {
    id: 'miscellaneous-make-seating-chart',
    text: 'Make the seating chart once RSVPs are in',
    description:
      'Seat family and the wedding party first, then group friends who know each other. Keep older guests away from the speakers.',
    priority: 'high',
    daysBefore: 21,
    estimatedHours: 4,
  },
  {
    id: 'miscellaneous-prepare-tips-and-payments',
    text: 'Prepare final payments and tip envelopes',
    description:
      'Label an envelope for each vendor and give them to your coordinator or a trusted friend. Tips of 15-20% are customary for service staff.',
    priority: 'medium',
    daysBefore: 7,
    estimatedHours: 1,
  },
  {
    id: 'miscellaneous-assign-end-of-night-pickup',
    text: 'Name who collects gifts, cards and personal items at the end of the night',
    description:
      'Choose one trusted person to gather the card box, gifts, leftover alcohol and your belongings before the venue closes. Give them a list and a car.',
    priority: 'medium',
    daysBefore: 3,
    estimatedHours: 0.5,
  },
  {
    id: 'miscellaneous-pack-day-of-bag',
    text: 'Pack a day-of bag',
    description:
      'Vows, license, rings, phone charger, snacks, water and any medicines. Leave it by the door the night before.',
    priority: 'medium',
    daysBefore: 2,
    estimatedHours: 1,
  },
  {
    id: 'miscellaneous-hand-off-the-day',
    text: 'Hand off your phone and let your team run the day',
    description:
      'Send every question to your coordinator from here on. Eat something, drink water and take a quiet moment together.',
    priority: 'medium',
    daysBefore: 0,
    estimatedHours: 0.25,
  },
  {
    id: 'miscellaneous-confirm-license-filed',
    text: 'Make sure the signed marriage license was filed',
    description:
      'Check the officiant returned it before the deadline, then order certified copies. You need them for any name change.',
    priority: 'high',
    daysBefore: -7,
    estimatedHours: 0.5,
  },
  {
    id: 'miscellaneous-start-name-change',
    text: 'Start any name change: Social Security, ID, passport, banks',
    description:
      "Update Social Security first, then your driver's license, passport, banks and employer. Each needs a certified copy of your marriage certificate.",
    priority: 'medium',
    daysBefore: -30,
    estimatedHours: 6,
  },
  {
    id: 'miscellaneous-review-vendors',
    text: 'Write reviews for your vendors',
    description:
      'Reviews are how small businesses find their next couples. Mention people by name and what they did well.',
    priority: 'low',
    daysBefore: -30,
    estimatedHours: 2,
  },
]);

// Expert tasks for Rentals, earliest first. Rentals book 3-4 months out, once the floor plan shows
// what the venue and caterer don't supply.

import { expertTasksIn } from './expert-task';

export const RENTALS_TASKS = expertTasksIn('Rentals', [
  {
    id: 'rentals-list-needs',
    text: 'List what you need to rent beyond the venue and caterer',
    description:
      "Compare the venue's inventory and the caterer's package with your floor plan. Tents, dance floors, lounge furniture and restroom trailers are common gaps.",
    priority: 'high',
    daysBefore: 150,
    estimatedHours: 2,
  },
  {
    id: 'rentals-check-tent-and-power',
    text: 'Check tent, flooring and power needs for outdoor events',
    description:
      'Tents often need permits, a site visit and generators. Reserve tents early: they sell out in peak season.',
    priority: 'high',
    daysBefore: 130,
    estimatedHours: 1,
  },
  {
    id: 'rentals-get-quotes',
    text: 'Get quotes from 2-3 rental companies',
    description: 'Compare delivery, setup, pickup and damage waiver fees as well as item prices.',
    priority: 'medium',
    daysBefore: 120,
    estimatedHours: 2,
  },
  {
    id: 'rentals-book-rentals',
    text: 'Book rentals and pay the deposit',
    description:
      'Book 3-4 months ahead. Order about 5% more chairs, napkins and glassware than your guest count.',
    priority: 'high',
    daysBefore: 105,
    estimatedHours: 1,
  },
  {
    id: 'rentals-see-samples',
    text: 'See linen and tableware samples in person',
    description:
      'Colors look different on a screen. Set a mock table with your florist or planner if you can.',
    priority: 'low',
    daysBefore: 90,
    estimatedHours: 1,
  },
  {
    id: 'rentals-finalize-quantities',
    text: 'Finalize rental quantities against your RSVPs',
    description:
      'Most companies accept changes until two or three weeks before. Update the counts once RSVPs are in.',
    priority: 'high',
    daysBefore: 21,
    estimatedHours: 1,
  },
  {
    id: 'rentals-confirm-delivery-and-pickup',
    text: 'Confirm delivery and pickup windows with the venue',
    description:
      'Rentals often arrive the day before and leave the morning after. Check the venue allows both times.',
    priority: 'medium',
    daysBefore: 7,
    estimatedHours: 0.5,
  },
  {
    id: 'rentals-pack-for-return',
    text: 'Count and pack rentals for return',
    description:
      'Items usually have to be scraped, stacked and boxed as they arrived. Missing pieces are billed at replacement cost.',
    priority: 'low',
    daysBefore: -1,
    estimatedHours: 1,
  },
]);

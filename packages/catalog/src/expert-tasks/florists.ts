// Expert tasks for Florists, earliest first. Florists book 6-8 months out; final details are due two
// weeks before, when the dashboard's florist reminder turns urgent.

import { expertTasksIn } from './expert-task';

export const FLORISTS_TASKS = expertTasksIn('Florists', [
  {
    id: 'florists-gather-inspiration',
    text: 'Gather flower inspiration, colors and venue photos',
    description:
      'Save 10-20 images you love and a few you dislike; florists learn as much from the second group. Add photos of the venue so they can see the space.',
    priority: 'medium',
    daysBefore: 270,
    estimatedHours: 2,
  },
  {
    id: 'florists-set-floral-budget',
    text: 'Set your floral budget and priorities',
    description:
      'Flowers usually take around 8% of the budget. Decide where they matter most to you: the bouquet, the ceremony or the reception tables.',
    priority: 'medium',
    daysBefore: 260,
    estimatedHours: 1,
  },
  {
    id: 'florists-research-florists',
    text: 'Research florists who have worked at your venue',
    description:
      'A florist who knows the venue knows its rules on candles, hanging installations and access times. Ask your venue coordinator for names.',
    priority: 'medium',
    daysBefore: 240,
    estimatedHours: 3,
  },
  {
    id: 'florists-hold-consultations',
    text: 'Have consultations with 2-3 florists',
    description:
      "Bring your inspiration, palette, guest count and number of tables. Ask what's in season: in-season flowers cost less and look better.",
    priority: 'high',
    daysBefore: 225,
    estimatedHours: 3,
  },
  {
    id: 'florists-book-florist',
    text: 'Book your florist and pay the deposit',
    description: 'Book 6-8 months ahead. Many florists take only one or two weddings per weekend.',
    priority: 'high',
    daysBefore: 210,
    estimatedHours: 1,
  },
  {
    id: 'florists-review-proposal',
    text: 'Review the floral proposal and adjust it to your budget',
    description:
      'Ask which ceremony pieces can move to the reception so they work twice. Swapping a pricey flower often saves more than cutting a piece.',
    priority: 'medium',
    daysBefore: 180,
    estimatedHours: 2,
  },
  {
    id: 'florists-list-personal-flowers',
    text: 'List everyone who needs a bouquet, boutonniere or corsage',
    description:
      'Include parents, grandparents, readers and anyone else you want to honor. Forgotten names are a classic morning-of scramble.',
    priority: 'medium',
    daysBefore: 90,
    estimatedHours: 1,
  },
  {
    id: 'florists-confirm-vases-and-candles',
    text: 'Confirm who supplies vases, candles and stands',
    description:
      'Know which pieces come from the florist and which from your rental company, and who collects them afterwards.',
    priority: 'low',
    daysBefore: 75,
    estimatedHours: 0.5,
  },
  {
    id: 'florists-plan-flowers-afterwards',
    text: 'Decide what happens to the flowers after the wedding',
    description:
      'Donate arrangements to a hospital or care home, send centerpieces home with guests, or have your bouquet preserved. Preservers often need it within a few days.',
    priority: 'low',
    daysBefore: 45,
    estimatedHours: 0.5,
  },
  {
    id: 'florists-confirm-final-details',
    text: 'Confirm final floral details and quantities',
    description:
      'Send the final numbers of tables, bouquets and boutonnieres, plus any changes. Most florists place their flower orders about two weeks out.',
    priority: 'high',
    daysBefore: 14,
    estimatedHours: 1,
  },
  {
    id: 'florists-confirm-delivery',
    text: 'Confirm delivery, setup and pickup times with the florist',
    description:
      'Personal flowers usually go to where you get ready, the rest to the venue. Check who removes the arrangements and when.',
    priority: 'medium',
    daysBefore: 7,
    estimatedHours: 0.5,
  },
  {
    id: 'florists-plan-bouquet-care',
    text: 'Arrange water and a cool spot for bouquets on the day',
    description:
      'Bouquets wilt fast in the heat. Ask the florist how to keep them fresh, and name someone to put them in water during dinner.',
    priority: 'low',
    daysBefore: 1,
    estimatedHours: 0.25,
  },
]);

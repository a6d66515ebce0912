// Expert tasks for Photographers, earliest first. Photographers book 9-12 months out; the shot list
// is due three weeks before, when the dashboard's photographer reminder turns urgent.

import { expertTasksIn } from './expert-task';

export const PHOTOGRAPHERS_TASKS = expertTasksIn('Photographers', [
  {
    id: 'photographers-set-photo-budget',
    text: 'Decide how much of the budget goes to photography',
    description:
      'Around 10% is typical. Decide what matters most to you: hours of coverage, a second shooter, an engagement session or an album.',
    priority: 'medium',
    daysBefore: 390,
    estimatedHours: 1,
  },
  {
    id: 'photographers-research-styles',
    text: 'Research photographers and choose a style you love',
    description:
      'Light and airy, moody, documentary or classic posed: pick a style you will still love in 30 years. Look past social media to full wedding galleries.',
    priority: 'high',
    daysBefore: 370,
    estimatedHours: 4,
  },
  {
    id: 'photographers-check-availability',
    text: 'Check availability and pricing with your top 3-5',
    description:
      'Popular photographers book up a year ahead. Ask what each package includes and what an extra hour costs.',
    priority: 'high',
    daysBefore: 340,
    estimatedHours: 2,
  },
  {
    id: 'photographers-meet-photographers',
    text: 'Meet your top choices by video call or in person',
    description:
      'You will spend more of the day with your photographer than with anyone else, so make sure you are at ease with them. Ask how they handle family photos and bad weather.',
    priority: 'high',
    daysBefore: 320,
    estimatedHours: 3,
  },
  {
    id: 'photographers-review-contract',
    text: 'Review the contract: hours, delivery time, image rights, backup plan',
    description:
      'Check how many edited images to expect and when. Ask what happens if the photographer is ill; backup cameras and memory cards should be standard.',
    priority: 'high',
    daysBefore: 305,
    estimatedHours: 1,
  },
  {
    id: 'photographers-book-photographer',
    text: 'Book your photographer and pay the deposit',
    description: 'Book 9-12 months ahead. Get the date, hours, locations and any second shooter in writing.',
    priority: 'high',
    daysBefore: 300,
    estimatedHours: 1,
  },
  {
    id: 'photographers-schedule-engagement-session',
    text: 'Schedule an engagement session',
    description:
      'It is practice at being photographed together and a chance to learn how your photographer works. The photos suit save-the-dates and your wedding website.',
    priority: 'low',
    daysBefore: 240,
    estimatedHours: 3,
  },
  {
    id: 'photographers-decide-first-look',
    text: 'Decide on a first look and when portraits happen',
    description:
      'A first look lets you take portraits before the ceremony and join cocktail hour. Without one, plan about an hour for photos after the ceremony.',
    priority: 'medium',
    daysBefore: 90,
    estimatedHours: 1,
  },
  {
    id: 'photographers-list-family-groupings',
    text: 'List family photo groupings with names',
    description:
      'Keep it to 10-15 groupings at two or three minutes each. Name someone who knows both families to round people up.',
    priority: 'high',
    daysBefore: 45,
    estimatedHours: 2,
  },
  {
    id: 'photographers-send-shot-list',
    text: 'Send the shot list and timeline to your photographer',
    description:
      "Include must-have moments, family groupings, special guests and details like a grandparent's ring. Trust them with everything else.",
    priority: 'high',
    daysBefore: 21,
    estimatedHours: 2,
  },
  {
    id: 'photographers-confirm-portrait-locations',
    text: 'Confirm portrait locations and any permits',
    description:
      'Parks and historic sites may require a permit or fee. Check travel time between spots and pick an indoor option in case of rain.',
    priority: 'medium',
    daysBefore: 14,
    estimatedHours: 1,
  },
  {
    id: 'photographers-final-call',
    text: 'Have a final call to confirm timeline and contacts',
    description:
      'Go over arrival time, addresses, the family wrangler and the plan for sunset portraits. Confirm their vendor meal.',
    priority: 'medium',
    daysBefore: 7,
    estimatedHours: 1,
  },
  {
    id: 'photographers-choose-album-photos',
    text: 'Choose photos for your album and prints',
    description:
      'Albums are easiest to finish while the day is fresh. Pick favorites within a month or two of receiving the gallery, and back up the files in two places.',
    priority: 'low',
    daysBefore: -60,
    estimatedHours: 4,
  },
]);

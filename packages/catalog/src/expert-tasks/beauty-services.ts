// Expert tasks for Beauty Services, earliest first. Hair and makeup artists book 4-6 months out.

import { expertTasksIn } from './expert-task';

export const BEAUTY_SERVICES_TASKS = expertTasksIn('Beauty Services', [
  {
    id: 'beauty-services-start-skin-and-hair-routine',
    text: 'Start a skin care and hair routine',
    description:
      'Changes take months to show. See a dermatologist early if you want treatment, and avoid trying anything new in the final weeks.',
    priority: 'low',
    daysBefore: 240,
    estimatedHours: 1,
  },
  {
    id: 'beauty-services-research-artists',
    text: 'Research hair and makeup artists',
    description:
      'Look for photos of real clients in natural light, not filtered posts. Check whether they travel to you and how many people their team can do.',
    priority: 'medium',
    daysBefore: 180,
    estimatedHours: 2,
  },
  {
    id: 'beauty-services-decide-who-gets-services',
    text: 'Decide who gets hair and makeup done, and who pays',
    description:
      'Ask your wedding party and family early and be clear about cost. Most artists need 45-60 minutes per person.',
    priority: 'medium',
    daysBefore: 170,
    estimatedHours: 1,
  },
  {
    id: 'beauty-services-book-artist',
    text: 'Book your hair and makeup artist',
    description: 'Book 4-6 months ahead. Check travel fees, assistants and any minimum number of services.',
    priority: 'high',
    daysBefore: 150,
    estimatedHours: 1,
  },
  {
    id: 'beauty-services-have-trial',
    text: 'Have a hair and makeup trial',
    description:
      "Bring inspiration photos and wear a top close to your outfit's neckline and color. Check the look in daylight and in flash photos.",
    priority: 'medium',
    daysBefore: 75,
    estimatedHours: 3,
  },
  {
    id: 'beauty-services-book-pre-wedding-appointments',
    text: 'Book pre-wedding hair, nail and skin appointments',
    description:
      'Plan cuts and color about two weeks before and nails a day or two before. Skip new facials and peels in the last week.',
    priority: 'low',
    daysBefore: 30,
    estimatedHours: 0.5,
  },
  {
    id: 'beauty-services-build-schedule',
    text: 'Build the hair and makeup schedule',
    description:
      'Work back from when you need to be dressed, with the couple near the end but not right before photos. Add 30 minutes of buffer.',
    priority: 'high',
    daysBefore: 21,
    estimatedHours: 1,
  },
  {
    id: 'beauty-services-prepare-getting-ready-room',
    text: 'Confirm the getting-ready room has light, space and power',
    description: 'Artists need natural light, a table and outlets. Send them parking and access details.',
    priority: 'low',
    daysBefore: 7,
    estimatedHours: 0.5,
  },
  {
    id: 'beauty-services-pack-touch-up-kit',
    text: 'Pack a touch-up kit for the day',
    description:
      'Lipstick, blotting papers, powder, bobby pins and hair spray. Give it to someone who will be near you all day.',
    priority: 'low',
    daysBefore: 2,
    estimatedHours: 0.5,
  },
  {
    id: 'beauty-services-prepare-payment',
    text: 'Prepare final payment and gratuity for your artists',
    description:
      'Balances are often due on the morning itself. A 15-20% tip in a labelled envelope is customary.',
    priority: 'low',
    daysBefore: 1,
    estimatedHours: 0.25,
  },
]);

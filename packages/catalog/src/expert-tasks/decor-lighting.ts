// Expert tasks for Decor & Lighting, earliest first. Decor and lighting book 4-6 months out.

import { expertTasksIn } from './expert-task';

export const DECOR_LIGHTING_TASKS = expertTasksIn('Decor & Lighting', [
  {
    id: 'decor-lighting-define-style',
    text: 'Define your decor style and color palette',
    description:
      "Choose a look that works with your venue's architecture rather than fighting it. Three colors plus a neutral is usually plenty.",
    priority: 'medium',
    daysBefore: 240,
    estimatedHours: 2,
  },
  {
    id: 'decor-lighting-list-venue-inclusions',
    text: 'List the decor your venue already includes',
    description:
      'Many venues include candles, chargers, draping or string lights. Check the inventory so you do not pay twice.',
    priority: 'low',
    daysBefore: 200,
    estimatedHours: 0.5,
  },
  {
    id: 'decor-lighting-research-companies',
    text: 'Research decor and lighting companies',
    description:
      'Ask for photos taken at your venue after dark. Uplighting and string lights change a room more than most decor does.',
    priority: 'medium',
    daysBefore: 170,
    estimatedHours: 2,
  },
  {
    id: 'decor-lighting-book-decor-lighting',
    text: 'Book decor and lighting and pay the deposit',
    description:
      'Book 4-6 months ahead. Check power needs, fire rules for candles and what the venue lets you hang from walls and ceilings.',
    priority: 'high',
    daysBefore: 150,
    estimatedHours: 1,
  },
  {
    id: 'decor-lighting-plan-signage',
    text: 'Plan signage: welcome sign, seating chart and bar menu',
    description: 'Match the signs to your stationery and check sizes and easels. Proofread every sign twice.',
    priority: 'low',
    daysBefore: 75,
    estimatedHours: 2,
  },
  {
    id: 'decor-lighting-finish-diy-projects',
    text: 'Finish any DIY decor projects',
    description:
      'Finish DIY pieces a month out so the last weeks stay free. Pack them in boxes labelled with where each item goes.',
    priority: 'low',
    daysBefore: 30,
    estimatedHours: 6,
  },
  {
    id: 'decor-lighting-assign-setup-and-removal',
    text: 'Assign who sets up and removes the decor',
    description:
      'Write a setup list with photos for your coordinator or a friend. Venues often charge for anything left behind.',
    priority: 'medium',
    daysBefore: 14,
    estimatedHours: 1,
  },
  {
    id: 'decor-lighting-confirm-schedule',
    text: 'Confirm delivery, setup and teardown times',
    description:
      "Setup and teardown must fit inside the venue's access window. Share the times with your coordinator.",
    priority: 'medium',
    daysBefore: 7,
    estimatedHours: 0.5,
  },
]);

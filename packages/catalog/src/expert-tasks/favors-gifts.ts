// Expert tasks for Favors & Gifts, earliest first. Favors are ordered 2-3 months out, especially
// anything personalized.

import { expertTasksIn } from './expert-task';

export const FAVORS_GIFTS_TASKS = expertTasksIn('Favors & Gifts', [
  {
    id: 'favors-gifts-decide-on-favors',
    text: 'Decide on favors, or skip them',
    description:
      'Edible or useful favors get taken home; a donation to a cause you care about is a good alternative. Count one per couple, not per guest.',
    priority: 'low',
    daysBefore: 120,
    estimatedHours: 1,
  },
  {
    id: 'favors-gifts-order-favors',
    text: 'Order favors and welcome bag items',
    description:
      'Order 2-3 months ahead, earlier for anything personalized. Welcome bags for out-of-town guests can hold water, snacks and the weekend schedule.',
    priority: 'medium',
    daysBefore: 75,
    estimatedHours: 2,
  },
  {
    id: 'favors-gifts-buy-wedding-party-gifts',
    text: 'Buy gifts for your wedding party and parents',
    description: 'Something personal beats something expensive. Hand them out at the rehearsal dinner.',
    priority: 'medium',
    daysBefore: 60,
    estimatedHours: 3,
  },
  {
    id: 'favors-gifts-gift-for-each-other',
    text: 'Choose a gift or write a letter for each other',
    description:
      'A letter read on the wedding morning becomes a treasured keepsake. Ask your planner or a friend to deliver it.',
    priority: 'low',
    daysBefore: 30,
    estimatedHours: 2,
  },
  {
    id: 'favors-gifts-assemble-and-deliver',
    text: 'Assemble favors and welcome bags and deliver them to the hotel',
    description:
      'Make it an evening with friends. Hotels may charge a small fee per bag handed out at check-in.',
    priority: 'medium',
    daysBefore: 7,
    estimatedHours: 4,
  },
]);

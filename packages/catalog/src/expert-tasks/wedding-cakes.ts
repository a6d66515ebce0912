// Expert tasks for Wedding Cakes, earliest first. Bakers book 3-6 months out.

import { expertTasksIn } from './expert-task';

export const WEDDING_CAKES_TASKS = expertTasksIn('Wedding Cakes', [
  {
    id: 'wedding-cakes-choose-cake-or-desserts',
    text: 'Decide on a cake, a dessert table or both',
    description:
      'Many couples pair a small cutting cake with sheet cake or a dessert table, which costs less per slice. Save photos and note flavors you love.',
    priority: 'low',
    daysBefore: 200,
    estimatedHours: 1,
  },
  {
    id: 'wedding-cakes-research-bakers',
    text: 'Research bakers who deliver to your venue',
    description:
      'Look at photos of their cakes at real weddings. Ask whether they are licensed and whether your venue charges a cake-cutting fee.',
    priority: 'medium',
    daysBefore: 170,
    estimatedHours: 2,
  },
  {
    id: 'wedding-cakes-book-tastings',
    text: 'Book tastings with 2-3 bakers',
    description:
      'Tastings often carry a small fee that is credited if you book. Taste the frosting and fillings, not just the sponge.',
    priority: 'medium',
    daysBefore: 150,
    estimatedHours: 3,
  },
  {
    id: 'wedding-cakes-book-baker',
    text: 'Book your baker and pay the deposit',
    description: 'Book 3-6 months ahead. Get the size, flavors, design, delivery and setup in writing.',
    priority: 'high',
    daysBefore: 135,
    estimatedHours: 1,
  },
  {
    id: 'wedding-cakes-finalize-design',
    text: 'Finalize the cake design, servings and any fresh flowers',
    description:
      'Order servings for about 80-90% of guests, since not everyone eats cake. Agree with your florist which flowers go on the cake and that they are food safe.',
    priority: 'medium',
    daysBefore: 60,
    estimatedHours: 1,
  },
  {
    id: 'wedding-cakes-arrange-cake-table',
    text: 'Arrange the cake table, stand and cutting set',
    description:
      'Decide who provides the stand, knife and server. Place the cake away from heat, sun and the dance floor.',
    priority: 'low',
    daysBefore: 30,
    estimatedHours: 0.5,
  },
  {
    id: 'wedding-cakes-confirm-delivery',
    text: 'Confirm delivery time and setup with the baker',
    description:
      'The cake should arrive after the room is set but before guests come in. Share the venue contact and where to unload.',
    priority: 'medium',
    daysBefore: 7,
    estimatedHours: 0.5,
  },
  {
    id: 'wedding-cakes-save-top-tier',
    text: 'Arrange for the top tier to be boxed and taken home',
    description:
      'Ask the caterer to box the top tier and any leftovers. If you plan to freeze it, wrap it tightly the next day.',
    priority: 'low',
    daysBefore: 1,
    estimatedHours: 0.25,
  },
]);

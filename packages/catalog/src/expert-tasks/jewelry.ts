// Expert tasks for Jewelry, earliest first. Bands are ordered 2-3 months out to allow for sizing
// and engraving.

import { expertTasksIn } from './expert-task';

export const JEWELRY_TASKS = expertTasksIn('Jewelry', [
  {
    id: 'jewelry-insure-engagement-ring',
    text: 'Insure your engagement ring',
    description:
      'Add it to your renters or homeowners policy, or buy a jewelry policy. Keep the appraisal and receipt somewhere safe.',
    priority: 'medium',
    daysBefore: 300,
    estimatedHours: 1,
  },
  {
    id: 'jewelry-shop-for-bands',
    text: 'Shop for wedding bands together',
    description:
      'Try different widths and metals, and check how each band sits next to the engagement ring. Think about everyday comfort, not just looks.',
    priority: 'medium',
    daysBefore: 120,
    estimatedHours: 3,
  },
  {
    id: 'jewelry-order-bands',
    text: 'Order wedding bands with sizing and engraving',
    description:
      'Order 2-3 months ahead; custom bands and engraving add weeks. Get sized in the afternoon, when fingers are largest.',
    priority: 'high',
    daysBefore: 75,
    estimatedHours: 1,
  },
  {
    id: 'jewelry-choose-wedding-day-jewelry',
    text: 'Choose wedding-day jewelry and accessories',
    description:
      "Pick earrings, cufflinks or a watch to suit your outfit's neckline and metals. Wear them to your final fitting.",
    priority: 'low',
    daysBefore: 60,
    estimatedHours: 2,
  },
  {
    id: 'jewelry-pick-up-bands',
    text: 'Pick up the bands and check sizing and engraving',
    description:
      'Try them on before you leave the shop and read the engraving twice. Keep them somewhere safe until the wedding.',
    priority: 'high',
    daysBefore: 21,
    estimatedHours: 1,
  },
  {
    id: 'jewelry-hand-over-rings',
    text: "Give the rings to the person who'll carry them",
    description:
      'Hand them to a trusted adult or the officiant at the rehearsal or that morning. A young ring bearer can carry replicas.',
    priority: 'medium',
    daysBefore: 1,
    estimatedHours: 0.25,
  },
]);

// Expert tasks for Wedding Attire, earliest first. Made-to-order attire is ordered 8-9 months out,
// and alterations need their own two months at the end.

import { expertTasksIn } from './expert-task';

export const WEDDING_ATTIRE_TASKS = expertTasksIn('Wedding Attire', [
  {
    id: 'wedding-attire-research-styles',
    text: 'Research attire styles that suit your venue and season',
    description:
      'Think about formality, climate and how much you want to move and dance. Save photos of looks you love to show stylists.',
    priority: 'medium',
    daysBefore: 330,
    estimatedHours: 3,
  },
  {
    id: 'wedding-attire-set-budget',
    text: 'Set an attire budget that includes alterations and accessories',
    description:
      'Alterations often cost several hundred dollars, and shoes, veils and undergarments add up. Build them in from the start.',
    priority: 'medium',
    daysBefore: 320,
    estimatedHours: 1,
  },
  {
    id: 'wedding-attire-book-appointments',
    text: 'Book appointments at 2-3 bridal or formalwear shops',
    description:
      'Weekend appointments fill fast. Bring one or two people whose opinion you trust; a big group makes deciding harder.',
    priority: 'high',
    daysBefore: 310,
    estimatedHours: 1,
  },
  {
    id: 'wedding-attire-try-on-and-choose',
    text: 'Try on attire and choose your look',
    description:
      "Try a few silhouettes, including ones you don't expect to like. Ask about delivery times before you fall in love with a piece.",
    priority: 'high',
    daysBefore: 280,
    estimatedHours: 6,
  },
  {
    id: 'wedding-attire-order-attire',
    text: 'Order your wedding attire',
    description:
      'Order 8-9 months ahead: made-to-order gowns and custom suits often take four to six months to arrive, before alterations. Get the delivery date in writing.',
    priority: 'high',
    daysBefore: 255,
    estimatedHours: 1,
  },
  {
    id: 'wedding-attire-choose-wedding-party-attire',
    text: 'Choose wedding party attire',
    description:
      'Pick styles that flatter different bodies and budgets, and tell your wedding party the cost early. Mix-and-match colors give them some choice.',
    priority: 'medium',
    daysBefore: 210,
    estimatedHours: 2,
  },
  {
    id: 'wedding-attire-wedding-party-orders',
    text: 'Have the wedding party order their outfits',
    description:
      'Send a firm order deadline with the store or link. Late orders are the most common attire problem.',
    priority: 'medium',
    daysBefore: 180,
    estimatedHours: 1,
  },
  {
    id: 'wedding-attire-choose-accessories',
    text: 'Choose shoes, veil, accessories and undergarments',
    description:
      'You need them at your first fitting so the hem and fit are right. Wear the shoes around the house to break them in.',
    priority: 'medium',
    daysBefore: 150,
    estimatedHours: 3,
  },
  {
    id: 'wedding-attire-reserve-suits',
    text: 'Reserve or order suits and tuxedos',
    description:
      'Rental companies usually need measurements two to three months ahead. Have everyone measured by a professional, not at home.',
    priority: 'medium',
    daysBefore: 120,
    estimatedHours: 1,
  },
  {
    id: 'wedding-attire-first-fitting',
    text: 'Go to your first alterations fitting',
    description:
      'Alterations usually take two or three fittings over six to eight weeks. Bring your wedding shoes and undergarments.',
    priority: 'high',
    daysBefore: 90,
    estimatedHours: 2,
  },
  {
    id: 'wedding-attire-second-fitting',
    text: 'Go to your second fitting',
    description:
      'Practise walking, sitting, hugging and dancing in your outfit. Speak up now about anything that pinches or slips.',
    priority: 'medium',
    daysBefore: 45,
    estimatedHours: 2,
  },
  {
    id: 'wedding-attire-final-fitting',
    text: 'Go to the final fitting and learn how to bustle',
    description:
      'Bring the person who will help you dress and bustle on the day, and record a video of how it is done.',
    priority: 'high',
    daysBefore: 14,
    estimatedHours: 2,
  },
  {
    id: 'wedding-attire-pick-up-and-steam',
    text: 'Pick up your attire and have it steamed or pressed',
    description:
      'Check every piece fits and nothing is missing, including ties, cufflinks and pocket squares. Hang it somewhere safe from pets and sunlight.',
    priority: 'high',
    daysBefore: 5,
    estimatedHours: 1,
  },
  {
    id: 'wedding-attire-pack-emergency-kit',
    text: 'Pack an attire emergency kit',
    description:
      'Include safety pins, a small sewing kit, a stain remover pen, fashion tape and blister plasters. Someone always needs it.',
    priority: 'low',
    daysBefore: 2,
    estimatedHours: 0.5,
  },
  {
    id: 'wedding-attire-return-and-preserve',
    text: 'Return rentals and have your attire cleaned or preserved',
    description:
      'Rentals are usually due back within a few days. Stains on gowns set over time, so have them cleaned within a few weeks.',
    priority: 'low',
    daysBefore: -14,
    estimatedHours: 1,
  },
]);

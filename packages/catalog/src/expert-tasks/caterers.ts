// Expert tasks for Caterers, earliest first. Caterers book 9-12 months out; the final headcount
// lands a week before, when the dashboard's caterer reminder turns urgent.

import { expertTasksIn } from './expert-task';

export const CATERERS_TASKS = expertTasksIn('Caterers', [
  {
    id: 'caterers-check-venue-catering-rules',
    text: 'Find out whether your venue requires in-house or approved caterers',
    description:
      'This decides whether you shop for a caterer at all. If outside caterers are allowed, ask about kitchen access, power and any outside-vendor fee.',
    priority: 'high',
    daysBefore: 440,
    estimatedHours: 1,
  },
  {
    id: 'caterers-choose-service-style',
    text: 'Choose a service style: plated, buffet, family style or stations',
    description:
      'Plated dinners need more servers but control portions; buffets and stations feel relaxed but need floor space and time. The choice drives staffing and rental costs.',
    priority: 'medium',
    daysBefore: 380,
    estimatedHours: 1,
  },
  {
    id: 'caterers-request-quotes',
    text: 'Request itemized quotes from 3 caterers',
    description:
      'Ask for a per-person price that shows food, staff, rentals, service charge and tax separately. A service charge of 18-22% is usually not a tip for the staff.',
    priority: 'high',
    daysBefore: 350,
    estimatedHours: 3,
  },
  {
    id: 'caterers-check-license-and-insurance',
    text: 'Check reviews, licensing and insurance',
    description:
      'Make sure the caterer holds a food service license and liability insurance. Ask when they last worked at your venue and for a recent reference.',
    priority: 'medium',
    daysBefore: 330,
    estimatedHours: 1,
  },
  {
    id: 'caterers-book-caterer',
    text: "Sign the contract and pay the caterer's deposit",
    description:
      'Book 9-12 months ahead. Check the minimum guest count, the deadline for the final headcount and the cancellation terms before you sign.',
    priority: 'high',
    daysBefore: 300,
    estimatedHours: 1,
  },
  {
    id: 'caterers-plan-cocktail-hour-and-late-snacks',
    text: 'Plan cocktail hour and late-night snacks',
    description:
      'Plan four to six passed bites per guest for an hour of cocktails. A late-night snack such as fries or sliders costs little and guests remember it.',
    priority: 'low',
    daysBefore: 180,
    estimatedHours: 1,
  },
  {
    id: 'caterers-schedule-tasting',
    text: 'Schedule your menu tasting',
    description:
      'Most caterers include a tasting after booking, often three to four months out. Taste the dishes as they will be served at scale, and take notes and photos.',
    priority: 'medium',
    daysBefore: 120,
    estimatedHours: 3,
  },
  {
    id: 'caterers-finalize-menu',
    text: "Finalize the menu, including vegetarian and kids' meals",
    description:
      "Choose dishes that hold up well for a large group, and plan a proper vegetarian or vegan main. Kids' meals save money and picky eaters.",
    priority: 'high',
    daysBefore: 100,
    estimatedHours: 2,
  },
  {
    id: 'caterers-collect-dietary-needs',
    text: 'Collect allergies and dietary needs with RSVPs',
    description:
      "Add a dietary question to your RSVP so you don't chase guests later. Give the caterer a list by name and table, not just a count.",
    priority: 'high',
    daysBefore: 60,
    estimatedHours: 2,
  },
  {
    id: 'caterers-order-vendor-meals',
    text: 'Order meals for vendors who work through dinner',
    description:
      'Photographers, planners and musicians usually have a hot meal in their contracts. Serve them while guests eat so they are ready again for the toasts.',
    priority: 'medium',
    daysBefore: 30,
    estimatedHours: 0.5,
  },
  {
    id: 'caterers-confirm-staffing-and-timeline',
    text: 'Confirm staffing, timeline and setup with the catering manager',
    description:
      'Check the number of servers per guest, when each course goes out and who clears the tables. Confirm who cuts and serves the cake.',
    priority: 'medium',
    daysBefore: 21,
    estimatedHours: 1,
  },
  {
    id: 'caterers-give-final-headcount',
    text: 'Give the caterer your final headcount',
    description:
      'Most caterers need the final number about a week before, and you usually pay for it even if guests cancel afterwards. Count vendors and children too.',
    priority: 'high',
    daysBefore: 7,
    estimatedHours: 1,
  },
  {
    id: 'caterers-send-seating-with-meal-choices',
    text: 'Send the seating chart with meal choices marked',
    description:
      'If guests chose entrees, mark each place card as well, so servers know who gets what without asking at the table.',
    priority: 'medium',
    daysBefore: 5,
    estimatedHours: 1,
  },
  {
    id: 'caterers-arrange-leftovers',
    text: 'Ask the caterer to box leftovers and a plate for the two of you',
    description:
      'Couples often barely eat on the day. Ask for a to-go box of dinner and leftovers for the family, where health rules allow.',
    priority: 'low',
    daysBefore: 3,
    estimatedHours: 0.25,
  },
]);

// Expert tasks for Bar Services, earliest first. Bar service books 4-6 months out, once the venue's
// alcohol policy is known.

import { expertTasksIn } from './expert-task';

export const BAR_SERVICES_TASKS = expertTasksIn('Bar Services', [
  {
    id: 'bar-services-check-venue-alcohol-policy',
    text: "Check the venue's alcohol policy and licensing rules",
    description:
      'Some venues require their own bar; others let you bring alcohol if licensed bartenders serve it. Ask about corkage fees and last call.',
    priority: 'high',
    daysBefore: 200,
    estimatedHours: 0.5,
  },
  {
    id: 'bar-services-choose-bar-style',
    text: 'Choose an open bar, limited bar, beer and wine, or a dry wedding',
    description:
      'Beer, wine and a signature cocktail cost far less than a full open bar and please most guests.',
    priority: 'medium',
    daysBefore: 180,
    estimatedHours: 1,
  },
  {
    id: 'bar-services-get-quotes',
    text: 'Get quotes from bar services or your caterer',
    description:
      'Compare per-person packages with pay-per-drink pricing. Ask about staffing (about one bartender per 50-75 guests), glassware and ice.',
    priority: 'medium',
    daysBefore: 165,
    estimatedHours: 2,
  },
  {
    id: 'bar-services-book-bar-service',
    text: 'Book bar service and get proof of liquor liability insurance',
    description:
      "Book 4-6 months ahead. Your venue will probably want copies of the bartenders' license and insurance.",
    priority: 'high',
    daysBefore: 150,
    estimatedHours: 1,
  },
  {
    id: 'bar-services-choose-signature-drinks',
    text: 'Choose signature cocktails and a non-alcoholic option',
    description:
      'One or two signature drinks speed up the line at the bar. Include a zero-proof option so every guest can join the toast.',
    priority: 'low',
    daysBefore: 90,
    estimatedHours: 1,
  },
  {
    id: 'bar-services-buy-alcohol',
    text: "Estimate and buy the alcohol if you're supplying it",
    description: 'Plan about one drink per guest per hour. Buy from a shop that takes back unopened bottles.',
    priority: 'medium',
    daysBefore: 30,
    estimatedHours: 2,
  },
  {
    id: 'bar-services-confirm-bar-timeline',
    text: 'Confirm bar hours, last call and the toast pour',
    description:
      'Decide when the bar opens, whether it closes during dinner, and whether sparkling wine is poured for the toasts.',
    priority: 'medium',
    daysBefore: 14,
    estimatedHours: 0.5,
  },
  {
    id: 'bar-services-arrange-drinks-delivery',
    text: 'Arrange delivery of drinks, ice and glassware',
    description:
      'Confirm who brings the ice, how much and where it is kept cold. Running out of ice is a classic reception problem.',
    priority: 'medium',
    daysBefore: 3,
    estimatedHours: 0.5,
  },
]);

// Expert tasks for Officiants, earliest first. Officiants book 8-10 months out; the legal side (who
// may marry you, who returns the license) matters as much as the ceremony.

import { expertTasksIn } from './expert-task';

export const OFFICIANTS_TASKS = expertTasksIn('Officiants', [
  {
    id: 'officiants-decide-ceremony-type',
    text: 'Decide on the kind of ceremony you want',
    description:
      'Religious, civil, cultural or personal: the choice decides who can marry you and whether there are requirements such as classes or counselling.',
    priority: 'high',
    daysBefore: 320,
    estimatedHours: 1,
  },
  {
    id: 'officiants-check-legal-requirements',
    text: "Check who can legally officiate where you're marrying",
    description:
      'Rules vary by state and county, and some require online-ordained officiants to register first. Call the county clerk if you are unsure.',
    priority: 'high',
    daysBefore: 300,
    estimatedHours: 1,
  },
  {
    id: 'officiants-meet-officiants',
    text: 'Meet officiants and ask how they build a ceremony',
    description:
      'Ask whether they write a custom ceremony, how many meetings are included and whether they attend the rehearsal.',
    priority: 'medium',
    daysBefore: 285,
    estimatedHours: 2,
  },
  {
    id: 'officiants-book-officiant',
    text: 'Book your officiant',
    description:
      'Book 8-10 months ahead; houses of worship may have their own clergy and calendar. Confirm the fee, travel costs and rehearsal attendance.',
    priority: 'high',
    daysBefore: 270,
    estimatedHours: 1,
  },
  {
    id: 'officiants-write-vows',
    text: 'Write your vows',
    description:
      'Start early and aim for one to two minutes each. Agree on length and tone together so your vows match.',
    priority: 'medium',
    daysBefore: 60,
    estimatedHours: 4,
  },
  {
    id: 'officiants-finalize-ceremony-script',
    text: 'Finalize the ceremony script and readings',
    description:
      'Review the order of service, readings and rituals with your officiant, and time it. Most ceremonies run 20-30 minutes.',
    priority: 'high',
    daysBefore: 30,
    estimatedHours: 2,
  },
  {
    id: 'officiants-confirm-license-handling',
    text: 'Confirm who signs and returns the marriage license',
    description:
      'Agree who brings the license on the day, who the witnesses are, and who files it before the deadline.',
    priority: 'high',
    daysBefore: 14,
    estimatedHours: 0.5,
  },
  {
    id: 'officiants-run-rehearsal',
    text: 'Run the ceremony rehearsal with your officiant',
    description:
      'Practise the processional, where everyone stands, the ring handoff and the recessional. Keep it under an hour so the rehearsal dinner starts on time.',
    priority: 'high',
    daysBefore: 1,
    estimatedHours: 1.5,
  },
]);

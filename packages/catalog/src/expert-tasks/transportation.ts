// Expert tasks for Transportation, earliest first. Cars and shuttles book 3-4 months out.

import { expertTasksIn } from './expert-task';

export const TRANSPORTATION_TASKS = expertTasksIn('Transportation', [
  {
    id: 'transportation-plan-needs',
    text: 'Work out who needs transport, and when',
    description:
      "Map every move: getting ready to the ceremony, ceremony to reception, and hotels to the venue and back. Remember older guests and the couple's exit.",
    priority: 'medium',
    daysBefore: 150,
    estimatedHours: 1,
  },
  {
    id: 'transportation-consider-shuttles',
    text: 'Consider guest shuttles from the hotels',
    description:
      'Shuttles keep guests from driving after drinking and solve tight venue parking. Size them from your room block.',
    priority: 'medium',
    daysBefore: 130,
    estimatedHours: 1,
  },
  {
    id: 'transportation-get-quotes',
    text: 'Get quotes and check licensing and insurance',
    description:
      'Ask about minimum hours, overtime and whether fuel and gratuity are included. See the actual vehicles in person or in recent photos.',
    priority: 'medium',
    daysBefore: 115,
    estimatedHours: 2,
  },
  {
    id: 'transportation-book-transportation',
    text: 'Book transportation and confirm vehicle details',
    description: 'Book 3-4 months ahead. Put pickup addresses, times and the vehicle type in the contract.',
    priority: 'high',
    daysBefore: 105,
    estimatedHours: 1,
  },
  {
    id: 'transportation-plan-parking',
    text: 'Plan guest parking and share directions',
    description:
      "Check the venue's parking, valet and rideshare pickup point. Put the details on your wedding website.",
    priority: 'low',
    daysBefore: 60,
    estimatedHours: 1,
  },
  {
    id: 'transportation-send-final-schedule',
    text: 'Send the final schedule and addresses to the company',
    description:
      'Include every pickup time, address and on-site contact. Allow 15 minutes of buffer for photos and traffic.',
    priority: 'high',
    daysBefore: 14,
    estimatedHours: 1,
  },
  {
    id: 'transportation-confirm-drivers',
    text: 'Confirm driver names and phone numbers',
    description:
      'Share them with your coordinator, not only with yourselves. You will not be checking your phone on the day.',
    priority: 'medium',
    daysBefore: 3,
    estimatedHours: 0.5,
  },
  {
    id: 'transportation-arrange-rides-home',
    text: "Arrange rides home for guests who've been drinking",
    description:
      'Have rideshare codes or a late shuttle ready. Ask your coordinator and the bar staff to make sure nobody drives after drinking.',
    priority: 'medium',
    daysBefore: 1,
    estimatedHours: 0.5,
  },
]);

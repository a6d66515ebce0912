// Expert tasks for Venues, earliest first. The venue fixes the date, so it comes 12-18 months out.

import { expertTasksIn } from './expert-task';

export const VENUES_TASKS = expertTasksIn('Venues', [
  {
    id: 'venues-set-guest-count-range',
    text: 'Set your guest count range before touring venues',
    description:
      'A rough head count, such as 120-150, decides which venues can hold you. Draft the guest list with both families before you fall for a space that is too small.',
    priority: 'high',
    daysBefore: 540,
    estimatedHours: 3,
  },
  {
    id: 'venues-set-venue-budget',
    text: 'Decide your venue budget, including food and drink minimums',
    description:
      'The venue often takes about 30% of the budget, more when catering is in-house. Know your ceiling before touring so a sales pitch does not set it for you.',
    priority: 'high',
    daysBefore: 530,
    estimatedHours: 1,
  },
  {
    id: 'venues-choose-season-and-dates',
    text: 'Pick a season and two or three possible dates',
    description:
      'Flexible dates give you leverage: Fridays, Sundays and off-season months often cost far less. Check holidays and the availability of must-have guests first.',
    priority: 'high',
    daysBefore: 520,
    estimatedHours: 1,
  },
  {
    id: 'venues-shortlist-venues',
    text: 'Shortlist venues that fit your guest count, style and location',
    description:
      'Check capacity for a seated dinner with a dance floor, not a standing reception. Ask recently married friends and local vendors which venues run smoothly.',
    priority: 'high',
    daysBefore: 500,
    estimatedHours: 4,
  },
  {
    id: 'venues-tour-venues',
    text: "Tour 3-5 venues and compare what's included",
    description:
      'Visit at the time of day your wedding would happen. List what each includes (tables, chairs, linens, staff, setup, cleanup) so you compare the real cost, not the headline price.',
    priority: 'high',
    daysBefore: 480,
    estimatedHours: 10,
  },
  {
    id: 'venues-ask-about-rain-plan',
    text: 'Ask about the rain plan for outdoor spaces',
    description:
      'See the backup space in person and ask who makes the weather call, when, and whether a tent costs extra. Only book an outdoor venue whose rain plan you would be happy with.',
    priority: 'high',
    daysBefore: 475,
    estimatedHours: 1,
  },
  {
    id: 'venues-check-vendor-rules-and-curfews',
    text: 'Ask about vendor rules, noise curfews and end times',
    description:
      'Some venues require their own caterer or an approved vendor list, ban candles or confetti, or stop music at 10 pm. These rules shape every booking that follows.',
    priority: 'medium',
    daysBefore: 470,
    estimatedHours: 1,
  },
  {
    id: 'venues-review-contract',
    text: 'Review the venue contract: deposit, cancellation, overtime, vendor restrictions',
    description:
      'Get every promise in writing, including setup and breakdown times, included items and the payment schedule. Check what happens if you postpone or the guest count drops.',
    priority: 'high',
    daysBefore: 455,
    estimatedHours: 2,
  },
  {
    id: 'venues-book-venue',
    text: 'Sign the contract and pay the deposit to book your venue',
    description:
      "Popular venues book 12-18 months ahead, especially Saturdays in peak season. Your date isn't held until the contract is signed and the deposit has cleared.",
    priority: 'high',
    daysBefore: 450,
    estimatedHours: 1,
  },
  {
    id: 'venues-reserve-hotel-room-block',
    text: 'Reserve a hotel room block near the venue',
    description:
      'Ask for a courtesy block with no penalty for unbooked rooms, and note the release date. Put the booking link on your wedding website and save-the-dates.',
    priority: 'medium',
    daysBefore: 300,
    estimatedHours: 2,
  },
  {
    id: 'venues-sketch-layout',
    text: 'Sketch the ceremony and reception layout with the venue',
    description:
      'Mark the dance floor, bar, band or DJ, cake table and photo spots. Check power outlets and sight lines before you order rentals or decor.',
    priority: 'medium',
    daysBefore: 120,
    estimatedHours: 2,
  },
  {
    id: 'venues-send-insurance-and-permits',
    text: 'Give the venue your event insurance certificate and any permits',
    description:
      'Many venues require liability insurance that names them as additional insured. Outdoor sites may also need permits for tents or amplified music.',
    priority: 'medium',
    daysBefore: 60,
    estimatedHours: 1,
  },
  {
    id: 'venues-pay-final-balance',
    text: "Pay the venue's final balance",
    description:
      'Final payments are often due two to four weeks before the date, and a late payment can breach the contract. Keep the receipt with your copy of the contract.',
    priority: 'high',
    daysBefore: 21,
    estimatedHours: 0.5,
  },
  {
    id: 'venues-confirm-floor-plan-and-load-in',
    text: 'Confirm final floor plan and load-in times with the venue coordinator',
    description:
      'Send the final floor plan, timeline and vendor list with each arrival time and phone number. Ask who unlocks the doors and where vendors park and unload.',
    priority: 'high',
    daysBefore: 14,
    estimatedHours: 2,
  },
  {
    id: 'venues-final-walkthrough',
    text: 'Do a final walkthrough with your planner or coordinator',
    description:
      'Walk the space with the people running your day. Confirm where everything goes, where guests enter, and what happens to decor and gifts at the end of the night.',
    priority: 'medium',
    daysBefore: 10,
    estimatedHours: 2,
  },
]);

// Expert tasks for Wedding Planners, earliest first. Planners book 10-12 months out and help with
// everything after, so their tasks span the whole plan.

import { expertTasksIn } from './expert-task';

export const WEDDING_PLANNERS_TASKS = expertTasksIn('Wedding Planners', [
  {
    id: 'wedding-planners-decide-level-of-help',
    text: 'Decide between full planning, partial planning or day-of coordination',
    description:
      'Full planners help from the start, partial planners join partway, and coordinators take over in the final month. Be honest about how much time you have and how much you want to hand off.',
    priority: 'high',
    daysBefore: 400,
    estimatedHours: 1,
  },
  {
    id: 'wedding-planners-research-planners',
    text: 'Research planners who work at your kind of venue and budget',
    description:
      'Ask your venue for recommendations and look at real weddings each planner has run. A planner who knows your venue spots problems early.',
    priority: 'high',
    daysBefore: 380,
    estimatedHours: 3,
  },
  {
    id: 'wedding-planners-interview-planners',
    text: 'Interview 2-3 planners and ask how they charge',
    description:
      'Planners charge a flat fee, a percentage of the budget or by the hour. Ask how many weddings they take per weekend and who runs your day if they fall ill.',
    priority: 'high',
    daysBefore: 360,
    estimatedHours: 4,
  },
  {
    id: 'wedding-planners-check-references',
    text: 'Check references from couples they planned for recently',
    description:
      'Ask past couples what went wrong on the day and how the planner handled it. How someone deals with a problem tells you more than a portfolio.',
    priority: 'medium',
    daysBefore: 345,
    estimatedHours: 1,
  },
  {
    id: 'wedding-planners-book-planner',
    text: 'Sign the contract and book your planner',
    description:
      'Book 10-12 months ahead, earlier for peak season. Check the contract lists the number of meetings, hours on the day and assistants included.',
    priority: 'high',
    daysBefore: 330,
    estimatedHours: 1,
  },
  {
    id: 'wedding-planners-share-budget-and-priorities',
    text: 'Share your budget, priorities and must-haves with your planner',
    description:
      'Name the three things you care about most and where you would happily save. This steers every vendor recommendation that follows.',
    priority: 'high',
    daysBefore: 320,
    estimatedHours: 2,
  },
  {
    id: 'wedding-planners-set-check-in-schedule',
    text: 'Agree a check-in schedule and one shared planning document',
    description:
      'A monthly call early on and a weekly one in the last two months keeps decisions moving. Keep contracts, contacts and decisions in one place you can both see.',
    priority: 'low',
    daysBefore: 310,
    estimatedHours: 1,
  },
  {
    id: 'wedding-planners-build-day-timeline',
    text: 'Build the wedding-day timeline with your planner',
    description:
      'Work back from the ceremony time through photos, travel, hair and makeup, and sunset if you want golden-hour portraits. Leave 10-15 minutes of buffer between major moments.',
    priority: 'high',
    daysBefore: 60,
    estimatedHours: 3,
  },
  {
    id: 'wedding-planners-hand-off-vendor-details',
    text: 'Hand your planner every vendor contract and contact',
    description:
      'On the day, vendors should call your coordinator, not you. Include arrival times, balances still due and who gets which tip envelope.',
    priority: 'high',
    daysBefore: 30,
    estimatedHours: 2,
  },
  {
    id: 'wedding-planners-final-meeting',
    text: 'Hold the final planning meeting',
    description:
      'Go through the timeline, floor plan, vendor list and who to call for what. Confirm who directs the rehearsal and who has the emergency kit.',
    priority: 'high',
    daysBefore: 7,
    estimatedHours: 2,
  },
]);

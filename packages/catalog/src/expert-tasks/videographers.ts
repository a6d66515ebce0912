// Expert tasks for Videographers, earliest first. Videographers book 9-12 months out, like
// photographers, and much of their work depends on good audio.

import { expertTasksIn } from './expert-task';

export const VIDEOGRAPHERS_TASKS = expertTasksIn('Videographers', [
  {
    id: 'videographers-decide-on-video',
    text: 'Decide whether you want video and what kind',
    description:
      'Options range from a three-to-five-minute highlight film to full edits of the ceremony and speeches. Skipping video is one of the regrets couples mention most.',
    priority: 'medium',
    daysBefore: 380,
    estimatedHours: 1,
  },
  {
    id: 'videographers-watch-full-films',
    text: 'Watch full films from 3-5 videographers',
    description:
      "Watch whole films, not just trailers, and listen to how clear the vows and toasts sound. Check their style sits well with your photographer's.",
    priority: 'high',
    daysBefore: 340,
    estimatedHours: 4,
  },
  {
    id: 'videographers-ask-about-audio',
    text: 'Ask how they record audio for vows and speeches',
    description:
      "Good audio needs a lapel mic on the officiant or one of you and a feed from the DJ's sound board. Ask what they do at windy outdoor ceremonies.",
    priority: 'medium',
    daysBefore: 320,
    estimatedHours: 1,
  },
  {
    id: 'videographers-book-videographer',
    text: 'Book your videographer and pay the deposit',
    description:
      'Book 9-12 months ahead. Confirm hours, deliverables, turnaround time and whether raw footage is included.',
    priority: 'high',
    daysBefore: 290,
    estimatedHours: 1,
  },
  {
    id: 'videographers-introduce-to-photographer',
    text: 'Introduce your videographer and photographer',
    description:
      "Teams that know each other stay out of each other's shots. Share contacts and ask whether they have worked together before.",
    priority: 'low',
    daysBefore: 120,
    estimatedHours: 0.5,
  },
  {
    id: 'videographers-choose-film-music',
    text: 'Choose songs for your highlight film',
    description:
      'Many videographers can only use licensed music, so ask before picking a chart hit. Share a few tracks that feel like the two of you.',
    priority: 'low',
    daysBefore: 60,
    estimatedHours: 1,
  },
  {
    id: 'videographers-send-key-moments',
    text: 'Send the timeline and the key moments to film',
    description:
      "Flag what matters most: letters, a grandparent's dance, a surprise performance. List who gives toasts and in what order.",
    priority: 'high',
    daysBefore: 21,
    estimatedHours: 1,
  },
  {
    id: 'videographers-coordinate-audio',
    text: 'Coordinate mics and audio feeds with the DJ and officiant',
    description:
      'Confirm the videographer can plug into the sound board and that the officiant will wear a mic. Test both at the rehearsal if you can.',
    priority: 'medium',
    daysBefore: 7,
    estimatedHours: 0.5,
  },
  {
    id: 'videographers-confirm-arrival',
    text: 'Confirm arrival time and locations with your videographer',
    description:
      'Share the getting-ready addresses, the day-of contact and when they can break for a meal. Confirm they have the final timeline.',
    priority: 'medium',
    daysBefore: 5,
    estimatedHours: 0.5,
  },
  {
    id: 'videographers-review-film',
    text: 'Review your film and send any edit requests',
    description:
      'Most contracts include one round of changes. Send all your notes in a single list with timestamps.',
    priority: 'low',
    daysBefore: -90,
    estimatedHours: 2,
  },
]);

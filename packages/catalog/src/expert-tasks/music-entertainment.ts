// Expert tasks for Music & Entertainment, earliest first. Bands and DJs book 8-10 months out.

import { expertTasksIn } from './expert-task';

export const MUSIC_ENTERTAINMENT_TASKS = expertTasksIn('Music & Entertainment', [
  {
    id: 'music-entertainment-choose-band-or-dj',
    text: 'Decide between a band, a DJ or both',
    description:
      'Bands bring energy but cost more and need space and power; DJs play the original recordings and take requests easily. Some couples hire ceremony musicians and a DJ for the party.',
    priority: 'high',
    daysBefore: 330,
    estimatedHours: 1,
  },
  {
    id: 'music-entertainment-watch-live-videos',
    text: 'Watch live videos of bands and DJs you like',
    description:
      'Ask for unedited footage from a real wedding, not a studio demo. Listen to how they speak on the mic and read the room.',
    priority: 'high',
    daysBefore: 310,
    estimatedHours: 3,
  },
  {
    id: 'music-entertainment-check-venue-sound-rules',
    text: "Check your venue's sound limits, power and load-in rules",
    description:
      'Some venues cap volume or end music at a set time. A band needs more power, space and setup time than a DJ.',
    priority: 'medium',
    daysBefore: 300,
    estimatedHours: 0.5,
  },
  {
    id: 'music-entertainment-book-band-or-dj',
    text: 'Book your band or DJ and pay the deposit',
    description:
      'Book 8-10 months ahead, earlier for Saturdays in peak season. Get hours, breaks, overtime rates and equipment in the contract.',
    priority: 'high',
    daysBefore: 270,
    estimatedHours: 1,
  },
  {
    id: 'music-entertainment-book-ceremony-musicians',
    text: 'Book ceremony and cocktail-hour musicians',
    description:
      'A string trio, guitarist or harpist sets the tone as guests arrive. Check whether they need amplification, and shade or cover outdoors.',
    priority: 'medium',
    daysBefore: 240,
    estimatedHours: 2,
  },
  {
    id: 'music-entertainment-consider-extras',
    text: 'Consider extra entertainment: photo booth, lawn games, performers',
    description:
      'Extras keep guests happy while you take photos during cocktail hour. Check the venue has room and power for them.',
    priority: 'low',
    daysBefore: 180,
    estimatedHours: 1,
  },
  {
    id: 'music-entertainment-choose-key-songs',
    text: 'Choose your processional, first dance and parent dance songs',
    description:
      'Time each song and decide whether to fade out early. Tell your musicians now if you want a special arrangement, which takes weeks to learn.',
    priority: 'high',
    daysBefore: 90,
    estimatedHours: 2,
  },
  {
    id: 'music-entertainment-write-playlists',
    text: 'Write must-play and do-not-play lists',
    description:
      'Give your DJ or band 10-20 must-plays and a firm do-not-play list. Leave the rest to them: reading the room is their job.',
    priority: 'medium',
    daysBefore: 45,
    estimatedHours: 1,
  },
  {
    id: 'music-entertainment-send-announcements',
    text: 'Send the order of announcements and name pronunciations',
    description:
      'List the wedding party entrance order, toasts and special dances. Spell tricky names phonetically so the MC gets them right.',
    priority: 'high',
    daysBefore: 21,
    estimatedHours: 1,
  },
  {
    id: 'music-entertainment-confirm-logistics',
    text: 'Confirm setup time, breaks and meals with your musicians',
    description:
      'Check arrival and a sound check before guests arrive, break times, vendor meals and the last song.',
    priority: 'medium',
    daysBefore: 10,
    estimatedHours: 0.5,
  },
  {
    id: 'music-entertainment-plan-last-song',
    text: 'Choose the last song and plan the send-off',
    description:
      'A big last song gives the night a clear ending. Coordinate it with any sparkler or bubble send-off and your transportation.',
    priority: 'low',
    daysBefore: 7,
    estimatedHours: 0.5,
  },
  {
    id: 'music-entertainment-ceremony-sound-check',
    text: 'Do a ceremony sound check at the rehearsal',
    description:
      'Test the mics and speakers where the ceremony will happen. Make sure guests in the back row can hear the vows.',
    priority: 'medium',
    daysBefore: 1,
    estimatedHours: 1,
  },
]);

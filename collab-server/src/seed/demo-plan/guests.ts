// The demo plan's guest list: the couple's own records (tagged Wedding Couple, never counted) and about
// 120 guests in realistic parties (couples, families with children, singles), with family, friends
// and work tags, a mix of answers (some answered online with a message) and meal choices, so the
// Guest List, the dashboard's RSVP figures and the seating step have something real to work with.
// Deterministic: the same plan every time, apart from `now`.
import { addGuest, addPartyMember, type RsvpStatus } from '@confetti/plan';
import type * as Y from 'yjs';
import { SERVER_ORIGIN } from '../../sync/room';

export const DEMO_MEALS = ['Herb-roasted chicken', 'Seared salmon', 'Wild mushroom risotto'] as const;
export const KIDS_MEAL = "Kids' pasta";

interface DemoParty {
  name: string;
  tag: string;
  partner?: string;
  children?: string[];
}

const FAMILY_O: DemoParty[] = [
  { name: 'Margaret Bennett', partner: 'Richard Bennett', tag: "Olivia's family" },
  {
    name: 'Sophie Bennett',
    partner: 'Daniel Reyes',
    tag: "Olivia's family",
    children: ['Mia Reyes', 'Leo Reyes'],
  },
  { name: 'Thomas Bennett', partner: 'Aisha Bennett', tag: "Olivia's family", children: ['Noah Bennett'] },
  { name: 'Eleanor Whitaker', tag: "Olivia's family" },
  { name: 'George Whitaker', partner: 'Linda Whitaker', tag: "Olivia's family" },
  {
    name: 'Hannah Price',
    partner: 'Owen Price',
    tag: "Olivia's family",
    children: ['Ruby Price', 'Finn Price'],
  },
  { name: 'Clara Bennett', tag: "Olivia's family" },
  { name: 'Patrick Doyle', partner: 'Fiona Doyle', tag: "Olivia's family" },
  { name: 'Rosa Martínez', partner: 'Luis Martínez', tag: "Olivia's family", children: ['Sofia Martínez'] },
  { name: 'Henry Bennett', tag: "Olivia's family" },
];

const FAMILY_J: DemoParty[] = [
  { name: 'Catherine Carter', partner: 'William Carter', tag: "James's family" },
  { name: 'Emily Carter', partner: 'Marcus Hale', tag: "James's family", children: ['Ava Hale'] },
  {
    name: 'Robert Carter',
    partner: 'Priya Carter',
    tag: "James's family",
    children: ['Ethan Carter', 'Isla Carter'],
  },
  { name: 'Dorothy Carter', tag: "James's family" },
  { name: 'Michael Okafor', partner: 'Grace Okafor', tag: "James's family" },
  { name: 'Samuel Carter', tag: "James's family" },
  { name: 'Julia Novak', partner: 'Peter Novak', tag: "James's family", children: ['Anna Novak'] },
  { name: 'Frances Lee', partner: 'Arthur Lee', tag: "James's family" },
  { name: 'Benjamin Carter', partner: 'Chloe Carter', tag: "James's family" },
  { name: 'Victoria Shaw', tag: "James's family" },
];

const FRIENDS: DemoParty[] = [
  { name: 'Grace Hopper', partner: 'Vincent Foy', tag: 'Friends' },
  { name: 'Maya Johnson', partner: 'Ethan Brooks', tag: 'Friends' },
  { name: 'Lucas Kim', partner: 'Zoe Kim', tag: 'Friends' },
  { name: 'Isabella Rossi', tag: 'Friends' },
  { name: 'Nathan Wright', partner: 'Amelia Wright', tag: 'Friends', children: ['Oliver Wright'] },
  { name: 'Chiara Bianchi', partner: 'Jonas Weber', tag: 'Friends' },
  { name: 'Dev Patel', partner: 'Meera Patel', tag: 'Friends' },
  { name: 'Harper Collins', tag: 'Friends' },
  { name: 'Tomás Silva', partner: 'Beatriz Silva', tag: 'Friends' },
  { name: 'Lily Evans', partner: 'Jack Turner', tag: 'Friends' },
  { name: 'Kenji Watanabe', tag: 'Friends' },
  { name: 'Amara Nwosu', partner: 'Felix Adeyemi', tag: 'Friends' },
  { name: 'Charlotte Dubois', tag: 'Friends' },
  { name: 'Ryan O’Connor', partner: 'Niamh O’Connor', tag: 'Friends' },
  { name: 'Elena Popescu', tag: 'Friends' },
  { name: 'Sam Taylor', partner: 'Alex Morgan', tag: 'Friends' },
  { name: 'Freya Lindqvist', tag: 'Friends' },
  { name: 'Omar Haddad', partner: 'Leila Haddad', tag: 'Friends', children: ['Yusuf Haddad'] },
  { name: 'Chloé Martin', partner: 'Antoine Martin', tag: 'Friends' },
  { name: 'Ben Foster', partner: 'Ellie Foster', tag: 'Friends', children: ['Max Foster'] },
  { name: 'Priya Raman', tag: 'Friends' },
  { name: 'Theo Nakamura', partner: 'Lena Nakamura', tag: 'Friends' },
  { name: 'Zara Ahmed', partner: 'Idris Ahmed', tag: 'Friends' },
];

const COLLEGE_AND_WORK: DemoParty[] = [
  { name: 'Ada Lovelace', partner: 'Charles Babbage', tag: 'College' },
  { name: 'Katherine Johnson', tag: 'College' },
  { name: 'Marcus Chen', partner: 'Hana Chen', tag: 'College' },
  { name: 'Olga Ivanova', tag: 'College' },
  { name: 'Diego Herrera', partner: 'Paula Herrera', tag: 'College' },
  { name: 'Beth Sullivan', tag: 'College' },
  { name: 'Jordan Ellis', partner: 'Casey Ellis', tag: 'Work' },
  { name: 'Naomi Fischer', tag: 'Work' },
  { name: 'Arjun Mehta', tag: 'Work' },
  { name: 'Lauren Hughes', partner: 'Mark Hughes', tag: 'Work' },
  { name: 'Tyler Brooks', tag: 'Work' },
  { name: 'Ingrid Berg', tag: 'Work' },
  { name: 'Simone Laurent', partner: 'Hugo Laurent', tag: 'Work' },
  { name: 'Gabriel Santos', partner: 'Lucia Santos', tag: 'Work' },
  { name: 'Megan Walsh', partner: 'Conor Walsh', tag: 'Work', children: ['Erin Walsh'] },
  { name: 'Walter Green', partner: 'Joan Green', tag: 'Neighbors' },
  { name: 'Helen Park', partner: 'David Park', tag: 'Neighbors', children: ['Jun Park', 'Min Park'] },
  { name: 'Rita Alvarez', tag: 'Neighbors' },
];

export const DEMO_PARTIES: readonly DemoParty[] = [...FAMILY_O, ...FAMILY_J, ...FRIENDS, ...COLLEGE_AND_WORK];

const MESSAGES = [
  'We would not miss it for the world!',
  'So happy for you both. Save us a dance!',
  'Counting the days!',
];

/** Every fifth party has declined, about half have accepted, the rest are still to answer. */
function answerOf(index: number): RsvpStatus {
  if (index % 5 === 3) return 'Declined';
  if (index % 9 === 4) return '';
  return index % 2 === 0 ? 'Accepted' : 'Pending';
}

export function seedDemoGuests(doc: Y.Doc, now: Date): void {
  // One millisecond apart, so the list keeps this order on every replica.
  let tick = 0;
  const at = () => new Date(now.getTime() - 60_000 * 60 * 24 * 30 + tick++);
  doc.transact(() => {
    for (const name of ['Olivia Bennett', 'James Carter']) {
      addGuest(doc, { name, tag: 'Wedding Couple', rsvpStatus: 'Accepted', mealChoice: DEMO_MEALS[1] }, at());
    }
    DEMO_PARTIES.forEach((party, index) => {
      const rsvpStatus = answerOf(index);
      const accepted = rsvpStatus === 'Accepted';
      const meal = (offset: number) => (accepted ? DEMO_MEALS[(index + offset) % DEMO_MEALS.length]! : null);
      const answeredOnline = accepted && index % 4 === 0;
      const guest = addGuest(
        doc,
        {
          name: party.name,
          email: `${party.name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.com`,
          tag: party.tag,
          rsvpStatus,
          mealChoice: meal(0),
          dietaryNotes: index % 11 === 2 ? 'Gluten free' : index % 13 === 5 ? 'Nut allergy' : '',
          ...(answeredOnline
            ? { rsvpMessage: MESSAGES[index % MESSAGES.length]!, respondedAt: at().toISOString() }
            : {}),
        },
        at(),
      );
      if (party.partner) {
        addPartyMember(
          doc,
          {
            guestId: guest.id,
            name: party.partner,
            rsvpStatus: rsvpStatus || 'Pending',
            mealChoice: meal(1),
          },
          at(),
        );
      }
      for (const child of party.children ?? []) {
        addPartyMember(
          doc,
          {
            guestId: guest.id,
            name: child,
            isChild: true,
            rsvpStatus: rsvpStatus || 'Pending',
            mealChoice: accepted ? KIDS_MEAL : null,
          },
          at(),
        );
      }
    });
  }, SERVER_ORIGIN);
}

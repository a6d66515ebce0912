// The demo plan's run of show: a full wedding day from hair and makeup to the send-off, each moment
// with who is responsible, linked to the tracked vendors the budget step booked where there is one.
import { addRunOfShowEntry, listEntities } from '@confetti/plan';
import type * as Y from 'yjs';
import { SERVER_ORIGIN } from '../../sync/room';

interface DemoEntry {
  time: string;
  durationMinutes: number | null;
  title: string;
  description: string;
  location: string | null;
  responsible: string | null;
}

export const DEMO_RUN_OF_SHOW: readonly DemoEntry[] = [
  {
    time: '09:00',
    durationMinutes: 150,
    title: 'Hair and makeup',
    description: 'Bridal party first, couple last.',
    location: 'Bridal suite',
    responsible: 'Glow Beauty Bar',
  },
  {
    time: '11:30',
    durationMinutes: 60,
    title: 'Getting-ready photos',
    description: 'Details: rings, invitation suite, shoes.',
    location: 'Bridal suite',
    responsible: 'Golden Hour Studio',
  },
  {
    time: '12:30',
    durationMinutes: 45,
    title: 'Lunch for the wedding party',
    description: '',
    location: 'Terrace',
    responsible: 'Harvest Table Catering',
  },
  {
    time: '13:30',
    durationMinutes: 30,
    title: 'Florals set up and bouquets delivered',
    description: 'Arch, aisle markers, boutonnieres.',
    location: 'Rose garden',
    responsible: 'Wild Poppy Florals',
  },
  {
    time: '14:15',
    durationMinutes: 30,
    title: 'First look',
    description: 'Private, by the old oak.',
    location: 'Vineyard rows',
    responsible: 'Golden Hour Studio',
  },
  {
    time: '15:00',
    durationMinutes: 45,
    title: 'Wedding party portraits',
    description: '',
    location: 'Vineyard rows',
    responsible: 'Golden Hour Studio',
  },
  {
    time: '15:45',
    durationMinutes: null,
    title: 'Guests arrive, prelude music',
    description: 'Ushers hand out programs.',
    location: 'Rose garden',
    responsible: 'Vineyard Beats',
  },
  {
    time: '16:00',
    durationMinutes: 30,
    title: 'Ceremony',
    description: 'Processional cue from the coordinator.',
    location: 'Rose garden',
    responsible: 'Rev. Ana Morales',
  },
  {
    time: '16:30',
    durationMinutes: 60,
    title: 'Cocktail hour',
    description: 'Lawn games; couple portraits meanwhile.',
    location: 'Terrace',
    responsible: 'Harvest Table Catering',
  },
  {
    time: '17:30',
    durationMinutes: 15,
    title: 'Grand entrance',
    description: '',
    location: 'Barrel room',
    responsible: 'Vineyard Beats',
  },
  {
    time: '17:45',
    durationMinutes: 75,
    title: 'Dinner',
    description: 'Family-style, three courses.',
    location: 'Barrel room',
    responsible: 'Harvest Table Catering',
  },
  {
    time: '19:00',
    durationMinutes: 20,
    title: 'Toasts',
    description: 'Maid of honor, best man, parents.',
    location: 'Barrel room',
    responsible: 'Vineyard Beats',
  },
  {
    time: '19:20',
    durationMinutes: 10,
    title: 'First dance',
    description: '',
    location: 'Barrel room',
    responsible: 'Vineyard Beats',
  },
  {
    time: '19:30',
    durationMinutes: 15,
    title: 'Cake cutting',
    description: '',
    location: 'Barrel room',
    responsible: 'Sugar & Bloom Bakery',
  },
  {
    time: '19:45',
    durationMinutes: 120,
    title: 'Dancing',
    description: 'Open floor; late-night snacks at 21:00.',
    location: 'Barrel room',
    responsible: 'Vineyard Beats',
  },
  {
    time: '21:45',
    durationMinutes: 15,
    title: 'Sparkler send-off',
    description: 'Guests line the drive.',
    location: 'Main entrance',
    responsible: 'Golden Hour Studio',
  },
];

export function seedDemoRunOfShow(doc: Y.Doc): void {
  const vendorIds = new Map(listEntities(doc, 'vendors').map((v) => [v.name, v.id]));
  doc.transact(() => {
    DEMO_RUN_OF_SHOW.forEach((entry, order) => {
      const vendorId = entry.responsible ? (vendorIds.get(entry.responsible) ?? null) : null;
      addRunOfShowEntry(doc, { ...entry, vendorId, order });
    });
  }, SERVER_ORIGIN);
}

// The demo plan's vendors: the services booked in the budget step are hired vendors already (a budget
// item naming a vendor hires it); this step gives them contacts and notes, and adds the prospects the
// couple is still talking to, at different stages. Deterministic apart from `now`.
import { addVendor, listEntities, updateVendor, type VendorPatch } from '@confetti/plan';
import type * as Y from 'yjs';
import { SERVER_ORIGIN } from '../../sync/room';

const HIRED_DETAILS: Readonly<Record<string, VendorPatch>> = {
  'Rose Hill Vineyard': {
    contactName: 'Marisol Vega',
    email: 'events@rosehill.example',
    phone: '+1 (707) 555-0142',
    website: 'https://rosehill.example',
    notes: 'Rain plan: the barrel room holds 140.',
  },
  'Harvest Table Catering': {
    contactName: 'Theo Park',
    email: 'theo@harvesttable.example',
    phone: '+1 (707) 555-0187',
    notes: 'Final headcount due 30 days out. Two vegan, one nut allergy.',
  },
  'Golden Hour Studio': {
    contactName: 'Ines Laurent',
    email: 'hello@goldenhour.example',
    website: 'https://goldenhour.example',
    notes: 'Shot list draft in the shared folder.',
  },
  'Wild Poppy Florals': {
    contactName: 'June Okafor',
    email: 'june@wildpoppy.example',
    phone: '+1 (707) 555-0113',
  },
  'Vineyard Beats': { email: 'book@vineyardbeats.example', phone: '+1 (415) 555-0166' },
};

const PROSPECTS = [
  {
    name: 'Reel Love Films',
    category: 'Videographers',
    stage: 'quoted',
    actualCost: 3200,
    email: 'team@reellove.example',
    website: 'https://reellove.example',
    notes: 'Quote includes a 5-minute highlight film.',
  },
  {
    name: 'Silver Line Coaches',
    category: 'Transportation',
    stage: 'contacted',
    phone: '+1 (707) 555-0178',
    notes: 'Shuttle from the hotel, two runs.',
  },
  {
    name: 'Lumen Event Lighting',
    category: 'Decor & Lighting',
    stage: 'researching',
    website: 'https://lumenlighting.example',
  },
  {
    name: 'The Velvet Hour Bar Co.',
    category: 'Bar Services',
    stage: 'quoted',
    actualCost: 1850,
    contactName: 'Priya Shah',
    email: 'priya@velvethour.example',
  },
] as const;

export function seedDemoVendors(doc: Y.Doc, now: Date): void {
  doc.transact(() => {
    for (const vendor of listEntities(doc, 'vendors')) {
      const details = HIRED_DETAILS[vendor.name];
      if (details) updateVendor(doc, vendor.id, details, now, SERVER_ORIGIN);
    }
    for (const prospect of PROSPECTS) addVendor(doc, prospect, now, SERVER_ORIGIN);
  }, SERVER_ORIGIN);
}

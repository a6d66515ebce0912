// Seeded generator of realistic wedding plans, built through @confetti/plan's own helpers so every
// entity is valid and shaped exactly as the app writes it. The same seed gives the same document
// bytes on every machine (fixed Yjs client id, fixed clock, deterministic ids), so benchmark inputs
// are reproducible and other tests can reuse them:
//
//   const { doc } = generateLargePlan(1);        // 500 guests, 300 tasks, 150 budget items, …
//   const { doc } = generateTypicalPlan(7);      // what an average couple has mid-way (~160 KB)
//
// The server's own load-time rules (expert checklist, budget items of hired vendors) are applied
// here too, so loading a generated plan on the server writes nothing back.
import { EXPERT_TASKS, VENDOR_CATEGORIES } from '@confetti/catalog';
import {
  assignGuestToTable,
  type CollectionName,
  type EntityInputOf,
  initPlanDoc,
  insertEntity,
  listEntityIds,
  readEntity,
  syncExpertChecklist,
  updateEntity,
  updateWeddingInfo,
} from '@confetti/plan';
import * as Y from 'yjs';
import { mulberry32 } from './stats';

export interface PlanSize {
  guests: number;
  /** Share of guests who bring a party (plus-ones, children); each brings 1–3 members. */
  partyShare: number;
  /** Total checklist tasks, expert ones included (the catalog has 198). */
  tasks: number;
  budgetItems: number;
  /** Payments per budget item: uniformly 0..max. */
  maxPaymentsPerItem: number;
  vendors: number;
  seatingTables: number;
  floorElements: number;
  runOfShow: number;
  registryItems: number;
}

export const LARGE_PLAN: PlanSize = {
  guests: 500,
  partyShare: 0.3,
  tasks: 300,
  budgetItems: 150,
  maxPaymentsPerItem: 3,
  vendors: 30,
  seatingTables: 60,
  floorElements: 40,
  runOfShow: 80,
  registryItems: 40,
};

/** Calibrated to the architecture's "typical plan" (~160 KB encoded, most of it the expert checklist). */
export const TYPICAL_PLAN: PlanSize = {
  guests: 60,
  partyShare: 0.25,
  tasks: 205,
  budgetItems: 15,
  maxPaymentsPerItem: 2,
  vendors: 6,
  seatingTables: 8,
  floorElements: 4,
  runOfShow: 12,
  registryItems: 5,
};

/** A freshly started plan: wedding details, the expert checklist and a few guests. */
export const STARTER_PLAN: PlanSize = {
  guests: 12,
  partyShare: 0.3,
  tasks: 200,
  budgetItems: 4,
  maxPaymentsPerItem: 1,
  vendors: 2,
  seatingTables: 0,
  floorElements: 0,
  runOfShow: 0,
  registryItems: 0,
};

export interface GeneratedPlan {
  doc: Y.Doc;
  generationId: string;
  /** Entity ids per collection, for benchmarks that edit existing entities. */
  ids: Record<CollectionName, string[]>;
  /** Entities written, per collection. */
  counts: Record<CollectionName, number>;
}

/** The generator's "today": plans are mid-way through planning on this date. */
export const GENERATED_NOW = new Date('2026-09-01T10:00:00.000Z');

const FIRST_NAMES = [
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Amelia',
  'Oliver',
  'Sophia',
  'Elijah',
  'Charlotte',
  'Mateo',
  'Isabella',
  'Lucas',
  'Mia',
  'Levi',
  'Evelyn',
  'Asher',
  'Harper',
  'James',
  'Luna',
  'Leo',
  'Camila',
  'Ethan',
  'Gianna',
  'Aiden',
  'Elizabeth',
  'Wyatt',
  'Eleanor',
  'Sebastian',
  'Ella',
  'Jack',
  'Abigail',
  'Julian',
  'Sofia',
  'Hudson',
  'Avery',
  'Grayson',
  'Scarlett',
  'Ezra',
  'Emily',
  'Theo',
  'Aria',
  'Maya',
  'Priya',
  'Arjun',
  'Mei',
  'Hiroshi',
  'Fatima',
  'Omar',
  'Chloe',
  'Diego',
  'Ana',
  'Kwame',
  'Nia',
  'Ines',
];
const LAST_NAMES = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Sanchez',
  'Clark',
  'Ramirez',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Torres',
  'Nguyen',
  'Hill',
  'Flores',
  'Patel',
  'Kim',
  'Okafor',
  'Rossi',
  'Müller',
  'Dubois',
  'Kowalski',
  'Tanaka',
  'Haddad',
  'Silva',
  "O'Brien",
];
const STREETS = ['Maple Ave', 'Oak St', 'Cedar Ln', 'Elm Dr', 'Lakeview Rd', 'Hillcrest Blvd', 'Main St'];
const CITIES = ['Austin, TX', 'Denver, CO', 'Portland, OR', 'Savannah, GA', 'Madison, WI', 'Boise, ID'];
const TAGS = [
  'Family',
  'Friends',
  'Work',
  "Bride's Family",
  "Groom's Family",
  'College Friends',
  'Neighbors',
];
const MEALS = ['Chicken', 'Fish', 'Vegetarian', 'Vegan', 'Beef', null];
const RSVPS = ['Accepted', 'Accepted', 'Accepted', 'Pending', 'Pending', 'Declined', ''] as const;
const GUEST_NOTES = ['', '', '', 'Gluten free', 'Needs wheelchair access', 'Arriving late', 'Nut allergy'];
const CUSTOM_TASKS = [
  'Order welcome bags for out-of-town guests',
  'Write vows',
  'Break in wedding shoes',
  'Confirm shuttle pickup times',
  'Pick up marriage license',
  'Plan the rehearsal dinner seating',
  'Choose the first-dance song',
  'Buy gifts for the wedding party',
  'Book hair trial',
  'Print the seating chart',
  'Collect addresses for thank-you cards',
  'Arrange a dog sitter for the weekend',
];
const SERVICE_NAMES: Record<string, string[]> = {
  Venues: ['Reception hall', 'Ceremony garden', 'Rehearsal dinner room'],
  Caterers: ['Dinner service', 'Cocktail hour', 'Late-night snacks'],
  Photographers: ['Full-day coverage', 'Engagement shoot', 'Album'],
  Florists: ['Bouquets', 'Centerpieces', 'Ceremony arch'],
  'Music & Entertainment': ['DJ', 'String quartet', 'Photo booth'],
};
const TABLE_SHAPES = ['round', 'round', 'rectangle', 'square', 'oval'];
const FLOOR_ELEMENTS = ['dance-floor', 'stage', 'bar', 'buffet', 'cake-table', 'dj-booth', 'gift-table'];
const RUN_OF_SHOW = [
  'Hair and makeup',
  'Photographer arrives',
  'First look',
  'Guests arrive',
  'Ceremony',
  'Cocktail hour',
  'Grand entrance',
  'Dinner served',
  'Toasts',
  'First dance',
  'Cake cutting',
  'Bouquet toss',
  'Last dance',
  'Send-off',
];
const REGISTRY = ['Stand mixer', 'Dutch oven', 'Linen sheets', 'Espresso machine', 'Knife set', 'Towels'];

export function generatePlan(seed: number, size: PlanSize): GeneratedPlan {
  const random = mulberry32(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  // Deterministic ids shaped like the app's UUIDs, so row and message sizes are realistic.
  const uuid = () => {
    const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16)).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
  };
  let clock = GENERATED_NOW.getTime() - 200 * 86_400_000;
  const createdAt = () => {
    clock += int(1, 90) * 60_000;
    return new Date(clock).toISOString();
  };
  const personName = () => `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`;

  const doc = new Y.Doc();
  // A fixed client id makes the encoded bytes (not just the content) reproducible.
  doc.clientID = (seed * 7919 + 17) >>> 0;
  const generationId = uuid();
  initPlanDoc(doc, { generationId });

  const partner1 = pick(FIRST_NAMES);
  const partner2 = pick(FIRST_NAMES);
  const weddingDate = `2027-0${int(4, 9)}-${String(int(10, 28)).padStart(2, '0')}`;
  updateWeddingInfo(doc, {
    partner1Name: `${partner1} ${pick(LAST_NAMES)}`,
    partner2Name: `${partner2} ${pick(LAST_NAMES)}`,
    weddingDate,
    plannedBudget: int(25, 90) * 1000,
    guestCount: size.guests,
    weddingStyle: pick(['Modern', 'Traditional', 'Rustic', 'Bohemian', 'Vintage', 'Garden']),
    location: pick(CITIES),
    budgetCategoryPercentages: Object.fromEntries(
      VENDOR_CATEGORIES.slice(0, 8).map((c) => [c.name, c.defaultPercent]),
    ),
  });

  // The expert checklist exactly as the server generates it on load, then the couple's own tasks.
  syncExpertChecklist(doc, EXPERT_TASKS, GENERATED_NOW);
  const expertIds = listEntityIds(doc, 'checklistTasks');
  for (const id of expertIds) {
    if (random() < 0.35) updateEntity(doc, 'checklistTasks', id, { completed: true });
    else if (random() < 0.08) updateEntity(doc, 'checklistTasks', id, { notes: 'Waiting to hear back' });
  }
  for (let i = expertIds.length; i < size.tasks; i++) {
    insert(doc, 'checklistTasks', {
      id: uuid(),
      text: `${pick(CUSTOM_TASKS)}${random() < 0.5 ? '' : ` (${pick(FIRST_NAMES)})`}`,
      category: pick(['Custom', 'Custom', 'Venues', 'Caterers', 'Florists']),
      priority: pick(['high', 'medium', 'low'] as const),
      dueDate: `2027-0${int(1, 3)}-${String(int(10, 28)).padStart(2, '0')}`,
      completed: random() < 0.3,
      timelineDays: 365,
      estimatedHours: 1,
      createdAt: createdAt(),
    });
  }

  const vendorIds: Array<{ id: string; name: string; category: string; hired: boolean; cost: number }> = [];
  for (let i = 0; i < size.vendors; i++) {
    const category = VENDOR_CATEGORIES[i % VENDOR_CATEGORIES.length]!.name;
    const name = `${pick(LAST_NAMES)} ${pick(['& Co.', 'Studio', 'Events', 'Collective', 'House'])}`;
    const hired = random() < 0.4;
    const cost = int(8, 120) * 100;
    const id = uuid();
    insert(doc, 'vendors', {
      id,
      name,
      category,
      hired,
      email: `hello@${name.toLowerCase().replace(/[^a-z]/g, '')}.example`,
      phone: `(555) ${int(100, 999)}-${int(1000, 9999)}`,
      website: random() < 0.6 ? `https://${name.toLowerCase().replace(/[^a-z]/g, '')}.example` : null,
      actualCost: hired ? cost : null,
      notes: random() < 0.3 ? 'Met at the bridal fair' : '',
      createdAt: createdAt(),
    });
    vendorIds.push({ id, name, category, hired, cost });
  }

  // Hired vendors carry their budget item (what ensureHiredVendorItems would add), then the rest.
  const itemIds: string[] = [];
  for (const vendor of vendorIds.filter((v) => v.hired).slice(0, size.budgetItems)) {
    const id = uuid();
    insert(doc, 'budgetItems', {
      id,
      category: vendor.category,
      name: vendor.name,
      actualCost: vendor.cost,
      vendorName: vendor.name,
      vendorId: vendor.id,
      createdAt: createdAt(),
    });
    itemIds.push(id);
  }
  while (itemIds.length < size.budgetItems) {
    const category = pick(VENDOR_CATEGORIES).name;
    const id = uuid();
    insert(doc, 'budgetItems', {
      id,
      category,
      name: pick(SERVICE_NAMES[category] ?? ['Deposit', 'Balance', 'Add-on', 'Rental']),
      actualCost: int(1, 80) * 50,
      createdAt: createdAt(),
    });
    itemIds.push(id);
  }
  for (const budgetItemId of itemIds) {
    const payments = int(0, size.maxPaymentsPerItem);
    for (let p = 0; p < payments; p++) {
      const paid = random() < 0.5;
      insert(doc, 'payments', {
        id: uuid(),
        budgetItemId,
        amount: int(2, 40) * 25,
        paymentDate: `202${paid ? 6 : 7}-0${int(1, 9)}-${String(int(10, 28)).padStart(2, '0')}`,
        status: paid ? 'paid' : 'upcoming',
        notes: p === 0 ? 'Deposit' : '',
        createdAt: createdAt(),
      });
    }
  }

  const guestIds: string[] = [];
  for (let i = 0; i < size.guests; i++) {
    const name = personName();
    const id = uuid();
    insert(doc, 'guests', {
      id,
      name,
      email: random() < 0.8 ? `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.com` : null,
      phone: random() < 0.5 ? `(555) ${int(100, 999)}-${int(1000, 9999)}` : null,
      address: random() < 0.6 ? `${int(10, 9999)} ${pick(STREETS)}, ${pick(CITIES)}` : null,
      tag: i < 2 ? 'Wedding Couple' : pick(TAGS),
      rsvpStatus: pick(RSVPS),
      partySize: 1,
      mealChoice: pick(MEALS),
      notes: pick(GUEST_NOTES),
      createdAt: createdAt(),
    });
    guestIds.push(id);
    if (random() < size.partyShare) {
      const members = int(1, 3);
      for (let m = 0; m < members; m++) {
        insert(doc, 'partyMembers', {
          id: uuid(),
          guestId: id,
          name: m === 0 ? personName() : `${pick(FIRST_NAMES)} (child)`,
          mealChoice: pick(MEALS),
          isChild: m > 0,
          createdAt: createdAt(),
        });
      }
      updateEntity(doc, 'guests', id, { partySize: members + 1 });
    }
  }

  const tableIds: string[] = [];
  for (let i = 0; i < size.seatingTables; i++) {
    const id = uuid();
    insert(doc, 'seatingTables', {
      id,
      name: i === 0 ? 'Head table' : `Table ${i}`,
      capacity: i === 0 ? 12 : pick([8, 8, 10, 10, 12]),
      shape: i === 0 ? 'rectangle' : pick(TABLE_SHAPES),
      x: 80 + (i % 8) * 140,
      y: 80 + Math.floor(i / 8) * 140,
      width: 100,
      height: 100,
      tableType: i === 0 ? 'head' : 'regular',
    });
    tableIds.push(id);
  }
  if (tableIds.length > 0) {
    // Most accepted guests are seated; seating goes through the app's own helper (both sides).
    for (const guestId of guestIds) {
      if (random() >= 0.7) continue;
      const table = pick(tableIds);
      // A guest who declined has no seat (assignGuestToTable refuses one); the draw is kept so the
      // rest of the generated plan stays the same.
      if (readEntity(doc, 'guests', guestId)?.rsvpStatus !== 'Declined')
        assignGuestToTable(doc, guestId, table);
    }
  }
  for (let i = 0; i < size.floorElements; i++) {
    insert(doc, 'floorElements', {
      id: uuid(),
      elementType: pick(FLOOR_ELEMENTS),
      name: random() < 0.5 ? '' : `Area ${i + 1}`,
      x: int(0, 1200),
      y: int(0, 900),
      width: int(60, 300),
      height: int(60, 300),
      color: random() < 0.5 ? null : pick(['#f4d6cc', '#d9e7d0', '#e8e0f5']),
    });
  }
  for (let i = 0; i < size.runOfShow; i++) {
    const minutes = 9 * 60 + i * Math.max(5, Math.floor((14 * 60) / Math.max(1, size.runOfShow)));
    insert(doc, 'runOfShow', {
      id: uuid(),
      time: `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
      title: RUN_OF_SHOW[i % RUN_OF_SHOW.length]!,
      description: random() < 0.4 ? 'Coordinator cues the music' : '',
      location: random() < 0.5 ? pick(['Garden', 'Ballroom', 'Terrace', 'Suite']) : null,
      responsible: random() < 0.5 ? personName() : null,
      durationMinutes: pick([10, 15, 30, 45, 60, null]),
      order: i,
    });
  }
  const registryId = uuid();
  if (size.registryItems > 0) {
    insert(doc, 'registries', {
      id: registryId,
      title: 'Our registry',
      slug: `bench-${registryId}`,
      createdAt: createdAt(),
    });
  }
  for (let i = 0; i < size.registryItems; i++) {
    insert(doc, 'registryItems', {
      id: uuid(),
      registryId,
      name: pick(REGISTRY),
      price: int(20, 400),
      quantity: int(1, 4),
      url: `https://shop.example/item/${i}`,
      priority: pick(['high', 'medium', 'low'] as const),
      createdAt: createdAt(),
    });
  }

  const ids = Object.fromEntries(
    (
      [
        'checklistTasks',
        'budgetItems',
        'payments',
        'guests',
        'partyMembers',
        'vendors',
        'seatingTables',
        'floorElements',
        'runOfShow',
        'registries',
        'registryItems',
      ] as const
    ).map((c) => [c, listEntityIds(doc, c)]),
  ) as Record<CollectionName, string[]>;
  const counts = Object.fromEntries(Object.entries(ids).map(([c, list]) => [c, list.length])) as Record<
    CollectionName,
    number
  >;
  return { doc, generationId, ids, counts };
}

function insert<C extends CollectionName>(doc: Y.Doc, collection: C, input: EntityInputOf<C>): void {
  insertEntity(doc, collection, input);
}

export function generateLargePlan(seed = 1): GeneratedPlan {
  return generatePlan(seed, LARGE_PLAN);
}

export function generateTypicalPlan(seed = 1): GeneratedPlan {
  return generatePlan(seed, TYPICAL_PLAN);
}

export function generateStarterPlan(seed = 1): GeneratedPlan {
  return generatePlan(seed, STARTER_PLAN);
}

/**
 * `count` small edits after the plan was stored (RSVPs coming in, tasks ticked off, payments made),
 * each its own Yjs update, as a live room would append them to the log. Applies them to `plan.doc`.
 */
export function generateEditTail(plan: GeneratedPlan, seed: number, count: number): Uint8Array[] {
  const random = mulberry32(seed ^ 0x5bd1e995);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const { doc, ids } = plan;
  // Another editor (a partner's browser) makes these edits.
  const editor = new Y.Doc();
  editor.clientID = (seed * 104_729 + 3) >>> 0;
  Y.applyUpdate(editor, Y.encodeStateAsUpdate(doc));
  const updates: Uint8Array[] = [];
  const capture = (update: Uint8Array) => updates.push(update);
  editor.on('update', capture);
  // An edit that changes nothing (a guest already Accepted accepting again) writes no update; keep
  // going until `count` updates exist, within a bound.
  for (let i = 0; updates.length < count && i < count * 10; i++) {
    const kind = random();
    if (kind < 0.4 && ids.guests.length > 0) {
      updateEntity(editor, 'guests', pick(ids.guests), {
        rsvpStatus: pick(['Accepted', 'Declined'] as const),
      });
    } else if (kind < 0.7 && ids.checklistTasks.length > 0) {
      updateEntity(editor, 'checklistTasks', pick(ids.checklistTasks), { completed: random() < 0.8 });
    } else if (kind < 0.85 && ids.payments.length > 0) {
      updateEntity(editor, 'payments', pick(ids.payments), { status: 'paid' });
    } else if (ids.guests.length > 0) {
      updateEntity(editor, 'guests', pick(ids.guests), { notes: `Called on ${i % 28}/08` });
    }
  }
  editor.off('update', capture);
  for (const update of updates) Y.applyUpdate(doc, update);
  editor.destroy();
  return updates;
}

// fast-check generators of valid entities, one per collection, for the schema property tests.
import fc from 'fast-check';
import type { CollectionName, EntityOf } from '../entities/collections';
import { VENDOR_STAGES } from '../entities/vendor';

const id = fc.string({ minLength: 1, maxLength: 12 });
const text = fc.string({ maxLength: 20 });
const optionalText = fc.option(text, { nil: null });
const nonBlank = text.filter((value) => value.trim().length > 0);
const day = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const createdAt = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString());
const money = fc.double({ min: 0, max: 1e9, noNaN: true, noDefaultInfinity: true });
const coordinate = fc.double({ min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true });
const size = fc.double({ min: 0, max: 1e4, noNaN: true, noDefaultInfinity: true });
const priority = fc.constantFrom(...(['high', 'medium', 'low'] as const));

type Arbitraries = { [C in CollectionName]: fc.Arbitrary<EntityOf<C>> };

export const validEntity: Arbitraries = {
  checklistTasks: fc.record({
    id,
    text: nonBlank,
    description: text,
    category: text,
    priority,
    dueDate: fc.option(day, { nil: null }),
    completed: fc.boolean(),
    notes: text,
    source: fc.constantFrom(...(['expert_generated', 'user'] as const)),
    expertTaskId: optionalText,
    dueDateEdited: fc.boolean(),
    timelineDays: fc.option(fc.nat(1000), { nil: null }),
    estimatedHours: fc.option(size, { nil: null }),
    createdAt,
  }),
  budgetItems: fc.record({
    id,
    category: text,
    name: text,
    actualCost: money,
    vendorName: optionalText,
    vendorId: optionalText,
    createdAt,
  }),
  payments: fc.record({
    id,
    budgetItemId: id,
    amount: money,
    paymentDate: day,
    status: fc.constantFrom(...(['upcoming', 'paid'] as const)),
    notes: text,
    createdAt,
  }),
  guests: fc.record({
    id,
    name: text,
    email: optionalText,
    phone: optionalText,
    address: optionalText,
    tag: text,
    rsvpStatus: fc.constantFrom(...(['Accepted', 'Declined', 'Pending', ''] as const)),
    partySize: fc.integer({ min: 1, max: 20 }),
    tableAssignment: optionalText,
    mealChoice: optionalText,
    dietaryNotes: text,
    notes: text,
    rsvpMessage: optionalText,
    respondedAt: fc.option(createdAt, { nil: null }),
    createdAt,
  }),
  partyMembers: fc.record({
    id,
    guestId: id,
    name: text,
    rsvpStatus: fc.constantFrom(...(['Accepted', 'Declined', 'Pending', ''] as const)),
    mealChoice: optionalText,
    dietaryNotes: text,
    isChild: fc.boolean(),
    notes: text,
    createdAt,
  }),
  vendors: fc.record({
    id,
    name: text,
    category: text,
    hired: fc.boolean(),
    stage: fc.constantFrom(...VENDOR_STAGES),
    contactName: optionalText,
    email: optionalText,
    phone: optionalText,
    website: optionalText,
    actualCost: fc.option(money, { nil: null }),
    notes: text,
    listingId: optionalText,
    createdAt,
  }),
  seatingTables: fc.record({
    id,
    name: text,
    capacity: fc.nat(40),
    shape: fc.constantFrom('round', 'rectangle', 'square', 'oval'),
    x: coordinate,
    y: coordinate,
    width: size,
    height: size,
    rotation: fc.double({ min: -360, max: 360, noNaN: true }),
    assignedGuests: fc.array(id, { maxLength: 5 }),
    tableType: text,
    proximityTo: optionalText,
  }),
  floorElements: fc.record({
    id,
    elementType: fc.constantFrom('dance_floor', 'stage', 'bar'),
    name: text,
    x: coordinate,
    y: coordinate,
    width: size,
    height: size,
    rotation: fc.double({ min: -360, max: 360, noNaN: true }),
    color: optionalText,
  }),
  seatingConstraints: fc.record({
    id,
    guestId: id,
    otherGuestId: id,
    kind: fc.constantFrom(...(['together', 'apart'] as const)),
    createdAt,
  }),
  runOfShow: fc.record({
    id,
    time: fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`),
    title: text,
    description: text,
    location: optionalText,
    responsible: optionalText,
    vendorId: fc.constant(null),
    durationMinutes: fc.option(fc.nat(600), { nil: null }),
    order: fc.integer(),
  }),
  registries: fc.record({
    id,
    title: text,
    message: text,
    slug: text,
    purchasesVersion: optionalText,
    createdAt,
  }),
  registryItems: fc.record({
    id,
    registryId: id,
    name: text,
    description: text,
    itemType: fc.constantFrom(...(['product', 'cash_fund', 'external'] as const)),
    price: fc.option(money, { nil: null }),
    quantity: fc.integer({ min: 1, max: 50 }),
    goalAmount: fc.option(money, { nil: null }),
    url: optionalText,
    imageUrl: optionalText,
    productId: optionalText,
    priority,
    category: text,
    createdAt,
  }),
};

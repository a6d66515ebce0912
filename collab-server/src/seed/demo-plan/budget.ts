// The demo plan's budget: a dozen booked services with their actual costs and payments, some paid,
// some upcoming, and one deposit a few days overdue, so every budget status shows. Dates are counted
// from `now`; amounts are fixed.
import {
  addBudgetItem,
  addCalendarDays,
  addPayment,
  localDateString,
  type PaymentStatus,
} from '@confetti/plan';
import type * as Y from 'yjs';
import { SERVER_ORIGIN } from '../../sync/room';

interface DemoPayment {
  amount: number;
  /** Days from today; negative is in the past. */
  inDays: number;
  status: PaymentStatus;
  notes: string;
}

interface DemoItem {
  category: string;
  name: string;
  vendorName: string | null;
  actualCost: number;
  payments: DemoPayment[];
}

export const DEMO_BUDGET: readonly DemoItem[] = [
  {
    category: 'Venues',
    name: 'Ceremony & reception venue',
    vendorName: 'Rose Hill Vineyard',
    actualCost: 9800,
    payments: [
      { amount: 3000, inDays: -40, status: 'paid', notes: 'Deposit' },
      { amount: 3400, inDays: 60, status: 'upcoming', notes: 'Second installment' },
      { amount: 3400, inDays: 200, status: 'upcoming', notes: 'Final balance' },
    ],
  },
  {
    category: 'Caterers',
    name: 'Dinner for 120 guests',
    vendorName: 'Harvest Table Catering',
    actualCost: 7200,
    payments: [
      { amount: 2000, inDays: -20, status: 'paid', notes: 'Deposit' },
      { amount: 5200, inDays: 225, status: 'upcoming', notes: 'Balance after final headcount' },
    ],
  },
  {
    category: 'Photographers',
    name: 'Full-day photography',
    vendorName: 'Golden Hour Studio',
    actualCost: 3400,
    payments: [
      { amount: 1000, inDays: -30, status: 'paid', notes: 'Retainer' },
      { amount: 2400, inDays: 210, status: 'upcoming', notes: 'Balance' },
    ],
  },
  {
    category: 'Florists',
    name: 'Bouquets & centerpieces',
    vendorName: 'Wild Poppy Florals',
    actualCost: 2100,
    payments: [{ amount: 500, inDays: -3, status: 'upcoming', notes: 'Deposit to hold the date' }],
  },
  {
    category: 'Music & Entertainment',
    name: 'DJ & ceremony sound',
    vendorName: 'Vineyard Beats',
    actualCost: 1600,
    payments: [{ amount: 400, inDays: -10, status: 'paid', notes: 'Booking fee' }],
  },
  {
    category: 'Wedding Attire',
    name: 'Wedding dress & alterations',
    vendorName: 'Blush Bridal',
    actualCost: 2300,
    payments: [{ amount: 2300, inDays: -25, status: 'paid', notes: 'Paid in full' }],
  },
  {
    category: 'Wedding Attire',
    name: 'Suit & tailoring',
    vendorName: 'Tailor & Thread',
    actualCost: 850,
    payments: [],
  },
  {
    category: 'Wedding Cakes',
    name: 'Three-tier cake',
    vendorName: 'Sugar & Bloom Bakery',
    actualCost: 650,
    payments: [{ amount: 650, inDays: 230, status: 'upcoming', notes: '' }],
  },
  {
    category: 'Stationery & Invitations',
    name: 'Save-the-dates & invitations',
    vendorName: 'Paper Lane Press',
    actualCost: 780,
    payments: [{ amount: 780, inDays: -12, status: 'paid', notes: 'Card, order #4471' }],
  },
  {
    category: 'Officiants',
    name: 'Officiant',
    vendorName: 'Rev. Ana Morales',
    actualCost: 450,
    payments: [{ amount: 450, inDays: 14, status: 'upcoming', notes: '' }],
  },
  {
    category: 'Beauty Services',
    name: 'Hair & makeup for the wedding party',
    vendorName: 'Glow Beauty Bar',
    actualCost: 1100,
    payments: [{ amount: 300, inDays: 25, status: 'upcoming', notes: 'Deposit' }],
  },
  {
    category: 'Transportation',
    name: 'Guest shuttle',
    vendorName: null,
    actualCost: 900,
    payments: [],
  },
  {
    category: 'Bar Services',
    name: 'Wine & bar service',
    vendorName: null,
    actualCost: 1800,
    payments: [],
  },
];

export function seedDemoBudget(doc: Y.Doc, now: Date): void {
  const today = localDateString(now);
  doc.transact(() => {
    for (const demo of DEMO_BUDGET) {
      const item = addBudgetItem(
        doc,
        {
          category: demo.category,
          name: demo.name,
          vendorName: demo.vendorName,
          actualCost: demo.actualCost,
        },
        now,
        SERVER_ORIGIN,
      );
      for (const payment of demo.payments) {
        addPayment(
          doc,
          {
            budgetItemId: item.id,
            amount: payment.amount,
            paymentDate: addCalendarDays(today, payment.inDays),
            status: payment.status,
            notes: payment.notes,
          },
          now,
          SERVER_ORIGIN,
        );
      }
    }
  }, SERVER_ORIGIN);
}

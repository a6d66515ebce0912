// Every request schema, fed arbitrary values (security.md item 7): parsing never throws, and what it
// accepts is well formed — non-objects never pass, dates are real dates, money is never negative.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { PasswordResetBody, PasswordResetConfirmBody, SigninBody, SignupBody } from './auth/schema';
import { BudgetItemBody, BudgetItemUpdateBody, PaymentBody, PaymentUpdateBody } from './routes/budget';
import {
  CompleteTaskBody,
  CustomTaskBody,
  LegacyCreateBody,
  LegacyUpdateBody,
  UpdateDueDateBody,
} from './routes/checklist';
import { InviteBody, RoleBody } from './routes/sharing';
import { WeddingInfoBody } from './routes/wedding-info';

const SCHEMAS: Record<string, z.ZodType> = {
  SignupBody,
  SigninBody,
  PasswordResetBody,
  PasswordResetConfirmBody,
  InviteBody,
  RoleBody,
  WeddingInfoBody,
  CompleteTaskBody,
  CustomTaskBody,
  UpdateDueDateBody,
  LegacyCreateBody,
  LegacyUpdateBody,
  BudgetItemBody,
  BudgetItemUpdateBody,
  PaymentBody,
  PaymentUpdateBody,
};

const DATE_KEYS = ['payment_date', 'due_date', 'wedding_date', 'weddingDate'];
const MONEY_KEYS = ['amount', 'actual_cost', 'planned_budget', 'plannedBudget'];

function wellFormed(value: unknown): void {
  expect(typeof value === 'object' && value !== null && !Array.isArray(value)).toBe(true);
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    if (DATE_KEYS.includes(key) && v !== null && v !== undefined) {
      expect(typeof v).toBe('string');
      const d = new Date(`${v as string}T00:00:00Z`);
      expect(d.toISOString().slice(0, 10)).toBe(v);
    }
    if (MONEY_KEYS.includes(key) && v !== null && v !== undefined) {
      expect(Number.isFinite(v)).toBe(true);
      expect(v as number).toBeGreaterThanOrEqual(0);
    }
  }
}

// Objects shaped like real bodies but with arbitrary values in every known field.
function bodyLike(schema: z.ZodType) {
  const keys = Object.keys((schema as unknown as { shape?: object }).shape ?? {});
  const value = fc.oneof(
    fc.anything(),
    fc.string(),
    fc.double(),
    fc.integer(),
    fc.constantFrom('2027-02-29', '2028-02-29', '2027-13-01', '', ' ', '1e309', '-1', 'paid', 'partner'),
  );
  return keys.length > 0 ? fc.dictionary(fc.constantFrom(...keys), value) : fc.object();
}

describe('request schemas', () => {
  for (const [name, schema] of Object.entries(SCHEMAS)) {
    it(`${name} never throws and accepts only well-formed bodies`, () => {
      fc.assert(
        fc.property(fc.oneof(fc.anything(), bodyLike(schema)), (input) => {
          const result = schema.safeParse(input);
          if (typeof input !== 'object' || input === null || Array.isArray(input)) {
            expect(result.success).toBe(false);
          }
          if (result.success) wellFormed(result.data);
        }),
        { numRuns: 300 },
      );
    });
  }
});

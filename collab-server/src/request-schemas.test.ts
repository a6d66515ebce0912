// Every request schema, fed arbitrary values (security.md item 7): parsing never throws, and what it
// accepts is well formed — non-objects never pass, dates are real dates, money is never negative.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { API_RESOURCES } from './app';
import { PasswordResetBody, PasswordResetConfirmBody, SigninBody, SignupBody } from './auth/schema';
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
};
// Every plan collection's derived create and update bodies.
for (const resource of API_RESOURCES) {
  if ('create' in resource && 'update' in resource) {
    SCHEMAS[`${resource.path} create`] = resource.create as z.ZodType;
    SCHEMAS[`${resource.path} update`] = resource.update as z.ZodType;
  }
}

const DATE_KEYS = ['payment_date', 'due_date', 'wedding_date', 'weddingDate'];
const MONEY_KEYS = ['amount', 'actual_cost', 'planned_budget', 'plannedBudget', 'price', 'goal_amount'];

function wellFormed(value: unknown): void {
  expect(typeof value === 'object' && value !== null && !Array.isArray(value)).toBe(true);
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    if (DATE_KEYS.includes(key) && v !== null && v !== undefined) {
      expect(typeof v).toBe('string');
      const d = new Date(`${v as string}T00:00:00Z`);
      expect(d.toISOString().slice(0, 10)).toBe(v);
    }
    if (MONEY_KEYS.includes(key) && v !== null && v !== undefined) {
      expect(typeof v).toBe('number');
      expect(Number.isFinite(v)).toBe(true);
      expect(v as number).toBeGreaterThanOrEqual(0);
      // Whole cents (spec §5 step 0.01).
      expect(Math.abs(Math.round((v as number) * 100) - (v as number) * 100)).toBeLessThan(1e-6);
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
    fc.constantFrom(
      '2027-02-29',
      '2028-02-29',
      '2027-13-01',
      '',
      ' ',
      '1e309',
      '-1',
      'paid',
      'partner',
      '0x10',
      '10.555',
    ),
    fc.constantFrom<unknown>(true, [7], [], 10.555, 12.5, '12.50'),
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

import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import * as zm from 'zod/mini';
import './fields';
import { REQUIRED_MESSAGE } from './messages';

const messageOf = (schema: z.ZodType | zm.ZodMiniType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a refusal');
  return result.error.issues.map((issue) => issue.message);
};

describe('what a refused value is told', () => {
  it('speaks in sentences, for classic zod and zod/mini alike', () => {
    const title = z.object({ title: z.string().min(1).max(200) }).strict();
    expect(messageOf(title, {})).toEqual([REQUIRED_MESSAGE]);
    expect(messageOf(title, { title: 7 })).toEqual(['Must be text.']);
    expect(messageOf(title, { title: '' })).toEqual(['Cannot be empty.']);
    expect(messageOf(title, { title: 'x'.repeat(201) })).toEqual(['At most 200 characters.']);
    expect(messageOf(title, { title: 'ok', colour: 'red' })).toEqual(['Unknown field: colour.']);
    expect(messageOf(z.number().int().min(1).max(40), 0)).toEqual(['Must be 1 or more.']);
    expect(messageOf(z.number().max(40), 41)).toEqual(['Must be 40 or less.']);
    expect(messageOf(z.number().int(), 1.5)).toEqual(['Must be a whole number.']);
    expect(messageOf(z.enum(['a', 'b']), 'c')).toEqual(['Must be one of: a, b.']);
    expect(messageOf(z.email(), 'nope')).toEqual(['Enter a valid email address.']);
    expect(messageOf(z.array(z.string()).max(2), ['a', 'b', 'c'])).toEqual(['At most 2 items.']);

    const mini = zm.object({ name: zm.string().check(zm.maxLength(3)) });
    expect(messageOf(mini, {})).toEqual([REQUIRED_MESSAGE]);
    expect(messageOf(mini, { name: 'long' })).toEqual(['At most 3 characters.']);
  });

  it('keeps a message the schema gives, and zod’s words for what it does not name', () => {
    expect(messageOf(z.string().min(2, 'Give the city.'), 'a')).toEqual(['Give the city.']);
    expect(messageOf(z.union([z.string(), z.number()]), true)[0]).toMatch(/Invalid input/);
  });
});

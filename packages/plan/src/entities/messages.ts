// What a refused value is told, in sentences: zod's own English reads like a type checker ("Invalid
// input: expected string, received undefined", "Too big: expected string to have <=200
// characters"), and those words reach people as the `msg` of a 422 and under form fields. Installed
// as zod's `customError` (fields.ts) for zod/mini and classic zod alike (they share zod's core, and
// classic zod's own `config(en())` at import sets only the locale beneath it), so the browser and
// the server say the same. A message given in a schema still wins; codes not named here keep zod's
// English.
import type { $ZodConfig } from 'zod/v4/core';

type Issue = Parameters<NonNullable<$ZodConfig['customError']>>[0];

/** A required field that was left out: the server's 422 calls its type `missing` (errors.ts). */
export const REQUIRED_MESSAGE = 'This is required.';

const KINDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a date',
  bigint: 'a whole number',
};

const FORMATS: Record<string, string> = {
  email: 'Enter a valid email address.',
  url: 'Enter a full web address, starting with https://.',
  date: 'Enter a date as yyyy-mm-dd.',
  datetime: 'Enter a date and time (ISO 8601, such as 2027-06-12T15:30:00Z).',
  time: 'Enter a time as HH:MM.',
  uuid: 'Enter a valid id.',
};

function plural(n: number | bigint, one: string, many: string): string {
  return `${n} ${Number(n) === 1 ? one : many}`;
}

/** The sentence for one issue, or undefined to keep zod's own. */
export function sentenceFor(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return REQUIRED_MESSAGE;
      return `Must be ${KINDS[issue.expected] ?? issue.expected}.`;
    case 'too_big': {
      const max = issue.maximum as number;
      if (issue.origin === 'string')
        return `At most ${plural(max, 'character', 'characters')}${issue.inclusive ? '' : ' less'}.`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return `At most ${plural(max, 'item', 'items')}.`;
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint')
        return issue.inclusive ? `Must be ${max} or less.` : `Must be less than ${max}.`;
      return undefined;
    }
    case 'too_small': {
      const min = issue.minimum as number;
      if (issue.origin === 'string')
        return Number(min) <= 1 ? 'Cannot be empty.' : `At least ${plural(min, 'character', 'characters')}.`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return Number(min) <= 1 ? 'Add at least one.' : `At least ${plural(min, 'item', 'items')}.`;
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint')
        return issue.inclusive ? `Must be ${min} or more.` : `Must be more than ${min}.`;
      return undefined;
    }
    case 'invalid_format':
      return FORMATS[issue.format];
    case 'invalid_value':
      if (issue.values.length === 1) return `Must be ${JSON.stringify(issue.values[0])}.`;
      return `Must be one of: ${issue.values.map((v) => String(v)).join(', ')}.`;
    case 'unrecognized_keys':
      return `Unknown ${issue.keys.length === 1 ? 'field' : 'fields'}: ${issue.keys.join(', ')}.`;
    case 'not_multiple_of':
      return `Must be a multiple of ${String(issue.divisor)}.`;
    default:
      return undefined;
  }
}

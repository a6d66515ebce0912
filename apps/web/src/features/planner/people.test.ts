import { describe, expect, it } from 'vitest';
import { firstNameFromEmail, initialsFromEmail, initialsOf, personName, shortName } from './people';

describe('initialsFromEmail', () => {
  it('takes the first letters of the first two parts of the name', () => {
    expect(initialsFromEmail('sam.lee@example.com')).toBe('SL');
    expect(initialsFromEmail('mary_jane-watson@example.com')).toBe('MJ');
  });

  it('takes the first two letters of a one-part name', () => {
    expect(initialsFromEmail('ava@example.com')).toBe('AV');
    expect(initialsFromEmail('x@example.com')).toBe('X');
  });

  it('skips digits and falls back to the first character', () => {
    expect(initialsFromEmail('ava2024@example.com')).toBe('AV');
    expect(initialsFromEmail('1234@example.com')).toBe('1');
  });
});

describe('firstNameFromEmail', () => {
  it('capitalises the first part of the name', () => {
    expect(firstNameFromEmail('sam.lee@example.com')).toBe('Sam');
    expect(firstNameFromEmail('NOAH@example.com')).toBe('Noah');
  });

  it('keeps a name without letters as it is', () => {
    expect(firstNameFromEmail('1234@example.com')).toBe('1234');
  });
});

describe('people with names', () => {
  it('shows the display name when there is one, else the email', () => {
    expect(personName({ display_name: 'Maya Lopez', email: 'm@example.com' })).toBe('Maya Lopez');
    expect(personName({ display_name: '  ', email: 'm@example.com' })).toBe('m@example.com');
    expect(personName({ display_name: null, email: 'm@example.com' })).toBe('m@example.com');
  });

  it('makes initials from a name, and from an email as before', () => {
    expect(initialsOf('Maya Lopez')).toBe('ML');
    expect(initialsOf('maya')).toBe('M');
    expect(initialsOf('Ana María de la Cruz')).toBe('AC');
    expect(initialsOf('sam.lee@example.com')).toBe('SL');
  });

  it('keeps a name as it is and shortens an email to a first name', () => {
    expect(shortName('Maya Lopez')).toBe('Maya Lopez');
    expect(shortName('sam.lee@example.com')).toBe('Sam');
  });
});

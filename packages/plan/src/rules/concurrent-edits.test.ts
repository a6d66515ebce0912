import { describe, expect, it } from 'vitest';
import { editedFields, mergeText } from './concurrent-edits';

describe('mergeText', () => {
  it('keeps both changes when they are in different words', () => {
    const base = 'Bring the rings. Call the florist.';
    expect(
      mergeText(
        base,
        'Bring the rings and vows. Call the florist.',
        'Bring the rings. Call the florist by 5.',
      ),
    ).toBe('Bring the rings and vows. Call the florist by 5.');
    expect(
      mergeText(
        'Call the florist. Book the band.',
        'Call the florist today. Book the band.',
        'Call the florist. Book the jazz band.',
      ),
    ).toBe('Call the florist today. Book the jazz band.');
  });

  it('keeps two sentences added at the same place, the one saved first first', () => {
    const base = 'Rain plan: the barrel room holds 140.';
    expect(mergeText(base, `${base} Deposit paid.`, `${base} Parking for 60.`)).toBe(
      `${base} Parking for 60. Deposit paid.`,
    );
  });

  it('keeps both texts typed into an empty field, the one saved first first', () => {
    expect(mergeText('', 'Seat near the band', 'Needs a ride')).toBe('Needs a ride Seat near the band');
    expect(mergeText('', '  ', 'Needs a ride')).toBe('Needs a ride');
  });

  it('takes the one change when only one side changed, or both made the same change', () => {
    expect(mergeText('a', 'b', 'a')).toBe('b');
    expect(mergeText('a', 'a', 'c')).toBe('c');
    expect(mergeText('a', 'same', 'same')).toBe('same');
  });

  it('gives up when both changed the same or neighbouring words', () => {
    expect(mergeText('Table for 8', 'Table for 10', 'Table for 12')).toBeNull();
    expect(mergeText('Grace Hopper', 'Grace B. Hopper', 'Ada')).toBeNull();
    // Each alone is fine; together they would read "Toasts! and speeches" or "Speeches and speeches".
    expect(mergeText('Toasts', 'Toasts and speeches', 'Toasts!')).toBeNull();
    expect(mergeText('Toasts', 'Toasts and speeches', 'Speeches')).toBeNull();
    expect(mergeText('Vegetarian', 'Vegetarian, no nuts', 'Strict vegetarian')).toBeNull();
  });
});

describe('editedFields', () => {
  const opened = { name: 'Bloom', phone: '555-0100', notes: 'Peonies', cost: 1200 };

  it("writes only what this form changed, so a partner's change to another field stays", () => {
    const now = { ...opened, phone: '555-0199' };
    const saved = { ...opened, cost: 1500 };
    expect(editedFields(opened, saved, now)).toEqual({ patch: { cost: 1500 }, replaced: [] });
  });

  it('merges a text both changed, and names a field whose changes cannot be combined', () => {
    const withNotes = { ...opened, notes: 'Peonies for the arch.' };
    const now = { ...withNotes, notes: 'Peonies for the arch. Roses for the tables.', cost: 1300 };
    const saved = { ...withNotes, notes: 'Blush peonies for the arch.', cost: 1500 };
    expect(editedFields(withNotes, saved, now, ['notes'])).toEqual({
      patch: { notes: 'Blush peonies for the arch. Roses for the tables.', cost: 1500 },
      replaced: ['cost'],
    });
  });

  it('never merges a single value: both filling in an empty phone is a clash, not two numbers', () => {
    const empty = { ...opened, phone: '', notes: '' };
    const now = { ...empty, phone: '+1 707 555 0101', notes: 'Call after 5' };
    const saved = { ...empty, phone: '+1 707 555 0202', notes: 'Quote by Friday' };
    expect(editedFields(empty, saved, now, ['notes'])).toEqual({
      patch: { phone: '+1 707 555 0202', notes: 'Call after 5 Quote by Friday' },
      replaced: ['phone'],
    });
  });

  it('writes nothing when nothing changed', () => {
    expect(editedFields(opened, { ...opened }, { ...opened, name: 'Bloom & Co' })).toEqual({
      patch: {},
      replaced: [],
    });
  });
});

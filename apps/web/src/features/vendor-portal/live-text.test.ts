import { describe, expect, it } from 'vitest';
import { caretAfterChange, textToSave } from './live-text';

describe('a listing field two team members type in', () => {
  it('saves what was typed when nobody else changed the field', () => {
    expect(textToSave('Base.', 'Base. O1', 'Base.')).toBe('Base. O1');
  });

  it("keeps the other member's words that arrived while this field had unsaved text", () => {
    expect(textToSave('Base.', 'Base. O2', 'Base. E1')).toBe('Base. E1 O2');
    expect(textToSave('Roses. Tulips.', 'Peonies. Roses. Tulips.', 'Roses. Tulips. Lilies.')).toBe(
      'Peonies. Roses. Tulips. Lilies.',
    );
  });

  it('keeps the caret at the same words when text arrives before or after it', () => {
    // "Base. O1|" and " E1" is added at the end: the caret stays where it was.
    expect(caretAfterChange('Base. O1', 'Base. O1 E1', 8)).toBe(8);
    // "Base|. O1" and "New " is added at the start: the caret moves with its words.
    expect(caretAfterChange('Base. O1', 'New Base. O1', 4)).toBe(8);
    // Text removed before the caret moves it back.
    expect(caretAfterChange('New Base. O1', 'Base. O1', 12)).toBe(8);
    // A caret in a stretch someone replaced goes to the end of what replaced it.
    expect(caretAfterChange('Base. abc done', 'Base. xyzw done', 7)).toBe(10);
  });
});

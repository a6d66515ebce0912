// Two team members typing in one field of a listing: what each needs to keep the other's words.
import { mergeText } from '@confetti/plan';

/**
 * What to save when `typed` was written over `base` but the document holds `saved` by now (another
 * team member's change that arrived while this field had unsaved text): both, where they touch
 * different words; otherwise what was typed here.
 */
export function textToSave(base: string, typed: string, saved: string): string {
  return saved === base ? typed : (mergeText(base, typed, saved) ?? typed);
}

/**
 * Where a caret at `caret` in `before` belongs once the text reads `after`: at the same words. A
 * change before it moves it by the change's length; a change after it leaves it; a caret inside
 * the changed stretch goes to its end.
 */
export function caretAfterChange(before: string, after: string, caret: number): number {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  if (caret <= start) return caret;
  let end = 0;
  while (
    end < before.length - start &&
    end < after.length - start &&
    before[before.length - 1 - end] === after[after.length - 1 - end]
  ) {
    end++;
  }
  if (caret >= before.length - end) return caret + (after.length - before.length);
  return after.length - end;
}

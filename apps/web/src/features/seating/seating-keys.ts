// The Seating Plan's keys: which belong to a text field or menu (left alone there), and which arrow
// key moves the selected table or floor element, and how far (Shift: five grid squares).
import type { KeyboardEvent as ReactKeyboardEvent } from 'react';
import { type Direction, NUDGE } from './seating-model';

export function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

const ARROWS: Record<string, Direction> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
};

/** The move an arrow key asks for, or null for any other key, a shortcut, or a key in a field. */
export function arrowMove(
  event: KeyboardEvent | ReactKeyboardEvent,
): { direction: Direction; distance: number } | null {
  const direction = ARROWS[event.key];
  if (!direction || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return null;
  return { direction, distance: event.shiftKey ? NUDGE.far : NUDGE.step };
}

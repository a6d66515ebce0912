// Undo for a few seconds after a delete (see removeUndoably), or any other change worth taking back
// (a moment moved in the run of show): the toast with its Undo button and the hook that runs the
// change. Only the latest can be undone.
//
// `const { deleteWithUndo, undoToast } = useUndoableDelete()`; render `undoToast`; then
// `deleteWithUndo(doc, ['payments'], 'Payment deleted.', (origin) => deletePayment(doc, id, origin))`.
import { Undo2 } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import type * as Y from 'yjs';
import { TimedToast } from './timed-toast';
import { removeUndoably } from './undoable-delete';
import './undo-toast.css';

/** How long the Undo button stays. */
export const UNDO_MS = 8000;

interface Pending {
  key: number;
  message: string;
  undo: () => void;
  dispose: () => void;
}

export function useUndoableDelete(): {
  deleteWithUndo: (
    doc: Y.Doc,
    maps: readonly string[],
    /** What the toast says; a function is asked once the change is made (a move says where to). */
    message: string | (() => string),
    remove: (origin: symbol) => boolean,
  ) => boolean;
  undoToast: ReactNode;
} {
  const [pending, setPending] = useState<Pending | null>(null);
  const pendingRef = useRef<Pending | null>(null);
  const keyRef = useRef(0);

  const close = useCallback((target: Pending) => {
    target.dispose();
    if (pendingRef.current === target) pendingRef.current = null;
    setPending((current) => (current === target ? null : current));
  }, []);

  const deleteWithUndo = useCallback(
    (
      doc: Y.Doc,
      maps: readonly string[],
      message: string | (() => string),
      remove: (origin: symbol) => boolean,
    ) => {
      const handle = removeUndoably(doc, maps, remove);
      if (!handle) return false;
      // Only the latest delete can be undone: one toast at a time.
      pendingRef.current?.dispose();
      keyRef.current += 1;
      const said = typeof message === 'function' ? message() : message;
      const next: Pending = { key: keyRef.current, message: said, ...handle };
      pendingRef.current = next;
      setPending(next);
      return true;
    },
    [],
  );

  // Leaving the screen ends the chance to undo.
  useEffect(() => () => pendingRef.current?.dispose(), []);

  // Undo is one keystroke away while the toast shows (Ctrl+Z, ⌘Z on a Mac), as in the seating plan:
  // the toast's button sits after the whole screen, too far to reach with Tab before it goes.
  // A text field with text in it keeps its own Ctrl+Z (an empty one, like the search box the focus
  // may land in after a delete, has nothing of its own to undo).
  const undoPending = useCallback(() => {
    const target = pendingRef.current;
    if (!target) return;
    target.undo();
    close(target);
    // The button that had the focus is gone with the toast: the screen's content takes it, not the page.
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [close]);
  useEffect(() => {
    if (!pending) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'z' || event.shiftKey || !(event.ctrlKey || event.metaKey)) return;
      const target = event.target as HTMLElement | null;
      const field = target?.closest<HTMLInputElement | HTMLTextAreaElement>('input, textarea');
      if (field && field.value !== '') return;
      if (target?.closest('[contenteditable="true"]')) return;
      event.preventDefault();
      undoPending();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [pending, undoPending]);

  // The live region is in the page before any delete: screen readers say what is added to a region
  // they already watch, and may say nothing about one that arrives with its text. Each toast is a
  // new child (its key), so a second "Guest deleted." is said as well.
  const undoToast = (
    <div className="undo-toast-region" role="status">
      {pending ? (
        <UndoToast
          key={pending.key}
          message={pending.message}
          onUndo={undoPending}
          onClose={() => close(pending)}
        />
      ) : null}
    </div>
  );
  return { deleteWithUndo, undoToast };
}

function UndoToast({
  message,
  onUndo,
  onClose,
}: {
  message: string;
  onUndo: () => void;
  onClose: () => void;
}) {
  return (
    <TimedToast ms={UNDO_MS} onClose={onClose}>
      <span className="undo-toast__message">
        {message}
        <span className="sr-only"> Control+Z undoes it.</span>
      </span>
      <button
        type="button"
        className="undo-toast__undo"
        onClick={onUndo}
        aria-keyshortcuts="Control+Z Meta+Z"
        title="Undo (Ctrl+Z)"
      >
        <Undo2 size={16} aria-hidden="true" />
        Undo
      </button>
    </TimedToast>
  );
}

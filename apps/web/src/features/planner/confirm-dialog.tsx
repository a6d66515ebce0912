// The planner's "are you sure?" in the app's own dialog instead of the browser's window.confirm:
// `const { confirm, confirmDialog } = useConfirm()`, render `confirmDialog`, then
// `if (await confirm({ question: '…' })) …`. Escape, Cancel and the backdrop answer no.
// The dialog opens on its no button, so Enter pressed twice never deletes (APG: the least destructive
// action takes the focus). Focus goes back to the control that asked; when a yes removes that control with its row (Delete),
// it goes to the same control of the next row instead of falling to the top of the page.
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { focusSuccessorWhenRemoved } from '../../lib/focus-after-removal';
import { Dialog } from './dialog';
import './confirm-dialog.css';

export interface ConfirmOptions {
  question: string;
  /** The dialog's title; "Please confirm" otherwise. */
  title?: string;
  confirmLabel?: string;
  /** The no button's words; "Cancel" otherwise. */
  cancelLabel?: string;
}

type Pending = ConfirmOptions & { answer: (yes: boolean) => void };

export function useConfirm(): {
  confirm: (options: ConfirmOptions) => Promise<boolean>;
  confirmDialog: ReactNode;
} {
  const [pending, setPending] = useState<Pending | null>(null);
  const pendingRef = useRef<Pending | null>(null);

  const confirm = useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        // A question already open is answered no: one question at a time.
        pendingRef.current?.answer(false);
        const asker = document.activeElement;
        const next: Pending = {
          ...options,
          answer: (yes) => {
            if (yes) focusSuccessorWhenRemoved(asker);
            if (pendingRef.current === next) pendingRef.current = null;
            setPending((current) => (current === next ? null : current));
            resolve(yes);
          },
        };
        pendingRef.current = next;
        setPending(next);
      }),
    [],
  );

  const cancelButton = useRef<HTMLButtonElement>(null);
  const confirmDialog = pending ? (
    <Dialog
      title={pending.title ?? 'Please confirm'}
      onClose={() => pending.answer(false)}
      initialFocusRef={cancelButton}
      className="confirm-dialog"
      footer={
        <>
          <button
            ref={cancelButton}
            type="button"
            className="btn btn--ghost"
            onClick={() => pending.answer(false)}
          >
            {pending.cancelLabel ?? 'Cancel'}
          </button>
          <button
            type="button"
            className="btn btn--primary confirm-dialog__confirm"
            onClick={() => pending.answer(true)}
          >
            {pending.confirmLabel ?? 'Delete'}
          </button>
        </>
      }
    >
      <p className="confirm-dialog__question">{pending.question}</p>
    </Dialog>
  ) : null;

  return { confirm, confirmDialog };
}

// The planner's modal dialog: a native <dialog> opened with showModal(), so the page behind is inert
// and screen readers get dialog semantics for free. On top: Tab stays inside, Escape and a click on
// the backdrop call onClose (the parent owns whether it is open), focus returns where it was, and the
// page under it does not scroll. Render it only while open.
import { LoaderCircle, X } from 'lucide-react';
import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { ErrorNotice } from '../../lib/error-notice';
import './dialog.css';

export interface DialogProps {
  title: ReactNode;
  /** A line under the title, read out with it. */
  description?: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom, kept in view while the body scrolls. */
  footer?: ReactNode;
  size?: 'md' | 'lg';
  /** What gets focus on open; the first field or button otherwise. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** A click on the backdrop closes the dialog (turn off while a form holds unsaved changes). */
  closeOnBackdrop?: boolean;
  className?: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.closest('[inert]') && el.getClientRects().length > 0,
  );
}

/**
 * Tab and Shift+Tab go round the dialog's own controls (a modal <dialog> alone lets focus out to
 * the page or the browser after the last one). For the onKeyDown of any modal dialog.
 */
export function keepTabInside(event: KeyboardEvent<HTMLElement>, root: HTMLElement): void {
  if (event.key !== 'Tab') return;
  const items = focusables(root);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  const inside = root.contains(document.activeElement);
  if (event.shiftKey && (document.activeElement === first || !inside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
    event.preventDefault();
    first.focus();
  }
}

export function Dialog({
  title,
  description,
  onClose,
  children,
  footer,
  size = 'md',
  initialFocusRef,
  closeOnBackdrop = true,
  className,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const target = initialFocusRef?.current ?? focusables(dialog.querySelector('.dialog__body') ?? dialog)[0];
    target?.focus();
    document.documentElement.classList.add('has-modal');
    return () => {
      if (dialog.open) dialog.close();
      if (!document.querySelector('dialog.dialog[open]'))
        document.documentElement.classList.remove('has-modal');
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [initialFocusRef]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Escape: the browser would close the dialog itself; the parent decides instead.
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => dialog.removeEventListener('cancel', onCancel);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (ref.current) keepTabInside(event, ref.current);
  };

  // A body that scrolls must be reachable from the keyboard even when nothing in it can take focus
  // (a viewer's read-only form): then the body itself joins the tab order.
  const bodyRef = useRef<HTMLDivElement>(null);
  const [bodyScrolls, setBodyScrolls] = useState(false);
  useLayoutEffect(() => {
    const body = bodyRef.current;
    if (!body || typeof ResizeObserver === 'undefined') return;
    const measure = () => setBodyScrolls(body.scrollHeight > body.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(body);
    for (const child of body.children) observer.observe(child);
    return () => observer.disconnect();
  }, []);

  // A press that starts and ends on the backdrop (the <dialog> itself, outside the panel) closes it;
  // a text selection dragged out of a field does not.
  const pressStartedOnBackdrop = useRef(false);

  return (
    <dialog
      ref={ref}
      className={`dialog dialog--${size}${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onKeyDown={onKeyDown}
      onPointerDown={(event) => {
        pressStartedOnBackdrop.current = event.target === ref.current;
      }}
      onClick={(event) => {
        if (closeOnBackdrop && pressStartedOnBackdrop.current && event.target === ref.current) onClose();
        pressStartedOnBackdrop.current = false;
      }}
    >
      <div className="dialog__panel">
        <header className="dialog__head">
          <div className="dialog__titles">
            <h2 id={titleId} className="dialog__title">
              {title}
            </h2>
            {description ? (
              <p id={descriptionId} className="dialog__description">
                {description}
              </p>
            ) : null}
          </div>
          <button type="button" className="dialog__close" aria-label="Close" onClick={onClose}>
            <X size={20} aria-hidden="true" />
          </button>
        </header>
        <div
          ref={bodyRef}
          className="dialog__body"
          tabIndex={bodyScrolls ? 0 : undefined}
          {...(bodyScrolls ? { role: 'group', 'aria-labelledby': titleId } : {})}
        >
          {children}
        </div>
        {footer ? <footer className="dialog__foot">{footer}</footer> : null}
      </div>
    </dialog>
  );
}

/**
 * The footer of a dialog holding one small form: what went wrong, Cancel, and the submit button
 * (for the form `formId`), which spins and says `busyLabel` while it saves.
 */
export function FormDialogFooter({
  formId,
  error,
  busy,
  submitLabel,
  busyLabel = 'Saving…',
  onCancel,
}: {
  formId: string;
  error: string | null;
  busy: boolean;
  submitLabel: string;
  busyLabel?: string;
  onCancel: () => void;
}) {
  return (
    <>
      {error ? <ErrorNotice>{error}</ErrorNotice> : null}
      <button type="button" className="btn btn--secondary" onClick={onCancel} disabled={busy}>
        Cancel
      </button>
      <button type="submit" form={formId} className="btn btn--primary" disabled={busy}>
        {busy ? <LoaderCircle size={18} className="spin" aria-hidden="true" /> : null}
        {busy ? busyLabel : submitLabel}
      </button>
    </>
  );
}

// A toast at the bottom of the screen (the Undo after a delete, the offline-ready notice).
import { X } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import './undo-toast.css';

/**
 * A toast at the bottom that goes by itself after `ms`, with a Dismiss button. The time runs only
 * while the pointer and the focus are elsewhere, so nobody loses the chance to act while reaching
 * for a button (WCAG 2.2.1, timing adjustable).
 */
export function TimedToast({
  ms,
  onClose,
  children,
}: {
  ms: number;
  onClose: () => void;
  children: ReactNode;
}) {
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (held) return;
    const timer = setTimeout(() => onCloseRef.current(), ms);
    return () => clearTimeout(timer);
  }, [held, ms]);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: pointer and focus only hold the timer; the toast's buttons are what one interacts with
    <div
      className="undo-toast"
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      {children}
      <button type="button" className="undo-toast__close" aria-label="Dismiss" onClick={onClose}>
        <X size={16} aria-hidden="true" />
      </button>
    </div>
  );
}

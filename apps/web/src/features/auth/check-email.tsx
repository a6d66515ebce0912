// "Check your email": what the sign-up and forgot-password forms turn into once the email is sent.
// It takes the place of the form and of its submit button, which had focus (disabled while it sent,
// so focus fell to the page): the panel takes focus when it appears, so a screen reader reads it and
// Tab goes on from here instead of from the top of the page.
import { MailCheck } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';

export function CheckEmail({ children }: { children: ReactNode }) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), []);
  return (
    <div className="check-email" role="status" ref={panel} tabIndex={-1}>
      <span className="check-email__icon">
        <MailCheck size={28} aria-hidden="true" />
      </span>
      <h2>Check your email</h2>
      {children}
    </div>
  );
}

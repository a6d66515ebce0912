// What went wrong, said where it happened: the error notice of forms and dialogs across the app
// (an alert, so screen readers say it as it appears).
import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

export function ErrorNotice({ children }: { children: ReactNode }) {
  return (
    <p className="notice notice--error" role="alert">
      <CircleAlert size={18} aria-hidden="true" />
      {children}
    </p>
  );
}

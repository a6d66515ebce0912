// What went wrong, said where it happened: the error notice of forms and dialogs across the app
// (an alert, so screen readers say it as it appears). Given a ref, it can take focus: a form whose
// submit button was disabled while it worked moves focus here, not to the page.
import { CircleAlert } from 'lucide-react';
import type { ReactNode, Ref } from 'react';

export function ErrorNotice({ children, ref }: { children: ReactNode; ref?: Ref<HTMLParagraphElement> }) {
  return (
    <p className="notice notice--error" role="alert" ref={ref} tabIndex={ref ? -1 : undefined}>
      <CircleAlert size={18} aria-hidden="true" />
      {children}
    </p>
  );
}

// Says, on a server-rendered page, that something on it needs JavaScript and what to do instead. The
// server takes a guest's or a visitor's answer only as JSON (security design), so with scripts turned
// off a form there cannot be sent: its page hides it (`@media (scripting: none)`) and shows this.
// A <noscript>, so it is in the HTML for those without scripts and nowhere for everyone else.
import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

export function NeedsJavaScriptNote({ children }: { children: ReactNode }) {
  return (
    <noscript>
      <p className="notice notice--info">
        <CircleAlert size={18} aria-hidden="true" />
        <span>{children}</span>
      </p>
    </noscript>
  );
}

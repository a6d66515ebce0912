// Pages inside the planner for addresses it cannot show: an unknown /app/… address (404) and an area
// this account may not open (the Admin Dashboard for someone who is not an admin). The shell, tabs
// and account menu stay around them, so the way back is one click.
import { LayoutDashboard, Lock, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './coming-next.css';

function PlannerMessage({
  icon,
  eyebrow,
  title,
  children,
}: {
  icon: ReactNode;
  eyebrow: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="coming-next planner-message" aria-labelledby="planner-message-title">
      <title>{`${title} · Confetti`}</title>
      <div className="coming-next__icon" aria-hidden="true">
        {icon}
      </div>
      <p className="coming-next__badge">{eyebrow}</p>
      <h1 id="planner-message-title" className="coming-next__title">
        {title}
      </h1>
      <p className="coming-next__text">{children}</p>
      <Link to="/app" className="btn btn--primary">
        <LayoutDashboard size={18} aria-hidden="true" />
        Back to Dashboard
      </Link>
    </section>
  );
}

/** /app/<anything the planner does not have>. */
export function PlannerNotFound() {
  return (
    <PlannerMessage icon={<SearchX size={30} />} eyebrow="Error 404" title="This page is not in your planner">
      The link may be old or mistyped. Your plan is safe: pick a tab above or go back to your dashboard.
    </PlannerMessage>
  );
}

/** An area of the planner this account cannot open, such as the Admin Dashboard for a couple. */
export function NotForYourAccount({ area }: { area: string }) {
  return (
    <PlannerMessage
      icon={<Lock size={30} />}
      eyebrow="Not available"
      title="This page is not for your account"
    >
      The {area} is only for the Confetti team. If you think you should have access, write to us and we will
      take a look.
    </PlannerMessage>
  );
}

// Honest panels for planner areas that are not built yet: what the area will do, nothing invented.
import {
  Armchair,
  BriefcaseBusiness,
  Check,
  Gift,
  ListOrdered,
  type LucideIcon,
  ShieldCheck,
  Sparkles,
  Users,
} from 'lucide-react';
import type { PlannerTab } from './navigation';
import './coming-next.css';

interface ComingNextArea {
  icon: LucideIcon;
  title: string;
  description: string;
  highlights: readonly string[];
}

export const COMING_NEXT: Partial<Record<PlannerTab, ComingNextArea>> = {
  vendors: {
    icon: BriefcaseBusiness,
    title: 'Vendors',
    description:
      'Keep every vendor you are considering or have booked in one place, with their contact details and what they cost.',
    highlights: [
      'Track prospects and hired vendors side by side',
      'Email, phone and actual cost for each vendor',
      'Hired vendors appear in your budget automatically',
    ],
  },
  guests: {
    icon: Users,
    title: 'Guest List',
    description:
      'Build your guest list together, with plus-ones and families, and follow RSVPs as they come in.',
    highlights: [
      'RSVP status for every guest: accepted, declined or pending',
      'Party members and plus-ones under each guest',
      'Attending counts that feed your dashboard',
    ],
  },
  seating: {
    icon: Armchair,
    title: 'Seating Plan',
    description:
      'Lay out your venue and drag guests onto tables, with the dance floor, bar and stage where they really are.',
    highlights: [
      'Round and long tables with their capacity',
      'Floor-plan elements: dance floor, stage, bar and more',
      'Drag and drop guests, together in real time',
    ],
  },
  'run-of-show': {
    icon: ListOrdered,
    title: 'Run of Show',
    description:
      'Plan the day itself, minute by minute, so everyone knows what happens when and who is responsible.',
    highlights: [
      'A timeline of the day from getting ready to send-off',
      'Who is responsible for each moment',
      'Shared live with your partner and planner',
    ],
  },
  registry: {
    icon: Gift,
    title: 'Registry',
    description: 'A gift registry your guests can browse, with items from the Confetti marketplace.',
    highlights: [
      'Add products to your registry in a click',
      'Guests see what is still wanted',
      'Track what has been purchased',
    ],
  },
  admin: {
    icon: ShieldCheck,
    title: 'Admin Dashboard',
    description: 'An overview of how couples are progressing, for the Confetti team.',
    highlights: [
      'Progress across checklist, budget, RSVPs and vendors',
      'A couple’s wedding details at a glance',
    ],
  },
};

export function ComingNextPanel({ tab }: { tab: PlannerTab }) {
  const area = COMING_NEXT[tab];
  if (!area) return null;
  const { icon: Icon, title, description, highlights } = area;
  return (
    <section className="coming-next" aria-labelledby={`coming-next-${tab}`}>
      <div className="coming-next__icon" aria-hidden="true">
        <Icon size={30} />
      </div>
      <p className="coming-next__badge">
        <Sparkles size={14} aria-hidden="true" />
        Coming next
      </p>
      <h1 id={`coming-next-${tab}`} className="coming-next__title">
        {title}
      </h1>
      <p className="coming-next__text">{description}</p>
      <ul className="coming-next__list">
        {highlights.map((line) => (
          <li key={line}>
            <Check size={16} aria-hidden="true" />
            {line}
          </li>
        ))}
      </ul>
      <p className="coming-next__note">
        We are building this area now. Everything else in your plan is ready to use today.
      </p>
    </section>
  );
}

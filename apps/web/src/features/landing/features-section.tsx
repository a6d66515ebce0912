// "Features": every planner tool, collaboration and offline work, and the registry and directory.
import {
  Armchair,
  BriefcaseBusiness,
  CalendarHeart,
  CloudOff,
  Gift,
  HeartHandshake,
  ListChecks,
  ListOrdered,
  type LucideIcon,
  MapPin,
  Users,
  Wallet,
} from 'lucide-react';
import type { ReactNode } from 'react';

interface Feature {
  title: string;
  text: string;
  icon: LucideIcon;
  wide?: boolean;
  art?: ReactNode;
}

function SeatingArt() {
  return (
    <svg viewBox="0 0 260 120" className="feature-card__art" aria-hidden="true">
      <rect x="96" y="8" width="68" height="16" rx="8" fill="#f1e3c4" />
      <rect x="100" y="80" width="60" height="30" rx="8" fill="none" stroke="#e5cd98" strokeDasharray="4 4" />
      {[
        [40, 58],
        [130, 52],
        [220, 58],
      ].map(([cx = 0, cy = 0], table) => (
        <g key={`${cx}-${cy}`}>
          <circle cx={cx} cy={cy} r="20" fill={table === 1 ? '#f8e6e3' : '#fff'} stroke="#e5b3ad" />
          {Array.from({ length: 8 }, (_, seat) => {
            const angle = (seat / 8) * Math.PI * 2;
            return (
              <circle
                // biome-ignore lint/suspicious/noArrayIndexKey: seats are fixed positions around a table
                key={seat}
                cx={cx + Math.cos(angle) * 28}
                cy={cy + Math.sin(angle) * 28}
                r="5"
                fill={seat % 2 ? '#93587f' : '#cf8598'}
              />
            );
          })}
        </g>
      ))}
      <g className="feature-card__drag">
        <circle cx="178" cy="100" r="7" fill="#b98f47" />
        <path d="M186 104l10 10-4 1 3 5-3 1-3-5-3 3z" fill="#3d1b36" />
      </g>
    </svg>
  );
}

function BudgetArt() {
  const rows = [
    { label: 'Venue', width: 86, paid: 86 },
    { label: 'Catering', width: 70, paid: 40 },
    { label: 'Photography', width: 52, paid: 30 },
    { label: 'Florals', width: 40, paid: 10 },
  ];
  return (
    <svg viewBox="0 0 260 120" className="feature-card__art" aria-hidden="true">
      {rows.map((row, i) => (
        <g key={row.label} transform={`translate(0 ${10 + i * 27})`}>
          <text x="0" y="12" fontSize="11" fill="#65535f" fontFamily="Inter Variable, sans-serif">
            {row.label}
          </text>
          <rect x="86" y="3" width="170" height="10" rx="5" fill="#f8e6e3" />
          <rect x="86" y="3" width={(170 * row.width) / 100} height="10" rx="5" fill="#e5cd98" />
          <rect x="86" y="3" width={(170 * row.paid) / 100} height="10" rx="5" fill="#7a3d69" />
        </g>
      ))}
    </svg>
  );
}

const PLANNER_FEATURES: Feature[] = [
  {
    title: 'Drag-and-drop seating charts',
    text: 'Lay out round and long tables, the dance floor and the bar, then drag guests into their seats. Capacity and table assignments update as you go.',
    icon: Armchair,
    wide: true,
    art: <SeatingArt />,
  },
  {
    title: 'Wedding countdown',
    text: 'See how many days are left, with your date, budget, guest count, style and location at a glance.',
    icon: CalendarHeart,
  },
  {
    title: 'Expert-guided checklist',
    text: 'Expert planning guidance month by month, with booking lead times for every vendor, due dates and your own custom tasks.',
    icon: ListChecks,
  },
  {
    title: 'Guest list & RSVPs',
    text: 'Every guest, plus-one and party member in one list. Track RSVPs as they arrive and watch your head count update.',
    icon: Users,
  },
  {
    title: 'Vendor management tools',
    text: 'Compare prospects, mark who you have hired and keep contacts and costs together, with reminders for final headcounts and shot lists.',
    icon: BriefcaseBusiness,
  },
  {
    title: 'Run of show',
    text: 'Build the day-of timeline minute by minute, so your planner, vendors and wedding party share one schedule.',
    icon: ListOrdered,
  },
  {
    title: 'Comprehensive budget tracking',
    text: 'Split your budget across 19 categories, track actual costs, and record every deposit and payment, so you always know what is paid and what is still due.',
    icon: Wallet,
    wide: true,
    art: <BudgetArt />,
  },
];

/** Areas outside the planner's tabs (public pages of their own), shown apart. */
const LATER_AREAS: readonly Omit<Feature, 'wide' | 'art'>[] = [
  {
    title: 'Gift registry',
    text: 'One registry for everything you love: over 200 gifts from our marketplace, cash funds for the honeymoon, and a page guests open on their phones to choose a gift and tell you.',
    icon: Gift,
  },
  {
    title: 'Vendor directory',
    text: 'Discover photographers, florists and venues near you, save favorites and send inquiries without leaving your planner.',
    icon: MapPin,
  },
];

export function FeaturesSection() {
  return (
    <section id="features" className="landing-section features" aria-labelledby="features-title">
      <div className="container">
        <header className="section-head">
          <p className="eyebrow">Features</p>
          <h2 id="features-title">Everything for the big day, beautifully organized</h2>
          <p>
            From the first “yes” to the last dance, Confetti keeps every detail in one place, with expert
            planning guidance at each step and tools that feel as good as the day itself.
          </p>
        </header>

        <ul className="feature-grid">
          {PLANNER_FEATURES.map(({ title, text, icon: Icon, wide, art }) => (
            <li key={title} className={`feature-card card${wide ? ' feature-card--wide' : ''}`}>
              <div className="feature-card__body">
                <span className="feature-card__icon">
                  <Icon size={22} aria-hidden="true" />
                </span>
                <h3>{title}</h3>
                <p>{text}</p>
              </div>
              {art}
            </li>
          ))}
        </ul>

        <div className="together">
          <div className="together__item">
            <span className="together__icon">
              <HeartHandshake size={26} aria-hidden="true" />
            </span>
            <div>
              <h3>Plan together, in real time</h3>
              <p>
                Invite your partner and your wedding planner. Everyone sees each change the moment it is made,
                on every device. No more emailing spreadsheets back and forth.
              </p>
            </div>
          </div>
          <div className="together__item">
            <span className="together__icon">
              <CloudOff size={26} aria-hidden="true" />
            </span>
            <div>
              <h3>Keeps working offline</h3>
              <p>
                Touring a venue with no signal? Keep planning. Your changes are saved on your device and sync
                the moment you are back online.
              </p>
            </div>
          </div>
        </div>

        <ul className="coming-soon-grid">
          {LATER_AREAS.map(({ title, text, icon: Icon }) => (
            <li key={title} className="coming-soon-card">
              <span className="feature-card__icon feature-card__icon--muted">
                <Icon size={22} aria-hidden="true" />
              </span>
              <div>
                <h3>{title}</h3>
                <p>{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

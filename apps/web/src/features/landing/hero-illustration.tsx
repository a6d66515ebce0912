// A drawn preview of the planner for the hero: decorative only, so it is hidden from assistive tech.
import { Check } from 'lucide-react';

const PREVIEW_PROGRESS = [
  { label: 'Checklist', value: '42 of 61 tasks', percent: 69, tone: 'plum' },
  { label: 'Budget', value: '$18,400 of $25,000', percent: 74, tone: 'gold' },
  { label: 'RSVPs', value: '86 of 120 guests', percent: 72, tone: 'rose' },
] as const;

const PREVIEW_TASKS = [
  { text: 'Book the florist', done: true },
  { text: 'Send save-the-dates', done: true },
  { text: 'Cake tasting', done: false },
] as const;

function Sprig({ className }: { className: string }) {
  return (
    <svg className={className} viewBox="0 0 120 160" fill="none">
      <path d="M60 156C58 118 62 74 82 20" stroke="#b98f47" strokeWidth="2" strokeLinecap="round" />
      <path d="M66 120c-18-4-30-16-34-32 16 2 30 14 34 32z" fill="#e5b3ad" />
      <path d="M69 96c16-6 26-20 28-36-15 4-26 18-28 36z" fill="#f0d0cb" />
      <path d="M74 70c-14-6-22-18-22-32 13 4 21 16 22 32z" fill="#cf8598" opacity="0.8" />
      <path d="M78 46c12-6 18-16 18-28-11 4-17 14-18 28z" fill="#e5cd98" />
      <circle cx="82" cy="18" r="5" fill="#b4607a" />
    </svg>
  );
}

export function HeroIllustration() {
  return (
    <div className="hero-art" aria-hidden="true">
      <div className="hero-art__halo" />
      <Sprig className="hero-art__sprig hero-art__sprig--left" />
      <Sprig className="hero-art__sprig hero-art__sprig--right" />
      <span className="hero-art__confetti hero-art__confetti--1" />
      <span className="hero-art__confetti hero-art__confetti--2" />
      <span className="hero-art__confetti hero-art__confetti--3" />
      <span className="hero-art__confetti hero-art__confetti--4" />

      <div className="mock-card mock-card--main">
        <div className="mock-card__head">
          <div>
            <p className="mock-card__names">Ava &amp; Noah</p>
            <p className="mock-card__meta">June 14 · Napa Valley, CA</p>
          </div>
          <div className="mock-countdown">
            <span className="mock-countdown__days">142</span>
            <span className="mock-countdown__label">days to go</span>
          </div>
        </div>
        <ul className="mock-progress">
          {PREVIEW_PROGRESS.map((row) => (
            <li key={row.label}>
              <div className="mock-progress__row">
                <span>{row.label}</span>
                <span className="mock-progress__value">{row.value}</span>
              </div>
              <span className={`mock-bar mock-bar--${row.tone}`}>
                <span style={{ width: `${row.percent}%` }} />
              </span>
            </li>
          ))}
        </ul>
      </div>

      <div className="mock-card mock-card--tasks">
        <p className="mock-card__title">This week</p>
        <ul className="mock-tasks">
          {PREVIEW_TASKS.map((task) => (
            <li key={task.text} data-done={task.done}>
              <span className="mock-tasks__check">
                {task.done ? <Check size={12} strokeWidth={3} /> : null}
              </span>
              {task.text}
            </li>
          ))}
        </ul>
      </div>

      <div className="mock-card mock-card--seating">
        <p className="mock-card__title">Seating</p>
        <svg viewBox="0 0 150 84" className="mock-seating">
          <rect x="54" y="4" width="42" height="12" rx="6" fill="#f1e3c4" />
          {[
            [28, 48],
            [75, 54],
            [122, 48],
          ].map(([cx = 0, cy = 0], table) => (
            <g key={`${cx}-${cy}`}>
              <circle cx={cx} cy={cy} r="15" fill={table === 1 ? '#f8e6e3' : '#fcf3f1'} stroke="#e5b3ad" />
              {[0, 1, 2, 3, 4, 5].map((seat) => {
                const angle = (seat / 6) * Math.PI * 2;
                return (
                  <circle
                    key={seat}
                    cx={cx + Math.cos(angle) * 21}
                    cy={cy + Math.sin(angle) * 21}
                    r="4"
                    fill={seat % 3 === 0 ? '#b4607a' : '#93587f'}
                    opacity={seat === 4 && table === 2 ? 0.25 : 0.85}
                  />
                );
              })}
            </g>
          ))}
        </svg>
      </div>

      <div className="mock-presence">
        <span className="mock-presence__avatar mock-presence__avatar--a">A</span>
        <span className="mock-presence__avatar mock-presence__avatar--n">N</span>
        <span className="mock-presence__text">
          <strong>Noah</strong> is editing the guest list
        </span>
        <span className="mock-presence__live" />
      </div>
    </div>
  );
}

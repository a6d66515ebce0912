// The frame of every auth screen: a decorated brand panel beside the form card (stacked on phones).
import { ArrowLeft, Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { BrandLogo } from '../site/brand-logo';
import './auth.css';

const PANELS = {
  couple: {
    title: 'Your whole wedding, in one calm place.',
    points: [
      'Checklist with expert timing',
      'Budget, payments and vendors',
      'Guests, RSVPs and seating',
      'Plan together, even offline',
    ],
    foot: 'Free for couples, always.',
    home: '/',
  },
  vendor: {
    title: 'Meet couples while they are planning.',
    points: [
      'A listing in the vendor directory',
      'Inquiries in one inbox',
      'Promotions and analytics',
      'Edit together with your team',
    ],
    foot: 'Free for vendors during early access.',
    home: '/vendor',
  },
} as const;

function PanelArt() {
  return (
    <svg className="auth-panel__art" viewBox="0 0 320 220" aria-hidden="true">
      <circle cx="130" cy="120" r="62" fill="none" stroke="#e5cd98" strokeWidth="7" />
      <circle cx="190" cy="120" r="62" fill="none" stroke="#f8e6e3" strokeWidth="7" opacity="0.85" />
      <path d="M160 40l5 13 13 5-13 5-5 13-5-13-13-5 13-5z" fill="#e5cd98" />
      <circle cx="58" cy="52" r="5" fill="#cf8598" />
      <circle cx="268" cy="190" r="4" fill="#e5cd98" />
      <rect x="262" y="44" width="10" height="10" rx="2" fill="#cf8598" transform="rotate(24 267 49)" />
      <rect x="40" y="176" width="8" height="8" rx="2" fill="#b98aad" transform="rotate(-18 44 180)" />
      <path
        d="M24 120c18-8 30-2 38 10"
        stroke="#e5b3ad"
        strokeWidth="2.5"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M296 96c-16 6-24 18-22 32"
        stroke="#e5b3ad"
        strokeWidth="2.5"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function AuthLayout({
  children,
  audience = 'couple',
}: {
  children: ReactNode;
  /** Vendors see what the vendor area offers, and "Back to Home" leads to it. */
  audience?: keyof typeof PANELS;
}) {
  const navigate = useNavigate();
  const panel = PANELS[audience];
  return (
    <div className="auth">
      <aside className="auth-panel" aria-label="About Confetti">
        <BrandLogo tone="light" />
        <div className="auth-panel__body">
          <PanelArt />
          <p className="auth-panel__title">{panel.title}</p>
          <ul className="auth-panel__points">
            {panel.points.map((point) => (
              <li key={point}>
                <Check size={16} aria-hidden="true" />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <p className="auth-panel__foot">{panel.foot}</p>
      </aside>
      <main id="main" className="auth-main">
        <div className="auth-main__top">
          <button
            type="button"
            className="btn btn--ghost auth-main__back"
            onClick={() => navigate(panel.home)}
          >
            <ArrowLeft size={18} aria-hidden="true" />
            Back to Home
          </button>
          <span className="auth-main__brand">
            <BrandLogo />
          </span>
        </div>
        <div className="auth-card">{children}</div>
      </main>
    </div>
  );
}

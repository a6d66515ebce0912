// The page for any route we do not know.
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { usePageMeta } from '../../ssr/page-meta';
import './not-found-page.css';

function LostEnvelope() {
  return (
    <svg className="not-found__art" viewBox="0 0 280 200" aria-hidden="true">
      <ellipse cx="140" cy="182" rx="92" ry="10" fill="#f0d0cb" opacity="0.6" />
      <g transform="rotate(-8 140 100)">
        <rect
          x="58"
          y="52"
          width="164"
          height="110"
          rx="12"
          fill="#fffdf9"
          stroke="#dcc6bb"
          strokeWidth="2"
        />
        <path d="M60 58l80 58 80-58" fill="none" stroke="#dcc6bb" strokeWidth="2" strokeLinejoin="round" />
        <path d="M60 160l58-46M220 160l-58-46" stroke="#eadbd3" strokeWidth="2" />
        <circle cx="140" cy="112" r="17" fill="#7a3d69" />
        <path d="M140 121c-7-5-11-9-11-13a5 5 0 0 1 11-2 5 5 0 0 1 11 2c0 4-4 8-11 13z" fill="#f1e3c4" />
      </g>
      <path
        d="M40 40c10-14 26-16 36-8"
        stroke="#d4b06c"
        strokeWidth="2.5"
        fill="none"
        strokeLinecap="round"
        strokeDasharray="2 7"
      />
      <circle cx="232" cy="36" r="6" fill="#cf8598" />
      <rect x="28" y="98" width="10" height="10" rx="2" fill="#d4b06c" transform="rotate(20 33 103)" />
      <rect x="246" y="120" width="9" height="9" rx="2" fill="#b98aad" transform="rotate(-24 250 124)" />
      <path d="M214 18l3 8 8 3-8 3-3 8-3-8-8-3 8-3z" fill="#e5cd98" />
    </svg>
  );
}

/**
 * `nearest`: where the address was heading, when part of it still names something (a vendor who
 * left the directory: the category in that state), offered first.
 */
export function NotFoundPage({ nearest }: { nearest?: { to: string; label: string } } = {}) {
  usePageMeta({ title: 'Page Not Found · Confetti', status: 404 });
  return (
    <div className="not-found">
      <div className="container not-found__inner">
        <LostEnvelope />
        <p className="not-found__code">Error 404</p>
        <h1>This page got lost on the way to the reception</h1>
        <p className="not-found__text">
          The link may be old, or the page may have moved. Let's get you back to the celebration.
        </p>
        <div className="not-found__actions">
          {nearest ? (
            <Link to={nearest.to} className="btn btn--primary btn--lg">
              {nearest.label}
            </Link>
          ) : null}
          <Link to="/" className={`btn ${nearest ? 'btn--secondary' : 'btn--primary'} btn--lg`}>
            Back to Home
          </Link>
          <Link to="/app" className="btn btn--secondary btn--lg">
            Open Your Planner
            <ArrowRight size={18} aria-hidden="true" />
          </Link>
        </div>
      </div>
    </div>
  );
}

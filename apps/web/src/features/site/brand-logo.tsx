// The Confetti mark (two rings and a spark) and wordmark, drawn in SVG so nothing is fetched.
import { useId } from 'react';
import './brand-logo.css';

export function BrandMark({ size = 34 }: { size?: number }) {
  // Unique per instance: a gradient referenced from a hidden copy of the logo would not paint.
  const gradientId = `brand-mark-${useId().replace(/[^\w-]/g, '')}`;
  return (
    <svg className="brand-mark" width={size} height={size} viewBox="0 0 40 40" aria-hidden="true">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#8a4577" />
          <stop offset="1" stopColor="#4a2142" />
        </linearGradient>
      </defs>
      <rect width="40" height="40" rx="12" fill={`url(#${gradientId})`} />
      <circle cx="16" cy="22.5" r="7" fill="none" stroke="#e5cd98" strokeWidth="2.4" />
      <circle cx="24" cy="22.5" r="7" fill="none" stroke="#f8e6e3" strokeWidth="2.4" />
      <path
        d="M30.5 7.5l1 2.6 2.6 1-2.6 1-1 2.6-1-2.6-2.6-1 2.6-1z"
        fill="#e5cd98"
        stroke="#e5cd98"
        strokeWidth="0.6"
        strokeLinejoin="round"
      />
      <circle cx="9.5" cy="10" r="1.4" fill="#cf8598" />
    </svg>
  );
}

export function BrandLogo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <span className={`brand-logo brand-logo--${tone}`}>
      <BrandMark />
      <span className="brand-logo__word">Confetti</span>
    </span>
  );
}

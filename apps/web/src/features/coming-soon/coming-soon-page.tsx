// An honest "coming soon" page for an area of the product that is not built yet.
import { Check, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import './coming-soon.css';
import { usePageMeta } from '../../ssr/page-meta';

export interface ComingSoonPageProps {
  icon: LucideIcon;
  eyebrow: string;
  title: string;
  /** What the area will do. */
  description: string;
  highlights: readonly string[];
  /** A line about what the visitor was looking for (from the URL). */
  context?: ReactNode;
  actions: ReactNode;
}

export function ComingSoonPage({
  icon: Icon,
  eyebrow,
  title,
  description,
  highlights,
  context,
  actions,
}: ComingSoonPageProps) {
  usePageMeta({ title: `${eyebrow} · Confetti` });
  return (
    <div className="coming-soon">
      <div className="container coming-soon__inner">
        <div className="coming-soon__card">
          <div className="coming-soon__art" aria-hidden="true">
            <span className="coming-soon__ring coming-soon__ring--outer" />
            <span className="coming-soon__ring coming-soon__ring--inner" />
            <span className="coming-soon__icon">
              <Icon size={36} strokeWidth={1.6} />
            </span>
            <span className="coming-soon__spark coming-soon__spark--a" />
            <span className="coming-soon__spark coming-soon__spark--b" />
            <span className="coming-soon__spark coming-soon__spark--c" />
          </div>
          <div className="coming-soon__copy">
            <p className="coming-soon__meta">
              <span className="eyebrow">{eyebrow}</span>
              <span className="badge">Coming soon</span>
            </p>
            <h1>{title}</h1>
            {context ? <p className="coming-soon__context">{context}</p> : null}
            <p className="coming-soon__description">{description}</p>
            <ul className="coming-soon__highlights">
              {highlights.map((highlight) => (
                <li key={highlight}>
                  <Check size={18} aria-hidden="true" />
                  {highlight}
                </li>
              ))}
            </ul>
            <div className="coming-soon__actions">{actions}</div>
          </div>
        </div>
      </div>
    </div>
  );
}

/** "austin-tx" → "Austin Tx"; "photographers" → "Photographers". */
export function humanizeSlug(slug: string): string {
  return slug
    .split(/[-_]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

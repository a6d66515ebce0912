// The frame of a text page (legal pages, about): a soft header band, then readable prose.
import type { ReactNode } from 'react';
import { usePageMeta } from '../../ssr/page-meta';
import './static-page.css';

export const LEGAL_LAST_UPDATED = 'November 21, 2026';

export interface StaticPageProps {
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  /** Shown as "Last updated …" on legal pages. */
  updated?: string;
  /** The page's meta description (search results, link previews). */
  description?: string;
  children: ReactNode;
}

export function StaticPage({ eyebrow, title, intro, updated, description, children }: StaticPageProps) {
  usePageMeta({
    title: `${title} · Confetti`,
    description: description ?? `${eyebrow}: ${title}. Confetti, the free wedding planner for couples.`,
  });
  return (
    <article className="static-page">
      <header className="static-page__hero">
        <div className="container static-page__narrow">
          <p className="eyebrow">{eyebrow}</p>
          <h1>{title}</h1>
          {intro ? <p className="static-page__intro">{intro}</p> : null}
          {updated ? <p className="static-page__updated">Last updated {updated}</p> : null}
        </div>
      </header>
      <div className="container static-page__narrow static-page__body prose">{children}</div>
    </article>
  );
}

/** One titled section of a text page. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

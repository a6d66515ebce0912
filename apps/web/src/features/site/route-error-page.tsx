// Shown when a route fails to render, most often because a new deploy replaced a lazy chunk.
import { RotateCcw } from 'lucide-react';
import { usePageMeta } from '../../ssr/page-meta';
import { BrandLogo } from './brand-logo';
import './not-found-page.css';

export function RouteErrorPage() {
  usePageMeta({ title: 'Something Went Wrong · Confetti', status: 500 });
  return (
    <main id="main" className="not-found">
      <div className="container not-found__inner">
        <BrandLogo />
        <h1>Something went wrong</h1>
        <p className="not-found__text">
          This page did not load properly. Reloading usually fixes it, and your plan is safe.
        </p>
        <div className="not-found__actions">
          <button type="button" className="btn btn--primary btn--lg" onClick={() => window.location.reload()}>
            <RotateCcw size={18} aria-hidden="true" />
            Reload Page
          </button>
          <a href="/" className="btn btn--secondary btn--lg">
            Back to Home
          </a>
        </div>
      </div>
    </main>
  );
}

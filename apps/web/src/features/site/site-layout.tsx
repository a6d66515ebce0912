// The chrome of public pages other than the landing page: header, a main landmark, footer.
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { SkipLink } from '../../lib/skip-link';
import { RouteFallback } from './route-fallback';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function SiteLayout() {
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <main id="main" className="site-main">
        <Suspense fallback={<RouteFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </>
  );
}

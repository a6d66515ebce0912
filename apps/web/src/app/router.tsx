// Every route of spec §2. Public pages share SiteLayout (header and footer); the landing page and the
// auth screen ship in the main bundle, everything else loads lazily. Declarative routing
// (BrowserRouter + useRoutes) keeps the landing page's JavaScript small: the data router alone
// would add about 18 KB gzip.
//
// The planner shell lives at `/app/*` (features/planner): its tabs are nested <Routes> (the `*` keeps
// /app/budget etc. inside it). RequireSession shows the login screen at the same address when nobody
// is signed in. `/invite/:token` is where invitation emails lead, signed in or not.
import { type ComponentType, lazy } from 'react';
import { type RouteObject, useRoutes } from 'react-router-dom';
import { AuthScreen } from '../features/auth';
import { LandingPage } from '../features/landing';
import { SiteLayout } from '../features/site';
import { RootLayout } from './root-layout';
import { RequireSession, SignedOutOnly } from './session-gates';

/** React.lazy for a named export. */
function lazyNamed<K extends string, M extends Record<K, ComponentType>>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const loadStaticPages = () => import('../features/static-pages');
const loadComingSoon = () => import('../features/coming-soon');

const PlannerPage = lazyNamed(() => import('../features/planner'), 'PlannerPage');
const ResetPasswordPage = lazyNamed(
  () => import('../features/auth/reset-password-page'),
  'ResetPasswordPage',
);
const InvitePage = lazyNamed(() => import('../features/invite'), 'InvitePage');
const DayOfPage = lazyNamed(() => import('../features/run-of-show/day-of-page'), 'DayOfPage');
const NotFoundPage = lazyNamed(() => import('../features/site/not-found-page'), 'NotFoundPage');
const TermsPage = lazyNamed(loadStaticPages, 'TermsPage');
const PrivacyPage = lazyNamed(loadStaticPages, 'PrivacyPage');
const VendorTermsPage = lazyNamed(loadStaticPages, 'VendorTermsPage');
const DisclaimerPage = lazyNamed(loadStaticPages, 'DisclaimerPage');
const AboutPage = lazyNamed(loadStaticPages, 'AboutPage');
const DirectoryPage = lazyNamed(loadComingSoon, 'DirectoryPage');
const RegistryPage = lazyNamed(loadComingSoon, 'RegistryPage');
const NewsPage = lazyNamed(loadComingSoon, 'NewsPage');
const NewsArticlePage = lazyNamed(loadComingSoon, 'NewsArticlePage');
const VendorPortalPage = lazyNamed(loadComingSoon, 'VendorPortalPage');

const landing = (
  <SignedOutOnly>
    <LandingPage />
  </SignedOutOnly>
);

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: landing },
      { path: '/welcome', element: landing },
      {
        path: '/auth',
        element: (
          <SignedOutOnly>
            <AuthScreen />
          </SignedOutOnly>
        ),
      },
      { path: '/auth/reset', element: <ResetPasswordPage /> },
      {
        path: '/app/*',
        element: (
          <RequireSession>
            <PlannerPage />
          </RequireSession>
        ),
      },
      { path: '/invite/:token', element: <InvitePage /> },
      // A vendor's read-only view of the run of show, from the couple's share link (no session).
      { path: '/day/:token', element: <DayOfPage /> },
      {
        element: <SiteLayout />,
        children: [
          { path: '/wedding-vendors/:category?/:state?/:city?/:vendorSlug?', element: <DirectoryPage /> },
          { path: '/registry/:categorySlug?/:subcategorySlug?/:productSlug?', element: <RegistryPage /> },
          { path: '/news', element: <NewsPage /> },
          { path: '/news/:slug', element: <NewsArticlePage /> },
          { path: '/vendor/*', element: <VendorPortalPage /> },
          { path: '/terms-of-service', element: <TermsPage /> },
          { path: '/privacy-policy', element: <PrivacyPage /> },
          { path: '/vendor-terms', element: <VendorTermsPage /> },
          { path: '/disclaimer', element: <DisclaimerPage /> },
          { path: '/about', element: <AboutPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}

// Every route of spec §2. Public pages share SiteLayout (header and footer). Every page loads lazily,
// the landing page and the auth screen too: the main bundle is what all routes share, and the
// planner's first screen (/app) should not carry the landing page (issue 21, P7). Their styles stay in
// the main stylesheet (app/public-page-styles.ts), so a server-rendered landing page is styled before
// its code arrives. Declarative routing
// (BrowserRouter + useRoutes) keeps the landing page's JavaScript small: the data router alone
// would add about 18 KB gzip.
//
// The planner shell lives at `/app/*` (features/planner): its tabs are nested <Routes> (the `*` keeps
// /app/budget etc. inside it). RequireSession shows the login screen at the same address when nobody
// is signed in. `/invite/:token` is where invitation emails lead, signed in or not.
//
// Paths come from SITE_ROUTES (@confetti/catalog), the list the server also reads to answer 404 for
// any other address: add a page there first. The directory and registry keep their detailed
// patterns here; SITE_ROUTES gives each area everything below it while it is being built.
import { AUTH_ALIASES, SITE_ROUTES } from '@confetti/catalog/site-routes';
import { Navigate, type RouteObject, useRoutes } from 'react-router-dom';
import { RouteFallback } from '../features/site/route-fallback';
import { lazyNamed } from '../lib/lazy-named';
import { RootLayout } from './root-layout';
import { RequireSession, SignedOutOnly } from './session-gates';

const LandingPage = lazyNamed(() => import('../features/landing/landing-page'), 'LandingPage');
const AuthScreen = lazyNamed(() => import('../features/auth/auth-screen'), 'AuthScreen');
const SiteLayout = lazyNamed(() => import('../features/site/site-layout'), 'SiteLayout');
const loadStaticPages = () => import('../features/static-pages');

const PlannerPage = lazyNamed(() => import('../features/planner'), 'PlannerPage');
// Opening the planner: its code (and the plan document's) starts downloading now, alongside the
// session request (which the server's page starts itself, http/static.ts), and renders at once when
// both are here, rather than after another round of suspending (lib/lazy-named.ts).
if (typeof window !== 'undefined' && /^\/app(\/|$)/.test(window.location.pathname)) PlannerPage.preload();
const ResetPasswordPage = lazyNamed(
  () => import('../features/auth/reset-password-page'),
  'ResetPasswordPage',
);
const InvitePage = lazyNamed(() => import('../features/invite'), 'InvitePage');
const RsvpPage = lazyNamed(() => import('../features/rsvp'), 'RsvpPage');
const DayOfPage = lazyNamed(() => import('../features/run-of-show/day-of-page'), 'DayOfPage');
const NotFoundPage = lazyNamed(() => import('../features/site/not-found-page'), 'NotFoundPage');
const TermsPage = lazyNamed(loadStaticPages, 'TermsPage');
const PrivacyPage = lazyNamed(loadStaticPages, 'PrivacyPage');
const VendorTermsPage = lazyNamed(loadStaticPages, 'VendorTermsPage');
const DisclaimerPage = lazyNamed(loadStaticPages, 'DisclaimerPage');
const AboutPage = lazyNamed(loadStaticPages, 'AboutPage');
const DirectoryPage = lazyNamed(() => import('../features/directory'), 'DirectoryPage');
const loadRegistry = () => import('../features/registry');
const PublicCatalogPage = lazyNamed(loadRegistry, 'PublicCatalogPage');
const CoupleRegistryPage = lazyNamed(loadRegistry, 'CoupleRegistryPage');
const loadNews = () => import('../features/news');
const NewsPage = lazyNamed(loadNews, 'NewsListPage');
const NewsArticlePage = lazyNamed(loadNews, 'ArticlePage');
// The vendor area: the public "List your business" page apart from the portal (and its charts).
const VendorLandingPage = lazyNamed(
  () => import('../features/vendor-portal/landing-page'),
  'VendorLandingPage',
);
const VendorPortalPage = lazyNamed(() => import('../features/vendor-portal/portal'), 'VendorPortalPage');

const landing = (
  <SignedOutOnly>
    <LandingPage />
  </SignedOutOnly>
);

/**
 * The planner once its code is here. The session usually answers first (the page asks for it while
 * the scripts download): the placeholder shown while it was asked for stays up meanwhile, rather than
 * the planner suspending, which would hold it back up to 300 ms more (lib/lazy-named.ts).
 */
function PlannerRoute() {
  return PlannerPage.useSettled() ? <PlannerPage /> : <RouteFallback label="Loading your planner…" />;
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: SITE_ROUTES.landing, element: landing },
      { path: SITE_ROUTES.welcome, element: landing },
      {
        path: SITE_ROUTES.auth,
        element: (
          <SignedOutOnly>
            <AuthScreen />
          </SignedOutOnly>
        ),
      },
      { path: SITE_ROUTES.resetPassword, element: <ResetPasswordPage /> },
      // "/login", "/signup"…: the server redirects them; this covers the shell answering offline.
      ...Object.entries(AUTH_ALIASES).map(([path, to]) => ({ path, element: <Navigate to={to} replace /> })),
      {
        path: SITE_ROUTES.planner,
        element: (
          <RequireSession>
            <PlannerRoute />
          </RequireSession>
        ),
      },
      // Vendor sign-up and sign-in (/vendor/join) and the portal itself; `/vendor` is the public page below.
      { path: SITE_ROUTES.vendorPortal, element: <VendorPortalPage /> },
      { path: SITE_ROUTES.invite, element: <InvitePage /> },
      // Guests answer here without an account (the couple shares the link from the Guest List).
      { path: SITE_ROUTES.rsvp, element: <RsvpPage /> },
      // A vendor's read-only view of the run of show, from the couple's share link (no session).
      { path: SITE_ROUTES.dayOf, element: <DayOfPage /> },
      // A couple's registry for their guests, phone-first like the RSVP page; listed before the catalog's
      // /registry/:categorySlug/… so "couple" is never read as a category.
      { path: '/registry/couple/:slug', element: <CoupleRegistryPage /> },
      {
        element: <SiteLayout />,
        children: [
          { path: '/wedding-vendors/:category?/:state?/:city?/:vendorSlug?', element: <DirectoryPage /> },
          {
            path: '/registry/:categorySlug?/:subcategorySlug?/:productSlug?',
            element: <PublicCatalogPage />,
          },
          { path: SITE_ROUTES.news, element: <NewsPage /> },
          { path: SITE_ROUTES.newsArticle, element: <NewsArticlePage /> },
          { path: '/vendor', element: <VendorLandingPage /> },
          { path: SITE_ROUTES.terms, element: <TermsPage /> },
          { path: SITE_ROUTES.privacy, element: <PrivacyPage /> },
          { path: SITE_ROUTES.vendorTerms, element: <VendorTermsPage /> },
          { path: SITE_ROUTES.disclaimer, element: <DisclaimerPage /> },
          { path: SITE_ROUTES.about, element: <AboutPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}

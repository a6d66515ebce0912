// The vendor portal (`/vendor/*`): vendor sign-up and sign-in at /vendor/join, and for a signed-in
// vendor the portal shell (brand bar, sections, the listing being managed) around the dashboard,
// listing editor, inquiries inbox, promotions, the listing's team and benefits. Client-rendered: it is private and edits
// the listing's live document.
import {
  BarChart3,
  Briefcase,
  CircleCheck,
  Gift,
  Inbox,
  KeyRound,
  LayoutDashboard,
  LoaderCircle,
  LogOut,
  Tag,
  Users,
} from 'lucide-react';
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';
import { Link, Navigate, NavLink, Route, Routes, useLocation, useSearchParams } from 'react-router-dom';
import { useSelectCommittedOnEnter } from '../../lib/select-committed-on-enter';
import { type SessionUser, useSession, useSignOut } from '../../lib/session';
import { SkipLink } from '../../lib/skip-link';
import { RedirectTo, usePageMeta } from '../../ssr/page-meta';
import { AuthScreen } from '../auth';
import { BrandLogo } from '../site/brand-logo';
import { RouteFallback } from '../site/route-fallback';
import { useInquiries, useMyListings, type VendorListing } from './api';
import { BenefitsSection } from './benefits';
import { DashboardSection } from './dashboard';
import { InquiriesSection } from './inquiries';
import { Invitations } from './invitations';
import { ListingSection, NewListingSection } from './listing-editor';
import { VENDOR_LANDING, VENDOR_PORTAL_HOME } from './paths';
import { PromotionsSection } from './promotions';
import { TeamSection } from './team';
import './vendor-portal.css';

export interface PortalContextValue {
  user: SessionUser;
  listings: VendorListing[];
  /** The listing being managed, or null before the first one is created. */
  listing: VendorListing | null;
  selectListing: (id: string) => void;
}

const PortalContext = createContext<PortalContextValue | null>(null);

export function usePortal(): PortalContextValue {
  const value = useContext(PortalContext);
  if (!value) throw new Error('usePortal outside the vendor portal');
  return value;
}

export function VendorPortalPage() {
  return (
    <Routes>
      <Route path="join" element={<VendorJoin />} />
      <Route path="*" element={<RequireVendor />} />
    </Routes>
  );
}

function VendorJoin() {
  const { user, isPending } = useSession();
  if (isPending) return <RouteFallback />;
  // A redirect the server answers too (the page is server-rendered for those signed out).
  if (user?.user_type === 'vendor') return <RedirectTo to={VENDOR_PORTAL_HOME} status={302} />;
  if (user) return <NotAVendor />;
  return <AuthScreen audience="vendor" defaultMode="signup" redirectTo={VENDOR_PORTAL_HOME} />;
}

function RequireVendor() {
  const { user, isPending } = useSession();
  const { pathname } = useLocation();
  if (isPending) return <RouteFallback label="Loading your vendor portal…" />;
  if (!user) return <AuthScreen audience="vendor" defaultMode="login" redirectTo={pathname} />;
  if (user.user_type !== 'vendor') return <NotAVendor />;
  return <VendorShell user={user} />;
}

function NotAVendor() {
  const { signOut, isPending } = useSignOut({ to: VENDOR_LANDING });
  usePageMeta({ title: 'For Vendor Accounts · Confetti', noindex: true });
  return (
    <main id="main" className="vendor-gate">
      <BrandLogo />
      <h1>This area is for vendor accounts</h1>
      <p>
        You are signed in with a couple’s account. To list a business, sign out and create a vendor account
        with your business email.
      </p>
      <div className="vendor-gate__actions">
        <button type="button" className="btn btn--primary" onClick={signOut} disabled={isPending}>
          Sign out
        </button>
        <Link to="/app" className="btn btn--secondary">
          Back to my planner
        </Link>
      </div>
    </main>
  );
}

const NAV = [
  { to: 'dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: 'listing', label: 'Listing', icon: Briefcase },
  { to: 'inquiries', label: 'Inquiries', icon: Inbox },
  { to: 'promotions', label: 'Promotions', icon: Tag },
  { to: 'team', label: 'Team', icon: Users },
  { to: 'benefits', label: 'Benefits', icon: Gift },
] as const;

const SELECTED_KEY = 'confetti:vendor-listing';

const PasswordDialog = lazy(async () => ({
  default: (await import('../planner/password-dialog')).PasswordDialog,
}));

function VendorShell({ user }: { user: SessionUser }) {
  const listingsQuery = useMyListings(user.id);
  const { signOut, isPending: signingOut } = useSignOut({ to: VENDOR_LANDING });
  const [password, setPassword] = useState<'closed' | 'open' | 'changed'>('closed');
  const [selectedId, setSelectedId] = useState<string | null>(() => {
    try {
      return localStorage.getItem(SELECTED_KEY);
    } catch {
      return null;
    }
  });
  const listings = listingsQuery.data ?? [];
  // A link that names its listing (an inquiry's email: `?listing=…&open=…`) shows that listing,
  // whichever one this browser showed last; then it is the choice, as if picked in the switcher. An
  // open inquiry keeps its listing in the address, so its address can be copied and opened anywhere.
  const [params, setParams] = useSearchParams();
  const named = params.get('listing');
  const namedListing = named ? listings.find((l) => l.id === named) : undefined;
  const listing = namedListing ?? listings.find((l) => l.id === selectedId) ?? listings[0] ?? null;
  const remember = useCallback((id: string) => {
    setSelectedId(id);
    try {
      localStorage.setItem(SELECTED_KEY, id);
    } catch {
      // Private mode: the choice lasts for this visit.
    }
  }, []);
  /** Another listing chosen: the address lets go of the one it named, and of its open inquiry. */
  const selectListing = useCallback(
    (id: string) => {
      remember(id);
      setParams(
        (current) => {
          if (current.get('listing') === id) return current;
          current.delete('listing');
          current.delete('open');
          return current;
        },
        { replace: true },
      );
    },
    [remember, setParams],
  );
  const keepsListing = Boolean(namedListing && params.get('open'));
  useEffect(() => {
    if (!named || listingsQuery.isPending) return;
    if (namedListing) remember(namedListing.id);
    if (keepsListing) return;
    setParams(
      (current) => {
        current.delete('listing');
        return current;
      },
      { replace: true },
    );
  }, [named, namedListing, keepsListing, listingsQuery.isPending, remember, setParams]);

  return (
    <PortalContext.Provider value={{ user, listings, listing, selectListing }}>
      <div className="portal">
        <SkipLink />
        <header className="portal-top">
          <Link to={VENDOR_PORTAL_HOME} className="portal-top__brand">
            <BrandLogo />
            <span className="portal-top__tag">Vendors</span>
          </Link>
          <div className="portal-top__end">
            {listings.length > 1 && listing ? (
              <ListingSwitcher listings={listings} shown={listing.id} onSelect={selectListing} />
            ) : null}
            <span className="portal-top__who" title={user.email}>
              {user.display_name ?? user.email}
            </span>
            <button
              type="button"
              className="btn btn--ghost portal-top__out"
              aria-label="Change password"
              onClick={() => setPassword('open')}
            >
              <KeyRound size={16} aria-hidden="true" />
              <span>Password</span>
            </button>
            <button
              type="button"
              className="btn btn--ghost portal-top__out"
              aria-label="Sign out"
              onClick={signOut}
              disabled={signingOut}
            >
              <LogOut size={16} aria-hidden="true" />
              <span>Sign out</span>
            </button>
          </div>
        </header>
        <div className="portal-body">
          <PortalNav listing={listing} />
          <main id="main" className="portal-main" tabIndex={-1}>
            {password === 'changed' ? (
              <p className="notice notice--success" role="status">
                <CircleCheck size={18} aria-hidden="true" />
                Your password was changed. Other devices signed in to your account were signed out.
              </p>
            ) : null}
            <Invitations userId={user.id} onJoined={selectListing} />
            {listingsQuery.isPending ? (
              <div className="portal-loading" role="status">
                <LoaderCircle className="spin" size={20} aria-hidden="true" /> Loading your listing…
              </div>
            ) : listingsQuery.isError ? (
              <p className="notice notice--error" role="alert">
                Your listings could not be loaded. Check your connection and reload the page.
              </p>
            ) : (
              <Routes>
                <Route index element={<Navigate to="dashboard" replace />} />
                <Route path="dashboard" element={<DashboardSection />} />
                <Route path="listing" element={<ListingSection />} />
                <Route path="listing/new" element={<NewListingSection />} />
                <Route path="inquiries" element={<InquiriesSection />} />
                <Route path="promotions" element={<PromotionsSection />} />
                <Route path="team" element={<TeamSection />} />
                <Route path="benefits" element={<BenefitsSection />} />
                <Route path="*" element={<PortalNotFound />} />
              </Routes>
            )}
          </main>
        </div>
      </div>
      {password === 'open' ? (
        <Suspense fallback={null}>
          <PasswordDialog onClose={() => setPassword('closed')} onChanged={() => setPassword('changed')} />
        </Suspense>
      ) : null}
    </PortalContext.Provider>
  );
}

/**
 * Which listing the portal shows. Each switch redraws the whole portal for that business, so from the
 * keyboard the arrows only browse the listings, and Enter or leaving the list switches.
 */
function ListingSwitcher({
  listings,
  shown,
  onSelect,
}: {
  listings: VendorListing[];
  shown: string;
  onSelect: (id: string) => void;
}) {
  const select = useSelectCommittedOnEnter(shown, onSelect);
  return (
    <label className="portal-top__switch">
      <span className="sr-only">Listing</span>
      <select className="input" {...select}>
        {listings.map((l) => (
          <option key={l.id} value={l.id}>
            {l.business_name}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A portal address that names no section (a mistyped or old link): say so, and offer the way back. */
function PortalNotFound() {
  usePageMeta({ title: 'Page Not Found · Confetti for Vendors', noindex: true });
  return (
    <section className="portal-section portal-not-found" aria-labelledby="portal-not-found-title">
      <h1 id="portal-not-found-title">We could not find that page</h1>
      <p className="portal-muted">It may have moved, or the link may be mistyped.</p>
      <Link className="btn btn--primary" to={VENDOR_PORTAL_HOME}>
        Go to your dashboard
      </Link>
    </section>
  );
}

function PortalNav({ listing }: { listing: VendorListing | null }) {
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  // On a phone the sections scroll in one row: keep the current one in view (Team, Benefits are
  // past the edge at 390 px). Only the row scrolls, never the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the active link changes with the path
  useEffect(() => {
    const reveal = () => {
      const ul = list.current;
      const active = ul?.querySelector<HTMLElement>('.portal-nav__link.active');
      if (!ul || !active || ul.scrollWidth <= ul.clientWidth) return;
      const left = active.getBoundingClientRect().left - ul.getBoundingClientRect().left + ul.scrollLeft;
      if (left < ul.scrollLeft || left + active.offsetWidth > ul.scrollLeft + ul.clientWidth)
        ul.scrollLeft = Math.max(0, left - (ul.clientWidth - active.offsetWidth) / 2);
    };
    reveal();
    // Turning a tablet (or narrowing a window) turns the column into the row.
    window.addEventListener('resize', reveal);
    return () => window.removeEventListener('resize', reveal);
  }, [pathname]);
  return (
    <nav className="portal-nav" aria-label="Vendor portal">
      <ul ref={list}>
        {NAV.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink to={`/vendor/${to}`} className="portal-nav__link">
              <Icon size={18} aria-hidden="true" />
              <span>{label}</span>
              {to === 'inquiries' && listing ? <NewInquiriesBadge listingId={listing.id} /> : null}
            </NavLink>
          </li>
        ))}
      </ul>
      {listing ? (
        <div className="portal-nav__listing">
          <BarChart3 size={16} aria-hidden="true" />
          <span>{listing.business_name}</span>
          <span className={`vendor-pill ${listing.published ? 'vendor-pill--live' : 'vendor-pill--draft'}`}>
            {listing.published ? 'Live' : 'Draft'}
          </span>
        </div>
      ) : null}
    </nav>
  );
}

function NewInquiriesBadge({ listingId }: { listingId: string }) {
  const { data } = useInquiries(listingId);
  const count = data?.filter((i) => i.status === 'new').length ?? 0;
  if (count === 0) return null;
  return (
    <span className="portal-nav__count">
      {count}
      <span className="sr-only"> new</span>
    </span>
  );
}

/** What a section shows before the vendor has a listing. */
export function NeedsListing({ children }: { children?: ReactNode }) {
  return (
    <section className="portal-card portal-empty">
      <h2>Create your listing first</h2>
      <p>{children ?? 'Once your business has a listing, this is where you will manage it.'}</p>
      <Link to="/vendor/listing" className="btn btn--primary">
        Create your listing
      </Link>
    </section>
  );
}

/** Keeps the page title in step with the section. */
export function useSectionTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · Confetti for Vendors`;
  }, [title]);
}

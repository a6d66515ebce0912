// /vendor for visitors: "List your business", the page that sells the vendor portal (server-rendered,
// spec §2 footer "List Your Business"). A signed-in vendor goes straight to their dashboard.
import { VENDOR_CATEGORIES } from '@confetti/catalog';
import {
  BarChart3,
  CalendarHeart,
  Check,
  Inbox,
  MousePointerClick,
  PenLine,
  Sparkles,
  Tag,
  Users,
} from 'lucide-react';
import { Link } from 'react-router-dom';
import { useSession } from '../../lib/session';
import { RedirectTo, usePageMeta } from '../../ssr/page-meta';
import { VENDOR_JOIN_PATH, VENDOR_PORTAL_HOME } from './paths';
import './vendor-portal.css';

const BENEFITS = [
  {
    icon: Users,
    title: 'Be found by couples who are planning now',
    detail:
      'Your listing appears in the Confetti directory by category, state and city, and couples on Confetti already track their vendors here: budget, checklist and all.',
  },
  {
    icon: Inbox,
    title: 'Inquiries in one inbox',
    detail:
      'Every inquiry arrives by email and in your inbox with the date, guest count and budget. Mark each one read, responded, booked or declined and keep private notes.',
  },
  {
    icon: Tag,
    title: 'Promotions that run themselves',
    detail:
      'Offer 10% off Friday weddings through March, or a free engagement session. Set the dates once; the offer shows on your listing while it runs.',
  },
  {
    icon: BarChart3,
    title: 'Know what is working',
    detail:
      'See views, clicks to your website, phone and email, inquiries and saves, day by day for the last 30 days.',
  },
] as const;

const STEPS = [
  {
    icon: PenLine,
    title: 'Create your account',
    detail: 'A vendor account is separate from a couple’s planner. It takes a minute.',
  },
  {
    icon: Sparkles,
    title: 'Build your listing',
    detail:
      'Name, category, city, photos, services and prices, with a live preview of the card couples will see. Your team can edit it with you at the same time.',
  },
  {
    icon: CalendarHeart,
    title: 'Publish and answer couples',
    detail: 'Switch it on and it is live at its own address. Inquiries land in your inbox and email.',
  },
] as const;

const FAQ = [
  {
    q: 'What does a listing cost?',
    a: 'Listing your business is free during early access. We will tell you well ahead of any paid plan, and your listing will never be removed without notice.',
  },
  {
    q: 'Can my team help manage the listing?',
    a: 'Yes. Everyone on the listing edits it live together, sees the same inbox and can answer inquiries.',
  },
  {
    q: 'Do couples need an account to contact me?',
    a: 'No. Anyone can send an inquiry from your listing. Couples who are signed in can follow its status in their planner.',
  },
  {
    q: 'Which businesses can list?',
    a: 'Any business serving weddings in the United States, in one of our 19 categories from venues to transportation.',
  },
] as const;

export function VendorLandingPage() {
  const { user, isPending } = useSession();
  usePageMeta({
    title: 'List Your Business · Confetti for Wedding Vendors',
    description:
      'List your wedding business on Confetti: a listing in the vendor directory, inquiries from engaged couples in one inbox, promotions and analytics. Free during early access.',
  });
  if (!isPending && user?.user_type === 'vendor') return <RedirectTo to={VENDOR_PORTAL_HOME} status={302} />;

  return (
    <div className="vendor-landing">
      <section className="vendor-hero">
        <div className="container vendor-hero__grid">
          <div className="vendor-hero__copy">
            <p className="eyebrow">Confetti for wedding businesses</p>
            <h1>List your business where couples plan their wedding</h1>
            <p className="vendor-hero__lead">
              A beautiful listing in the Confetti vendor directory, inquiries from engaged couples in one
              inbox, promotions and clear analytics. Free during early access.
            </p>
            {user && user.user_type !== 'vendor' ? (
              <p className="notice vendor-hero__notice">
                You are signed in with a couple’s account. Vendor accounts are separate: sign out first, then
                create one for your business.
              </p>
            ) : null}
            <div className="vendor-hero__actions">
              <Link to={`${VENDOR_JOIN_PATH}?mode=signup`} className="btn btn--primary btn--lg">
                Create your free listing
              </Link>
              <Link to={`${VENDOR_JOIN_PATH}?mode=login`} className="btn btn--secondary btn--lg">
                Vendor sign in
              </Link>
            </div>
            <ul className="vendor-hero__points">
              <li>
                <Check size={16} aria-hidden="true" /> No credit card
              </li>
              <li>
                <Check size={16} aria-hidden="true" /> Live in minutes
              </li>
              <li>
                <Check size={16} aria-hidden="true" /> Edit together with your team
              </li>
            </ul>
          </div>
          <PortalPreview />
        </div>
      </section>

      <section className="vendor-section" aria-labelledby="vendor-benefits-title">
        <div className="container">
          <h2 id="vendor-benefits-title" className="vendor-section__title">
            Everything a wedding business needs from a directory
          </h2>
          <ul className="vendor-benefits">
            {BENEFITS.map(({ icon: Icon, title, detail }) => (
              <li key={title} className="vendor-benefit">
                <span className="vendor-benefit__icon">
                  <Icon size={22} aria-hidden="true" />
                </span>
                <h3>{title}</h3>
                <p>{detail}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="vendor-section vendor-section--tinted" aria-labelledby="vendor-how-title">
        <div className="container">
          <h2 id="vendor-how-title" className="vendor-section__title">
            How it works
          </h2>
          <ol className="vendor-steps">
            {STEPS.map(({ icon: Icon, title, detail }, index) => (
              <li key={title} className="vendor-step">
                <span className="vendor-step__number" aria-hidden="true">
                  {index + 1}
                </span>
                <Icon size={22} aria-hidden="true" className="vendor-step__icon" />
                <h3>{title}</h3>
                <p>{detail}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="vendor-section" aria-labelledby="vendor-categories-title">
        <div className="container">
          <h2 id="vendor-categories-title" className="vendor-section__title">
            19 categories, from venues to transportation
          </h2>
          <ul className="vendor-categories">
            {VENDOR_CATEGORIES.map((category) => (
              <li key={category.id}>{category.name}</li>
            ))}
          </ul>
        </div>
      </section>

      <section className="vendor-section vendor-section--tinted" aria-labelledby="vendor-faq-title">
        <div className="container vendor-faq">
          <h2 id="vendor-faq-title" className="vendor-section__title">
            Questions vendors ask
          </h2>
          <dl>
            {FAQ.map(({ q, a }) => (
              <div key={q} className="vendor-faq__item">
                <dt>{q}</dt>
                <dd>{a}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className="vendor-cta">
        <div className="container vendor-cta__inner">
          <h2>Ready to meet your next couples?</h2>
          <p>
            Create your vendor account and publish your listing today. Read the{' '}
            <Link to="/vendor-terms">Vendor Terms</Link>.
          </p>
          <Link to={`${VENDOR_JOIN_PATH}?mode=signup`} className="btn btn--light btn--lg">
            List your business
          </Link>
        </div>
      </section>
    </div>
  );
}

/** A drawing of the portal's dashboard: what a vendor gets, at a glance. */
function PortalPreview() {
  const bars = [3, 5, 4, 7, 6, 9, 8, 11, 10, 13, 12, 15].map((height, day) => ({ day: `d${day}`, height }));
  return (
    <figure
      className="vendor-preview"
      aria-label="The vendor dashboard: views, inquiries and the latest couples"
    >
      <div className="vendor-preview__top">
        <span className="vendor-preview__dot" />
        <span className="vendor-preview__dot" />
        <span className="vendor-preview__dot" />
        <span className="vendor-preview__title">Your dashboard</span>
      </div>
      <div className="vendor-preview__stats">
        <div>
          <strong>1,284</strong>
          <span>Views</span>
        </div>
        <div>
          <strong>37</strong>
          <span>Inquiries</span>
        </div>
        <div>
          <strong>92</strong>
          <span>Saves</span>
        </div>
      </div>
      <div className="vendor-preview__chart" aria-hidden="true">
        {bars.map(({ day, height }) => (
          <span key={day} style={{ height: `${height * 6}%` }} />
        ))}
      </div>
      <ul className="vendor-preview__inbox">
        <li>
          <MousePointerClick size={14} aria-hidden="true" /> Olivia &amp; James · June 12 · 120 guests
          <span className="vendor-pill vendor-pill--new">New</span>
        </li>
        <li>
          <MousePointerClick size={14} aria-hidden="true" /> Sam &amp; Alex · Sept 4 · 80 guests
          <span className="vendor-pill vendor-pill--responded">Responded</span>
        </li>
      </ul>
      <figcaption className="sr-only">An example of the dashboard with made-up figures.</figcaption>
    </figure>
  );
}

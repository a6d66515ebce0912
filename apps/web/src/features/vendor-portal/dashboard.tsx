// The vendor's dashboard: the last 30 days of views and inquiries as bars (recharts, like the admin
// reports), the totals, and the latest inquiries with their status.
import { ArrowRight, Eye, Heart, Inbox, MousePointerClick } from 'lucide-react';
import { Link } from 'react-router-dom';
import { type DayFigures, STATUS_LABELS, useAnalytics, useInquiries } from './api';
import { DailyBars } from './daily-chart';
import { formatDay, formatHours, timeAgo } from './format';
import { NeedsListing, usePortal, useSectionTitle } from './portal';

export function DashboardSection() {
  const { listing } = usePortal();
  useSectionTitle('Dashboard');
  if (!listing) {
    return (
      <>
        <SectionHead title="Welcome to Confetti for vendors" />
        <NeedsListing>
          Tell couples about your business: your listing takes a few minutes, with a live preview of what they
          will see. Your figures and inquiries appear here once it is published.
        </NeedsListing>
      </>
    );
  }
  return (
    <>
      <SectionHead title={listing.business_name}>
        {listing.published ? (
          <a href={listing.path} className="btn btn--secondary" target="_blank" rel="noopener">
            View public listing
          </a>
        ) : (
          <Link to="/vendor/listing" className="btn btn--primary">
            Finish and publish your listing
          </Link>
        )}
      </SectionHead>
      <Figures listingId={listing.id} />
      <p className="portal-stats__note">
        {listing.response_time_hours === null
          ? 'Your typical response time shows on your listing once you have answered three inquiries.'
          : `Couples see that you usually answer within ${formatHours(listing.response_time_hours)}.`}
      </p>
      <LatestInquiries listingId={listing.id} published={listing.published} />
    </>
  );
}

export function SectionHead({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className="portal-head">
      <h1>{title}</h1>
      {children ? <div className="portal-head__actions">{children}</div> : null}
    </div>
  );
}

function Figures({ listingId }: { listingId: string }) {
  const { data, isPending, isError } = useAnalytics(listingId, 30);
  if (isError) {
    return (
      <p className="notice notice--error" role="alert">
        Your figures could not be loaded.
      </p>
    );
  }
  const totals = data?.totals;
  const stats = [
    { label: 'Views', value: totals?.views, icon: Eye },
    { label: 'Clicks', value: totals?.clicks, icon: MousePointerClick },
    { label: 'Inquiries', value: totals?.inquiries, icon: Inbox },
    { label: 'Saves', value: totals?.favorites, icon: Heart },
  ];
  return (
    <>
      <dl className="portal-stats" aria-busy={isPending}>
        {stats.map(({ label, value, icon: Icon }) => (
          <div key={label} className="portal-stat">
            <dt>
              <Icon size={16} aria-hidden="true" /> {label}
            </dt>
            <dd>{value === undefined ? '–' : value.toLocaleString('en-US')}</dd>
          </div>
        ))}
      </dl>
      <p className="portal-stats__note">Last 30 days. Clicks are visits to your website, phone and email.</p>
      {data ? <ViewsChart daily={data.daily} /> : <div className="portal-chart portal-chart--loading" />}
    </>
  );
}

function ViewsChart({ daily }: { daily: DayFigures[] }) {
  return (
    <figure className="portal-card portal-chart">
      <figcaption>Views and inquiries, last 30 days</figcaption>
      <div className="portal-chart__pair">
        <DailyBars
          daily={daily}
          figure="views"
          title="Views"
          color="#8a4a7c"
          none="No views in the last 30 days. Each time a couple opens your listing in the directory counts here."
        />
        <DailyBars
          daily={daily}
          figure="inquiries"
          title="Inquiries"
          color="#b98f47"
          none="No inquiries in the last 30 days. Each couple who writes to you from your listing counts here."
        />
      </div>
      <div className="sr-only">
        <table>
          <caption>Views and inquiries per day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Views</th>
              <th scope="col">Inquiries</th>
            </tr>
          </thead>
          <tbody>
            {daily.map((d) => (
              <tr key={d.date}>
                <td>{d.date}</td>
                <td>{d.views}</td>
                <td>{d.inquiries}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

function LatestInquiries({ listingId, published }: { listingId: string; published: boolean }) {
  const { data, isPending } = useInquiries(listingId);
  const latest = (data ?? []).slice(0, 5);
  return (
    <section className="portal-card" aria-labelledby="latest-inquiries">
      <div className="portal-card__head">
        <h2 id="latest-inquiries">Latest inquiries</h2>
        <Link to="/vendor/inquiries" className="portal-link">
          Open inbox <ArrowRight size={16} aria-hidden="true" />
        </Link>
      </div>
      {isPending ? (
        <p className="portal-muted">Loading…</p>
      ) : latest.length === 0 ? (
        <p className="portal-muted">
          {published
            ? 'No inquiries yet. Couples write to you from your listing in the directory; they appear here.'
            : 'No inquiries yet. Couples can write to you from your public listing once it is published.'}
        </p>
      ) : (
        <ul className="portal-latest">
          {latest.map((inquiry) => (
            <li key={inquiry.id}>
              <Link to={`/vendor/inquiries?open=${inquiry.id}`} className="portal-latest__row">
                <span className="portal-latest__name">{inquiry.name}</span>
                <span className="portal-latest__meta">
                  {inquiry.wedding_date
                    ? `Wedding ${formatDay(inquiry.wedding_date, true)}`
                    : 'Wedding date open'}{' '}
                  · {timeAgo(inquiry.created_at)}
                </span>
                <span className={`vendor-pill vendor-pill--${inquiry.status}`}>
                  {STATUS_LABELS[inquiry.status]}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

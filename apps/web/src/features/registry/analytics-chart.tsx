// The Registry tab's figures as bars: value listed and bought per category, and page views over
// the last 30 days. Plain HTML/CSS bars with their numbers written out, so they read without colour.
// With no visits yet, the views chart says so rather than drawing thirty empty days.
import { Eye } from 'lucide-react';
import { chartTicks, chartTop } from '../../lib/chart-scale';
import type { RegistryAnalytics } from './api';
import { formatDay, price } from './format';

export function RegistryAnalyticsChart({ analytics }: { analytics: RegistryAnalytics }) {
  const most = Math.max(1, ...analytics.by_category.map((c) => c.value_listed));
  return (
    <div className="registry-analytics">
      <div>
        <h3 className="registry-analytics__title">By category</h3>
        {analytics.by_category.length === 0 ? (
          <p className="registry-muted">Add gifts to see them by category.</p>
        ) : (
          <ul className="registry-bars">
            {analytics.by_category.map((c) => (
              <li key={c.category} className="registry-bars__row">
                <span className="registry-bars__label">{c.category}</span>
                <span className="registry-bars__track" aria-hidden="true">
                  <span
                    className="registry-bars__listed"
                    style={{ width: `${(c.value_listed / most) * 100}%` }}
                  >
                    <span
                      className="registry-bars__bought"
                      style={{
                        width: `${c.value_listed > 0 ? Math.min(100, (c.value_purchased / c.value_listed) * 100) : 0}%`,
                      }}
                    />
                  </span>
                </span>
                <span className="registry-bars__figure">
                  {price(c.value_purchased)} of {price(c.value_listed)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <PageViews days={analytics.page_views.last_30_days} allTime={analytics.page_views.total} />
    </div>
  );
}

function PageViews({
  days,
  allTime,
}: {
  days: RegistryAnalytics['page_views']['last_30_days'];
  /** Views since the page began: none lately is not the same as none ever. */
  allTime: number;
}) {
  const total = days.reduce((sum, day) => sum + day.views, 0);
  if (total === 0 || days.length === 0)
    return (
      <div>
        <h3 className="registry-analytics__title">Page views, last 30 days</h3>
        <p className="registry-views-empty">
          <Eye size={18} aria-hidden="true" />
          <span>
            {allTime > 0 ? 'No visits to your page in the last 30 days.' : 'No visits to your page yet.'}{' '}
            Share its link or QR code with your guests: each day’s visits show here.
          </span>
        </p>
      </div>
    );
  const busiest = days.reduce((best, day) => (day.views > best.views ? day : best));
  const top = chartTop(busiest.views);
  const middle = days[Math.floor(days.length / 2)]!;
  return (
    <div>
      <h3 className="registry-analytics__title">Page views, last 30 days: {total.toLocaleString('en-US')}</h3>
      <div
        className="registry-views-chart"
        role="img"
        aria-label={`Page views per day from ${formatDay(days[0]!.date)} to ${formatDay(days.at(-1)!.date)}: ${total} in all, the most ${busiest.views} on ${formatDay(busiest.date)}.`}
      >
        <div className="registry-views-chart__scale" aria-hidden="true">
          <span className="registry-views-chart__width">{top}</span>
          {chartTicks(top).map((tick) => (
            <span key={tick} style={{ top: `${100 - (tick / top) * 100}%` }}>
              {tick}
            </span>
          ))}
        </div>
        <div className="registry-views" data-halved={chartTicks(top).length === 3 || undefined}>
          {days.map((day) => (
            <span
              key={day.date}
              className="registry-views__day"
              title={`${formatDay(day.date)}: ${day.views} ${day.views === 1 ? 'view' : 'views'}`}
            >
              {day.views > 0 ? (
                <span className="registry-views__bar" style={{ height: `${(day.views / top) * 100}%` }} />
              ) : null}
            </span>
          ))}
        </div>
        <div className="registry-views-chart__days" aria-hidden="true">
          <span>{formatDay(days[0]!.date)}</span>
          <span>{formatDay(middle.date)}</span>
          <span>{formatDay(days.at(-1)!.date)}</span>
        </div>
      </div>
    </div>
  );
}

// The Registry tab's figures as bars: value listed and bought per category, and page views over
// the last 30 days. Plain HTML/CSS bars with their numbers written out, so they read without colour.
import type { RegistryAnalytics } from './api';
import { price } from './format';

export function RegistryAnalyticsChart({ analytics }: { analytics: RegistryAnalytics }) {
  const most = Math.max(1, ...analytics.by_category.map((c) => c.value_listed));
  const views = analytics.page_views.last_30_days;
  const mostViews = Math.max(1, ...views.map((v) => v.views));
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
      <div>
        <h3 className="registry-analytics__title">
          Page views, last 30 days: {views.reduce((sum, v) => sum + v.views, 0)}
        </h3>
        <div
          className="registry-views"
          role="img"
          aria-label={`Page views per day over the last 30 days, ${analytics.page_views.total} in all`}
        >
          {views.map((v) => (
            <span
              key={v.date}
              className="registry-views__bar"
              title={`${v.date}: ${v.views}`}
              style={{ height: `${Math.max(4, (v.views / mostViews) * 100)}%` }}
              data-empty={v.views === 0 || undefined}
            />
          ))}
        </div>
      </div>
    </div>
  );
}

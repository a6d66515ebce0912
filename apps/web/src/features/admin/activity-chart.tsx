// Sign-ups and plans edited per day over the last 30 days (recharts). A plan counts on a day someone
// changed it; signing in alone does not (the users' list says when each was last seen).
import { Area, AreaChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Reports } from './api';

const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

function shortDay(day: string): string {
  return DAY.format(new Date(`${day}T00:00:00Z`));
}

/** A label a week apart, counted back from today's: evenly spaced, and today's always shown. */
export function weeklyTicks(labels: readonly string[]): string[] {
  const ticks: string[] = [];
  for (let i = labels.length - 1; i >= 0; i -= 7) ticks.unshift(labels[i]!);
  return ticks;
}

export function ActivityChart({ series }: { series: Reports['series'] }) {
  const data = series.map((point) => ({ ...point, label: shortDay(point.day) }));
  const ticks = weeklyTicks(data.map((point) => point.label));
  return (
    <figure className="admin-chart">
      <figcaption>Sign-ups and plans edited, last 30 days</figcaption>
      <div className="admin-chart__plot">
        <ResponsiveContainer width="100%" height={240}>
          <AreaChart data={data} margin={{ top: 8, right: 24, bottom: 0, left: -16 }}>
            <CartesianGrid stroke="#eadbd3" strokeDasharray="3 4" vertical={false} />
            <XAxis dataKey="label" tick={{ fontSize: 12, fill: '#65535f' }} ticks={ticks} interval={0} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: '#65535f' }} />
            <Tooltip />
            <Legend wrapperStyle={{ fontSize: 13 }} />
            <Area
              type="monotone"
              dataKey="active_plans"
              name="Plans edited"
              stroke="#652f58"
              fill="#b98aad"
              fillOpacity={0.35}
            />
            <Area
              type="monotone"
              dataKey="signups"
              name="Sign-ups"
              stroke="#b98f47"
              fill="#e5cd98"
              fillOpacity={0.45}
            />
          </AreaChart>
        </ResponsiveContainer>
      </div>
      <div className="sr-only">
        <table>
          <caption>Sign-ups and plans edited per day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Sign-ups</th>
              <th scope="col">Plans edited</th>
            </tr>
          </thead>
          <tbody>
            {series.map((point) => (
              <tr key={point.day}>
                <td>{point.day}</td>
                <td>{point.signups}</td>
                <td>{point.active_plans}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

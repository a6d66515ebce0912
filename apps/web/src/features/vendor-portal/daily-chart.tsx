// One figure of a vendor's last 30 days as bars, one a day, on its own round-numbered scale (views
// run to hundreds where inquiries run to a few: on one scale the inquiries would not show), or a
// plain word when every day is zero rather than a flat line nobody can see.
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { chartTicks, chartTop } from '../../lib/chart-scale';
import type { DayFigures } from './api';
import { formatDay, weeklyTicks } from './format';

const AXIS_TEXT = { fontSize: 12, fill: '#65535f' };

export function DailyBars({
  daily,
  figure,
  title,
  color,
  none,
}: {
  daily: readonly DayFigures[];
  figure: 'views' | 'inquiries';
  title: string;
  color: string;
  /** What to say when there is nothing to draw. */
  none: string;
}) {
  const points = daily.map((d) => ({ label: formatDay(d.date), value: d[figure] }));
  const top = chartTop(Math.max(0, ...points.map((p) => p.value)));
  const total = points.reduce((sum, p) => sum + p.value, 0);
  return (
    <div className="portal-daily">
      <p className="portal-daily__title">
        {title} <span className="portal-daily__total">{total.toLocaleString('en-US')}</span>
      </p>
      {total === 0 ? (
        <p className="portal-daily__none">{none}</p>
      ) : (
        <div className="portal-daily__plot" aria-hidden="true">
          <ResponsiveContainer width="100%" height={180}>
            {/* The table beside the chart is what a screen reader reads: the drawing takes no focus. */}
            <BarChart
              accessibilityLayer={false}
              data={points}
              margin={{ top: 8, right: 22, bottom: 0, left: 0 }}
              barCategoryGap="18%"
            >
              <CartesianGrid stroke="#eadbd3" vertical={false} />
              <XAxis
                dataKey="label"
                tick={AXIS_TEXT}
                ticks={weeklyTicks(points.map((p) => p.label))}
                interval={0}
                tickLine={false}
                axisLine={{ stroke: '#cdb6ab' }}
              />
              <YAxis
                allowDecimals={false}
                domain={[0, top]}
                ticks={chartTicks(top)}
                tick={AXIS_TEXT}
                tickLine={false}
                axisLine={false}
                width={36}
              />
              <Tooltip cursor={{ fill: 'rgba(101, 47, 88, 0.06)' }} formatter={(value) => [value, title]} />
              <Bar
                dataKey="value"
                name={title}
                fill={color}
                radius={[3, 3, 0, 0]}
                maxBarSize={18}
                isAnimationActive={false}
              />
            </BarChart>
          </ResponsiveContainer>
        </div>
      )}
    </div>
  );
}

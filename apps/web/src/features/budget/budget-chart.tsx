// Planned (estimate) against actual cost per category, as paired SVG bars on one scale. Each row
// also says its numbers in text, so the chart reads the same without sight of the bars. The largest
// categories are named; the small ones share a row.
import { type BudgetCategory, formatDollars } from '@confetti/plan';
import { chartRows } from './budget-view';

export function BudgetChart({ categories }: { categories: readonly BudgetCategory[] }) {
  const rows = chartRows(categories);
  const scale = Math.max(1, ...rows.flatMap((row) => [row.estimate, row.actual]));

  return (
    <section className="budget-panel budget-chart" aria-labelledby="budget-chart-title">
      <header className="budget-panel__head">
        <h2 id="budget-chart-title">Planned vs. actual</h2>
        <ul className="budget-chart__legend" aria-label="Legend">
          <li>
            <span className="budget-chart__swatch budget-chart__swatch--planned" aria-hidden="true" />
            Planned
          </li>
          <li>
            <span className="budget-chart__swatch budget-chart__swatch--actual" aria-hidden="true" />
            Actual
          </li>
          <li>
            <span className="budget-chart__swatch budget-chart__swatch--over" aria-hidden="true" />
            Over plan
          </li>
        </ul>
      </header>
      {rows.length === 0 ? (
        <p className="budget-panel__empty">
          Set your total budget or add costs to compare what you planned with what you’re spending.
        </p>
      ) : (
        <ul className="budget-chart__rows">
          {rows.map((row) => {
            const over = row.actual > row.estimate;
            return (
              <li key={row.name} className="budget-chart__row">
                <span className="budget-chart__label">{row.name}</span>
                <svg
                  className="budget-chart__bars"
                  viewBox="0 0 100 16"
                  preserveAspectRatio="none"
                  aria-hidden="true"
                  focusable="false"
                >
                  <rect className="budget-chart__track" x="0" y="0" width="100" height="16" />
                  <rect
                    className="budget-chart__planned"
                    x="0"
                    y="1"
                    width={(row.estimate / scale) * 100}
                    height="6"
                  />
                  <rect
                    className={
                      over ? 'budget-chart__actual budget-chart__actual--over' : 'budget-chart__actual'
                    }
                    x="0"
                    y="9"
                    width={(row.actual / scale) * 100}
                    height="6"
                  />
                </svg>
                <span className="budget-chart__values">
                  <span className="sr-only">Planned </span>
                  {formatDollars(row.estimate)}
                  <span aria-hidden="true"> · </span>
                  <span className="sr-only">, actual </span>
                  <span className={over ? 'budget-chart__over' : undefined}>{formatDollars(row.actual)}</span>
                  {over && <span className="sr-only"> (over plan)</span>}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SummaryCards } from './summary-cards';

/** The Overdue card's line under its number. */
function overdueLine(overdue: number, dueThisWeek: number): string {
  const html = renderToStaticMarkup(
    <SummaryCards summary={{ total: 10, completed: 2, percent: 20, overdue, dueThisWeek }} expertCount={8} />,
  );
  const card = html.slice(html.lastIndexOf('Overdue'));
  return /(Nothing[^<]*|\d+ [^<]*due this week)/.exec(card)?.[1] ?? '';
}

describe('the Overdue card', () => {
  it('says "more" and "else" only beside overdue tasks', () => {
    expect(overdueLine(0, 1)).toBe('1 due this week');
    expect(overdueLine(0, 0)).toBe('Nothing due this week');
    expect(overdueLine(2, 1)).toBe('1 more due this week');
    expect(overdueLine(2, 0)).toBe('Nothing else due this week');
  });
});

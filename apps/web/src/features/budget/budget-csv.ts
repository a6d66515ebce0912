// The budget as a CSV file for spreadsheets: one line per category, per service item and per
// payment, then the totals. Money is written as plain numbers with two decimals (no "$" or
// thousands separators) so spreadsheets read it as numbers.
import { type BudgetCategory, type BudgetTotals, localDateString, paymentStatusLabel } from '@confetti/plan';
import { paymentDisplayStatus, serviceItemSummary } from './budget-view';

export const BUDGET_CSV_HEADER = [
  'Category',
  'Item',
  'Vendor',
  'Est %',
  'Estimate',
  'Actual',
  'Paid',
  'Remaining Due',
  'Status',
  'Payment Date',
  'Payment Amount',
  'Payment Status',
  'Notes',
] as const;

type Cell = string | number | null;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote, line break or edge spaces, with
 * quotes doubled. Text that a spreadsheet would run as a formula (=, +, -, @, tab, CR first) is
 * prefixed with an apostrophe, so a vendor named "=HYPERLINK(…)" stays text.
 */
export function csvField(value: Cell): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(cells: readonly Cell[]): string {
  return cells.map(csvField).join(',');
}

function money(amount: number): string {
  return amount.toFixed(2);
}

export function budgetCsv(categories: readonly BudgetCategory[], totals: BudgetTotals, today: Date): string {
  const lines = [csvLine(BUDGET_CSV_HEADER)];
  for (const category of categories) {
    lines.push(
      csvLine([
        category.name,
        null,
        null,
        category.percent,
        money(category.estimate),
        money(category.actual),
        money(category.totalPaid),
        money(category.remainingDue),
        paymentStatusLabel(category.paymentStatus, category.actual),
      ]),
    );
    for (const item of category.items) {
      const summary = serviceItemSummary(item, today);
      lines.push(
        csvLine([
          category.name,
          item.name,
          item.vendorName,
          null,
          null,
          money(item.actualCost),
          money(summary.totalPaid),
          money(summary.remainingDue),
          summary.status,
        ]),
      );
      for (const payment of item.payments) {
        lines.push(
          csvLine([
            category.name,
            item.name,
            item.vendorName,
            null,
            null,
            null,
            null,
            null,
            null,
            payment.paymentDate,
            money(payment.amount),
            paymentDisplayStatus(payment, today),
            payment.notes || null,
          ]),
        );
      }
    }
  }
  lines.push(
    csvLine([
      'Total',
      null,
      null,
      totals.percentTotal,
      money(totals.estimate),
      money(totals.actual),
      money(totals.totalPaid),
      money(totals.remainingDue),
      totals.status,
    ]),
  );
  // CRLF line ends (RFC 4180), which every spreadsheet opens cleanly.
  return `${lines.join('\r\n')}\r\n`;
}

/** A link target for the file: UTF-8 with a byte-order mark so Excel shows accents correctly. */
export function csvDataUrl(csv: string): string {
  return `data:text/csv;charset=utf-8,${encodeURIComponent(`\uFEFF${csv}`)}`;
}

export function budgetCsvFileName(today: Date): string {
  return `wedding-budget-${localDateString(today)}.csv`;
}

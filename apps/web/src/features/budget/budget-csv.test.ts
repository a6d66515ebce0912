import { budgetItem as item, payment } from '@confetti/plan/testing';
import { describe, expect, it } from 'vitest';
import { BUDGET_CSV_HEADER, budgetCsv, budgetCsvFileName, csvDataUrl, csvField, csvLine } from './budget-csv';
import { budgetView } from './budget-view';

const TODAY = new Date(2026, 2, 10, 12);

/** Splits CSV text into rows of fields, honouring quotes (a reader for the tests only). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += char;
  }
  return rows;
}

describe('csvField', () => {
  it('leaves plain text and numbers alone and writes null as an empty field', () => {
    expect(csvField('Venues')).toBe('Venues');
    expect(csvField(12.5)).toBe('12.5');
    expect(csvField(null)).toBe('');
    expect(csvField(Number.NaN)).toBe('');
  });

  it('quotes fields holding commas, quotes, line breaks or edge spaces, doubling quotes', () => {
    expect(csvField('Music & Entertainment, DJ')).toBe('"Music & Entertainment, DJ"');
    expect(csvField('The "Grand" Hall')).toBe('"The ""Grand"" Hall"');
    expect(csvField('line one\nline two')).toBe('"line one\nline two"');
    expect(csvField('a\r\nb')).toBe('"a\r\nb"');
    expect(csvField(' padded')).toBe('" padded"');
  });

  it('keeps text that a spreadsheet would run as a formula as text', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField('+1 555')).toBe("'+1 555");
    expect(csvField('-deposit')).toBe("'-deposit");
    expect(csvField('@vendor')).toBe("'@vendor");
  });

  it('joins a line with commas', () => {
    expect(csvLine(['a', 1, null, 'b,c'])).toBe('a,1,,"b,c"');
  });
});

describe('budgetCsv', () => {
  it('writes a header, each category with its items and payments, and the totals', () => {
    const items = [
      item({ id: 'hall', name: 'Hall, "main"', actualCost: 10000, vendorName: 'Rose Barn' }),
      item({ id: 'dj', category: 'Music & Entertainment', name: 'DJ', actualCost: 1500 }),
    ];
    const payments = [
      payment({
        id: 'p1',
        budgetItemId: 'hall',
        amount: 2500,
        paymentDate: '2026-03-01',
        status: 'paid',
        notes: 'Deposit\nby check',
      }),
      payment({
        id: 'p2',
        budgetItemId: 'hall',
        amount: 7500,
        paymentDate: '2026-03-09',
        status: 'upcoming',
      }),
    ];
    const view = budgetView({
      info: { plannedBudget: 20000, budgetCategoryPercentages: null },
      items,
      payments,
      today: TODAY,
    });
    const csv = budgetCsv(view.categories, view.totals, TODAY);
    expect(csv.endsWith('\r\n')).toBe(true);
    const rows = parseCsv(csv);
    expect(rows[0]).toEqual([...BUDGET_CSV_HEADER]);
    // 19 categories + 2 items + 2 payments + header + totals.
    expect(rows).toHaveLength(1 + 19 + 2 + 2 + 1);
    expect(rows.every((row) => row.length === BUDGET_CSV_HEADER.length || row.length === 9)).toBe(true);

    expect(rows[1]).toEqual(['Venues', '', '', '30', '6000.00', '10000.00', '2500.00', '7500.00', 'Partial']);
    expect(rows[2]).toEqual([
      'Venues',
      'Hall, "main"',
      'Rose Barn',
      '',
      '',
      '10000.00',
      '2500.00',
      '7500.00',
      'Partial',
    ]);
    expect(rows[3]?.slice(9)).toEqual(['2026-03-01', '2500.00', 'Paid', 'Deposit\nby check']);
    expect(rows[4]?.slice(9)).toEqual(['2026-03-09', '7500.00', 'Overdue', '']);
    const dj = rows.findIndex((row) => row[1] === 'DJ');
    expect(rows[dj]).toEqual([
      'Music & Entertainment',
      'DJ',
      '',
      '',
      '',
      '1500.00',
      '0.00',
      '1500.00',
      'Pending',
    ]);
    expect(rows.at(-1)).toEqual([
      'Total',
      '',
      '',
      '100',
      '20000.00',
      '11500.00',
      '2500.00',
      '9000.00',
      'In Progress',
    ]);
  });

  it('names the file after the local date and encodes it as UTF-8 with a byte-order mark', () => {
    expect(budgetCsvFileName(TODAY)).toBe('wedding-budget-2026-03-10.csv');
    const url = csvDataUrl('Café,1\r\n');
    expect(url.startsWith('data:text/csv;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(url.slice('data:text/csv;charset=utf-8,'.length))).toBe('\uFEFFCafé,1\r\n');
  });
});

// The guest list's CSV files in the browser: papaparse reads and writes the text, the plan package's
// rule says what the columns mean (the same rule the server's import endpoint uses).
import {
  type Guest,
  type GuestCsvProblem,
  guestCsvRows,
  type ImportedGuestRow,
  type PartyMember,
  readGuestCsv,
} from '@confetti/plan';
import Papa from 'papaparse';

export interface GuestCsvPreview {
  guests: ImportedGuestRow[];
  problems: GuestCsvProblem[];
}

/**
 * The text of an uploaded CSV file: UTF-8 as this app and most tools write it, else Windows-1252,
 * what Excel on Windows saves by default ("José" was read as "Jos\uFFFD").
 */
export function decodeCsvFile(bytes: ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/**
 * A cell as written before the export guarded it: the export puts a ' before a value a spreadsheet
 * would run as a formula (=, +, -, @: "'+1 555 0100"), which reading the file back takes off.
 */
function unguarded(cell: string): string {
  return cell.replace(/^'(?=[=+\-@\t\r])/, '');
}

export function previewGuestCsv(text: string): GuestCsvPreview {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false });
  parsed.data = parsed.data.map((row) => row.map(unguarded));
  const problems: GuestCsvProblem[] = parsed.errors
    .filter((e) => e.code !== 'UndetectableDelimiter')
    .map((e) => ({ line: (e.row ?? 0) + 1, reason: `This line cannot be read: ${e.message}.` }));
  const rows = parsed.data;
  if (rows.filter((row) => row.some((cell) => cell.trim() !== '')).length < 2) {
    return {
      guests: [],
      problems: [{ line: 1, reason: 'The file has no guests: a header line and one line per guest.' }],
    };
  }
  const result = readGuestCsv(rows);
  return {
    guests: result.guests,
    problems: [...problems, ...result.problems].sort((a, b) => a.line - b.line),
  };
}

export function guestCsvText(guests: readonly Guest[], members: readonly PartyMember[]): string {
  return `\uFEFF${Papa.unparse(guestCsvRows(guests, members), { escapeFormulae: true, newline: '\r\n' })}\r\n`;
}

export function downloadCsv(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

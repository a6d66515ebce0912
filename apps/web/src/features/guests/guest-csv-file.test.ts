import { guest } from '@confetti/plan/testing';
import { describe, expect, it } from 'vitest';
import { decodeCsvFile, guestCsvText, previewGuestCsv } from './guest-csv-file';

describe('the guest CSV, written and read back', () => {
  it("reads back its own export unchanged, the spreadsheet guard on '+1 555 0100' taken off", () => {
    const text = guestCsvText(
      [guest({ name: 'Ada Lovelace', phone: '+1 555 0100', email: 'ada@example.com' })],
      [],
    );
    // The file guards the cell against spreadsheets running it as a formula…
    expect(text).toContain("'+1 555 0100");
    // …and reading it back takes the guard off.
    const [row] = previewGuestCsv(text).guests;
    expect(row?.guest).toMatchObject({
      name: 'Ada Lovelace',
      phone: '+1 555 0100',
      email: 'ada@example.com',
    });
  });

  it('reads a file Excel on Windows saved (Windows-1252) as well as UTF-8', () => {
    const latin1 = new Uint8Array(
      [...'Name\r\nJos']
        .map((c) => c.charCodeAt(0))
        .concat(
          [0xe9],
          [...' P'].map((c) => c.charCodeAt(0)),
          [0xe9],
          [...'rez\r\n'].map((c) => c.charCodeAt(0)),
        ),
    );
    expect(decodeCsvFile(latin1.buffer)).toBe('Name\r\nJosé Pérez\r\n');
    const utf8 = new TextEncoder().encode('Name\r\nJosé Pérez 李\r\n');
    expect(decodeCsvFile(utf8.buffer as ArrayBuffer)).toBe('Name\r\nJosé Pérez 李\r\n');
    expect(previewGuestCsv(decodeCsvFile(latin1.buffer)).guests[0]?.guest.name).toBe('José Pérez');
  });
});

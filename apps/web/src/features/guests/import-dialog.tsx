// CSV import: choose a file, see what will be added and every bad line marked with its reason, then
// import. All or nothing, as the server's import: while any line is wrong nothing is added. Guests on
// the list already, and lines naming someone an earlier line named, are shown as such and not added
// twice (alreadyListed, repeatedInFile).
import { alreadyListed, importGuests, repeatedInFile } from '@confetti/plan';
import { CircleAlert, FileUp } from 'lucide-react';
import { useState } from 'react';
import { useCollection, usePlan } from '../../plan';
import { Dialog } from '../planner/dialog';
import { decodeCsvFile, type GuestCsvPreview, previewGuestCsv } from './guest-csv-file';

const PREVIEW_ROWS = 200;

export function ImportDialog({
  onClose,
  onImported,
}: {
  onClose: () => void;
  onImported: (count: number) => void;
}) {
  const { doc } = usePlan();
  const existing = useCollection('guests');
  const [fileName, setFileName] = useState<string | null>(null);
  const [preview, setPreview] = useState<GuestCsvPreview | null>(null);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setFileName(file.name);
    setPreview(previewGuestCsv(decodeCsvFile(await file.arrayBuffer())));
  };

  const lines = preview
    ? [
        ...preview.guests.map((g) => ({ line: g.line, guest: g, reason: null as string | null })),
        ...preview.problems.map((p) => ({ line: p.line, guest: null, reason: p.reason })),
      ].sort((a, b) => a.line - b.line)
    : [];
  const listed = preview ? alreadyListed(preview.guests, existing) : new Set<number>();
  const repeated = preview ? repeatedInFile(preview.guests, listed) : new Map<number, number>();
  const count = (preview?.guests.length ?? 0) - listed.size - repeated.size;
  const canImport = preview !== null && preview.problems.length === 0 && count > 0;

  return (
    <Dialog
      title="Import Guests from CSV"
      description="Columns such as Name (or First and Last name), Email, Phone, Party size, Tag, RSVP and Meal are recognised."
      onClose={onClose}
      size="lg"
      footer={
        <>
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className="btn btn--primary"
            disabled={!canImport}
            onClick={() => {
              importGuests(doc, preview?.guests ?? [], new Date());
              onImported(count);
            }}
          >
            {canImport
              ? `Import ${count} ${count === 1 ? 'guest' : 'guests'}`
              : preview && preview.problems.length === 0 && preview.guests.length > 0
                ? 'Nothing new to import'
                : 'Import'}
          </button>
        </>
      }
    >
      <div className="guest-import">
        <label className="guest-import__file">
          <FileUp size={20} aria-hidden="true" />
          <span>{fileName ?? 'Choose a CSV file'}</span>
          <input
            type="file"
            accept=".csv,text/csv"
            aria-label="CSV file"
            onChange={(event) => void choose(event.currentTarget.files?.[0])}
          />
        </label>
        {preview && preview.problems.length > 0 && (
          <p className="notice notice--error" role="alert">
            <CircleAlert size={18} aria-hidden="true" />
            {preview.problems.length === 1 ? 'One line needs' : `${preview.problems.length} lines need`}{' '}
            fixing. Nothing is imported until every line is right: correct the file and choose it again.
          </p>
        )}
        {preview && listed.size > 0 && (
          <p className="notice notice--info" role="status">
            {listed.size === 1
              ? 'One guest in this file is on your list already'
              : `${listed.size} guests in this file are on your list already`}{' '}
            (matched by name and email): {listed.size === 1 ? 'it is' : 'they are'} not added again.
          </p>
        )}
        {preview && repeated.size > 0 && (
          <p className="notice notice--info" role="status">
            {repeated.size === 1
              ? 'One line repeats a guest named earlier in this file'
              : `${repeated.size} lines repeat guests named earlier in this file`}{' '}
            (matched by name and email): each guest is added once.
          </p>
        )}
        {preview && lines.length > 0 && (
          <div className="guest-import__preview">
            <table className="guest-import__table">
              <caption className="sr-only">What the file holds, line by line</caption>
              <thead>
                <tr>
                  <th scope="col">Line</th>
                  <th scope="col">Name</th>
                  <th scope="col">Party</th>
                  <th scope="col">RSVP</th>
                  <th scope="col">Meal</th>
                  <th scope="col">Tag</th>
                </tr>
              </thead>
              <tbody>
                {lines.slice(0, PREVIEW_ROWS).map((entry) =>
                  entry.guest ? (
                    <tr
                      key={entry.line}
                      className={
                        listed.has(entry.line) || repeated.has(entry.line)
                          ? 'guest-import__listed'
                          : undefined
                      }
                    >
                      <td>{entry.line}</td>
                      <td>
                        {entry.guest.guest.name}
                        {listed.has(entry.line) && (
                          <span className="guest-import__members"> (on your list already)</span>
                        )}
                        {repeated.has(entry.line) && (
                          <span className="guest-import__members">
                            {' '}
                            (as on line {repeated.get(entry.line)})
                          </span>
                        )}
                        {entry.guest.members.length > 0 && (
                          <span className="guest-import__members">
                            {' '}
                            + {entry.guest.members.map((m) => m.name).join(', ')}
                          </span>
                        )}
                      </td>
                      <td>{entry.guest.guest.partySize}</td>
                      <td>{entry.guest.guest.rsvpStatus}</td>
                      <td>{entry.guest.guest.mealChoice ?? ''}</td>
                      <td>{entry.guest.guest.tag}</td>
                    </tr>
                  ) : (
                    <tr key={entry.line} className="guest-import__bad">
                      <td>{entry.line}</td>
                      <td colSpan={5}>
                        <strong>Line {entry.line}:</strong> {entry.reason}
                      </td>
                    </tr>
                  ),
                )}
              </tbody>
            </table>
            {lines.length > PREVIEW_ROWS && (
              <p className="field__hint">…and {lines.length - PREVIEW_ROWS} more lines.</p>
            )}
          </div>
        )}
      </div>
    </Dialog>
  );
}

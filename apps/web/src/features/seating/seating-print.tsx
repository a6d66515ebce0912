// The printable seating chart (/app/seating/print): the floor plan, the guests of every table and the
// caterer's summary (heads, meals and dietary notes per table). "Print" uses the browser; "Download
// PDF" builds the same content with jsPDF, loaded only when asked for.
import { type Guest, seatingSummary } from '@confetti/plan';
import { ArrowLeft, Download, Printer } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useCollection, useWeddingInfo } from '../../plan';
import { FloorPlan, type FloorPlanHandle } from './floor-plan';
import { pdfText } from './pdf-text';
import { FLOOR_HEIGHT, FLOOR_WIDTH, type TableView, tableViews } from './seating-model';
import { useWidth } from './use-width';
import './seating.css';

/** The floor plan's width in the PDF, in pixels: about 200 dpi across an A4 landscape page. */
const PDF_IMAGE_WIDTH = 2200;

function partyLabel(guest: Guest, view: TableView): string {
  const heads = view.headsOf(guest);
  return heads > 1 ? `${guest.name} (party of ${heads})` : guest.name;
}

function mealsText(meals: Record<string, number>): string {
  const entries = Object.entries(meals);
  return entries.length === 0 ? '—' : entries.map(([meal, count]) => `${meal} ${count}`).join(', ');
}

async function downloadPdf(
  title: string,
  image: string | null,
  views: readonly TableView[],
  summary: ReturnType<typeof seatingSummary>,
) {
  const { jsPDF } = await import('jspdf');
  const pdf = new jsPDF({ orientation: 'landscape', unit: 'pt', format: 'a4' });
  const pageWidth = pdf.internal.pageSize.getWidth();
  const pageHeight = pdf.internal.pageSize.getHeight();
  const margin = 36;
  pdf.setFont('helvetica', 'bold');
  pdf.setFontSize(18);
  pdf.text(pdfText(title), margin, margin + 8);
  if (image) {
    const width = pageWidth - margin * 2;
    const height = Math.min(pageHeight - margin * 2 - 24, (width * FLOOR_HEIGHT) / FLOOR_WIDTH);
    pdf.addImage(image, 'PNG', margin, margin + 20, (height * FLOOR_WIDTH) / FLOOR_HEIGHT, height);
  }
  let y = margin;
  const line = (text: string, size = 10, bold = false) => {
    pdf.setFont('helvetica', bold ? 'bold' : 'normal');
    pdf.setFontSize(size);
    const wrapped = pdf.splitTextToSize(pdfText(text), pageWidth - margin * 2) as string[];
    // Each wrapped line checks for the page's end: a long table's guest list runs on to the next page.
    for (const part of wrapped) {
      if (y > pageHeight - margin) {
        pdf.addPage();
        y = margin;
        pdf.setFont('helvetica', bold ? 'bold' : 'normal');
        pdf.setFontSize(size);
      }
      pdf.text(part, margin, y);
      y += size + 4;
    }
  };
  pdf.addPage();
  line('Guests by table', 14, true);
  y += 4;
  for (const v of views) {
    line(`${v.table.name} — ${v.heads}/${v.table.capacity}`, 11, true);
    line(v.guests.length === 0 ? 'No guests yet' : v.guests.map((guest) => partyLabel(guest, v)).join(', '));
    y += 4;
  }
  y += 8;
  line("Caterer's summary", 14, true);
  y += 4;
  for (const t of summary.tables) {
    line(`${t.name}: ${t.seated} seated — meals: ${mealsText(t.meals)}`, 10, true);
    if (t.dietary.length > 0) line(`Dietary: ${t.dietary.join('; ')}`);
  }
  line(`Not yet seated: ${summary.unseated} ${summary.unseated === 1 ? 'person' : 'people'}`, 10, true);
  pdf.save('seating-chart.pdf');
}

export function SeatingPrintPage() {
  const tables = useCollection('seatingTables');
  const elements = useCollection('floorElements');
  const guests = useCollection('guests');
  const members = useCollection('partyMembers');
  const info = useWeddingInfo();
  const views = useMemo(() => tableViews(tables, guests, members), [tables, guests, members]);
  const summary = useMemo(
    () => seatingSummary({ tables, guests, partyMembers: members }),
    [tables, guests, members],
  );
  const plan = useRef<FloorPlanHandle>(null);
  const [planRef, planWidth] = useWidth<HTMLDivElement>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const names = [info.partner1Name, info.partner2Name].filter(Boolean).join(' & ');
  const title = names ? `Seating chart — ${names}` : 'Seating chart';

  return (
    <div className="seating-print">
      <div className="seating-print__bar no-print">
        <Link to="/app/seating" className="btn btn--ghost">
          <ArrowLeft size={18} aria-hidden="true" /> Back to the floor plan
        </Link>
        <div className="tab-header__actions">
          <button type="button" className="btn btn--secondary" onClick={() => window.print()}>
            <Printer size={18} aria-hidden="true" /> Print
          </button>
          <button
            type="button"
            className="btn btn--primary"
            disabled={busy}
            onClick={async () => {
              setBusy(true);
              setError(null);
              try {
                const stage = plan.current?.stage();
                // The same sharpness from a phone as from a desktop: the image is drawn PDF_IMAGE_WIDTH
                // pixels across whatever the width of the plan on screen (twice a phone's was ~67 dpi).
                const image =
                  stage?.toDataURL({ pixelRatio: PDF_IMAGE_WIDTH / Math.max(1, stage.width()) }) ?? null;
                await downloadPdf(title, image, views, summary);
              } catch (err) {
                setError(
                  `The PDF could not be made: ${err instanceof Error ? err.message : 'unknown error'}.`,
                );
              } finally {
                setBusy(false);
              }
            }}
          >
            <Download size={18} aria-hidden="true" /> {busy ? 'Preparing PDF…' : 'Download PDF'}
          </button>
        </div>
      </div>
      {error ? (
        <p className="seating-notice seating-notice--error" role="alert">
          {error}
        </p>
      ) : null}
      <h1 className="seating-print__title">{title}</h1>
      <div
        className="seating-print__plan"
        ref={planRef}
        role="img"
        aria-label="Floor plan of the room with every table (listed by table below)"
      >
        {planWidth > 0 ? (
          <FloorPlan
            ref={plan}
            views={views}
            elements={elements}
            width={planWidth}
            height={Math.round((planWidth * FLOOR_HEIGHT) / FLOOR_WIDTH)}
            interactive={false}
          />
        ) : null}
      </div>

      <section aria-labelledby="print-tables">
        <h2 id="print-tables">Guests by table</h2>
        <div className="seating-print__tables">
          {views.map((v) => (
            <article key={v.table.id} className="seating-print__table">
              <h3>
                {v.table.name}{' '}
                <span className="seat-badge">
                  {v.heads}/{v.table.capacity}
                </span>
              </h3>
              {v.guests.length === 0 ? (
                <p className="seating-details__empty">No guests yet</p>
              ) : (
                <ol>
                  {v.seatNames.map((name, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: seat numbers
                    <li key={index}>{name}</li>
                  ))}
                </ol>
              )}
            </article>
          ))}
        </div>
      </section>

      <section aria-labelledby="print-caterer">
        <h2 id="print-caterer">Caterer's summary</h2>
        {/* Scrolls sideways on a screen narrower than the table: focusable, so a keyboard scrolls it too. */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard to scroll it */}
        <section className="seating-print__scroll" aria-label="Caterer's summary table" tabIndex={0}>
          <table className="seating-print__summary">
            <thead>
              <tr>
                <th scope="col">Table</th>
                <th scope="col">Seated</th>
                <th scope="col">Meals</th>
                <th scope="col">Dietary notes</th>
              </tr>
            </thead>
            <tbody>
              {summary.tables.map((t) => (
                <tr key={t.tableId}>
                  <th scope="row">{t.name}</th>
                  <td>
                    {t.seated}/{t.capacity}
                  </td>
                  <td>{mealsText(t.meals)}</td>
                  <td>{t.dietary.length === 0 ? '—' : t.dietary.join('; ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <p className="seating-print__unseated">
          Not yet seated: {summary.unseated} {summary.unseated === 1 ? 'person' : 'people'}
        </p>
      </section>
    </div>
  );
}

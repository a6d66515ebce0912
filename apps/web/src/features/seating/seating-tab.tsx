// The Seating Plan tab: a floor plan to lay out tables and floor elements, the unseated guests to
// drag onto tables (or seat from a list), the selected table's details, auto-seating, and a text
// view of every table. It edits the plan document directly, so partners see tables move as they are
// dragged (presence) and land when dropped (the document); Undo takes back only your own changes.
import {
  addSeatingTable,
  assignGuestToTable,
  autoAssignSeats,
  deleteEntity,
  FLOOR_ELEMENT_TYPES,
  type FloorElementType,
  insertEntity,
  listEntities,
  newId,
  placeFloorElement,
  readEntity,
  seatedHeads,
  TABLE_SHAPES,
  type TableShape,
  updateSeatingTable,
} from '@confetti/plan';
import {
  CircleAlert,
  Eye,
  Maximize,
  Plus,
  Printer,
  Redo2,
  Sparkles,
  Undo2,
  ZoomIn,
  ZoomOut,
} from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { focusSuccessorWhenRemoved } from '../../lib/focus-after-removal';
import { useFocusAfterRender } from '../../lib/use-focus-after-render';
import { useCanEdit, useCollection, usePlan } from '../../plan';
import { FloorPlan, type FloorPlanHandle, type Placement, type Selection } from './floor-plan';
import { GuestSidebar } from './guest-sidebar';
import { isTyping } from './seating-keys';
import {
  ELEMENT_CLEARANCE,
  elementDefaults,
  elementLabel,
  type Footprint,
  freeSpot,
  halfExtents,
  nextTableName,
  reachOf,
  SEAT_REACH,
  SHAPE_LABELS,
  seatedNotice,
  TABLE_CLEARANCE,
  TABLE_SEATS,
  tableSize,
  tableViews,
  wholeNumberIn,
} from './seating-model';
import { useAnnouncePointer, usePartnerPointers } from './seating-presence';
import { SEATING_ORIGIN, useSeatingUndo } from './seating-undo';
import { ElementDetails, GuestDetails, TableDetails } from './selection-details';
import { TableList } from './table-list';
import { type SeatingState, undoOutcome } from './undo-outcome';
import { useMoveSelection } from './use-move-selection';
import { useWidth } from './use-width';
import './seating.css';

export function SeatingTab() {
  const { doc } = usePlan();
  const canEdit = useCanEdit();
  const tables = useCollection('seatingTables');
  const elements = useCollection('floorElements');
  const guests = useCollection('guests');
  const members = useCollection('partyMembers');
  const views = useMemo(() => tableViews(tables, guests, members), [tables, guests, members]);
  const { undo, redo, canUndo, canRedo } = useSeatingUndo(doc);
  const announce = useAnnouncePointer();
  const partners = usePartnerPointers();
  const plan = useRef<FloorPlanHandle>(null);
  // The details panel sits above the list of tables: a table chosen in the list takes focus up to
  // the panel's heading, and a removed table hands it back to the next table in the list.
  const detailsHeading = useRef<HTMLHeadingElement>(null);
  const seatingRoot = useRef<HTMLDivElement>(null);
  const undoButton = useRef<HTMLButtonElement>(null);
  const redoButton = useRef<HTMLButtonElement>(null);
  const tableList = useRef<HTMLElement>(null);
  // Floor elements have no list of their own: a removed one hands focus back to where they are added.
  const elementPicker = useRef<HTMLSelectElement>(null);
  const [elementChoice, setElementChoice] = useState('');
  const browsingByKey = useRef(false);
  const focusAfterRender = useFocusAfterRender();
  const [canvasRef, canvasWidth] = useWidth<HTMLDivElement>();
  const [selection, setSelection] = useState<Selection>(null);
  const [selectedGuestId, setSelectedGuestId] = useState<string | null>(null);
  const [draggedGuest, setDraggedGuest] = useState<{ id: string; name: string } | null>(null);
  const [notice, setNotice] = useState<{
    text: string;
    details?: string[];
    error?: boolean;
    warning?: boolean;
  } | null>(null);
  const [shape, setShape] = useState<TableShape>('round');
  // What is typed stays as typed (a number may be half-written: "1" on the way to "12"); out of
  // range, the field says what a table seats instead of quietly changing it, and no table is added.
  const [seatsText, setSeatsText] = useState('8');
  const capacity = wholeNumberIn(seatsText, TABLE_SEATS.min, TABLE_SEATS.max);
  // An emptied field is not wrong while it is being typed into; only when a table is asked for.
  const [seatsAsked, setSeatsAsked] = useState(false);
  const seatsWrong = capacity === null && (seatsText.trim() !== '' || seatsAsked);
  const seatsInput = useRef<HTMLInputElement>(null);
  const [zoom, setZoom] = useState(1);
  const ids = {
    shape: useId(),
    seats: useId(),
    seatsError: useId(),
    element: useId(),
    canvasHint: useId(),
  };
  // The floor's own proportions (3:2), with a little room below it.
  // A phone's canvas is nearly square: zoomed in far enough to read, a flat one would show a strip.
  const canvasHeight = Math.round(canvasWidth < 560 ? canvasWidth * 0.95 : Math.min(620, canvasWidth * 0.7));
  const guestName = useCallback((id: string) => guests.find((g) => g.id === id)?.name ?? 'Guest', [guests]);

  const edit = useCallback((change: () => void) => {
    try {
      change();
    } catch (error) {
      setNotice({
        text: error instanceof Error ? error.message : 'That change could not be made.',
        error: true,
      });
    }
  }, []);

  const seatingNow = (): SeatingState => ({
    tables: listEntities(doc, 'seatingTables'),
    elements: listEntities(doc, 'floorElements'),
    guests: listEntities(doc, 'guests'),
  });

  /**
   * Undo or Redo, said in the notice (a live region) and shown: the table or element it brought back,
   * moved or changed is selected and kept in sight, and its details take the focus; a guest it
   * unseated has their "Seat…" take it. Whoever works on the floor plan itself keeps the focus there
   * (the arrow keys move what is selected). When the step took something away, the focus stays put,
   * unless what had it went with it or can no longer be pressed: then Undo, or Redo, takes it.
   */
  const takeStep = (step: 'undo' | 'redo') => {
    const before = seatingNow();
    const from = document.activeElement;
    const changes = step === 'undo' ? undo() : redo();
    if (!changes) return;
    const { text, focus } = undoOutcome(step, before, seatingNow(), changes);
    setNotice({ text });
    if (focus?.kind === 'table' || focus?.kind === 'element') {
      setSelection({ kind: focus.kind, id: focus.id });
      setSelectedGuestId(null);
      const item =
        focus.kind === 'table'
          ? readEntity(doc, 'seatingTables', focus.id)
          : readEntity(doc, 'floorElements', focus.id);
      if (item) {
        const shape = 'shape' in item ? item.shape : null;
        const margin = shape ? SEAT_REACH : 0;
        const half = halfExtents(shape, item.width, item.height, item.rotation);
        plan.current?.reveal(item, { x: half.x + margin, y: half.y + margin });
      }
    }
    const onCanvas = from instanceof Node && canvasRef.current?.contains(from);
    focusAfterRender(() => {
      const target = onCanvas
        ? null
        : focus?.kind === 'guest'
          ? seatingRoot.current?.querySelector<HTMLElement>(`[data-guest="${focus.id}"] .party-card__seat`)
          : focus
            ? detailsHeading.current
            : null;
      if (target) return target;
      const kept =
        from instanceof HTMLElement && from.isConnected && !from.matches(':disabled') ? from : null;
      if (kept && kept !== document.body) return kept;
      return [undoButton.current, redoButton.current].find((button) => button && !button.disabled);
    });
  };
  const takeStepRef = useRef(takeStep);
  takeStepRef.current = takeStep;

  // Ctrl/Cmd+Z and Ctrl/Cmd+Shift+Z (or Ctrl+Y), outside text fields.
  useEffect(() => {
    if (!canEdit) return;
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || isTyping(e.target)) return;
      const key = e.key.toLowerCase();
      if (key === 'z' && !e.shiftKey) takeStepRef.current('undo');
      else if ((key === 'z' && e.shiftKey) || key === 'y') takeStepRef.current('redo');
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [canEdit]);

  const selectedView =
    selection?.kind === 'table' ? views.find((v) => v.table.id === selection.id) : undefined;
  const selectedElement =
    selection?.kind === 'element' ? elements.find((e) => e.id === selection.id) : undefined;
  const selectedGuest = selectedGuestId ? guests.find((g) => g.id === selectedGuestId) : undefined;

  /** Everything on the floor, for placing something new beside it rather than on top of it. */
  const footprints = (): Footprint[] => [
    ...tables.map((t) => ({
      x: t.x,
      y: t.y,
      reach: reachOf(t.shape, t.width, t.height),
      clearance: TABLE_CLEARANCE,
    })),
    ...elements.map((e) => ({
      x: e.x,
      y: e.y,
      reach: reachOf(null, e.width, e.height),
      clearance: ELEMENT_CLEARANCE,
    })),
  ];

  const addTable = () => {
    if (capacity === null) {
      setSeatsAsked(true);
      seatsInput.current?.focus();
      return;
    }
    edit(() => {
      const center = plan.current?.viewCenter() ?? { x: 600, y: 400 };
      const size = tableSize(shape, capacity);
      const spot = freeSpot(
        center,
        { ...size, reach: reachOf(shape, size.width, size.height), clearance: TABLE_CLEARANCE },
        footprints(),
      );
      const table = addSeatingTable(
        doc,
        {
          id: newId(),
          name: nextTableName(tables),
          capacity,
          shape,
          x: spot.x,
          y: spot.y,
          ...size,
        },
        SEATING_ORIGIN,
      );
      setSelection({ kind: 'table', id: table.id });
      // The free place can be beside what is in view: zoomed in (as on a phone), off the screen.
      const half = halfExtents(shape, size.width, size.height, 0);
      plan.current?.reveal(spot, { x: half.x + SEAT_REACH, y: half.y + SEAT_REACH });
      setNotice(
        spot.crowded
          ? {
              text: `${table.name} added, but the floor has no free space left: it overlaps another table or element. Drag things apart to make room.`,
              warning: true,
            }
          : { text: `${table.name} added: drag it into place, or move it with the arrow keys.` },
      );
    });
  };

  const addElement = (type: FloorElementType) =>
    edit(() => {
      const center = plan.current?.viewCenter() ?? { x: 600, y: 400 };
      const defaults = elementDefaults(type);
      const spot = freeSpot(
        center,
        {
          ...defaults,
          reach: reachOf(null, defaults.width, defaults.height),
          clearance: ELEMENT_CLEARANCE,
        },
        footprints(),
      );
      const element = insertEntity(
        doc,
        'floorElements',
        {
          id: newId(),
          elementType: type,
          name: elementLabel(type),
          x: spot.x,
          y: spot.y,
          ...defaults,
        },
        SEATING_ORIGIN,
      );
      setSelection({ kind: 'element', id: element.id });
      plan.current?.reveal(spot, halfExtents(null, defaults.width, defaults.height, 0));
    });

  const seat = (guestId: string, tableId: string | null) =>
    edit(() => {
      assignGuestToTable(doc, guestId, tableId, SEATING_ORIGIN);
      const table = tables.find((t) => t.id === tableId);
      const heads = table
        ? seatedHeads(table, listEntities(doc, 'guests'), listEntities(doc, 'partyMembers'))
        : 0;
      setNotice(seatedNotice(guestName(guestId), table ?? null, heads));
      setSelectedGuestId(null);
    });

  const autoSeat = () =>
    edit(() => {
      const result = autoAssignSeats(doc, {}, SEATING_ORIGIN);
      // People, not guest records: a party of three takes three seats.
      const people = (ids: string[]) =>
        ids.reduce((sum, id) => sum + (guests.find((g) => g.id === id)?.partySize ?? 1), 0);
      const seated = people(result.assigned.map((a) => a.guestId));
      const unseated = people(result.unplaced.map((u) => u.guestId));
      setNotice({
        text:
          seated === 0 && unseated === 0
            ? 'Everyone who is coming already has a seat.'
            : `Seated ${seated} ${seated === 1 ? 'guest' : 'guests'}${
                unseated > 0 ? `; ${unseated} could not be seated` : ''
              }.`,
        details: result.unplaced.map((u) => `${guestName(u.guestId)}: ${u.reason}`),
      });
    });

  const placeTable = (id: string, p: Placement) => edit(() => updateSeatingTable(doc, id, p, SEATING_ORIGIN));
  const placeElement = (id: string, p: Placement) =>
    edit(() => placeFloorElement(doc, id, p, SEATING_ORIGIN));

  const { onMoveKey, move } = useMoveSelection({ doc, selection, canEdit, plan, placeTable, placeElement });

  return (
    <div className="seating" ref={seatingRoot}>
      <header className="tab-header">
        <div>
          <p className="eyebrow">Seating Plan</p>
          <h1>Seating Plan</h1>
          <p className="tab-header__lede">
            Lay out the room, then drag each party onto a table. Partners see every move as it happens.
          </p>
        </div>
        <div className="tab-header__actions">
          {canEdit ? (
            <button
              type="button"
              className="btn btn--primary"
              onClick={autoSeat}
              disabled={tables.length === 0}
            >
              <Sparkles size={18} aria-hidden="true" /> Auto-seat guests
            </button>
          ) : null}
          <Link to="/app/seating/print" className="btn btn--secondary">
            <Printer size={18} aria-hidden="true" /> Print view
          </Link>
        </div>
      </header>

      {!canEdit ? (
        <p className="tab-readonly">
          <Eye size={16} aria-hidden="true" /> You can view this seating plan; only the couple and their
          planner change it.
        </p>
      ) : null}

      <div className="seating-toolbar" role="toolbar" aria-label="Floor plan tools">
        {canEdit ? (
          <>
            <div className="seating-toolbar__group seating-toolbar__group--table">
              <label htmlFor={ids.shape} className="sr-only">
                Table shape
              </label>
              <select
                id={ids.shape}
                className="input seating-toolbar__select"
                value={shape}
                onChange={(e) => setShape(e.target.value as TableShape)}
              >
                {TABLE_SHAPES.map((s) => (
                  <option key={s} value={s}>
                    {SHAPE_LABELS[s]}
                  </option>
                ))}
              </select>
              <label htmlFor={ids.seats} className="seating-toolbar__seats">
                Seats
                <input
                  ref={seatsInput}
                  id={ids.seats}
                  className="input"
                  type="number"
                  inputMode="numeric"
                  min={TABLE_SEATS.min}
                  max={TABLE_SEATS.max}
                  value={seatsText}
                  aria-invalid={seatsWrong}
                  aria-describedby={seatsWrong ? ids.seatsError : undefined}
                  onChange={(e) => {
                    setSeatsText(e.target.value);
                    setSeatsAsked(false);
                  }}
                />
              </label>
              <button type="button" className="btn btn--secondary" onClick={addTable}>
                <Plus size={18} aria-hidden="true" /> Add table
              </button>
              {seatsWrong ? (
                <p className="seating-toolbar__error" id={ids.seatsError}>
                  <CircleAlert size={16} aria-hidden="true" /> A table seats {TABLE_SEATS.min} to{' '}
                  {TABLE_SEATS.max}.
                </p>
              ) : null}
            </div>
            <div className="seating-toolbar__group seating-toolbar__group--element">
              <label htmlFor={ids.element} className="sr-only">
                Add a floor element
              </label>
              <select
                ref={elementPicker}
                id={ids.element}
                className="input seating-toolbar__select"
                value={elementChoice}
                // Chosen with the mouse or touch, an element is added at once. Arrow keys on the
                // closed list change its value in Chromium: they only browse, and Enter adds.
                onKeyDown={(e) => {
                  browsingByKey.current = e.key.startsWith('Arrow') || e.key === 'Home' || e.key === 'End';
                  if (e.key === 'Enter' && elementChoice) {
                    e.preventDefault();
                    addElement(elementChoice as FloorElementType);
                    setElementChoice('');
                  }
                }}
                onChange={(e) => {
                  const type = e.target.value;
                  if (browsingByKey.current) {
                    browsingByKey.current = false;
                    setElementChoice(type);
                  } else if (type) {
                    addElement(type as FloorElementType);
                    setElementChoice('');
                  }
                }}
              >
                <option value="">Add a floor element…</option>
                {FLOOR_ELEMENT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {elementLabel(type)}
                  </option>
                ))}
              </select>
            </div>
            <div className="seating-toolbar__group">
              <button
                ref={undoButton}
                type="button"
                className="icon-btn"
                onClick={() => takeStep('undo')}
                disabled={!canUndo}
                aria-label="Undo"
              >
                <Undo2 size={18} aria-hidden="true" />
              </button>
              <button
                ref={redoButton}
                type="button"
                className="icon-btn"
                onClick={() => takeStep('redo')}
                disabled={!canRedo}
                aria-label="Redo"
              >
                <Redo2 size={18} aria-hidden="true" />
              </button>
            </div>
          </>
        ) : null}
        <div className="seating-toolbar__group seating-toolbar__zoom">
          <button
            type="button"
            className="icon-btn"
            aria-label="Zoom out"
            onClick={() => plan.current?.zoomBy(1 / 1.2)}
          >
            <ZoomOut size={18} aria-hidden="true" />
          </button>
          <output className="seating-toolbar__zoom-level" aria-label="Zoom">
            {Math.round(zoom * 100)}%
          </output>
          <button
            type="button"
            className="icon-btn"
            aria-label="Zoom in"
            onClick={() => plan.current?.zoomBy(1.2)}
          >
            <ZoomIn size={18} aria-hidden="true" />
          </button>
          <button
            type="button"
            className="icon-btn"
            aria-label="Fit the floor plan"
            onClick={() => plan.current?.fit()}
          >
            <Maximize size={18} aria-hidden="true" />
          </button>
        </div>
      </div>

      {/* The live region is there before any notice: a screen reader says what arrives in a region it
          already watches, and may say nothing about one that arrives with its text. */}
      <div className="seating-notice-region" role="status">
        {notice ? (
          <div
            className={`seating-notice${notice.error ? ' seating-notice--error' : notice.warning ? ' seating-notice--warning' : ''}`}
          >
            <p>{notice.text}</p>
            {notice.details && notice.details.length > 0 ? (
              <ul>
                {notice.details.map((d) => (
                  <li key={d}>{d}</li>
                ))}
              </ul>
            ) : null}
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => setNotice(null)}>
              Dismiss
            </button>
          </div>
        ) : null}
      </div>

      <div className="seating-body">
        {/* To editors, an application, so a screen reader lets the arrow keys through to it; a plain
            box with its description to viewers, who have nothing to move. */}
        {/* biome-ignore lint/a11y/noStaticElementInteractions: role is "application" whenever it listens (editors) */}
        {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: aria-label is only set with role="application" */}
        <div
          className="seating-canvas"
          ref={canvasRef}
          role={canEdit ? 'application' : undefined}
          aria-label={canEdit ? 'Floor plan' : undefined}
          aria-describedby={canEdit ? ids.canvasHint : undefined}
          tabIndex={canEdit ? 0 : undefined}
          onKeyDown={canEdit ? onMoveKey : undefined}
        >
          <p className="sr-only" id={ids.canvasHint}>
            The floor plan is drawn on a canvas. The same tables and guests are listed under “Tables and
            guests” below, and each unseated guest has a “Seat…” button to choose a table.
            {canEdit
              ? ' The arrow keys move the selected table or element a grid square, five with Shift.'
              : null}
          </p>
          {canvasWidth > 0 ? (
            <FloorPlan
              ref={plan}
              views={views}
              elements={elements}
              width={canvasWidth}
              height={canvasHeight}
              interactive={canEdit}
              selection={selection}
              onSelect={(next) => {
                // A party picked in the list, then a table tapped on the plan: seated there. A phone
                // has no drag and drop between the list and the canvas; a mouse may do either.
                if (canEdit && selectedGuestId && next?.kind === 'table') {
                  seat(selectedGuestId, next.id);
                  setSelection(next);
                  return;
                }
                setSelection(next);
                if (next) setSelectedGuestId(null);
              }}
              onPlaceTable={placeTable}
              onPlaceElement={placeElement}
              draggedGuest={draggedGuest}
              onDropGuest={(guestId, tableId) => {
                setDraggedGuest(null);
                seat(guestId, tableId);
              }}
              partners={partners}
              announce={announce}
              onZoomChange={setZoom}
              nameOfGuest={guestName}
            />
          ) : null}
        </div>
        <GuestSidebar
          guests={guests}
          members={members}
          tables={tables}
          views={views}
          canEdit={canEdit}
          selectedGuestId={selectedGuestId}
          onSelectGuest={(id) => {
            setSelectedGuestId(id);
            if (id) setSelection(null);
          }}
          onDragGuest={setDraggedGuest}
          onSeat={seat}
        />
      </div>

      {selectedView ? (
        <TableDetails
          key={selectedView.table.id}
          view={selectedView}
          views={views}
          canEdit={canEdit}
          move={move(selectedView.table.id)}
          onKeyDown={onMoveKey}
          headingRef={detailsHeading}
          onChange={(patch) =>
            edit(() => updateSeatingTable(doc, selectedView.table.id, patch, SEATING_ORIGIN))
          }
          onDelete={() =>
            edit(() => {
              focusSuccessorWhenRemoved(tableList.current?.querySelector('[aria-pressed="true"]'));
              deleteEntity(doc, 'seatingTables', selectedView.table.id, SEATING_ORIGIN);
              setNotice({
                text: `${selectedView.table.name} removed; its guests are unseated. Undo puts it back.`,
              });
              setSelection(null);
            })
          }
          onSeat={seat}
          onUnseat={(guestId) => seat(guestId, null)}
        />
      ) : selectedElement ? (
        <ElementDetails
          element={selectedElement}
          canEdit={canEdit}
          move={move(selectedElement.id)}
          onKeyDown={onMoveKey}
          headingRef={detailsHeading}
          onChange={(patch) => edit(() => placeFloorElement(doc, selectedElement.id, patch, SEATING_ORIGIN))}
          onDelete={() =>
            edit(() => {
              deleteEntity(doc, 'floorElements', selectedElement.id, SEATING_ORIGIN);
              setNotice({
                text: `${selectedElement.name || elementLabel(selectedElement.elementType)} removed. Undo puts it back.`,
              });
              setSelection(null);
              focusAfterRender(() => elementPicker.current);
            })
          }
        />
      ) : selectedGuest ? (
        <GuestDetails
          guest={selectedGuest}
          members={members}
          views={views}
          canEdit={canEdit}
          onSeat={(guestId, tableId) => {
            // As a table tapped on the plan: seated there, and the table's details take the place
            // (and the focus) of the guest's, which go with the choice.
            seat(guestId, tableId);
            setSelection({ kind: 'table', id: tableId });
            focusAfterRender(() => detailsHeading.current);
          }}
        />
      ) : null}

      <TableList
        ref={tableList}
        views={views}
        selectedId={selection?.kind === 'table' ? selection.id : null}
        onSelect={(id) => {
          setSelection({ kind: 'table', id });
          focusAfterRender(() => detailsHeading.current);
        }}
        onAddTable={
          canEdit
            ? () => {
                // The button goes with the empty list: focus moves to the new table's details (or to
                // Seats, which addTable focuses when the number there is not one a table can have).
                const addsOne = capacity !== null;
                addTable();
                if (addsOne) focusAfterRender(() => detailsHeading.current);
              }
            : undefined
        }
      />
    </div>
  );
}

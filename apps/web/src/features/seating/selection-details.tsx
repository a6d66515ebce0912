// The details of what is selected on the floor plan: a table (name, seats, shape, type, turn, its
// guests with "Move" and "Unseat"), a floor element (name, kind, turn), or a guest picked in the
// sidebar. Viewers see the same facts without the controls.
import {
  type FloorElement,
  type Guest,
  type PartyMember,
  partyHeads,
  TABLE_SHAPES,
  TABLE_TYPES,
} from '@confetti/plan';
import { AlertTriangle, Trash2 } from 'lucide-react';
import { type KeyboardEvent, type Ref, useEffect, useId, useRef, useState } from 'react';
import { focusSuccessorWhenRemoved } from '../../lib/focus-after-removal';
import { useFocusAfterRender } from '../../lib/use-focus-after-render';
import { TablePicker } from './guest-sidebar';
import { MoveControls } from './move-controls';
import {
  type Direction,
  elementLabel,
  SHAPE_LABELS,
  TABLE_SEATS,
  TABLE_TYPE_LABELS,
  type TableView,
  wholeNumberIn,
} from './seating-model';

/** Moving the selection by keyboard and buttons (see MoveControls). */
interface Move {
  status: string;
  onMove: (direction: Direction, distance: number) => void;
}

function NumberField({
  label,
  value,
  min,
  max,
  disabled,
  onCommit,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  disabled: boolean;
  onCommit: (value: number) => void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  // What is typed stays until it is a number the table can take; out of range, the field says why
  // instead of quietly going back to the saved value.
  const [text, setText] = useState(String(value));
  const [invalid, setInvalid] = useState(false);
  const typing = useRef(false);
  // A change from elsewhere (a partner, the canvas) replaces what is shown, unless this field is
  // being typed in: then what is typed stays, and saving it is the later change.
  useEffect(() => {
    if (typing.current) return;
    setText(String(value));
    setInvalid(false);
  }, [value]);

  /** Saves what is typed; false (and the reason shown) when it is not a whole number within range. */
  function commit(): boolean {
    const next = wholeNumberIn(text, min, max);
    setInvalid(next === null);
    if (next !== null && next !== value) onCommit(next);
    return next !== null;
  }

  return (
    <div className="detail-field detail-field--number">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="input"
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={text}
        disabled={disabled}
        aria-invalid={invalid}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(e) => {
          typing.current = true;
          setText(e.target.value);
        }}
        onBlur={() => {
          typing.current = false;
          if (!commit()) return;
          setText(String(wholeNumberIn(text, min, max)));
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && commit()) e.currentTarget.blur();
          if (e.key === 'Escape') {
            typing.current = false;
            setText(String(value));
            setInvalid(false);
          }
        }}
      />
      {invalid && (
        <span className="field__error" id={errorId}>
          A whole number from {min} to {max}.
        </span>
      )}
    </div>
  );
}

function TextField({
  label,
  value,
  disabled,
  onCommit,
}: {
  label: string;
  value: string;
  disabled: boolean;
  onCommit: (value: string) => void;
}) {
  const id = useId();
  // What is typed, while it is typed: a partner's change meanwhile does not replace it (saving it
  // is the later change); otherwise the field shows the saved name.
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <div className="detail-field detail-field--wide">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="input"
        value={draft ?? value}
        maxLength={100}
        disabled={disabled}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={(e) => {
          const next = e.target.value.trim();
          setDraft(null);
          if (next && next !== value) onCommit(next);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') e.currentTarget.blur();
          if (e.key === 'Escape') {
            setDraft(value);
            e.currentTarget.blur();
          }
        }}
      />
    </div>
  );
}

function SelectField({
  label,
  value,
  options,
  disabled,
  onCommit,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  disabled: boolean;
  onCommit: (value: string) => void;
}) {
  const id = useId();
  const known = options.some((o) => o.value === value);
  return (
    <div className="detail-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="input"
        value={value}
        disabled={disabled}
        onChange={(e) => onCommit(e.target.value)}
      >
        {known ? null : <option value={value}>{value}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function TableDetails({
  view,
  views,
  canEdit,
  move,
  onKeyDown,
  headingRef,
  onChange,
  onDelete,
  onSeat,
  onUnseat,
}: {
  view: TableView;
  /** Where focus goes when the table is chosen from the list of tables (the panel is above it). */
  headingRef?: Ref<HTMLHeadingElement>;
  views: readonly TableView[];
  canEdit: boolean;
  move: Move;
  /** The arrow keys, which move the table from anywhere in the panel but its fields. */
  onKeyDown: (event: KeyboardEvent) => void;
  onChange: (patch: {
    name?: string;
    capacity?: number;
    shape?: string;
    tableType?: string;
    rotation?: number;
  }) => void;
  onDelete: () => void;
  onSeat: (guestId: string, tableId: string) => void;
  onUnseat: (guestId: string) => void;
}) {
  const { table } = view;
  const [moving, setMoving] = useState<string | null>(null);
  const panel = useRef<HTMLElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const moveButtonOf = (guestId: string) =>
    panel.current?.querySelector<HTMLElement>(`[data-guest="${guestId}"] .seating-details__move`);
  return (
    // A guest unseated or moved away takes the focus with their row: it goes on to the same button of
    // the next guest (or the one before), and with nobody left to the heading of the guests.
    <section
      ref={panel}
      className="seating-details"
      aria-labelledby="seating-details-title"
      data-focus-when-empty=".seating-details__guests-title"
      onKeyDown={onKeyDown}
    >
      <div className="seating-details__head">
        <h2 id="seating-details-title" ref={headingRef} tabIndex={-1}>
          {table.name}
        </h2>
        <span className={`seat-badge${view.overBy > 0 ? ' seat-badge--over' : ''}`}>
          {view.heads}/{table.capacity} seated
        </span>
      </div>
      {view.overBy > 0 ? (
        <p className="seating-warning" role="status">
          <AlertTriangle size={16} aria-hidden="true" /> Over capacity by {view.overBy}{' '}
          {view.overBy === 1 ? 'seat' : 'seats'}: add seats or move a party.
        </p>
      ) : null}
      <div className="seating-details__fields">
        <TextField
          label="Name"
          value={table.name}
          disabled={!canEdit}
          onCommit={(name) => onChange({ name })}
        />
        <NumberField
          label="Seats"
          value={table.capacity}
          min={TABLE_SEATS.min}
          max={TABLE_SEATS.max}
          disabled={!canEdit}
          onCommit={(capacity) => onChange({ capacity })}
        />
        <SelectField
          label="Shape"
          value={table.shape}
          options={TABLE_SHAPES.map((s) => ({ value: s, label: SHAPE_LABELS[s] }))}
          disabled={!canEdit}
          onCommit={(shape) => onChange({ shape })}
        />
        <SelectField
          label="Type"
          value={table.tableType}
          options={TABLE_TYPES.map((t) => ({ value: t, label: TABLE_TYPE_LABELS[t] ?? t }))}
          disabled={!canEdit}
          onCommit={(tableType) => onChange({ tableType })}
        />
        <NumberField
          label="Turn (degrees)"
          value={Math.round(table.rotation)}
          min={0}
          max={359}
          disabled={!canEdit}
          onCommit={(rotation) => onChange({ rotation })}
        />
      </div>
      {canEdit ? <MoveControls name={table.name} {...move} /> : null}
      <h3 className="seating-details__subtitle seating-details__guests-title">Guests at this table</h3>
      {view.guests.length === 0 ? (
        <p className="seating-details__empty">Nobody yet: drag a party here or use “Seat…” beside a guest.</p>
      ) : (
        <ul className="seating-details__guests">
          {view.guests.map((guest) => (
            <li key={guest.id} data-guest={guest.id}>
              <span>
                {guest.name}
                {view.headsOf(guest) > 1 ? (
                  <span className="party-card__heads"> party of {view.headsOf(guest)}</span>
                ) : null}
              </span>
              {canEdit ? (
                <span className="seating-details__actions">
                  <button
                    type="button"
                    className="btn btn--ghost btn--sm seating-details__move"
                    onClick={() => setMoving(guest.id)}
                  >
                    Move<span className="sr-only"> {guest.name}</span>
                  </button>
                  <button
                    type="button"
                    className="btn btn--ghost btn--sm"
                    onClick={(event) => {
                      focusSuccessorWhenRemoved(event.currentTarget);
                      onUnseat(guest.id);
                    }}
                  >
                    Unseat<span className="sr-only"> {guest.name}</span>
                  </button>
                </span>
              ) : null}
              {moving === guest.id ? (
                <TablePicker
                  views={views.filter((v) => v.table.id !== table.id)}
                  heads={view.headsOf(guest)}
                  label={`Move ${guest.name}'s party to`}
                  onChoose={(tableId) => {
                    // Moved, the guest's row goes (and its Move's successor has the focus); when the
                    // move could not be made, the row stays and its Move has it.
                    focusSuccessorWhenRemoved(moveButtonOf(guest.id));
                    setMoving(null);
                    onSeat(guest.id, tableId);
                    focusAfterRender(() => moveButtonOf(guest.id));
                  }}
                  onCancel={() => {
                    setMoving(null);
                    focusAfterRender(() => moveButtonOf(guest.id));
                  }}
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {canEdit ? (
        <button type="button" className="btn btn--ghost seating-details__delete" onClick={onDelete}>
          <Trash2 size={16} aria-hidden="true" /> Remove table
        </button>
      ) : null}
    </section>
  );
}

export function ElementDetails({
  element,
  canEdit,
  move,
  onKeyDown,
  headingRef,
  onChange,
  onDelete,
}: {
  element: FloorElement;
  /** Where focus goes when an Undo or Redo brings the element back or moves it. */
  headingRef?: Ref<HTMLHeadingElement>;
  canEdit: boolean;
  move: Move;
  onKeyDown: (event: KeyboardEvent) => void;
  onChange: (patch: { name?: string; rotation?: number }) => void;
  onDelete: () => void;
}) {
  const name = element.name || elementLabel(element.elementType);
  return (
    <section className="seating-details" aria-labelledby="seating-details-title" onKeyDown={onKeyDown}>
      <div className="seating-details__head">
        <h2 id="seating-details-title" ref={headingRef} tabIndex={-1}>
          {name}
        </h2>
        <span className="seat-badge">{elementLabel(element.elementType)}</span>
      </div>
      <div className="seating-details__fields">
        <TextField
          label="Name"
          value={name}
          disabled={!canEdit}
          onCommit={(next) => onChange({ name: next })}
        />
        <NumberField
          label="Turn (degrees)"
          value={Math.round(element.rotation)}
          min={0}
          max={359}
          disabled={!canEdit}
          onCommit={(rotation) => onChange({ rotation })}
        />
      </div>
      {canEdit ? <MoveControls name={name} {...move} /> : null}
      {canEdit ? (
        <button type="button" className="btn btn--ghost seating-details__delete" onClick={onDelete}>
          <Trash2 size={16} aria-hidden="true" /> Remove {elementLabel(element.elementType).toLowerCase()}
        </button>
      ) : null}
    </section>
  );
}

export function GuestDetails({
  guest,
  members,
  views,
  canEdit,
  onSeat,
}: {
  guest: Guest;
  members: readonly PartyMember[];
  views: readonly TableView[];
  canEdit: boolean;
  onSeat: (guestId: string, tableId: string) => void;
}) {
  const party = members.filter((m) => m.guestId === guest.id);
  const heads = partyHeads(members)(guest);
  const facts: [string, string][] = [
    ['Party', `${heads} ${heads === 1 ? 'person' : 'people'}`],
    ['RSVP', guest.rsvpStatus || 'Not answered'],
    ['Meal', guest.mealChoice ?? 'Not chosen'],
  ];
  if (guest.dietaryNotes.trim()) facts.push(['Dietary notes', guest.dietaryNotes]);
  if (party.length > 0)
    facts.push([
      'With',
      party.map((m) => (m.rsvpStatus === 'Declined' ? `${m.name} (declined)` : m.name)).join(', '),
    ]);
  return (
    <section className="seating-details" aria-labelledby="seating-details-title">
      <div className="seating-details__head">
        <h2 id="seating-details-title">{guest.name}</h2>
        <span className="seat-badge">No table yet</span>
      </div>
      <dl className="seating-details__facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {canEdit && views.length > 0 ? (
        <p className="seating-details__hint">
          Tap a table on the floor plan to seat them there, or choose one:
        </p>
      ) : null}
      {canEdit && views.length > 0 ? (
        <TablePicker
          views={views}
          heads={heads}
          label={`Seat ${guest.name}'s party at`}
          onChoose={(tableId) => onSeat(guest.id, tableId)}
          onCancel={() => undefined}
        />
      ) : null}
    </section>
  );
}

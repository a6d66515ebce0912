// One moment on the timeline: its time span, a bar as long as it lasts, where and who, overlap
// warnings, and (for editors) edit, delete, drag to reorder (or arrow keys on the handle) and
// "Running late? Shift from here" with +5, +15 or a custom number of minutes.
import type { RunOfShowEntry } from '@confetti/plan';
import { AlertTriangle, Clock, GripVertical, MapPin, Pencil, Trash2, User } from 'lucide-react';
import { type DragEvent, type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { formatDuration, formatSpan } from './format';

export interface TimelineEntryProps {
  entry: RunOfShowEntry;
  /** Titles of the entries this one overlaps. */
  overlapsWith: string[];
  /** The bar's length as a share of the longest entry (0–1). */
  barShare: number;
  isNow: boolean;
  canEdit: boolean;
  dragging: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onShift: (minutes: number) => void;
  onMove: (direction: -1 | 1) => void;
  onDragStart: () => void;
  onDragEnd: () => void;
  onDropHere: () => void;
}

export function TimelineEntry(props: TimelineEntryProps) {
  const { entry, overlapsWith, barShare, isNow, canEdit } = props;
  const [shiftOpen, setShiftOpen] = useState(false);
  const [custom, setCustom] = useState('');
  const [dropTarget, setDropTarget] = useState(false);
  const id = useId();

  function applyCustom(event: FormEvent) {
    event.preventDefault();
    const minutes = Number.parseInt(custom, 10);
    if (!Number.isFinite(minutes) || minutes === 0) return;
    props.onShift(minutes);
    setShiftOpen(false);
    setCustom('');
  }

  function shift(minutes: number) {
    props.onShift(minutes);
    setShiftOpen(false);
  }

  function onHandleKey(event: KeyboardEvent) {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      props.onMove(event.key === 'ArrowUp' ? -1 : 1);
    }
  }

  const dropProps = canEdit
    ? {
        onDragOver: (event: DragEvent) => {
          event.preventDefault();
          setDropTarget(true);
        },
        onDragLeave: () => setDropTarget(false),
        onDrop: (event: DragEvent) => {
          event.preventDefault();
          setDropTarget(false);
          props.onDropHere();
        },
      }
    : {};

  const classes = [
    'ros-entry',
    isNow ? 'ros-entry--now' : '',
    overlapsWith.length > 0 ? 'ros-entry--overlap' : '',
    props.dragging ? 'ros-entry--dragging' : '',
    dropTarget ? 'ros-entry--drop' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <li className={classes} aria-labelledby={`${id}-title`} data-entry={entry.id} {...dropProps}>
      <div className="ros-entry__time">
        <strong>{formatSpan(entry)}</strong>
        {isNow && <span className="badge badge--rose">Now</span>}
      </div>
      <div className="ros-entry__rail" aria-hidden="true">
        <span className="ros-entry__dot" />
      </div>
      <article
        className="ros-entry__card"
        draggable={canEdit}
        onDragStart={(event) => {
          event.dataTransfer.effectAllowed = 'move';
          event.dataTransfer.setData('text/plain', entry.id);
          props.onDragStart();
        }}
        onDragEnd={props.onDragEnd}
      >
        <div className="ros-entry__head">
          {canEdit && (
            <button
              type="button"
              className="ros-icon-button ros-entry__grip ros-no-print"
              aria-label={`Reorder ${entry.title} (drag, or use the arrow keys)`}
              onKeyDown={onHandleKey}
            >
              <GripVertical size={16} aria-hidden="true" />
            </button>
          )}
          <h3 id={`${id}-title`} className="ros-entry__title">
            {entry.title}
          </h3>
          {canEdit && (
            <div className="ros-entry__tools ros-no-print">
              <button
                type="button"
                className="ros-icon-button"
                onClick={props.onEdit}
                aria-label={`Edit ${entry.title}`}
              >
                <Pencil size={16} aria-hidden="true" />
              </button>
              <button
                type="button"
                className="ros-icon-button"
                onClick={props.onDelete}
                aria-label={`Delete ${entry.title}`}
              >
                <Trash2 size={16} aria-hidden="true" />
              </button>
            </div>
          )}
        </div>
        {entry.durationMinutes ? (
          <div className="ros-entry__bar" aria-hidden="true">
            <span style={{ width: `${Math.max(6, Math.round(barShare * 100))}%` }} />
          </div>
        ) : null}
        <ul className="ros-entry__meta">
          {entry.durationMinutes ? (
            <li>
              <Clock size={14} aria-hidden="true" /> {formatDuration(entry.durationMinutes)}
            </li>
          ) : null}
          {entry.location && (
            <li>
              <MapPin size={14} aria-hidden="true" /> {entry.location}
            </li>
          )}
          {entry.responsible && (
            <li>
              <User size={14} aria-hidden="true" /> {entry.responsible}
            </li>
          )}
        </ul>
        {entry.description && <p className="ros-entry__notes">{entry.description}</p>}
        {overlapsWith.length > 0 && (
          <p className="ros-entry__warning">
            <AlertTriangle size={14} aria-hidden="true" /> Overlaps {overlapsWith.join(', ')}
          </p>
        )}
        {canEdit && (
          <div className="ros-shift ros-no-print">
            <button
              type="button"
              className="link-button"
              // Every moment has this button: its name says which one (the words shown come first).
              aria-label={`Running late? Shift from here: ${entry.title}`}
              aria-expanded={shiftOpen}
              aria-controls={`${id}-shift`}
              onClick={() => setShiftOpen((open) => !open)}
            >
              Running late? Shift from here
            </button>
            {shiftOpen && (
              <fieldset id={`${id}-shift`} className="ros-shift__panel">
                <legend className="sr-only">Shift {entry.title} and everything after it</legend>
                <button type="button" className="btn btn--secondary" onClick={() => shift(5)}>
                  +5 min
                </button>
                <button type="button" className="btn btn--secondary" onClick={() => shift(15)}>
                  +15 min
                </button>
                <form method="post" className="ros-shift__custom" onSubmit={applyCustom}>
                  <label htmlFor={`${id}-custom`} className="sr-only">
                    Minutes to shift (negative for earlier)
                  </label>
                  <input
                    id={`${id}-custom`}
                    className="input"
                    type="number"
                    inputMode="numeric"
                    step={1}
                    min={-720}
                    max={720}
                    placeholder="min"
                    value={custom}
                    onChange={(e) => setCustom(e.target.value)}
                  />
                  <button
                    type="submit"
                    className="btn btn--primary"
                    disabled={!custom || Number(custom) === 0}
                  >
                    Shift
                  </button>
                </form>
              </fieldset>
            )}
          </div>
        )}
      </article>
    </li>
  );
}

// The keyboard and touch way to move the selected table or floor element (a mouse drags it): four
// buttons, the arrow keys while the floor plan or the details have focus, and a polite message
// saying where it went. Every move is written like a drop, so partners see it and Undo takes it back.
import { ArrowDown, ArrowLeft, ArrowRight, ArrowUp, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { type Direction, NUDGE } from './seating-model';

const BUTTONS: { direction: Direction; Icon: LucideIcon }[] = [
  { direction: 'up', Icon: ArrowUp },
  { direction: 'left', Icon: ArrowLeft },
  { direction: 'down', Icon: ArrowDown },
  { direction: 'right', Icon: ArrowRight },
];

export function MoveControls({
  name,
  status,
  onMove,
}: {
  /** What moves ("Table 1", "Dance floor"), for the buttons' names. */
  name: string;
  /** Where the last move took it, said politely to screen readers and shown under the hint. */
  status: string;
  onMove: (direction: Direction, distance: number) => void;
}) {
  const hintId = useId();
  return (
    <fieldset className="move-controls" aria-describedby={hintId}>
      {/* A heading too, like the panel's other parts, for those who go by headings. */}
      <legend>
        <h3 className="seating-details__subtitle">Move on the floor</h3>
      </legend>
      <div className="move-controls__body">
        <div className="move-pad">
          {BUTTONS.map(({ direction, Icon }) => (
            <button
              key={direction}
              type="button"
              className={`icon-btn move-pad__${direction}`}
              aria-label={`Move ${name} ${direction}`}
              onClick={(e) => onMove(direction, e.shiftKey ? NUDGE.far : NUDGE.step)}
            >
              <Icon size={18} aria-hidden="true" />
            </button>
          ))}
        </div>
        <div className="move-controls__text">
          <p id={hintId}>
            Or use the arrow keys while the floor plan or these details have focus: one grid square at a time,
            five with Shift. Undo takes a move back.
          </p>
          <p className="move-controls__status" role="status">
            {status}
          </p>
        </div>
      </div>
    </fieldset>
  );
}

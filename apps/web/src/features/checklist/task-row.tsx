// One checklist task: tick it off, open its description and notes, move its due date, delete it.
// Viewers see the same row without the controls.
import type { ChecklistTask, TimelineTaskStatus } from '@confetti/plan';
import { isOverdue, isUrgent, mergeText } from '@confetti/plan';
import { EARLIEST_DATE, LATEST_DATE } from '@confetti/plan/entities/fields';
import { ChevronDown, StickyNote, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { replacedMessage } from '../../lib/replaced-fields';
import { formatDueDate, isPlausibleDueDate, relativeDueText } from './due-date';
import { StatusBadge } from './status-badge';
import type { TaskActions } from './task-actions';
import './task-list.css';

interface TaskRowProps {
  task: ChecklistTask;
  now: Date;
  actions: TaskActions;
  highlighted: boolean;
  /** Timeline view: the task's category and its timeline status are shown on the row. */
  timeline?: { status: TimelineTaskStatus } | undefined;
}

export function TaskRow({ task, now, actions, highlighted, timeline }: TaskRowProps) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const overdue = isOverdue(task, now);
  const urgent = !overdue && isUrgent(task, now);
  const classes = [
    'task',
    task.completed && 'task--done',
    overdue && 'task--overdue',
    highlighted && 'task--highlighted',
  ].filter(Boolean);

  return (
    <li className={classes.join(' ')} data-task-id={task.id} aria-current={highlighted ? 'true' : undefined}>
      <input
        type="checkbox"
        className="task__check"
        checked={task.completed}
        disabled={!actions.canEdit}
        aria-label={task.text}
        onChange={(event) => actions.setCompleted(task.id, event.currentTarget.checked)}
      />
      <div className="task__main">
        <button
          type="button"
          className="task__title"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((value) => !value)}
        >
          <span className="task__text">{task.text}</span>
          <ChevronDown className="task__chevron" size={16} aria-hidden="true" />
        </button>
        <div className="task__meta">
          {timeline && <StatusBadge status={timeline.status} />}
          {timeline && <span className="task__category">{task.category}</span>}
          {task.priority === 'high' && !task.completed && (
            <span className="task__priority">High priority</span>
          )}
          {task.source === 'user' && <span className="task__own">Your task</span>}
          {task.notes.trim() !== '' && !open && (
            <span className="task__has-notes">
              <StickyNote size={13} aria-hidden="true" /> Notes
            </span>
          )}
        </div>
        {open && (
          <div className="task__details" id={detailsId}>
            {task.description.trim() !== '' ? (
              <p className="task__description">{task.description}</p>
            ) : (
              <p className="task__description task__description--empty">No description for this task.</p>
            )}
            <TaskNotes task={task} actions={actions} />
          </div>
        )}
      </div>
      <div className="task__side">
        <TaskDueDate task={task} actions={actions} />
        {task.dueDate !== null && !task.completed && (overdue || urgent) && (
          <span className={`task__due-hint ${overdue ? 'task__due-hint--overdue' : ''}`}>
            {relativeDueText(task.dueDate, now)}
          </span>
        )}
      </div>
      {actions.canEdit && (
        <button
          type="button"
          className="task__delete"
          aria-label={`Delete task: ${task.text}`}
          title="Delete task"
          onClick={() => void actions.remove(task.id)}
        >
          <Trash2 size={17} aria-hidden="true" />
        </button>
      )}
    </li>
  );
}

/**
 * Saves when the person is done with the field (leaving it, Enter, or the row going away), not per
 * keystroke: a saved date can move the row in the list, which would take the field from under them.
 */
function useCommitOnLeave(commit: () => void) {
  const latest = useRef(commit);
  latest.current = commit;
  useEffect(() => () => latest.current(), []);
}

/** Keys that change a date field's parts: digits, stepping a part up or down, erasing it. */
const DATE_TYPING_KEYS = /^([0-9]|ArrowUp|ArrowDown|Backspace|Delete)$/;

function TaskDueDate({ task, actions }: { task: ChecklistTask; actions: TaskActions }) {
  const saved = task.dueDate ?? '';
  const [draft, setDraft] = useState(saved);
  // The date when this person began changing it, or null while they are not: a change from elsewhere
  // (a partner, a new wedding date) replaces what is shown, but not a date being typed.
  const changedFrom = useRef<string | null>(null);
  useEffect(() => {
    if (changedFrom.current === null) setDraft(saved);
  }, [saved]);

  function commit() {
    const from = changedFrom.current;
    changedFrom.current = null;
    // Nothing changed here (or only part of a date typed, then left): the field shows what is saved.
    if (draft === (from ?? saved)) {
      if (draft !== saved) setDraft(saved);
      return;
    }
    if (draft === saved) return;
    if (draft !== '' && !isPlausibleDueDate(draft)) {
      setDraft(saved);
      return;
    }
    // Someone else set it while this person was typing theirs: theirs is saved, and they are told.
    if (from !== null && saved !== from) {
      actions.tell(
        replacedMessage(`The due date of “${task.text}”`, saved === '' ? '' : formatDueDate(saved)),
      );
    }
    actions.setDueDate(task.id, draft === '' ? null : draft);
  }
  useCommitOnLeave(commit);

  if (!actions.canEdit) {
    return (
      <span className="task__date-readonly">
        {task.dueDate ? formatDueDate(task.dueDate) : 'No due date'}
      </span>
    );
  }
  return (
    <input
      type="date"
      min={EARLIEST_DATE}
      max={LATEST_DATE}
      className="task__date"
      value={draft}
      aria-label={`Due date for ${task.text}`}
      onChange={(event) => {
        if (changedFrom.current === null) changedFrom.current = saved;
        setDraft(event.currentTarget.value);
      }}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          commit();
          return;
        }
        // A date typed part by part reports nothing until it is whole: its first key already makes
        // the field this person's draft, which a partner's change then does not replace.
        if (changedFrom.current === null && DATE_TYPING_KEYS.test(event.key)) changedFrom.current = saved;
      }}
    />
  );
}

function TaskNotes({ task, actions }: { task: ChecklistTask; actions: TaskActions }) {
  const id = useId();
  const [draft, setDraft] = useState(task.notes);
  const [editing, setEditing] = useState(false);
  // The notes when typing began: a partner's change meanwhile is merged in on saving (mergeText),
  // or, where both changed the same words, this one is saved.
  const typedFrom = useRef(task.notes);
  // While someone types, their draft wins; otherwise the notes follow the plan.
  useEffect(() => {
    if (!editing) setDraft(task.notes);
  }, [task.notes, editing]);
  const save = () => {
    const base = typedFrom.current;
    const merged = mergeText(base, draft, task.notes);
    if (merged === null) actions.tell(replacedMessage(`The notes of “${task.text}”`, task.notes));
    const notes = merged ?? draft;
    if (notes !== task.notes) actions.updateFields(task.id, { notes });
  };
  useCommitOnLeave(() => {
    if (editing) save();
  });

  if (!actions.canEdit) {
    return task.notes.trim() === '' ? null : (
      <div className="task__notes">
        <span className="task__notes-label">Notes</span>
        <p className="task__notes-text">{task.notes}</p>
      </div>
    );
  }
  return (
    <div className="task__notes">
      <label className="task__notes-label" htmlFor={id}>
        Notes
      </label>
      <textarea
        id={id}
        className="input task__notes-input"
        rows={2}
        value={draft}
        placeholder="Add a note: who to call, what you decided…"
        onFocus={() => {
          typedFrom.current = task.notes;
          setEditing(true);
        }}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onBlur={() => {
          setEditing(false);
          save();
        }}
      />
    </div>
  );
}

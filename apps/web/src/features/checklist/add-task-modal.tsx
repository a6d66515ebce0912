// The Add Custom Task modal (spec §2, §3): text, description, category (Custom by default),
// priority (medium by default) and an optional due date, in the planner's shared dialog frame.
// Render it only while open: each opening starts from an empty form.
import { CHECKLIST_CATEGORIES, CUSTOM_TASK_CATEGORY } from '@confetti/catalog';
import { type ChecklistTask, CUSTOM_TASK_DEFAULTS, type TaskPriority } from '@confetti/plan';
import { EARLIEST_DATE, LATEST_DATE } from '@confetti/plan/entities/fields';
import { isCalendarDate, localDateString } from '@confetti/plan/rules/dates';
import { type FormEvent, useId, useRef, useState } from 'react';
import { ErrorNotice } from '../../lib/error-notice';
import { LengthHint } from '../../lib/length-hint';
import { Dialog } from '../planner/dialog';
import type { TaskActions } from './task-actions';
import './add-task-modal.css';

const PRIORITIES: readonly { value: TaskPriority; label: string }[] = [
  { value: 'high', label: 'High' },
  { value: 'medium', label: 'Medium' },
  { value: 'low', label: 'Low' },
];

interface AddTaskModalProps {
  actions: TaskActions;
  onClose: () => void;
  onAdded: (task: ChecklistTask) => void;
}

const EMPTY = {
  text: '',
  description: '',
  category: CUSTOM_TASK_CATEGORY as string,
  priority: CUSTOM_TASK_DEFAULTS.priority as TaskPriority,
  dueDate: '',
};

export function AddTaskModal({ actions, onClose, onAdded }: AddTaskModalProps) {
  const textInput = useRef<HTMLInputElement>(null);
  const [form, setForm] = useState(EMPTY);
  const duePassed = isCalendarDate(form.dueDate) && form.dueDate < localDateString(new Date());
  const [error, setError] = useState<string | null>(null);
  const ids = {
    form: useId(),
    text: useId(),
    description: useId(),
    category: useId(),
    priority: useId(),
    due: useId(),
  };

  const set = <K extends keyof typeof EMPTY>(key: K, value: (typeof EMPTY)[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const blank = form.text.trim() === '';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (blank) return;
    // A failure is said here, in the open modal, rather than on the page behind it.
    const added = actions.add(
      {
        text: form.text,
        description: form.description,
        category: form.category,
        priority: form.priority,
        dueDate: form.dueDate === '' ? null : form.dueDate,
      },
      setError,
    );
    if (!added) return;
    onClose();
    onAdded(added);
  }

  return (
    <Dialog
      title="Add Custom Task"
      description="Only the task is needed; it goes under Custom unless you pick a category."
      onClose={onClose}
      initialFocusRef={textInput}
      footer={
        <>
          {error ? <ErrorNotice>{error}</ErrorNotice> : null}
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form={ids.form} className="btn btn--primary" disabled={blank}>
            Add Task
          </button>
        </>
      }
    >
      <form method="post" id={ids.form} className="task-form" onSubmit={submit}>
        <div className="field">
          <label className="field__label" htmlFor={ids.text}>
            Task
          </label>
          <input
            ref={textInput}
            id={ids.text}
            className="input"
            value={form.text}
            maxLength={500}
            placeholder="e.g. Book a hotel block for guests"
            onChange={(event) => set('text', event.currentTarget.value)}
            aria-required="true"
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={ids.description}>
            Description <span className="field__optional">(optional)</span>
          </label>
          <textarea
            id={ids.description}
            className="input task-form__textarea"
            rows={3}
            value={form.description}
            maxLength={2000}
            aria-describedby={`${ids.description}-length`}
            onChange={(event) => set('description', event.currentTarget.value)}
          />
          <LengthHint id={`${ids.description}-length`} value={form.description} max={2000} />
        </div>
        <div className="task-form__row">
          <div className="field">
            <label className="field__label" htmlFor={ids.category}>
              Category
            </label>
            <select
              id={ids.category}
              className="input"
              value={form.category}
              onChange={(event) => set('category', event.currentTarget.value)}
            >
              <option value={CUSTOM_TASK_CATEGORY}>{CUSTOM_TASK_CATEGORY}</option>
              {CHECKLIST_CATEGORIES.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label className="field__label" htmlFor={ids.priority}>
              Priority
            </label>
            <select
              id={ids.priority}
              className="input"
              value={form.priority}
              onChange={(event) => set('priority', event.currentTarget.value as TaskPriority)}
            >
              {PRIORITIES.map(({ value, label }) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={ids.due}>
            Due date <span className="field__optional">(optional)</span>
          </label>
          <input
            id={ids.due}
            type="date"
            min={EARLIEST_DATE}
            max={LATEST_DATE}
            className="input"
            value={form.dueDate}
            onChange={(event) => set('dueDate', event.currentTarget.value)}
            aria-describedby={duePassed ? `${ids.due}-passed` : undefined}
          />
          {/* Kept (it may be done already, or a reminder), with a word in case it is a typo. */}
          {duePassed ? (
            <span className="field__hint" id={`${ids.due}-passed`}>
              This date has passed: the task will show as overdue.
            </span>
          ) : null}
        </div>
      </form>
    </Dialog>
  );
}

// The Add Custom Task modal (spec §2, §3): text, description, category (Custom by default),
// priority (medium by default) and an optional due date. A native <dialog>: focus is kept inside
// and Escape closes it.
import { CHECKLIST_CATEGORIES, CUSTOM_TASK_CATEGORY } from '@confetti/catalog';
import { type ChecklistTask, CUSTOM_TASK_DEFAULTS, type TaskPriority } from '@confetti/plan';
import { EARLIEST_DATE, LATEST_DATE } from '@confetti/plan/entities/fields';
import { X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { keepTabInside } from '../planner/dialog';
import type { TaskActions } from './task-actions';
import './add-task-modal.css';
import { LengthHint } from '../../lib/length-hint';

const PRIORITIES: readonly { value: TaskPriority; label: string }[] = [
  { value: 'high', label: 'High' },
  { value: 'medium', label: 'Medium' },
  { value: 'low', label: 'Low' },
];

interface AddTaskModalProps {
  open: boolean;
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

export function AddTaskModal({ open, actions, onClose, onAdded }: AddTaskModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const textInput = useRef<HTMLInputElement>(null);
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const ids = {
    title: useId(),
    text: useId(),
    description: useId(),
    category: useId(),
    priority: useId(),
    due: useId(),
  };

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      setForm(EMPTY);
      setError(null);
      element.showModal();
      textInput.current?.focus();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

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
    <dialog
      ref={dialog}
      className="task-modal"
      aria-labelledby={ids.title}
      onClose={onClose}
      onKeyDown={(event) => keepTabInside(event, event.currentTarget)}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside the panel) closes it.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <form method="post" className="task-modal__panel" onSubmit={submit}>
        <header className="task-modal__head">
          <h2 id={ids.title}>Add Custom Task</h2>
          <button type="button" className="task-modal__close" aria-label="Close" onClick={onClose}>
            <X size={20} aria-hidden="true" />
          </button>
        </header>
        {error && (
          <p className="notice notice--error" role="alert">
            {error}
          </p>
        )}
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
            className="input task-modal__textarea"
            rows={3}
            value={form.description}
            maxLength={2000}
            aria-describedby={`${ids.description}-length`}
            onChange={(event) => set('description', event.currentTarget.value)}
          />
          <LengthHint id={`${ids.description}-length`} value={form.description} max={2000} />
        </div>
        <div className="task-modal__row">
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
          />
        </div>
        <footer className="task-modal__foot">
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn--primary" disabled={blank}>
            Add Task
          </button>
        </footer>
      </form>
    </dialog>
  );
}

// Adding a task straight into a category: Enter submits, Escape cancels, Add is disabled while the
// text is blank. The form stays open after an add, for jotting down several tasks in a row.
import { Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { useFocusAfterRender } from '../../lib/use-focus-after-render';
import type { TaskActions } from './task-actions';

export function InlineAddForm({ category, actions }: { category: string; actions: TaskActions }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  // The field stays focused and empties after an add; the new row appears above it out of the
  // screen reader's way, so the add is said here.
  const [added, setAdded] = useState('');
  const opener = useRef<HTMLButtonElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const blank = text.trim() === '';

  function close() {
    setOpen(false);
    setText('');
    setAdded('');
    // Back to the button that opened the form, so keyboard users keep their place.
    focusAfterRender(() => opener.current);
  }

  if (!open) {
    return (
      <button ref={opener} type="button" className="inline-add__open" onClick={() => setOpen(true)}>
        <Plus size={16} aria-hidden="true" /> Add a task
        {/* Every category has one: its name says which. */}
        <span className="sr-only"> to {category}</span>
      </button>
    );
  }
  return (
    <form
      method="post"
      className="inline-add"
      onSubmit={(event) => {
        event.preventDefault();
        if (blank) return;
        const task = actions.add({ text, category });
        if (task) {
          setText('');
          setAdded(`Added “${task.text}”.`);
        }
      }}
    >
      <input
        className="input inline-add__input"
        // biome-ignore lint/a11y/noAutofocus: the person just asked for this field
        autoFocus
        value={text}
        aria-label={`New task in ${category}`}
        placeholder="What needs doing?"
        maxLength={500}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            close();
          }
        }}
      />
      <p className="sr-only" role="status">
        {added}
      </p>
      <div className="inline-add__buttons">
        <button type="submit" className="btn btn--primary inline-add__submit" disabled={blank}>
          Add
        </button>
        <button type="button" className="btn btn--ghost" onClick={close}>
          Cancel
        </button>
      </div>
    </form>
  );
}

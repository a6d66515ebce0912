// Fields edited in place in the guest table: they look like text until focused, save on blur or
// Enter, and Escape puts the saved value back. A change from a partner shows as soon as it syncs
// (the field is keyed by the saved value) unless this field is being typed in; then saving a note
// merges the two (mergeText), and otherwise (a single value, or the same words) saves this one and
// says what it replaced.
import { mergeText } from '@confetti/plan';
import { type FocusEvent, type KeyboardEvent, useRef, useState } from 'react';
import { replacedMessage } from '../../lib/replaced-fields';

interface InlineProps {
  label: string;
  id?: string;
  value: string;
  onCommit: (value: string) => void;
  onFocus?: () => void;
  onBlur?: () => void;
  placeholder?: string;
  className?: string;
  list?: string;
  disabled?: boolean;
  type?: 'text' | 'email' | 'tel';
  /** The most characters the field takes (a name's limit). */
  maxLength?: number;
  /** A reason the value cannot be saved, or null: the draft stays in the field, marked invalid. */
  validate?: (value: string) => string | null;
  onInvalid?: (reason: string) => void;
  /** A free text (notes): someone else's change in other words is merged in rather than replaced. */
  freeText?: boolean;
  /**
   * Someone else saved this field while it was typed in, and the two could not be merged: this
   * one is saved, and the message (naming the field by its label) says what it replaced.
   */
  onReplaced?: (message: string) => void;
  /**
   * The label ends with this field's own value (“Name of Ada Lovelace”): the replaced message then
   * names the thing as it was when typing began, not by the name that replaced it.
   */
  namedByValue?: boolean;
}

export function InlineText({
  label,
  id,
  value,
  onCommit,
  onFocus,
  onBlur,
  placeholder,
  className,
  list,
  disabled,
  type = 'text',
  maxLength,
  validate,
  onInvalid,
  onReplaced,
  namedByValue = false,
  freeText = false,
}: InlineProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  // The saved value when typing began: what both this draft and anyone else's change started from.
  const typedFrom = useRef<string | null>(null);
  const commit = (event: FocusEvent<HTMLInputElement>) => {
    let next = event.currentTarget.value;
    const base = typedFrom.current ?? value;
    onBlur?.();
    if (base !== value && next !== base && next !== value) {
      const merged = freeText ? mergeText(base, next, value) : null;
      const said =
        namedByValue && label.endsWith(value) ? label.slice(0, label.length - value.length) + base : label;
      if (merged === null) onReplaced?.(replacedMessage(said, value));
      else next = merged;
    }
    if (next.trim() === value.trim()) {
      setDraft(null);
      typedFrom.current = null;
      setInvalid(false);
      return;
    }
    const problem = validate?.(next) ?? null;
    setInvalid(problem !== null);
    if (problem !== null) {
      onInvalid?.(problem);
      return;
    }
    setDraft(null);
    typedFrom.current = null;
    onCommit(next);
  };
  const keys = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') event.currentTarget.blur();
    if (event.key === 'Escape') {
      setDraft(value);
      typedFrom.current = null;
      setInvalid(false);
      event.currentTarget.value = value;
      event.currentTarget.blur();
    }
  };
  return (
    <input
      className={`guest-inline ${className ?? ''}`}
      id={id}
      type={type}
      aria-label={label}
      aria-invalid={invalid || undefined}
      value={draft ?? value}
      title={value || undefined}
      // A name in Arabic or Hebrew reads from its own start (cut at its end, not its beginning).
      dir="auto"
      placeholder={placeholder}
      list={list}
      maxLength={maxLength}
      disabled={disabled}
      onChange={(event) => {
        typedFrom.current ??= value;
        setDraft(event.currentTarget.value);
      }}
      onFocus={onFocus}
      onBlur={commit}
      onKeyDown={keys}
    />
  );
}

/**
 * A whole number from `min` to `max`. Outside that range (or not a whole number) the draft stays in
 * the field, marked invalid, and `onInvalid` says why; Escape puts the saved value back.
 */
export function InlineNumber({
  label,
  value,
  min,
  max,
  invalidMessage,
  onCommit,
  onInvalid,
  onFocus,
  onBlur,
  disabled,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  /** What is wrong with a value outside min..max. */
  invalidMessage: string;
  onCommit: (value: number) => void;
  onInvalid?: (reason: string) => void;
  onFocus?: () => void;
  onBlur?: () => void;
  disabled?: boolean;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  return (
    <input
      className="guest-inline guest-inline--number"
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      step={1}
      aria-label={label}
      aria-invalid={invalid || undefined}
      disabled={disabled}
      value={draft ?? String(value)}
      onChange={(event) => setDraft(event.currentTarget.value)}
      onFocus={onFocus}
      onBlur={(event) => {
        const text = event.currentTarget.value.trim();
        const next = Number(text);
        onBlur?.();
        if (text !== '' && next === value) {
          setDraft(null);
          setInvalid(false);
          return;
        }
        if (text === '' || !Number.isInteger(next) || next < min || next > max) {
          setInvalid(true);
          onInvalid?.(invalidMessage);
          return;
        }
        setDraft(null);
        setInvalid(false);
        onCommit(next);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.currentTarget.blur();
        if (event.key === 'Escape') {
          setDraft(null);
          setInvalid(false);
          event.currentTarget.value = String(value);
          event.currentTarget.blur();
        }
      }}
    />
  );
}

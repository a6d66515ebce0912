// The inline form that adds a moment to the day or edits one in place: time, title, duration, where,
// who is responsible (a person or a tracked vendor) and notes. Enter saves, Escape cancels; Save is
// disabled while the title is blank.
import type { RunOfShowEntry, Vendor } from '@confetti/plan';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { LengthHint } from '../../lib/length-hint';

export interface EntryFormValues {
  time: string;
  title: string;
  durationMinutes: number | null;
  location: string | null;
  responsible: string | null;
  vendorId: string | null;
  description: string;
}

/** A moment as the form shows it (a new one at `defaultTime`): what it opens with. */
export function entryFormValues(entry: RunOfShowEntry | null, defaultTime: string): EntryFormValues {
  return {
    time: entry?.time ?? defaultTime,
    title: entry?.title ?? '',
    durationMinutes: entry?.durationMinutes ?? null,
    location: entry?.location ?? null,
    responsible: entry?.responsible ?? null,
    vendorId: entry?.vendorId ?? null,
    description: entry?.description ?? '',
  };
}

/** The form's fields as a sentence names them. */
export const ENTRY_FIELD_NAMES: Record<keyof EntryFormValues, string> = {
  time: 'time',
  title: 'title',
  durationMinutes: 'minutes',
  location: 'place',
  responsible: 'person responsible',
  vendorId: 'vendor',
  description: 'notes',
};

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

export function EntryForm({
  entry,
  defaultTime,
  vendors,
  onSave,
  onCancel,
}: {
  entry: RunOfShowEntry | null;
  defaultTime: string;
  vendors: Vendor[];
  /** What was typed, and what the form opened with (to save only what changed). */
  onSave: (values: EntryFormValues, opened: EntryFormValues) => void;
  onCancel: () => void;
}) {
  const [opened] = useState(() => entryFormValues(entry, defaultTime));
  const [values, setValues] = useState(opened);
  const id = useId();
  const set = <K extends keyof EntryFormValues>(key: K, value: EntryFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  // Minutes stay as typed ("-", a half-written number) and are read on saving.
  const [minutesText, setMinutesText] = useState(() =>
    entry?.durationMinutes == null ? '' : String(entry.durationMinutes),
  );
  const minutes = minutesFrom(minutesText);
  const valid = values.title.trim() !== '' && /^\d\d:\d\d$/.test(values.time) && minutes !== undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (valid)
      onSave(
        {
          ...values,
          durationMinutes: minutes,
          title: values.title.trim(),
          description: values.description.trim(),
        },
        opened,
      );
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCancel();
    }
  }

  function chooseVendor(vendorId: string) {
    const vendor = vendors.find((v) => v.id === vendorId);
    setValues((v) => ({
      ...v,
      vendorId: vendor?.id ?? null,
      // Picking a vendor names them as responsible, unless someone is already named.
      responsible: v.responsible ?? vendor?.name ?? null,
    }));
  }

  const label = entry ? `Edit ${entry.title}` : 'Add a moment';
  return (
    <form method="post" className="ros-form" onSubmit={submit} onKeyDown={onKeyDown} aria-label={label}>
      <div className="ros-form__grid">
        <label className="field ros-form__time" htmlFor={`${id}-time`}>
          <span className="field__label">Time</span>
          <input
            id={`${id}-time`}
            className="input"
            type="time"
            required
            value={values.time}
            onChange={(e) => set('time', e.target.value)}
          />
        </label>
        <label className="field ros-form__title" htmlFor={`${id}-title`}>
          <span className="field__label">Title</span>
          <input
            id={`${id}-title`}
            className="input"
            // biome-ignore lint/a11y/noAutofocus: the form opens because the person asked to type in it
            autoFocus
            maxLength={200}
            placeholder="e.g. Cake cutting"
            value={values.title}
            onChange={(e) => set('title', e.target.value)}
          />
        </label>
        <label className="field ros-form__duration" htmlFor={`${id}-duration`}>
          <span className="field__label">Minutes</span>
          <input
            id={`${id}-duration`}
            className="input"
            type="number"
            inputMode="numeric"
            min={1}
            max={1440}
            step={1}
            placeholder="30"
            value={minutesText}
            aria-invalid={minutes === undefined}
            aria-describedby={minutes === undefined ? `${id}-duration-error` : undefined}
            onChange={(e) => setMinutesText(e.target.value)}
          />
          {minutes === undefined && (
            <span className="field__error" id={`${id}-duration-error`}>
              A whole number from 1 to 1440, or blank.
            </span>
          )}
        </label>
        <label className="field ros-form__place" htmlFor={`${id}-location`}>
          <span className="field__label">Where</span>
          <input
            id={`${id}-location`}
            className="input"
            maxLength={200}
            placeholder="e.g. Rose garden"
            value={values.location ?? ''}
            onChange={(e) => set('location', orNull(e.target.value) === null ? null : e.target.value)}
          />
        </label>
        <label className="field ros-form__place" htmlFor={`${id}-responsible`}>
          <span className="field__label">Who is responsible</span>
          <input
            id={`${id}-responsible`}
            className="input"
            maxLength={200}
            list={`${id}-people`}
            placeholder="A person or vendor"
            value={values.responsible ?? ''}
            onChange={(e) => set('responsible', orNull(e.target.value) === null ? null : e.target.value)}
          />
          <datalist id={`${id}-people`}>
            {vendors.map((v) => (
              <option key={v.id} value={v.name} />
            ))}
          </datalist>
        </label>
        <label className="field ros-form__place" htmlFor={`${id}-vendor`}>
          <span className="field__label">Tracked vendor</span>
          <select
            id={`${id}-vendor`}
            className="input"
            value={values.vendorId ?? ''}
            onChange={(e) => chooseVendor(e.target.value)}
          >
            <option value="">None</option>
            {vendors.map((v) => (
              <option key={v.id} value={v.id}>
                {v.name}
              </option>
            ))}
          </select>
        </label>
        <label className="field ros-form__notes" htmlFor={`${id}-notes`}>
          <span className="field__label">Notes</span>
          <input
            id={`${id}-notes`}
            className="input"
            maxLength={2000}
            aria-describedby={`${id}-notes-length`}
            placeholder="Cues, set-up, who to call"
            value={values.description}
            onChange={(e) => set('description', e.target.value)}
          />
          <LengthHint id={`${id}-notes-length`} value={values.description} max={2000} />
        </label>
      </div>
      <div className="ros-form__actions">
        <button type="button" className="btn btn--ghost" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="btn btn--primary" disabled={!valid}>
          {entry ? 'Save' : 'Add to the day'}
        </button>
      </div>
    </form>
  );
}

export function trimmedValues(values: EntryFormValues): EntryFormValues {
  return {
    ...values,
    location: values.location?.trim() || null,
    responsible: values.responsible?.trim() || null,
  };
}

/** A moment's length from what is typed: null when blank, undefined when it is not 1 to 1440 whole minutes. */
function minutesFrom(text: string): number | null | undefined {
  if (text.trim() === '') return null;
  const minutes = Number(text);
  return Number.isInteger(minutes) && minutes >= 1 && minutes <= 1440 ? minutes : undefined;
}

// The Wedding Details modal (spec §2, §4, §5, §8): partner names, couple photo, date, budget, guest
// count, style and location. Save writes the touched fields to the plan document in one transaction;
// a partner's change flows into every field this person has not touched while it is open. Viewers
// see it read-only.
import { updateWeddingInfo } from '@confetti/plan/doc/wedding-info';
import { EARLIEST_DATE, LATEST_DATE } from '@confetti/plan/entities/fields';
import { WEDDING_STYLES } from '@confetti/plan/entities/wedding-info';
import { localDateString } from '@confetti/plan/rules/dates';
import { CircleAlert, LoaderCircle } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { ErrorNotice } from '../../lib/error-notice';
import { useSession } from '../../lib/session';
import { useCanEdit, usePlan, useWeddingInfo } from '../../plan';
import { Dialog } from '../planner/dialog';
import {
  dataUrlToFile,
  isDataUrl,
  PHOTO_GENERIC_MESSAGE,
  photoProblem,
  photoUploadErrorMessage,
  removeStoredPhoto,
  uploadCouplePhoto,
} from './couple-photo';
import { CouplePhotoField } from './couple-photo-field';
import {
  type DetailsErrors,
  type DetailsField,
  formatBudgetInput,
  listInWords,
  mergeRemoteValues,
  missingDetails,
  parseBudgetInput,
  patchFromValues,
  valuesFromInfo,
  valuesNeedWeddingDetails,
} from './form-model';
import { saveErrorMessage } from './save-error';
import './wedding-details.css';

/** The server's limits for these fields (collab-server routes/wedding-info.ts). */
const NAME_MAX_LENGTH = 100;
const LOCATION_MAX_LENGTH = 200;

export function WeddingDetailsModal({ onClose }: { onClose: () => void }) {
  const { doc, role } = usePlan();
  const canEdit = useCanEdit();
  const info = useWeddingInfo();
  const { user } = useSession();
  // A couple whose plan has no names yet starts with the first name they signed up with as the first
  // partner's (a planner's or a viewer's is not one of the couple's). Saved with the rest, if kept.
  const signedUpName =
    canEdit && (role === 'owner' || role === 'partner') && !info.partner1Name && !info.partner2Name
      ? (user?.display_name?.trim().split(/\s+/)[0] ?? '')
      : '';
  const [values, setValues] = useState(() => ({
    ...valuesFromInfo(info),
    ...(signedUpName ? { partner1Name: signedUpName } : {}),
  }));
  const [dirty, setDirty] = useState<ReadonlySet<DetailsField>>(
    () => new Set<DetailsField>(signedUpName ? ['partner1Name'] : []),
  );
  const [errors, setErrors] = useState<DetailsErrors>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  /** After a save that left the plan without a budget or a style: what is still missing. */
  const [stillMissing, setStillMissing] = useState<{ saved: boolean; fields: string[] } | null>(null);
  const [saving, setSaving] = useState(false);
  const [photoBusy, setPhotoBusy] = useState(false);
  const [photoError, setPhotoError] = useState<string | null>(null);
  /** Photos uploaded while the modal is open: the unused ones are removed on close. */
  const uploaded = useRef<string[]>([]);
  /** Closed (or unmounted) while an upload was still running: that upload is removed when it lands. */
  const closed = useRef(false);
  useEffect(() => {
    closed.current = false;
    return () => {
      closed.current = true;
    };
  }, []);
  const formId = useId();
  const ids = {
    partner1Name: useId(),
    partner2Name: useId(),
    weddingDate: useId(),
    plannedBudget: useId(),
    guestCount: useId(),
    weddingStyle: useId(),
    location: useId(),
  };

  // A partner's live edit lands in every field this person has not touched.
  useEffect(() => {
    setValues((current) => mergeRemoteValues(current, dirty, valuesFromInfo(info)));
  }, [info, dirty]);

  const setField = (field: DetailsField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setDirty((current) => (current.has(field) ? current : new Set(current).add(field)));
    setErrors((current) => {
      if (!current[field]) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
  };

  const discardUnsavedUploads = (keep: string | null) => {
    for (const url of uploaded.current) if (url !== keep) void removeStoredPhoto(url);
    uploaded.current = [];
  };

  const cancel = () => {
    if (saving) return;
    closed.current = true;
    discardUnsavedUploads(null);
    onClose();
  };

  const pickPhoto = async (file: File) => {
    setPhotoError(null);
    const problem = photoProblem(file);
    if (problem) {
      setPhotoError(problem);
      return;
    }
    setPhotoBusy(true);
    try {
      const photo = await uploadCouplePhoto(file, file.name);
      if (closed.current) {
        void removeStoredPhoto(photo.url);
        return;
      }
      uploaded.current.push(photo.url);
      setField('couplePhotoUrl', photo.url);
    } catch (error) {
      setPhotoError(photoUploadErrorMessage(error));
    } finally {
      setPhotoBusy(false);
    }
  };

  /** Spec §4: an old embedded photo (data URL) is uploaded as a file when the details are saved. */
  const uploadEmbeddedPhoto = async (dataUrl: string): Promise<string> => {
    const file = dataUrlToFile(dataUrl);
    if (!file) throw new Error(PHOTO_GENERIC_MESSAGE);
    const problem = photoProblem(file);
    if (problem) throw new Error(problem);
    try {
      const photo = await uploadCouplePhoto(file, file.name);
      uploaded.current.push(photo.url);
      return photo.url;
    } catch (error) {
      throw new Error(photoUploadErrorMessage(error));
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canEdit || saving || photoBusy) return;
    setSaveError(null);
    const result = patchFromValues(values, dirty);
    if (!result.ok) {
      setErrors(result.errors);
      const first = Object.keys(result.errors)[0] as keyof typeof ids | undefined;
      if (first) {
        // After React has shown the messages: the field and its message, clear of the sticky footer.
        requestAnimationFrame(() => {
          const input = document.getElementById(ids[first]);
          input?.focus({ preventScroll: true });
          input?.parentElement?.scrollIntoView({ block: 'center' });
        });
      }
      return;
    }
    const patch = { ...result.patch };
    // A field changed back to what the plan has (a name typed, then cleared) writes nothing.
    for (const [field, value] of Object.entries(patch)) {
      if (info[field as keyof typeof info] === value) delete patch[field as keyof typeof patch];
    }
    const previousPhoto = info.couplePhotoUrl;
    const photo = patch.couplePhotoUrl !== undefined ? patch.couplePhotoUrl : previousPhoto;
    setSaving(true);
    try {
      if (photo && isDataUrl(photo)) patch.couplePhotoUrl = await uploadEmbeddedPhoto(photo);
      if (Object.keys(patch).length > 0) updateWeddingInfo(doc, patch);
    } catch (error) {
      setSaveError(saveErrorMessage(error));
      setSaving(false);
      return;
    }
    const savedPhoto = patch.couplePhotoUrl !== undefined ? patch.couplePhotoUrl : previousPhoto;
    discardUnsavedUploads(savedPhoto);
    if (previousPhoto && previousPhoto !== savedPhoto) void removeStoredPhoto(previousPhoto);
    setSaving(false);
    // Spec §2 reopens the details while the plan has neither a budget nor a style: rather than close
    // on a save that leaves it so, keep it open and say what is missing ("Later" closes it).
    if (valuesNeedWeddingDetails(values)) {
      setDirty(new Set());
      setStillMissing({ saved: Object.keys(patch).length > 0, fields: missingDetails(values) });
      document.getElementById(ids.plannedBudget)?.focus();
      return;
    }
    onClose();
  };

  const busy = saving || photoBusy;

  return (
    <Dialog
      title="Wedding Details"
      description={
        canEdit
          ? 'The essentials of your day. Everyone on your plan sees changes as soon as you save.'
          : 'You can view these details. Only the couple and their planner can change them.'
      }
      onClose={cancel}
      size="lg"
      closeOnBackdrop={dirty.size === 0}
      className="details-dialog"
      footer={
        <>
          {saveError ? <ErrorNotice>{saveError}</ErrorNotice> : null}
          {stillMissing && !saveError ? (
            <p className="notice notice--missing" role="status">
              <CircleAlert size={18} aria-hidden="true" />
              <span>
                {stillMissing.saved ? 'Saved. ' : 'Nothing to save yet. '}
                Add a planned budget or a wedding style to get your plan started. Still missing:{' '}
                {listInWords(stillMissing.fields)}.
              </span>
            </p>
          ) : null}
          {canEdit ? (
            <>
              <button type="button" className="btn btn--secondary" onClick={cancel} disabled={saving}>
                {stillMissing ? 'Later' : 'Cancel'}
              </button>
              <button type="submit" form={formId} className="btn btn--primary" disabled={busy}>
                {saving ? <LoaderCircle size={18} className="spin" aria-hidden="true" /> : null}
                {saving ? 'Saving…' : 'Save Details'}
              </button>
            </>
          ) : (
            <button type="button" className="btn btn--primary" onClick={onClose}>
              Close
            </button>
          )}
        </>
      }
    >
      <form method="post" id={formId} className="details-form" onSubmit={onSubmit} noValidate>
        <fieldset className="details-form__fieldset" disabled={!canEdit || saving}>
          <legend className="sr-only">Wedding details</legend>

          <DetailsSection title="The couple">
            <div className="details-form__row">
              <TextField
                id={ids.partner1Name}
                label="Partner 1 name"
                placeholder="Ava"
                autoComplete="off"
                maxLength={NAME_MAX_LENGTH}
                value={values.partner1Name}
                onChange={(v) => setField('partner1Name', v)}
              />
              <TextField
                id={ids.partner2Name}
                label="Partner 2 name"
                placeholder="Noah"
                autoComplete="off"
                maxLength={NAME_MAX_LENGTH}
                value={values.partner2Name}
                onChange={(v) => setField('partner2Name', v)}
              />
            </div>
            <CouplePhotoField
              url={values.couplePhotoUrl}
              busy={photoBusy}
              error={photoError}
              canEdit={canEdit}
              onPick={(file) => void pickPhoto(file)}
              onRemove={() => {
                setPhotoError(null);
                setField('couplePhotoUrl', '');
              }}
            />
          </DetailsSection>

          <DetailsSection title="The day">
            <div className="details-form__row">
              <TextField
                id={ids.weddingDate}
                label="Wedding date"
                type="date"
                min={EARLIEST_DATE}
                max={LATEST_DATE}
                value={values.weddingDate}
                error={errors.weddingDate}
                hint={
                  values.weddingDate !== '' && values.weddingDate < localDateString(new Date())
                    ? 'This date has passed. Keep it if the wedding has happened.'
                    : undefined
                }
                onChange={(v) => setField('weddingDate', v)}
              />
              <div className="field">
                <label className="field__label" htmlFor={ids.weddingStyle}>
                  Wedding style
                </label>
                <select
                  id={ids.weddingStyle}
                  className="input details-form__select"
                  value={values.weddingStyle}
                  onChange={(event) => setField('weddingStyle', event.target.value)}
                >
                  <option value="">Choose a style</option>
                  {WEDDING_STYLES.map((style) => (
                    <option key={style} value={style}>
                      {style}
                    </option>
                  ))}
                  {values.weddingStyle &&
                  !(WEDDING_STYLES as readonly string[]).includes(values.weddingStyle) ? (
                    <option value={values.weddingStyle}>{values.weddingStyle}</option>
                  ) : null}
                </select>
              </div>
            </div>
            <TextField
              id={ids.location}
              label="Location"
              placeholder="City, State"
              autoComplete="off"
              maxLength={LOCATION_MAX_LENGTH}
              value={values.location}
              onChange={(v) => setField('location', v)}
            />
          </DetailsSection>

          <DetailsSection title="Budget and guests">
            <div className="details-form__row">
              <TextField
                id={ids.plannedBudget}
                label="Planned budget"
                placeholder="$20,000"
                inputMode="decimal"
                value={values.plannedBudget}
                error={errors.plannedBudget}
                onChange={(v) => setField('plannedBudget', v)}
                onBlur={() => {
                  const amount = parseBudgetInput(values.plannedBudget);
                  if (amount !== null && !Number.isNaN(amount)) {
                    const formatted = formatBudgetInput(amount);
                    if (formatted !== values.plannedBudget) setField('plannedBudget', formatted);
                  }
                }}
              />
              <TextField
                id={ids.guestCount}
                label="Guest count"
                placeholder="150"
                inputMode="numeric"
                value={values.guestCount}
                error={errors.guestCount}
                onChange={(v) => setField('guestCount', v)}
              />
            </div>
          </DetailsSection>
        </fieldset>
      </form>
    </Dialog>
  );
}

function DetailsSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="details-form__section">
      <h3 className="details-form__section-title">{title}</h3>
      {children}
    </section>
  );
}

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  placeholder?: string;
  type?: 'text' | 'date';
  inputMode?: 'text' | 'decimal' | 'numeric';
  autoComplete?: string;
  maxLength?: number;
  /** For a date: the first and last day it may be. */
  min?: string;
  max?: string;
  error?: string | undefined;
  /** A note under the field that does not stop saving; an error replaces it. */
  hint?: string | undefined;
}

function TextField({
  id,
  label,
  value,
  onChange,
  onBlur,
  placeholder,
  type = 'text',
  inputMode,
  autoComplete,
  maxLength,
  min,
  max,
  error,
  hint,
}: TextFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = error ? errorId : hint ? hintId : undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="input"
        type={type}
        value={value}
        placeholder={placeholder}
        inputMode={inputMode}
        autoComplete={autoComplete}
        maxLength={maxLength}
        min={min}
        max={max}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

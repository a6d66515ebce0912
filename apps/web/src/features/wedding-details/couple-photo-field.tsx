// The couple photo in the Wedding Details modal: a preview, an upload button (a label over a hidden
// file input, so it works with keyboard and screen readers), Remove, and the busy and error states.
import { Camera, CircleAlert, ImagePlus, LoaderCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { PHOTO_ACCEPT } from './couple-photo';

export interface CouplePhotoFieldProps {
  url: string;
  busy: boolean;
  error: string | null;
  canEdit: boolean;
  onPick: (file: File) => void;
  onRemove: () => void;
}

export function CouplePhotoField({ url, busy, error, canEdit, onPick, onRemove }: CouplePhotoFieldProps) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const showImage = url !== '' && brokenUrl !== url;

  return (
    <div className="photo-field" aria-busy={busy || undefined}>
      <div className="photo-field__preview" data-empty={!showImage}>
        {showImage ? (
          <img src={url} alt="Couple" onError={() => setBrokenUrl(url)} />
        ) : (
          <Camera size={30} aria-hidden="true" />
        )}
        {busy ? (
          <span className="photo-field__busy" aria-hidden="true">
            <LoaderCircle size={26} className="spin" />
          </span>
        ) : null}
      </div>
      <div className="photo-field__body">
        <span className="field__label" id={`${inputId}-label`}>
          Couple photo {canEdit ? <span className="photo-field__optional">(optional)</span> : null}
        </span>
        <p className="field__hint" id={hintId}>
          {canEdit
            ? 'JPEG, PNG or WebP, up to 5MB. It appears on your dashboard.'
            : url
              ? 'Shown on the dashboard.'
              : 'No photo yet.'}
        </p>
        {canEdit ? (
          <div className="photo-field__actions">
            <input
              id={inputId}
              className="photo-field__input sr-only"
              type="file"
              accept={PHOTO_ACCEPT}
              disabled={busy}
              aria-describedby={error ? `${hintId} ${errorId}` : hintId}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) onPick(file);
              }}
            />
            <label htmlFor={inputId} className="btn btn--secondary photo-field__upload" data-disabled={busy}>
              {busy ? (
                <LoaderCircle size={16} className="spin" aria-hidden="true" />
              ) : (
                <ImagePlus size={16} aria-hidden="true" />
              )}
              {busy ? 'Uploading photo…' : url ? 'Change photo' : 'Upload photo'}
            </label>
            {url && !busy ? (
              <button type="button" className="btn btn--ghost photo-field__remove" onClick={onRemove}>
                Remove
              </button>
            ) : null}
          </div>
        ) : null}
        {busy ? (
          <p className="sr-only" role="status">
            Uploading photo…
          </p>
        ) : null}
        {error ? (
          <p className="field__error" id={errorId} role="alert">
            <CircleAlert size={16} aria-hidden="true" />
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}

// "Add Your Name" from the account menu: the name partners and planners see in presence, the menu
// and invitations, for people who signed up before sign-up asked for it (or want to change it).
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { serviceMessageOr } from '../../lib/api';
import { isSession, type SessionUser, sessionQueryKey } from '../../lib/session';
import { DISPLAY_NAME_MAX_LENGTH, saveDisplayName } from '../auth/api';
import { Dialog, FormDialogFooter } from './dialog';

export function DisplayNameDialog({ user, onClose }: { user: SessionUser; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(user.display_name ?? '');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const formId = useId();
  const inputId = useId();
  const hintId = useId();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      const session = await saveDisplayName(name.trim());
      if (isSession(session)) queryClient.setQueryData(sessionQueryKey, session);
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      onClose();
    } catch (caught) {
      setError(serviceMessageOr(caught, 'Your name could not be saved. Please try again.'));
      setSaving(false);
    }
  };

  return (
    <Dialog
      title="Your Name"
      description="What your partner and planner see next to your changes and in invitations."
      onClose={onClose}
      initialFocusRef={inputRef}
      footer={
        <FormDialogFooter
          formId={formId}
          error={error}
          busy={saving}
          submitLabel="Save Name"
          onCancel={onClose}
        />
      }
    >
      <form method="post" id={formId} onSubmit={onSubmit}>
        <div className="field">
          <label className="field__label" htmlFor={inputId}>
            Your name
          </label>
          <input
            ref={inputRef}
            id={inputId}
            className="input"
            type="text"
            autoComplete="name"
            placeholder="Maya"
            maxLength={DISPLAY_NAME_MAX_LENGTH}
            aria-describedby={hintId}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <span className="field__hint" id={hintId}>
            Leave it empty to show your email address ({user.email}) instead.
          </span>
        </div>
      </form>
    </Dialog>
  );
}

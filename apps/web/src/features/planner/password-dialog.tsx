// "Change Password" from the account menu: the current password, then the new one twice. The server
// ends every other session of the account (other devices are signed out) and signs this one in again.
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { serviceMessageOr } from '../../lib/api';
import { isSession, sessionQueryKey } from '../../lib/session';
import { changePassword } from '../auth/api';
import { PasswordField } from '../auth/password-field';
import { Dialog, FormDialogFooter } from './dialog';

export function PasswordDialog({ onClose, onChanged }: { onClose: () => void; onChanged: () => void }) {
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const formId = useId();
  const ids = useId();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    if (next !== confirmation) {
      setError('The two new passwords do not match.');
      return;
    }
    setSaving(true);
    try {
      const session = await changePassword(current, next);
      if (isSession(session)) queryClient.setQueryData(sessionQueryKey, session);
      onChanged();
    } catch (caught) {
      setError(serviceMessageOr(caught, 'Your password could not be changed. Please try again.'));
      setSaving(false);
    }
  };

  return (
    <Dialog
      title="Change Password"
      description="Other devices signed in to your account are signed out. This one stays signed in."
      onClose={onClose}
      footer={
        <FormDialogFooter
          formId={formId}
          error={error}
          busy={saving}
          submitLabel="Change Password"
          onCancel={onClose}
        />
      }
    >
      <form method="post" id={formId} onSubmit={onSubmit} className="password-dialog">
        <PasswordField
          id={`${ids}-current`}
          label="Current password"
          value={current}
          onChange={setCurrent}
          autoComplete="current-password"
        />
        <PasswordField
          id={`${ids}-new`}
          label="New password"
          value={next}
          onChange={setNext}
          autoComplete="new-password"
          hint="At least 8 characters."
        />
        <PasswordField
          id={`${ids}-confirm`}
          label="Confirm new password"
          value={confirmation}
          onChange={setConfirmation}
          autoComplete="new-password"
        />
      </form>
    </Dialog>
  );
}

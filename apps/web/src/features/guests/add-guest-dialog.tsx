// The Add Guest modal: a name (required) and the rest optional; the party's other people can be
// named at once, one per line or separated by commas. Saved into the plan document in one
// transaction.
import {
  addGuest,
  addPartyMember,
  isEmailAddress,
  MAX_NAME_LENGTH,
  MAX_PARTY_SIZE,
  PARTY_FULL_MESSAGE,
  PlanDocError,
  partyMemberNames,
  type RsvpStatus,
} from '@confetti/plan';
import { useId, useRef, useState } from 'react';
import { usePlan } from '../../plan';
import { Dialog } from '../planner/dialog';
import { MEAL_LIST_ID, partySizeMessage, TAG_LIST_ID } from './guest-row';

type InvalidField = 'name' | 'email' | 'partySize' | 'members';

export function AddGuestDialog({
  onClose,
  onAdded,
}: {
  onClose: () => void;
  onAdded: (name: string) => void;
}) {
  const { doc } = usePlan();
  const nameRef = useRef<HTMLInputElement>(null);
  // A refused field is marked invalid and described by the message, so a screen reader says why
  // when it comes back to the field, not only once when the alert is read.
  const [error, setError] = useState<{ message: string; field?: InvalidField } | null>(null);
  const [dirty, setDirty] = useState(false);
  const errorId = useId();
  const invalid = (field: InvalidField) =>
    error?.field === field ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};

  const submit = (form: HTMLFormElement) => {
    const data = new FormData(form);
    const text = (key: string) => String(data.get(key) ?? '').trim();
    const name = text('name');
    if (name === '') {
      setError({ message: "Enter the guest's name.", field: 'name' });
      nameRef.current?.focus();
      return;
    }
    const email = text('email');
    if (email !== '' && !isEmailAddress(email)) {
      setError({ message: `"${email}" is not an email address.`, field: 'email' });
      form.querySelector<HTMLInputElement>('input[name="email"]')?.focus();
      return;
    }
    const members = partyMemberNames(text('members'));
    // Checked before anything is written: the guest and their party are saved in one change, and a
    // change to the plan cannot be taken back halfway.
    const tooLong = members.find((member) => member.length > MAX_NAME_LENGTH);
    if (members.length + 1 > MAX_PARTY_SIZE || tooLong !== undefined) {
      setError({
        message:
          tooLong !== undefined
            ? `"${tooLong.slice(0, 40)}…" is longer than a name can be (${MAX_NAME_LENGTH} characters).`
            : `${PARTY_FULL_MESSAGE} ${members.length} others are named here.`,
        field: 'members',
      });
      form.querySelector<HTMLTextAreaElement>('textarea[name="members"]')?.focus();
      return;
    }
    const sizeText = text('partySize');
    const size = sizeText === '' ? 1 : Number(sizeText);
    if (!Number.isInteger(size) || size < 1 || size > MAX_PARTY_SIZE) {
      setError({ message: partySizeMessage(0), field: 'partySize' });
      form.querySelector<HTMLInputElement>('input[name="partySize"]')?.focus();
      return;
    }
    const partySize = Math.max(size, members.length + 1);
    try {
      const now = new Date();
      doc.transact(() => {
        const guest = addGuest(
          doc,
          {
            name,
            email: email || null,
            phone: text('phone') || null,
            tag: text('tag'),
            rsvpStatus: (text('rsvp') || 'Pending') as RsvpStatus,
            partySize,
            mealChoice: text('meal') || null,
            dietaryNotes: text('dietary'),
          },
          now,
        );
        members.forEach((member, i) => {
          addPartyMember(doc, { guestId: guest.id, name: member }, new Date(now.getTime() + i + 1));
        });
      });
      onAdded(name);
    } catch (err) {
      setError({
        message:
          err instanceof PlanDocError ? err.message : 'The guest could not be added. Please try again.',
      });
    }
  };

  return (
    <Dialog
      title="Add Guest"
      description="Only the name is needed; everything else can wait."
      onClose={onClose}
      initialFocusRef={nameRef}
      closeOnBackdrop={!dirty}
      footer={
        <>
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form="add-guest-form" className="btn btn--primary">
            Add Guest
          </button>
        </>
      }
    >
      <form
        method="post"
        id="add-guest-form"
        className="guest-form"
        noValidate
        onChange={() => setDirty(true)}
        onSubmit={(event) => {
          event.preventDefault();
          submit(event.currentTarget);
        }}
      >
        {error && (
          <p className="notice notice--error" role="alert" id={errorId}>
            {error.message}
          </p>
        )}
        <label className="field guest-form__wide">
          <span className="field__label">Name</span>
          <input
            ref={nameRef}
            className="input"
            name="name"
            autoComplete="off"
            maxLength={MAX_NAME_LENGTH}
            required
            {...invalid('name')}
          />
        </label>
        <label className="field">
          <span className="field__label">Email</span>
          <input className="input" name="email" type="email" autoComplete="off" {...invalid('email')} />
        </label>
        <label className="field">
          <span className="field__label">Phone</span>
          <input className="input" name="phone" type="tel" autoComplete="off" />
        </label>
        <label className="field">
          <span className="field__label">Tag</span>
          <input className="input" name="tag" list={TAG_LIST_ID} placeholder="Family, Friends…" />
        </label>
        <label className="field">
          <span className="field__label">RSVP</span>
          <select className="input" name="rsvp" defaultValue="Pending">
            <option>Pending</option>
            <option>Accepted</option>
            <option>Declined</option>
          </select>
        </label>
        <label className="field">
          <span className="field__label">Party size</span>
          <input
            className="input"
            name="partySize"
            type="number"
            min={1}
            max={MAX_PARTY_SIZE}
            defaultValue={1}
            {...invalid('partySize')}
          />
        </label>
        <label className="field">
          <span className="field__label">Meal</span>
          <input className="input" name="meal" list={MEAL_LIST_ID} />
        </label>
        <label className="field guest-form__wide">
          <span className="field__label">Dietary notes</span>
          <input className="input" name="dietary" placeholder="Allergies, vegetarian…" />
        </label>
        <label className="field guest-form__wide">
          <span className="field__label">Others in the party</span>
          <textarea
            className="input guest-form__members"
            name="members"
            rows={2}
            {...invalid('members')}
            placeholder="One name per line, or separated by commas"
          />
          <span className="field__hint">The party size grows to fit everyone named.</span>
        </label>
      </form>
    </Dialog>
  );
}

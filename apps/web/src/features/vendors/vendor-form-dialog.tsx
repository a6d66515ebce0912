// Adding or editing a tracked vendor: every field of the vendor in the planner's dialog. Name is
// required; the cost, when hired, is the vendor's budget item's actual cost.
import { VENDOR_CATEGORIES } from '@confetti/catalog';
import { dollarsInputText, VENDOR_STAGES, type Vendor } from '@confetti/plan';
import { MAX_MONEY, MONEY_TOO_LARGE_MESSAGE } from '@confetti/plan/rules/money';
import { CircleAlert } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useFocusAfterRender } from '../../lib/use-focus-after-render';
import { Dialog } from '../planner';
import { STAGE_LABELS, safeWebsite, type VendorFormValues, vendorFormValues } from './vendors-view';

function parseCost(text: string): number | null | 'invalid' {
  if (text.trim() === '') return null;
  const value = Number(text.replace(/[$,\s]/g, ''));
  if (!Number.isFinite(value) || value < 0) return 'invalid';
  return Math.round(value * 100) / 100;
}

type InvalidField = 'cost' | 'email' | 'website';

export function VendorFormDialog({
  vendor,
  defaultCategory,
  onSave,
  onClose,
}: {
  vendor: Vendor | null;
  defaultCategory: string;
  /** Throws to keep the dialog open with an error. */
  onSave: (values: VendorFormValues) => void;
  onClose: () => void;
}) {
  const id = useId();
  const [opened] = useState(() => (vendor ? vendorFormValues(vendor) : null));
  const [name, setName] = useState(opened?.name ?? '');
  const [category, setCategory] = useState(opened?.category ?? defaultCategory);
  const [stage, setStage] = useState(opened?.stage ?? 'researching');
  const [contactName, setContactName] = useState(opened?.contactName ?? '');
  const [email, setEmail] = useState(opened?.email ?? '');
  const [phone, setPhone] = useState(opened?.phone ?? '');
  const [website, setWebsite] = useState(opened?.website ?? '');
  const [cost, setCost] = useState(opened?.actualCost != null ? dollarsInputText(opened.actualCost) : '');
  const [notes, setNotes] = useState(opened?.notes ?? '');
  // A refused field is marked invalid, described by the message and given focus, so a screen
  // reader says which field and why (the alert alone names neither).
  const [error, setError] = useState<{ message: string; field?: InvalidField } | null>(null);
  const focusAfterRender = useFocusAfterRender();
  const formId = `${id}-form`;
  const errorId = `${id}-error`;
  const refuse = (field: InvalidField, message: string) => {
    setError({ message, field });
    focusAfterRender(() => document.getElementById(`${id}-${field}`));
  };
  const invalid = (field: InvalidField) =>
    error?.field === field ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (name.trim() === '') return;
    const actualCost = parseCost(cost);
    if (actualCost === 'invalid') {
      refuse('cost', 'Enter the cost as a positive amount, like 1250.00.');
      return;
    }
    if (actualCost !== null && actualCost > MAX_MONEY) {
      refuse('cost', MONEY_TOO_LARGE_MESSAGE);
      return;
    }
    if (email.trim() !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
      refuse('email', 'Enter an email address such as hello@example.com.');
      return;
    }
    if (website.trim() !== '' && safeWebsite(website.trim()) === null) {
      refuse('website', 'Enter a web address such as https://example.com.');
      return;
    }
    try {
      // Stored as a full http(s) address, as the REST API requires: "bloom.example" → "https://bloom.example/".
      const link = website.trim() === '' ? '' : (safeWebsite(website.trim()) ?? '');
      onSave({ name, category, stage, contactName, email, phone, website: link, actualCost, notes });
    } catch (failure) {
      console.error('Saving the vendor failed', failure);
      setError({ message: 'Could not save this vendor. Please try again.' });
    }
  }

  const field = (suffix: string) => `${id}-${suffix}`;
  return (
    <Dialog
      title={vendor ? `Edit ${vendor.name}` : 'Add a vendor'}
      description="Booking a vendor hires it: it then appears in your budget with its cost."
      onClose={onClose}
      closeOnBackdrop={false}
      footer={
        <>
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form={formId} className="btn btn--primary" disabled={name.trim() === ''}>
            {vendor ? 'Save Changes' : 'Add Vendor'}
          </button>
        </>
      }
    >
      <form method="post" id={formId} className="vendor-form" onSubmit={submit} noValidate>
        <label className="field vendor-form__wide" htmlFor={field('name')}>
          <span className="field__label">Name</span>
          <input
            id={field('name')}
            className="input"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </label>
        <label className="field" htmlFor={field('category')}>
          <span className="field__label">Category</span>
          <select
            id={field('category')}
            className="input"
            value={category}
            onChange={(e) => setCategory(e.target.value)}
          >
            {VENDOR_CATEGORIES.map((c) => (
              <option key={c.id} value={c.name}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label className="field" htmlFor={field('stage')}>
          <span className="field__label">Stage</span>
          <select
            id={field('stage')}
            className="input"
            value={stage}
            onChange={(e) => setStage(e.target.value as typeof stage)}
          >
            {VENDOR_STAGES.map((s) => (
              <option key={s} value={s}>
                {s === 'booked' ? 'Booked (hired)' : STAGE_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <label className="field" htmlFor={field('contact')}>
          <span className="field__label">Contact name</span>
          <input
            id={field('contact')}
            className="input"
            value={contactName}
            onChange={(e) => setContactName(e.target.value)}
          />
        </label>
        <label className="field" htmlFor={field('cost')}>
          <span className="field__label">Cost ($)</span>
          <input
            id={field('cost')}
            className="input"
            inputMode="decimal"
            placeholder="0.00"
            value={cost}
            onChange={(e) => setCost(e.target.value)}
            {...invalid('cost')}
          />
        </label>
        <label className="field" htmlFor={field('email')}>
          <span className="field__label">Email</span>
          <input
            id={field('email')}
            className="input"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            {...invalid('email')}
          />
        </label>
        <label className="field" htmlFor={field('phone')}>
          <span className="field__label">Phone</span>
          <input
            id={field('phone')}
            className="input"
            type="tel"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
          />
        </label>
        <label className="field vendor-form__wide" htmlFor={field('website')}>
          <span className="field__label">Website</span>
          <input
            id={field('website')}
            className="input"
            type="url"
            placeholder="https://"
            value={website}
            onChange={(e) => setWebsite(e.target.value)}
            {...invalid('website')}
          />
        </label>
        <label className="field vendor-form__wide" htmlFor={field('notes')}>
          <span className="field__label">Notes</span>
          <textarea
            id={field('notes')}
            className="input"
            rows={3}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
          />
        </label>
        {error && (
          <p className="notice notice--error vendor-form__wide" role="alert" id={errorId}>
            <CircleAlert size={16} aria-hidden="true" />
            {error.message}
          </p>
        )}
      </form>
    </Dialog>
  );
}

// The inline form that adds a service item to a category or edits one: name (required), actual
// cost and an optional vendor name. Enter submits, Escape cancels.

import { dollarsInputText, MAX_MONEY, MONEY_TOO_LARGE_MESSAGE } from '@confetti/plan/rules/money';
import { CircleAlert } from 'lucide-react';
import { type FormEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { parseMoney } from './budget-view';

/** The longest item or vendor name the budget API takes (`service_type`, `vendor_name`). */
const NAME_MAX_LENGTH = 200;

export interface ServiceItemValues {
  name: string;
  actualCost: number;
  vendorName: string | null;
}

/** An item as the form saves it (a new one blank): what the form opened with, and what is stored now. */
export function serviceItemValues(item?: {
  name: string;
  actualCost: number;
  vendorName: string | null;
}): ServiceItemValues {
  return {
    name: item?.name.trim() ?? '',
    actualCost: item?.actualCost ?? 0,
    vendorName: item?.vendorName ?? null,
  };
}

/** The form's fields as a sentence names them. */
export const SERVICE_ITEM_FIELD_NAMES: Record<keyof ServiceItemValues, string> = {
  name: 'name',
  actualCost: 'cost',
  vendorName: 'vendor',
};

export function ServiceItemForm({
  category,
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  category: string;
  initial?: { name: string; actualCost: number; vendorName: string | null };
  submitLabel: string;
  /**
   * What was typed, and what the form opened with (to save only what changed). Throws to show an
   * error and keep the form open.
   */
  onSubmit: (values: ServiceItemValues, opened: ServiceItemValues) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [opened] = useState<ServiceItemValues>(() => serviceItemValues(initial));
  const [name, setName] = useState(initial?.name ?? '');
  const [cost, setCost] = useState(
    initial && initial.actualCost > 0 ? dollarsInputText(initial.actualCost) : '',
  );
  const [vendorName, setVendorName] = useState(initial?.vendorName ?? '');
  const [error, setError] = useState<string | null>(null);
  const blank = name.trim() === '';

  // Opens on the name, with the whole form (its Add and Cancel too) brought into view: focus alone
  // would centre the name field and leave the rows above half under the sticky tab bar.
  const formRef = useRef<HTMLFormElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    nameRef.current?.focus({ preventScroll: true });
    formRef.current?.scrollIntoView({ block: 'nearest' });
  }, []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (blank) return;
    const actualCost = cost.trim() === '' ? 0 : parseMoney(cost);
    if (actualCost === null || actualCost < 0) {
      setError('Enter the cost as a positive amount, like 1250.00.');
      return;
    }
    if (actualCost > MAX_MONEY) {
      setError(MONEY_TOO_LARGE_MESSAGE);
      return;
    }
    try {
      onSubmit(
        {
          name: name.trim(),
          actualCost,
          vendorName: vendorName.trim() === '' ? null : vendorName.trim(),
        },
        opened,
      );
    } catch (failure) {
      console.error('Saving the service item failed', failure);
      setError('Could not save this item. Please try again.');
    }
  }

  return (
    <form
      ref={formRef}
      method="post"
      className="budget-item-form"
      aria-label={`${submitLabel} in ${category}`}
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onCancel();
        }
      }}
    >
      <label className="field budget-item-form__name" htmlFor={`${id}-name`}>
        <span className="field__label">Service item</span>
        <input
          id={`${id}-name`}
          className="input"
          name="name"
          placeholder="e.g. Reception venue"
          ref={nameRef}
          required
          maxLength={NAME_MAX_LENGTH}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </label>
      <label className="field budget-item-form__cost" htmlFor={`${id}-cost`}>
        <span className="field__label">Actual cost</span>
        <span className="budget-money-input">
          <span className="budget-money-input__prefix" aria-hidden="true">
            $
          </span>
          <input
            id={`${id}-cost`}
            className="input"
            name="actualCost"
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            placeholder="0.00"
            value={cost}
            onChange={(event) => setCost(event.target.value)}
          />
        </span>
      </label>
      <label className="field budget-item-form__vendor" htmlFor={`${id}-vendor`}>
        <span className="field__label">
          Vendor <span className="budget-optional">(optional)</span>
        </span>
        <input
          id={`${id}-vendor`}
          className="input"
          name="vendorName"
          placeholder="Vendor name"
          autoComplete="off"
          maxLength={NAME_MAX_LENGTH}
          value={vendorName}
          onChange={(event) => setVendorName(event.target.value)}
        />
      </label>
      <div className="budget-item-form__actions">
        <button type="submit" className="btn btn--primary" disabled={blank}>
          {submitLabel}
        </button>
        <button type="button" className="btn btn--ghost" onClick={onCancel}>
          Cancel
        </button>
      </div>
      {error && (
        <p className="notice notice--error budget-item-form__error" role="alert">
          <CircleAlert size={18} aria-hidden="true" />
          {error}
        </p>
      )}
    </form>
  );
}

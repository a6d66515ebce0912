// The Add Payment and Edit Payment modals (spec §2, §5): amount (step 0.01), payment date, status
// and notes, in the planner's shared dialog frame (it opens on the amount, keeps focus inside,
// closes on Escape and gives focus back to the button that opened it). It warns
// when the item's payments would pass its cost, and saves once however often the button is pressed:
// it is disabled while saving, and a new payment carries an id chosen when the form opened.
import { dollarsInputText, formatDollarsCents, newId, type PaymentStatus, readEntity } from '@confetti/plan';
import { EARLIEST_DATE, LATEST_DATE } from '@confetti/plan/entities/fields';
import { MAX_MONEY, MONEY_TOO_LARGE_MESSAGE } from '@confetti/plan/rules/money';
import { TriangleAlert } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { replacedFieldsMessage } from '../../lib/replaced-fields';
import { usePlan } from '../../plan';
import { Dialog, FormDialogFooter } from '../planner/dialog';
import { PAYMENT_MESSAGES, type PaymentDialogState, useBudgetActions } from './budget-actions';
import {
  parseMoney,
  paymentSave,
  paymentsAgainstCost,
  remainingHint,
  serviceItemSummary,
} from './budget-view';

export function PaymentDialog({
  state,
  onClose,
}: {
  state: NonNullable<PaymentDialogState>;
  onClose: () => void;
}) {
  const actions = useBudgetActions();
  const { doc } = usePlan();
  const formId = useId();
  const editing = state.mode === 'edit' ? state.payment : null;
  const [amount, setAmount] = useState(editing ? dollarsInputText(editing.amount) : '');
  const [paymentDate, setPaymentDate] = useState(editing?.paymentDate ?? '');
  const [status, setStatus] = useState<PaymentStatus>(editing?.status ?? 'upcoming');
  const [notes, setNotes] = useState(editing?.notes ?? '');
  const [error, setError] = useState<string | null>(null);
  const [paymentId] = useState(newId);
  const [saving, setSaving] = useState(false);
  const savingRef = useRef(false);

  const amountRef = useRef<HTMLInputElement>(null);

  const remaining = editing ? null : serviceItemSummary(state.item, actions.today).remainingDue;
  // What is still owed may already be scheduled: the hint says so, or it would invite a payment the
  // over-the-cost warning below then objects to.
  const scheduled = state.item.payments
    .filter((payment) => payment.status === 'upcoming')
    .reduce((sum, payment) => sum + payment.amount, 0);
  const typed = parseMoney(amount);
  const againstCost = typed === null ? null : paymentsAgainstCost(state.item, typed, editing?.id ?? null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (savingRef.current) return;
    const value = parseMoney(amount);
    if (value === null || value < 0 || paymentDate === '') {
      setError('Enter an amount and a payment date.');
      return;
    }
    if (value > MAX_MONEY) {
      setError(MONEY_TOO_LARGE_MESSAGE);
      return;
    }
    const values = { amount: value, paymentDate, status, notes };
    savingRef.current = true;
    setSaving(true);
    try {
      if (editing) {
        // Only what this form changed: a partner's edits to the payment meanwhile stay.
        const now = readEntity(doc, 'payments', editing.id) ?? editing;
        const { patch, replaced } = paymentSave(editing, values, now);
        actions.updatePayment(editing.id, patch);
        const clash = replacedFieldsMessage('this payment', replaced);
        actions.notify(
          clash ? { tone: 'error', message: clash } : { tone: 'success', message: 'Payment updated.' },
        );
      } else {
        actions.addPayment({ id: paymentId, budgetItemId: state.item.id, ...values });
        actions.notify({
          tone: 'success',
          message: status === 'paid' ? 'Payment recorded.' : 'Payment scheduled.',
        });
      }
      onClose();
    } catch (failure) {
      console.error('Saving the payment failed', failure);
      savingRef.current = false;
      setSaving(false);
      setError(editing ? PAYMENT_MESSAGES.updateFailed : PAYMENT_MESSAGES.addFailed);
    }
  }

  const submitLabel = editing ? 'Save Changes' : status === 'paid' ? 'Record Payment' : 'Schedule Payment';

  return (
    <Dialog
      title={editing ? 'Edit Payment' : 'Add Payment'}
      description={state.item.name}
      onClose={onClose}
      initialFocusRef={amountRef}
      footer={
        <FormDialogFooter
          formId={formId}
          error={error}
          busy={saving}
          submitLabel={submitLabel}
          onCancel={onClose}
        />
      }
    >
      <form method="post" id={formId} className="payment-form" onSubmit={submit}>
        <div className="payment-form__row">
          <label className="field">
            <span className="field__label">Amount</span>
            <span className="budget-money-input">
              <span className="budget-money-input__prefix" aria-hidden="true">
                $
              </span>
              <input
                className="input"
                type="number"
                inputMode="decimal"
                name="amount"
                min={editing ? 0 : 0.01}
                step={0.01}
                required
                ref={amountRef}
                placeholder="0.00"
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
              />
            </span>
            {remaining !== null && remaining > 0 && (
              <span className="field__hint">{remainingHint(remaining, scheduled)}</span>
            )}
          </label>
          <label className="field">
            <span className="field__label">Payment date</span>
            <input
              className="input"
              type="date"
              min={EARLIEST_DATE}
              max={LATEST_DATE}
              name="paymentDate"
              required
              value={paymentDate}
              onChange={(event) => setPaymentDate(event.target.value)}
            />
          </label>
        </div>

        <fieldset className="payment-form__status">
          <legend className="field__label">Status</legend>
          <div className="budget-segmented">
            {(['upcoming', 'paid'] as const).map((option) => (
              <label key={option} className="budget-segmented__option">
                <input
                  type="radio"
                  name="status"
                  value={option}
                  checked={status === option}
                  onChange={() => setStatus(option)}
                />
                <span className="budget-segmented__label">{option === 'paid' ? 'Paid' : 'Upcoming'}</span>
              </label>
            ))}
          </div>
        </fieldset>

        <label className="field">
          <span className="field__label">
            Notes <span className="budget-optional">(optional)</span>
          </span>
          <textarea
            className="input payment-form__notes"
            name="notes"
            rows={3}
            placeholder="Deposit, final balance, check number…"
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
          />
        </label>

        {againstCost && againstCost.over > 0 && (
          <div className="budget-warning" role="status">
            <TriangleAlert size={18} aria-hidden="true" />
            <p>
              With this payment, payments for {state.item.name} add up to{' '}
              <strong>{formatDollarsCents(againstCost.total)}</strong>,{' '}
              <strong>{formatDollarsCents(againstCost.over)} more</strong> than its cost of{' '}
              {formatDollarsCents(state.item.actualCost)}.
            </p>
          </div>
        )}
      </form>
    </Dialog>
  );
}

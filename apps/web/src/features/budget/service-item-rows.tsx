// One service item in the budget table: its row (cost, paid, remaining, status, actions), the
// inline edit form in its place while editing, and the row listing its payments.
import { type BudgetItemWithPayments, editedFields, formatDollarsCents } from '@confetti/plan';
import { Pencil, Plus, Store, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { replacedFieldsMessage } from '../../lib/replaced-fields';
import { useFocusAfterRender } from '../../lib/use-focus-after-render';
import { useBudgetActions } from './budget-actions';
import { formatCalendarDate, isPaidInFull, paymentDisplayStatus, serviceItemSummary } from './budget-view';
import { OverpaidNote } from './overpaid-note';
import { SERVICE_ITEM_FIELD_NAMES, ServiceItemForm, serviceItemValues } from './service-item-form';
import { StatusPill } from './status-pill';

export const TABLE_COLUMNS = 8;

export function ServiceItemRows({ item }: { item: BudgetItemWithPayments }) {
  const actions = useBudgetActions();
  const [editing, setEditing] = useState(false);
  // The form takes the row's place; when it goes, focus goes back to the row's Edit button.
  const editButton = useRef<HTMLButtonElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const stopEditing = () => {
    setEditing(false);
    focusAfterRender(() => editButton.current);
  };
  const summary = serviceItemSummary(item, actions.today);
  const paidInFull = isPaidInFull(item);

  if (editing) {
    return (
      <tr className="budget-item-row budget-item-row--form">
        <td colSpan={TABLE_COLUMNS}>
          <ServiceItemForm
            category={item.category}
            initial={item}
            submitLabel="Save Item"
            onSubmit={(values, opened) => {
              // Only what this form changed: a partner's edits to the item meanwhile stay.
              const now = serviceItemValues(item);
              const { patch, replaced } = editedFields(opened, values, now);
              actions.updateItem(item.id, patch);
              const message = replacedFieldsMessage(
                opened.name,
                replaced.map((key) => ({ name: SERVICE_ITEM_FIELD_NAMES[key], theirs: now[key] })),
              );
              if (message) actions.notify({ tone: 'error', message });
              stopEditing();
            }}
            onCancel={stopEditing}
          />
        </td>
      </tr>
    );
  }

  return (
    <>
      <tr className="budget-item-row">
        <th scope="row" className="budget-item-row__name">
          <span className="budget-item-row__title">{item.name}</span>
          {item.vendorName && (
            <span className="budget-item-row__vendor">
              <Store size={13} aria-hidden="true" />
              <span className="budget-item-row__vendor-name">{item.vendorName}</span>
            </span>
          )}
        </th>
        <td className="budget-cell--empty" aria-hidden="true" />
        <td className="budget-cell--empty" aria-hidden="true" />
        <td className="budget-num" data-label="Actual">
          {formatDollarsCents(item.actualCost)}
        </td>
        <td className="budget-num" data-label="Paid">
          {formatDollarsCents(summary.totalPaid)}
        </td>
        <td className="budget-num" data-label="Remaining">
          {formatDollarsCents(summary.remainingDue)}
          <OverpaidNote amount={summary.overpaid} format={formatDollarsCents} />
        </td>
        <td data-label="Status">
          <StatusPill label={summary.status} />
        </td>
        <td className="budget-actions">
          {actions.canEdit && (
            <>
              <button
                ref={editButton}
                type="button"
                className="budget-icon-button"
                aria-label={`Edit ${item.name}`}
                title="Edit item"
                onClick={() => setEditing(true)}
              >
                <Pencil size={15} aria-hidden="true" />
              </button>
              <button
                type="button"
                className="budget-icon-button budget-icon-button--danger"
                aria-label={`Delete ${item.name}`}
                title="Delete item"
                onClick={() => void actions.deleteItem(item)}
              >
                <Trash2 size={15} aria-hidden="true" />
              </button>
            </>
          )}
        </td>
      </tr>
      {(item.payments.length > 0 || actions.canEdit) && (
        <tr className="budget-payments-row">
          <td colSpan={TABLE_COLUMNS}>
            <ul className="budget-payments" aria-label={`Payments for ${item.name}`}>
              {item.payments.map((payment) => {
                const status = paymentDisplayStatus(payment, actions.today, paidInFull);
                return (
                  <li
                    key={payment.id}
                    className={`budget-payment budget-payment--${status.toLowerCase().replace(' ', '-')}`}
                  >
                    <span className="budget-payment__date">{formatCalendarDate(payment.paymentDate)}</span>
                    <span className="budget-payment__amount">{formatDollarsCents(payment.amount)}</span>
                    <StatusPill label={status} />
                    <span className="budget-payment__notes">{payment.notes}</span>
                    {actions.canEdit && (
                      <span className="budget-payment__actions">
                        <button
                          type="button"
                          className="budget-icon-button"
                          aria-label={`Edit payment of ${formatDollarsCents(payment.amount)} on ${formatCalendarDate(payment.paymentDate)}`}
                          title="Edit payment"
                          onClick={() => actions.openPaymentDialog({ mode: 'edit', item, payment })}
                        >
                          <Pencil size={14} aria-hidden="true" />
                        </button>
                        <button
                          type="button"
                          className="budget-icon-button budget-icon-button--danger"
                          aria-label={`Delete payment of ${formatDollarsCents(payment.amount)} on ${formatCalendarDate(payment.paymentDate)}`}
                          title="Delete payment"
                          onClick={() => void actions.deletePayment(payment)}
                        >
                          <Trash2 size={14} aria-hidden="true" />
                        </button>
                      </span>
                    )}
                  </li>
                );
              })}
              {actions.canEdit && (
                <li className="budget-payments__add">
                  <button
                    type="button"
                    className="budget-add-payment"
                    aria-label={`Add payment for ${item.name}`}
                    onClick={() => actions.openPaymentDialog({ mode: 'add', item })}
                  >
                    <Plus size={14} aria-hidden="true" />
                    Add payment
                  </button>
                </li>
              )}
            </ul>
          </td>
        </tr>
      )}
    </>
  );
}

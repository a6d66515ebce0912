// The Budget screen's writes, in one place: each calls a budget operation of @confetti/plan on the
// shared plan doc (the change syncs to partners and the server from there) and reports the outcome
// in the screen's notice. Deletes ask in the app's own dialog and can be undone for a few seconds.
// Components read these from context instead of threading props.
import { DEFAULT_BUDGET_PERCENTAGES } from '@confetti/catalog';
import {
  type AddBudgetItemInput,
  type AddPaymentInput,
  addBudgetItem,
  addPayment,
  type BudgetCategory,
  type BudgetItem,
  type BudgetItemPatch,
  type BudgetItemWithPayments,
  clearBudgetCategory,
  deleteBudgetItem,
  deletePayment,
  type Payment,
  type PaymentPatch,
  setBudgetPercentage,
  updateBudgetItem,
  updatePayment,
  updateWeddingInfo,
} from '@confetti/plan';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type * as Y from 'yjs';
import { useConfirm } from '../planner/confirm-dialog';
import { useUndoableDelete } from '../planner/undo';

export type BudgetNotice = { tone: 'success' | 'error'; message: string };

export type PaymentDialogState =
  | { mode: 'add'; item: BudgetItemWithPayments }
  | { mode: 'edit'; item: BudgetItemWithPayments; payment: Payment }
  | null;

export const PAYMENT_MESSAGES = {
  deleteConfirm: 'Are you sure you want to delete this payment?',
  deleteFailed: 'Failed to delete payment. Please try again.',
  updateFailed: 'Failed to update payment. Please try again.',
  addFailed: 'Failed to add payment. Please try again.',
} as const;

export const CATEGORY_MESSAGES = {
  clearConfirm: (category: string) =>
    `Clear all data for ${category}? This will remove all vendors and costs for this category.`,
  cleared: (category: string) => `All data for ${category} category cleared successfully!`,
  clearFailed: 'Error clearing category. Please try again.',
} as const;

export interface BudgetActions {
  canEdit: boolean;
  today: Date;
  /** Null clears the notice (an Undo toast takes its place). */
  notify: (notice: BudgetNotice | null) => void;
  openPaymentDialog: (state: PaymentDialogState) => void;
  setPercent: (category: string, percent: number) => void;
  /** Asks first, in the app's dialog. */
  resetPercentages: () => Promise<void>;
  addItem: (input: AddBudgetItemInput) => BudgetItem;
  updateItem: (id: string, patch: BudgetItemPatch) => void;
  deleteItem: (item: BudgetItemWithPayments) => Promise<void>;
  addPayment: (input: AddPaymentInput) => Payment;
  updatePayment: (id: string, patch: PaymentPatch) => void;
  deletePayment: (payment: Payment) => Promise<void>;
  clearCategory: (category: BudgetCategory) => Promise<void>;
}

const BudgetActionsContext = createContext<BudgetActions | null>(null);

export function BudgetActionsProvider({
  doc,
  canEdit,
  today,
  notify,
  openPaymentDialog,
  children,
}: {
  doc: Y.Doc;
  canEdit: boolean;
  today: Date;
  notify: (notice: BudgetNotice | null) => void;
  openPaymentDialog: (state: PaymentDialogState) => void;
  children: ReactNode;
}) {
  const { confirm, confirmDialog } = useConfirm();
  const { deleteWithUndo, undoToast } = useUndoableDelete();
  const actions = useMemo<BudgetActions>(
    () => ({
      canEdit,
      today,
      notify,
      openPaymentDialog,
      setPercent(category, percent) {
        try {
          setBudgetPercentage(doc, category, percent, DEFAULT_BUDGET_PERCENTAGES);
        } catch (error) {
          // Spec §8: percentage-save failures are only logged.
          console.error('Saving the budget percentage failed', error);
        }
      },
      async resetPercentages() {
        const question = 'Reset every category to its default share of the budget?';
        if (!(await confirm({ title: 'Reset percentages', question, confirmLabel: 'Reset' }))) return;
        try {
          updateWeddingInfo(doc, { budgetCategoryPercentages: { ...DEFAULT_BUDGET_PERCENTAGES } });
        } catch (error) {
          console.error('Resetting the budget percentages failed', error);
        }
      },
      addItem: (input) => addBudgetItem(doc, input, new Date()),
      updateItem(id, patch) {
        if (Object.keys(patch).length > 0) updateBudgetItem(doc, id, patch);
      },
      async deleteItem(item) {
        const payments = item.payments.length;
        const question =
          payments > 0
            ? `Delete ${item.name} and its ${payments === 1 ? 'payment' : `${payments} payments`}?`
            : `Delete ${item.name}?`;
        if (!(await confirm({ title: 'Delete service item', question }))) return;
        notify(null);
        try {
          deleteWithUndo(doc, ['budgetItems', 'payments', 'vendors'], `${item.name} deleted.`, (origin) =>
            deleteBudgetItem(doc, item.id, origin),
          );
        } catch (error) {
          console.error('Deleting the service item failed', error);
          notify({ tone: 'error', message: 'Failed to delete item. Please try again.' });
        }
      },
      addPayment: (input) => addPayment(doc, input, new Date()),
      updatePayment(id, patch) {
        if (Object.keys(patch).length > 0) updatePayment(doc, id, patch);
      },
      async deletePayment(payment) {
        if (!(await confirm({ title: 'Delete payment', question: PAYMENT_MESSAGES.deleteConfirm }))) return;
        notify(null);
        try {
          const deleted = deleteWithUndo(doc, ['payments'], 'Payment deleted.', (origin) =>
            deletePayment(doc, payment.id, origin),
          );
          if (!deleted) throw new Error('The payment no longer exists');
        } catch (error) {
          console.error('Deleting the payment failed', error);
          notify({ tone: 'error', message: PAYMENT_MESSAGES.deleteFailed });
        }
      },
      async clearCategory(category) {
        const question = CATEGORY_MESSAGES.clearConfirm(category.name);
        if (!(await confirm({ title: 'Clear category', question, confirmLabel: 'Clear' }))) return;
        notify(null);
        try {
          // Items filed under a name the catalog lacks are shown (and so cleared) with Miscellaneous.
          const names = new Set([category.name, ...category.items.map((item) => item.category)]);
          deleteWithUndo(
            doc,
            ['budgetItems', 'payments', 'vendors'],
            CATEGORY_MESSAGES.cleared(category.name),
            (origin) => {
              doc.transact(() => {
                for (const name of names) clearBudgetCategory(doc, name, origin);
              }, origin);
              return true;
            },
          );
        } catch (error) {
          console.error('Clearing the category failed', error);
          notify({ tone: 'error', message: CATEGORY_MESSAGES.clearFailed });
        }
      },
    }),
    [doc, canEdit, today, notify, openPaymentDialog, confirm, deleteWithUndo],
  );
  return (
    <BudgetActionsContext.Provider value={actions}>
      {children}
      {confirmDialog}
      {undoToast}
    </BudgetActionsContext.Provider>
  );
}

export function useBudgetActions(): BudgetActions {
  const actions = useContext(BudgetActionsContext);
  if (!actions) throw new Error('useBudgetActions() outside <BudgetActionsProvider>');
  return actions;
}

// The Budget tab (spec §2): summary cards, the budget prompt, the help box, payments due soon, the
// planned-vs-actual chart and the category table with its service items and payments. Everything
// is read live from the plan doc, so a partner's change shows up as soon as it syncs.
import { Download, Eye, Info } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useCanEdit, useCollection, useNow, usePlan, useWeddingInfo } from '../../plan';
import { BudgetActionsProvider, type BudgetNotice, type PaymentDialogState } from './budget-actions';
import { BudgetChart } from './budget-chart';
import { budgetCsv, budgetCsvFileName, csvDataUrl } from './budget-csv';
import { BudgetPrompt, BudgetSummary } from './budget-summary';
import { BudgetTable } from './budget-table';
import { BudgetToast } from './budget-toast';
import { budgetView, paymentsDueSoon } from './budget-view';
import { PaymentDialog } from './payment-dialog';
import { PaymentsDueSoon } from './payments-due-soon';
import { PercentWarning } from './percent-warning';
import './budget.css';
import './budget-insights.css';
import './budget-table.css';
import './budget-table-phone.css';
import './payment-dialog.css';
import './budget-toast.css';

export function BudgetTab() {
  const { doc } = usePlan();
  const canEdit = useCanEdit();
  const info = useWeddingInfo();
  const items = useCollection('budgetItems');
  const payments = useCollection('payments');
  const vendors = useCollection('vendors');
  const now = useNow();

  const view = useMemo(() => budgetView({ info, items, payments, today: now }), [info, items, payments, now]);
  const dueSoon = useMemo(() => paymentsDueSoon(view.categories, now), [view, now]);
  const csvHref = useMemo(() => csvDataUrl(budgetCsv(view.categories, view.totals, now)), [view, now]);
  const hiredCount = vendors.filter((vendor) => vendor.hired).length;
  const hasBudget = view.plannedBudget !== null && view.plannedBudget > 0;

  const [notice, setNotice] = useState<BudgetNotice | null>(null);
  const [dialog, setDialog] = useState<PaymentDialogState>(null);
  const dismissNotice = useCallback(() => setNotice(null), []);
  const closeDialog = useCallback(() => setDialog(null), []);

  return (
    <BudgetActionsProvider
      doc={doc}
      canEdit={canEdit}
      today={now}
      notify={setNotice}
      openPaymentDialog={setDialog}
    >
      <div className="budget">
        <header className="tab-header budget-header">
          <div>
            <p className="eyebrow">Budget</p>
            <h1>Wedding Budget</h1>
            <p className="tab-header__lede">
              Plan each category’s share, track what you’ve booked and stay ahead of every payment.
            </p>
          </div>
          <a className="btn btn--secondary" href={csvHref} download={budgetCsvFileName(now)}>
            <Download size={17} aria-hidden="true" />
            Export CSV
          </a>
        </header>

        {!canEdit && (
          <p className="tab-readonly">
            <Eye size={17} aria-hidden="true" />
            You can view this budget. Only the couple and their planners can change it.
          </p>
        )}

        {!hasBudget && <BudgetPrompt canEdit={canEdit} />}

        <BudgetSummary
          plannedBudget={view.plannedBudget}
          totals={view.totals}
          overdueCount={dueSoon.filter((due) => due.daysUntil < 0).length}
          canEdit={canEdit}
        />

        <aside className="budget-help">
          <Info size={18} aria-hidden="true" />
          <p>
            <strong>Hired vendors appear automatically in their budget categories.</strong> Mark a vendor as
            hired on the Vendors tab and it shows up here, ready for its cost and payments.
            {hiredCount > 0 && ` You have ${hiredCount} hired ${hiredCount === 1 ? 'vendor' : 'vendors'}.`}
          </p>
        </aside>

        <div className="budget-insights">
          <PaymentsDueSoon payments={dueSoon} />
          <BudgetChart categories={view.categories} />
        </div>

        <section className="budget-breakdown" aria-labelledby="budget-breakdown-title">
          <header className="budget-breakdown__head">
            <h2 id="budget-breakdown-title">Budget by category</h2>
            <p>Estimates are each category’s share of your total budget.</p>
          </header>
          {view.totals.percentWarning && <PercentWarning percentTotal={view.totals.percentTotal} />}
          <BudgetTable categories={view.categories} totals={view.totals} />
        </section>

        {dialog && (
          <PaymentDialog
            key={dialog.mode === 'edit' ? dialog.payment.id : dialog.item.id}
            state={dialog}
            onClose={closeDialog}
          />
        )}

        <BudgetToast notice={notice} onDismiss={dismissNotice} />
      </div>
    </BudgetActionsProvider>
  );
}

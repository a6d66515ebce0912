// The budget table (spec §2): ITEM, EST %, ESTIMATE, ACTUAL, PAID, REMAINING DUE, STATUS, one row
// group per category (expandable to its service items, all expanded at first) and a totals row.
// Below 760 px the CSS turns each category into a card.
import { type BudgetCategory, type BudgetTotals, formatDollars, paymentStatusLabel } from '@confetti/plan';
import { ChevronDown, Eraser, Plus, TriangleAlert } from 'lucide-react';
import { useRef, useState } from 'react';
import { useFocusAfterRender } from '../../lib/use-focus-after-render';
import { useBudgetActions } from './budget-actions';
import { OverpaidNote } from './overpaid-note';
import { PercentField } from './percent-field';
import { ServiceItemForm } from './service-item-form';
import { ServiceItemRows, TABLE_COLUMNS } from './service-item-rows';
import { StatusPill } from './status-pill';

export function BudgetTable({ categories, totals }: { categories: BudgetCategory[]; totals: BudgetTotals }) {
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const setExpanded = (name: string, expanded: boolean) =>
    setCollapsed((previous) => {
      const next = new Set(previous);
      if (expanded) next.delete(name);
      else next.add(name);
      return next;
    });

  return (
    <div className="budget-table-wrap">
      <table className="budget-table">
        <caption className="sr-only">Budget by category, with service items and payments</caption>
        <colgroup>
          <col className="budget-col--item" />
          <col className="budget-col--percent" />
          <col className="budget-col--money" />
          <col className="budget-col--money" />
          <col className="budget-col--money" />
          <col className="budget-col--money" />
          <col className="budget-col--status" />
          <col className="budget-col--actions" />
        </colgroup>
        <thead>
          <tr>
            <th scope="col">ITEM</th>
            <th scope="col">EST %</th>
            <th scope="col" className="budget-num">
              ESTIMATE
            </th>
            <th scope="col" className="budget-num">
              ACTUAL
            </th>
            <th scope="col" className="budget-num">
              PAID
            </th>
            <th scope="col" className="budget-num">
              REMAINING DUE
            </th>
            <th scope="col">STATUS</th>
            <th scope="col">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        {categories.map((category) => (
          <CategoryGroup
            key={category.name}
            category={category}
            expanded={!collapsed.has(category.name)}
            onExpandedChange={(expanded) => setExpanded(category.name, expanded)}
          />
        ))}
        <tfoot>
          <tr className="budget-total-row">
            <th scope="row">Total</th>
            <td data-label="Est %">
              <span
                className={`budget-percent-total${totals.percentWarning ? ' budget-percent-total--warning' : ''}`}
              >
                {totals.percentWarning && <TriangleAlert size={14} aria-hidden="true" />}
                {formatPercentTotal(totals.percentTotal)}%
              </span>
            </td>
            <td className="budget-num" data-label="Estimate">
              {formatDollars(totals.estimate)}
            </td>
            <td className="budget-num" data-label="Actual">
              {formatDollars(totals.actual)}
            </td>
            <td className="budget-num" data-label="Paid">
              {formatDollars(totals.totalPaid)}
            </td>
            <td className="budget-num" data-label="Remaining">
              {formatDollars(totals.remainingDue)}
              <OverpaidNote amount={totals.overpaid} format={formatDollars} />
            </td>
            <td data-label="Status">
              <StatusPill label={totals.status} />
            </td>
            <td className="budget-cell--empty" aria-hidden="true" />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

export function formatPercentTotal(value: number): string {
  return String(Math.round(value * 100) / 100);
}

function CategoryGroup({
  category,
  expanded,
  onExpandedChange,
}: {
  category: BudgetCategory;
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
}) {
  const actions = useBudgetActions();
  const [adding, setAdding] = useState(false);
  // The form goes when it is done with: back to its "+ Item" button, to add another or move on.
  const addButton = useRef<HTMLButtonElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const closeForm = () => {
    setAdding(false);
    focusAfterRender(() => addButton.current);
  };
  const hasItems = category.items.length > 0;
  const status = paymentStatusLabel(category.paymentStatus, category.actual);

  return (
    <tbody
      className={`budget-category${hasItems ? ' budget-category--has-items' : ''}`}
      aria-label={category.name}
      // Its last item gone, focus goes to adding another rather than up to the table's heading.
      data-focus-when-empty=".budget-chip-button"
    >
      <tr className="budget-category-row">
        <th scope="row" className="budget-category-row__name">
          {hasItems ? (
            <button
              type="button"
              className="budget-category-row__toggle"
              aria-expanded={expanded}
              onClick={() => onExpandedChange(!expanded)}
            >
              <ChevronDown size={16} aria-hidden="true" className="budget-category-row__chevron" />
              <span className="budget-category-row__label">{category.name}</span>
              {/* While collapsed, say what is hidden. */}
              {!expanded && (
                <span className="budget-category-row__count">
                  {category.items.length} {category.items.length === 1 ? 'item' : 'items'}
                </span>
              )}
            </button>
          ) : (
            <span className="budget-category-row__static">
              <span className="budget-category-row__label">{category.name}</span>
            </span>
          )}
        </th>
        <td data-label="Est %">
          {actions.canEdit ? (
            <PercentField
              category={category.name}
              value={category.percent}
              onChange={(percent) => actions.setPercent(category.name, percent)}
            />
          ) : (
            <span className="budget-percent-readonly">{formatPercentTotal(category.percent)}%</span>
          )}
        </td>
        <td className="budget-num" data-label="Estimate">
          {formatDollars(category.estimate)}
        </td>
        <td className="budget-num" data-label="Actual">
          {formatDollars(category.actual)}
        </td>
        <td className="budget-num" data-label="Paid">
          {formatDollars(category.totalPaid)}
        </td>
        <td className="budget-num" data-label="Remaining">
          {formatDollars(category.remainingDue)}
          <OverpaidNote amount={category.overpaid} format={formatDollars} />
        </td>
        <td data-label="Status">
          <StatusPill label={status} />
        </td>
        <td className="budget-actions">
          {actions.canEdit && (
            <>
              <button
                ref={addButton}
                type="button"
                className="budget-chip-button"
                aria-label={`Add item to ${category.name}`}
                onClick={() => {
                  setAdding(true);
                  onExpandedChange(true);
                }}
              >
                <Plus size={15} aria-hidden="true" />
                Item
              </button>
              <button
                type="button"
                className="budget-icon-button budget-icon-button--danger"
                aria-label={`Clear ${category.name}`}
                title="Clear all data for this category"
                onClick={() => void actions.clearCategory(category)}
              >
                <Eraser size={15} aria-hidden="true" />
              </button>
            </>
          )}
        </td>
      </tr>
      {expanded && category.items.map((item) => <ServiceItemRows key={item.id} item={item} />)}
      {adding && (
        <tr className="budget-item-row budget-item-row--form">
          <td colSpan={TABLE_COLUMNS}>
            <ServiceItemForm
              category={category.name}
              submitLabel="Add Item"
              onSubmit={(values) => {
                actions.addItem({ category: category.name, ...values });
                actions.notify({ tone: 'success', message: `${values.name} added to ${category.name}.` });
                closeForm();
              }}
              onCancel={closeForm}
            />
          </td>
        </tr>
      )}
    </tbody>
  );
}

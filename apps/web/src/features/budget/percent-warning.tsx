// Spec §4: the total percent is flagged when it is not 100. Editors can go back to the defaults.
import { TriangleAlert } from 'lucide-react';
import { useBudgetActions } from './budget-actions';
import { formatPercentTotal } from './budget-table';

export function PercentWarning({ percentTotal }: { percentTotal: number }) {
  const actions = useBudgetActions();
  return (
    <div className="budget-warning" role="status">
      <TriangleAlert size={18} aria-hidden="true" />
      <p>
        Your category percentages add up to <strong>{formatPercentTotal(percentTotal)}%</strong>. Adjust them
        so they total 100%.
      </p>
      {actions.canEdit && (
        <button type="button" className="link-button" onClick={() => void actions.resetPercentages()}>
          Reset to defaults
        </button>
      )}
    </div>
  );
}

// The status chips of the checklist: a category's (Complete, Overdue, In Progress, Not Started) and a
// timeline task's (Complete, Overdue, Pending).
import type { ChecklistCategoryStatus, TimelineTaskStatus } from '@confetti/plan';

const TONE: Record<ChecklistCategoryStatus | TimelineTaskStatus, string> = {
  Complete: 'complete',
  Overdue: 'overdue',
  'In Progress': 'progress',
  'Not Started': 'idle',
  Pending: 'idle',
};

export function StatusBadge({ status }: { status: ChecklistCategoryStatus | TimelineTaskStatus }) {
  return <span className={`status-chip status-chip--${TONE[status]}`}>{status}</span>;
}

// Category View: the 19 checklist categories in catalog order (then Custom), each with its status,
// progress, booking lead time, tasks and an inline add form. Categories start expanded.
import { vendorCategoryByName } from '@confetti/catalog';
import { checklistCategoryStatus, checklistStats } from '@confetti/plan';
import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import type { ChecklistGroup } from './checklist-model';
import { InlineAddForm } from './inline-add-form';
import { LeadTimeTooltip } from './lead-time-tooltip';
import { StatusBadge } from './status-badge';
import type { TaskActions } from './task-actions';
import { TaskRow } from './task-row';

interface CategoryViewProps {
  groups: readonly ChecklistGroup[];
  collapsed: ReadonlySet<string>;
  onToggle: (category: string) => void;
  now: Date;
  actions: TaskActions;
  highlightedId: string | null;
}

export function CategoryView({
  groups,
  collapsed,
  onToggle,
  now,
  actions,
  highlightedId,
}: CategoryViewProps) {
  return (
    <div className="checklist-categories">
      {groups.map((group) => (
        <CategorySection
          key={group.name}
          group={group}
          expanded={!collapsed.has(group.name)}
          onToggle={() => onToggle(group.name)}
          now={now}
          actions={actions}
          highlightedId={highlightedId}
        />
      ))}
    </div>
  );
}

interface CategorySectionProps {
  group: ChecklistGroup;
  expanded: boolean;
  onToggle: () => void;
  now: Date;
  actions: TaskActions;
  highlightedId: string | null;
}

function CategorySection({ group, expanded, onToggle, now, actions, highlightedId }: CategorySectionProps) {
  const bodyId = useId();
  const headingId = useId();
  const vendorCategory = vendorCategoryByName(group.name);
  const status = checklistCategoryStatus(group.tasks, now);
  const { completedTasks, totalTasks, completionPercentage } = checklistStats(group.tasks);

  return (
    <section
      className={`checklist-category checklist-category--${status.toLowerCase().replace(' ', '-')}`}
      aria-labelledby={headingId}
    >
      <div className="checklist-category__head">
        <div className="checklist-category__title">
          <h2 id={headingId}>
            <button
              type="button"
              className="checklist-category__toggle"
              aria-expanded={expanded}
              aria-controls={bodyId}
              onClick={onToggle}
            >
              <ChevronDown className="checklist-category__chevron" size={18} aria-hidden="true" />
              <span className="checklist-category__name">{group.name}</span>
            </button>
          </h2>
          {vendorCategory && <LeadTimeTooltip category={group.name} leadTime={vendorCategory.leadTime} />}
        </div>
        <div className="checklist-category__meta">
          <StatusBadge status={status} />
          <span className="checklist-category__count">
            {completedTasks} of {totalTasks}
          </span>
          <div
            className="meter checklist-category__meter"
            role="progressbar"
            aria-label={`${group.name} progress`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={completionPercentage}
          >
            <span className="meter__fill" style={{ width: `${completionPercentage}%` }} />
          </div>
        </div>
      </div>
      <div className="checklist-category__body" id={bodyId} hidden={!expanded}>
        {group.tasks.length > 0 ? (
          <ul className="task-list">
            {group.tasks.map((task) => (
              <TaskRow
                key={task.id}
                task={task}
                now={now}
                actions={actions}
                highlighted={task.id === highlightedId}
              />
            ))}
          </ul>
        ) : (
          <p className="checklist-category__empty">No tasks here yet.</p>
        )}
        {actions.canEdit && <InlineAddForm category={group.name} actions={actions} />}
      </div>
    </section>
  );
}

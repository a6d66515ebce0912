// Timeline View: every task in the timeline order (dated by ascending date, then undated with the
// incomplete first), grouped by month, each with its status: Complete, Overdue or Pending.
import type { ChecklistTask } from '@confetti/plan';
import { timelineTaskStatus } from '@confetti/plan';
import { timelineGroups } from './checklist-model';
import type { TaskActions } from './task-actions';
import { TaskRow } from './task-row';

interface TimelineViewProps {
  tasks: readonly ChecklistTask[];
  now: Date;
  actions: TaskActions;
  highlightedId: string | null;
}

export function TimelineView({ tasks, now, actions, highlightedId }: TimelineViewProps) {
  const groups = timelineGroups(tasks);
  if (groups.length === 0) {
    return <p className="checklist-timeline__empty">No tasks yet. Add your first one above.</p>;
  }
  return (
    <ol className="checklist-timeline" aria-label="Tasks by due date">
      {groups.map((group) => (
        <li key={group.key} className="checklist-timeline__month">
          <h2 className="checklist-timeline__label">
            {group.label}
            <span className="checklist-timeline__count">
              {group.tasks.length} {group.tasks.length === 1 ? 'task' : 'tasks'}
            </span>
          </h2>
          <ul className="task-list">
            {group.tasks.map((task) => (
              <TaskRow
                key={task.id}
                task={task}
                now={now}
                actions={actions}
                highlighted={task.id === highlightedId}
                timeline={{ status: timelineTaskStatus(task, now) }}
              />
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

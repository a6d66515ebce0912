// The Checklist tab (spec §2): heading, summary cards, help box, Category and Timeline views, the
// Add Custom Task modal, and the highlight of a task the dashboard asked for (?task=<id>).
import { CalendarHeart, Info, LayoutList, Plus, Sparkles, X } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useCanEdit, useCollection, useNow, useWeddingInfo } from '../../plan';
import { useConfirm } from '../planner/confirm-dialog';
import { openWeddingDetails } from '../planner/navigation';
import { useUndoableDelete } from '../planner/undo';
import { AddTaskModal } from './add-task-modal';
import { CategoryView } from './category-view';
import { ChecklistErrorBoundary } from './checklist-error-boundary';
import { checklistGroups, checklistSummary } from './checklist-model';
import { SummaryCards } from './summary-cards';
import { useTaskActions } from './task-actions';
import { TimelineView } from './timeline-view';
import { HIGHLIGHT_PARAM, useTaskHighlight } from './use-task-highlight';
import './checklist.css';

type View = 'category' | 'timeline';

export function ChecklistTab() {
  return (
    <ChecklistErrorBoundary>
      <ChecklistScreen />
    </ChecklistErrorBoundary>
  );
}

function ChecklistScreen() {
  const canEdit = useCanEdit();
  const tasks = useCollection('checklistTasks');
  const { weddingDate } = useWeddingInfo();
  const now = useNow();
  const [view, setView] = useState<View>('category');
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const [modalOpen, setModalOpen] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  // The page scrolls to a task added from the modal and highlights it; a screen reader, whose focus
  // is back on Add Custom Task, is told instead.
  const [addedStatus, setAddedStatus] = useState('');
  const [, setParams] = useSearchParams();

  const { confirm, confirmDialog } = useConfirm();
  const { deleteWithUndo, undoToast } = useUndoableDelete();
  const actions = useTaskActions(setMessage, { confirm, deleteWithUndo });
  const expandCategory = useCallback((category: string) => {
    setCollapsed((current) => {
      if (!current.has(category)) return current;
      const next = new Set(current);
      next.delete(category);
      return next;
    });
  }, []);
  const toggleCategory = useCallback((category: string) => {
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(category)) next.delete(category);
      else next.add(category);
      return next;
    });
  }, []);
  const highlightedId = useTaskHighlight(tasks, expandCategory);

  const groups = useMemo(() => checklistGroups(tasks), [tasks]);
  const summary = useMemo(() => checklistSummary(tasks, now), [tasks, now]);
  const expertCount = tasks.filter((task) => task.source === 'expert_generated').length;

  const noDate = weddingDate === null;
  const header = (
    <header className="checklist__head">
      <div>
        <p className="eyebrow">Checklist</p>
        <h1 className="checklist__title">Wedding Checklist</h1>
        <p className="checklist__lead">
          Everything to do before the big day, timed from your wedding date and grouped by vendor.
        </p>
      </div>
      {canEdit && (
        <button type="button" className="btn btn--primary" onClick={() => setModalOpen(true)}>
          <Plus size={18} aria-hidden="true" /> Add Custom Task
        </button>
      )}
    </header>
  );

  return (
    <div className="checklist">
      {header}
      {!canEdit && (
        <p className="checklist__readonly">
          <Info size={16} aria-hidden="true" /> You have view-only access to this checklist.
        </p>
      )}

      {noDate && tasks.length === 0 ? (
        <NoDateEmptyState canEdit={canEdit} />
      ) : (
        <>
          <SummaryCards summary={summary} expertCount={expertCount} />
          <HelpBox />
          {noDate && <NoDateCallout canEdit={canEdit} />}
          <div className="checklist__toolbar">
            <fieldset className="view-toggle">
              <legend className="sr-only">Checklist view</legend>
              <button
                type="button"
                className="view-toggle__option"
                aria-pressed={view === 'category'}
                onClick={() => setView('category')}
              >
                <LayoutList size={16} aria-hidden="true" /> Category View
              </button>
              <button
                type="button"
                className="view-toggle__option"
                aria-pressed={view === 'timeline'}
                onClick={() => setView('timeline')}
              >
                <CalendarHeart size={16} aria-hidden="true" /> Timeline View
              </button>
            </fieldset>
          </div>
          {view === 'category' ? (
            <CategoryView
              groups={groups}
              collapsed={collapsed}
              onToggle={toggleCategory}
              now={now}
              actions={actions}
              highlightedId={highlightedId}
            />
          ) : (
            <TimelineView tasks={tasks} now={now} actions={actions} highlightedId={highlightedId} />
          )}
        </>
      )}

      {canEdit && modalOpen && (
        <AddTaskModal
          actions={actions}
          onClose={() => setModalOpen(false)}
          onAdded={(task) => {
            setAddedStatus(`Added “${task.text}” to ${task.category}.`);
            setParams({ [HIGHLIGHT_PARAM]: task.id });
          }}
        />
      )}
      <p className="sr-only" role="status">
        {addedStatus}
      </p>
      {confirmDialog}
      {undoToast}
      {message && (
        <div className="checklist-toast notice notice--error" role="alert">
          <span>{message}</span>
          <button
            type="button"
            className="checklist-toast__close"
            aria-label="Dismiss"
            onClick={() => setMessage(null)}
          >
            <X size={16} aria-hidden="true" />
          </button>
        </div>
      )}
    </div>
  );
}

function HelpBox() {
  return (
    <aside className="checklist-help" aria-label="How your checklist works">
      <span className="checklist-help__icon">
        <Sparkles size={20} aria-hidden="true" />
      </span>
      <div>
        <h2 className="checklist-help__title">How your checklist works</h2>
        <p>
          Your expert checklist is timed from your wedding date, so each task comes due when couples usually
          get it done. Starting with less time than that? We spread the early tasks over the time you have
          left, in the same order, so nothing starts out overdue; a new wedding date plans them again. Tick
          tasks off as you go, click a task for details and notes, and change any due date: we won't move a
          date you picked. Everyone you plan with sees your changes right away.
        </p>
      </div>
    </aside>
  );
}

function NoDateCallout({ canEdit }: { canEdit: boolean }) {
  return (
    <div className="checklist-callout">
      <CalendarHeart size={20} aria-hidden="true" />
      <p>Set your wedding date and we'll add our expert checklist, with every task dated for you.</p>
      {canEdit && (
        <button type="button" className="btn btn--secondary" onClick={openWeddingDetails}>
          Set Wedding Date
        </button>
      )}
    </div>
  );
}

function NoDateEmptyState({ canEdit }: { canEdit: boolean }) {
  return (
    <section className="checklist-empty card" aria-labelledby="checklist-empty-title">
      <span className="checklist-empty__art" aria-hidden="true">
        <CalendarHeart size={34} />
      </span>
      <h2 id="checklist-empty-title">Your checklist starts with a date</h2>
      <p>
        Once your wedding date is set, your expert checklist appears here: nearly 200 tasks across 19
        categories, from booking the venue to sending thank-you notes, each due at the right time.
      </p>
      {canEdit ? (
        <button type="button" className="btn btn--primary btn--lg" onClick={openWeddingDetails}>
          Set Your Wedding Date
        </button>
      ) : (
        <p className="checklist-empty__note">The couple hasn't set a wedding date yet.</p>
      )}
    </section>
  );
}

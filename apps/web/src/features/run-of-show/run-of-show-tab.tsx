// The Run of Show tab: the wedding day as a vertical timeline grouped by part of the day, each moment
// with a bar as long as it lasts. Editors add and edit inline, drag to reorder, shift the rest of the
// day when it runs late, begin from a starter timeline, share a live read-only view with each vendor,
// export to a calendar and print. Every change goes into the plan document, so partners and open
// vendor pages follow at once.
import {
  addRunOfShowEntry,
  addStarterRunOfShow,
  deleteEntity,
  editedFields,
  moveRunOfShowEntry,
  nextFreeTime,
  type RunOfShowEntry,
  runOfShowByPartOfDay,
  runOfShowNowAndNext,
  runOfShowOverlaps,
  shiftRunOfShowFrom,
  sortRunOfShow,
  starterCeremonyTime,
  updateRunOfShowEntry,
  wallClockOf,
} from '@confetti/plan';
import { AlertTriangle, CalendarDays, Plus, Printer, Share2, Sparkles } from 'lucide-react';
import { type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { useGoneWhileEditing } from '../../lib/gone-while-editing';
import { replacedFieldsMessage } from '../../lib/replaced-fields';
import { useFocusAfterRender } from '../../lib/use-focus-after-render';
import { useCanEdit, useCollection, useNow, usePlan, useWeddingInfo } from '../../plan';
import { useConfirm } from '../planner/confirm-dialog';
import { useUndoableDelete } from '../planner/undo';
import {
  ENTRY_FIELD_NAMES,
  EntryForm,
  type EntryFormValues,
  entryFormValues,
  trimmedValues,
} from './entry-form';
import { formatSpan, formatWeddingDate } from './format';
import { ShareVendorDialog } from './share-vendor-dialog';
import { TimelineEntry } from './timeline-entry';
import './run-of-show.css';

type Editing = { id: string } | 'new' | null;

export function RunOfShowTab() {
  const { doc, planId } = usePlan();
  const canEdit = useCanEdit();
  const info = useWeddingInfo();
  const entries = useCollection('runOfShow');
  const vendors = useCollection('vendors');
  const now = useNow(30_000);
  const [editing, setEditing] = useState<Editing>(null);
  const [dragId, setDragId] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // For screen readers, what a sighted person sees happen: a moment added, the starter timeline in
  // place, where a moment moved by keyboard landed.
  const [said, setSaid] = useState('');
  const [sharing, setSharing] = useState(false);
  const { confirm, confirmDialog } = useConfirm();
  const { deleteWithUndo, undoToast } = useUndoableDelete();
  // The new-moment form replaces the button that opened it (or hides it, up top); when the form
  // goes, focus goes back to that button, or to the one below the day once the first moment is in.
  const headerAdd = useRef<HTMLButtonElement>(null);
  const bottomAdd = useRef<HTMLButtonElement>(null);
  const scratchAdd = useRef<HTMLButtonElement>(null);
  const addOpener = useRef<RefObject<HTMLButtonElement | null>>(bottomAdd);
  const focusAfterRender = useFocusAfterRender();
  const timeline = useRef<HTMLDivElement>(null);
  function openNew(opener: RefObject<HTMLButtonElement | null>) {
    addOpener.current = opener;
    setEditing('new');
  }
  /** Back from editing a moment: focus returns to its Edit button (wherever its time put it). */
  function closeEdit(id: string) {
    setEditing(null);
    focusAfterRender(() =>
      document.querySelector<HTMLElement>(`[data-entry="${CSS.escape(id)}"] button[aria-label^="Edit "]`),
    );
  }
  function closeNew() {
    setEditing(null);
    focusAfterRender(() => addOpener.current.current ?? bottomAdd.current);
  }

  // A partner deleted the moment being edited here: its form goes with it, so say why, rather than
  // letting what was typed vanish without a word.
  const editingId = editing !== null && editing !== 'new' ? editing.id : null;
  useGoneWhileEditing(
    entries,
    editingId,
    (entry) => entry.title,
    (lastTitle) => {
      setEditing(null);
      setNotice(
        `“${lastTitle ?? 'This moment'}” was deleted by someone else while you were editing it, so your changes to it were not saved.`,
      );
    },
  );

  const ordered = useMemo(() => sortRunOfShow(entries), [entries]);
  const groups = useMemo(() => runOfShowByPartOfDay(entries), [entries]);
  const overlaps = useMemo(() => runOfShowOverlaps(entries), [entries]);
  const titles = useMemo(() => new Map(entries.map((e) => [e.id, e.title])), [entries]);
  const longest = Math.max(1, ...entries.map((e) => e.durationMinutes ?? 0));
  const overlapCount = [...overlaps.values()].filter((ids) => ids.length > 0).length;
  const current = runOfShowNowAndNext(entries, info.weddingDate, wallClockOf(now)).now;

  function run(action: () => void, failure: string) {
    try {
      action();
      setNotice(null);
    } catch (error) {
      setNotice(error instanceof Error && error.message ? error.message : failure);
    }
  }

  function save(entry: RunOfShowEntry | null, values: EntryFormValues, opened: EntryFormValues) {
    const fields = trimmedValues(values);
    let replacedNotice: string | null = null;
    run(() => {
      if (entry) {
        // Only what this form changed: a partner's edits to the moment meanwhile (its time moved
        // by a reorder, say) stay.
        const now = trimmedValues(entryFormValues(entry, entry.time));
        const { patch, replaced } = editedFields(trimmedValues(opened), fields, now, ['description']);
        updateRunOfShowEntry(doc, entry.id, patch);
        replacedNotice = replacedFieldsMessage(
          `“${opened.title}”`,
          replaced.map((key) => ({ name: ENTRY_FIELD_NAMES[key], theirs: now[key] })),
        );
        closeEdit(entry.id);
      } else {
        const added = addRunOfShowEntry(doc, fields);
        setSaid(`${added.title} added, ${formatSpan(added)}.`);
        closeNew();
      }
    }, 'Could not save this moment. Please try again.');
    if (replacedNotice) setNotice(replacedNotice);
  }

  async function remove(entry: RunOfShowEntry) {
    const ok = await confirm({
      title: 'Delete moment',
      question: `Delete "${entry.title}" from the run of show?`,
      confirmLabel: 'Delete',
    });
    if (ok)
      deleteWithUndo(doc, ['runOfShow'], `“${entry.title}” deleted.`, (origin) =>
        deleteEntity(doc, 'runOfShow', entry.id, origin),
      );
  }

  /**
   * Moves a moment to `index` in the day. A move retimes it (and may push the moments after it), by
   * hours when the day has a gap: the toast says where it landed, with Undo (Ctrl+Z) to put back
   * everything the move changed.
   */
  function moveWithUndo(id: string, index: number, say: (moved: RunOfShowEntry) => string): void {
    let moved: RunOfShowEntry | null = null;
    deleteWithUndo(
      doc,
      ['runOfShow'],
      () => (moved ? say(moved) : ''),
      (origin) => {
        moved = moveRunOfShowEntry(doc, id, index, origin);
        return moved !== null;
      },
    );
  }

  function moveTo(id: string, index: number) {
    run(
      () => moveWithUndo(id, index, (moved) => `${moved.title} moved to ${formatSpan(moved)}.`),
      'Could not move this moment.',
    );
  }

  /**
   * Arrow keys on a moment's handle. Moving it later re-inserts its row further down, which takes
   * keyboard focus off the handle: focus goes back to it, so the next arrow key moves it again, and
   * the new place and time are said.
   */
  function moveByKey(entry: RunOfShowEntry, direction: -1 | 1) {
    const from = ordered.findIndex((e) => e.id === entry.id);
    const to = Math.max(0, Math.min(ordered.length - 1, from + direction));
    if (to === from) {
      setSaid(`${entry.title} is already ${direction < 0 ? 'first' : 'last'}.`);
      return;
    }
    try {
      moveWithUndo(
        entry.id,
        to,
        (moved) => `${moved.title} moved to ${to + 1} of ${ordered.length}, ${formatSpan(moved)}.`,
      );
      setNotice(null);
    } catch (error) {
      setNotice(error instanceof Error && error.message ? error.message : 'Could not move this moment.');
    }
    focusAfterRender(() =>
      document.querySelector<HTMLElement>(`[data-entry="${CSS.escape(entry.id)}"] .ros-entry__grip`),
    );
  }

  /**
   * The day replaces the empty card, and its button that had focus: focus goes to the top of the
   * day, where a keyboard user reads on, and the count of moments is said.
   */
  function beginWithStarter() {
    const added = addStarterRunOfShow(doc, info.weddingDate);
    setSaid(`Starter timeline added: ${added.length} moments.`);
    focusAfterRender(() => timeline.current?.querySelector<HTMLElement>('.ros-part__title'));
  }

  // A new moment follows the day's last one rather than overlapping it.
  const defaultTime = nextFreeTime(ordered) ?? starterCeremonyTime(info.weddingDate);

  return (
    <div className="ros">
      <header className="ros-header">
        <div>
          <p className="eyebrow">Run of Show</p>
          <h1>Your wedding day, minute by minute</h1>
          <p className="ros-header__lede">
            {info.weddingDate
              ? formatWeddingDate(info.weddingDate)
              : 'Set your wedding date to put the day on a calendar.'}
            {info.location ? ` · ${info.location}` : ''}
          </p>
        </div>
        <div className="ros-header__actions ros-no-print">
          {/* The form opens after the last moment (where a new one usually goes) and takes focus,
              which brings it into view from up here. */}
          {canEdit && entries.length > 0 && editing !== 'new' && (
            <button
              ref={headerAdd}
              type="button"
              className="btn btn--primary"
              onClick={() => openNew(headerAdd)}
            >
              <Plus size={16} aria-hidden="true" /> Add a moment
            </button>
          )}
          {canEdit && (
            <button type="button" className="btn btn--secondary" onClick={() => setSharing(true)}>
              <Share2 size={16} aria-hidden="true" /> Share with a vendor
            </button>
          )}
          {info.weddingDate && entries.length > 0 ? (
            <a
              className="btn btn--ghost"
              href={`/api/runofshow/export.ics?plan_id=${planId}`}
              download="run-of-show.ics"
            >
              <CalendarDays size={16} aria-hidden="true" /> Add to calendar
            </a>
          ) : null}
          <button type="button" className="btn btn--ghost" onClick={() => window.print()}>
            <Printer size={16} aria-hidden="true" /> Print
          </button>
        </div>
      </header>

      {!canEdit && (
        <p className="ros-readonly ros-no-print">
          You can view the run of show; only the couple and their planner change it.
        </p>
      )}

      {notice && (
        <p className="notice notice--error" role="alert">
          {notice}
        </p>
      )}

      <p className="sr-only" role="status">
        {said}
      </p>

      {overlapCount > 0 && (
        <p className="ros-overlap-summary ros-no-print" role="status">
          <AlertTriangle size={16} aria-hidden="true" />
          {overlapCount === 2 ? 'Two moments overlap' : `${overlapCount} moments overlap`}: check the times
          marked below.
        </p>
      )}

      {entries.length === 0 ? (
        <section className="empty-card" aria-labelledby="ros-empty-title">
          <Sparkles size={28} aria-hidden="true" />
          <h2 id="ros-empty-title">Plan the day from the first look to the send-off</h2>
          <p>
            Begin with a starter timeline (ceremony, cocktails, dinner, toasts, first dance and send-off)
            timed for {info.weddingDate ? 'your wedding date' : 'a typical wedding'}, then make it yours.
          </p>
          {canEdit && (
            <div className="ros-empty__actions">
              <button
                type="button"
                className="btn btn--primary"
                onClick={() => run(beginWithStarter, 'Could not add the starter timeline.')}
              >
                Use the starter timeline
              </button>
              <button
                ref={scratchAdd}
                type="button"
                className="btn btn--ghost"
                onClick={() => openNew(scratchAdd)}
              >
                Start from scratch
              </button>
            </div>
          )}
        </section>
      ) : (
        <div className="ros-timeline" ref={timeline}>
          {groups.map((group) => (
            <section key={group.part} className="ros-part" aria-label={group.part}>
              <h2 className="ros-part__title" tabIndex={-1}>
                {group.part}
              </h2>
              <ol className="ros-list">
                {group.entries.map((entry) =>
                  editing !== null && editing !== 'new' && editing.id === entry.id ? (
                    <li key={entry.id} className="ros-entry ros-entry--editing">
                      <EntryForm
                        entry={entry}
                        defaultTime={entry.time}
                        vendors={vendors}
                        onSave={(values, opened) => save(entry, values, opened)}
                        onCancel={() => closeEdit(entry.id)}
                      />
                    </li>
                  ) : (
                    <TimelineEntry
                      key={entry.id}
                      entry={entry}
                      overlapsWith={(overlaps.get(entry.id) ?? []).map((id) => titles.get(id) ?? '')}
                      barShare={(entry.durationMinutes ?? 0) / longest}
                      isNow={current?.id === entry.id}
                      canEdit={canEdit}
                      dragging={dragId === entry.id}
                      onEdit={() => setEditing({ id: entry.id })}
                      onDelete={() => void remove(entry)}
                      onShift={(minutes) =>
                        run(() => shiftRunOfShowFrom(doc, entry.id, minutes), 'Could not shift the day.')
                      }
                      onMove={(direction) => moveByKey(entry, direction)}
                      onDragStart={() => setDragId(entry.id)}
                      onDragEnd={() => setDragId(null)}
                      onDropHere={() => {
                        if (dragId && dragId !== entry.id)
                          moveTo(
                            dragId,
                            ordered.findIndex((e) => e.id === entry.id),
                          );
                        setDragId(null);
                      }}
                    />
                  ),
                )}
              </ol>
            </section>
          ))}
        </div>
      )}

      {canEdit &&
        entries.length > 0 &&
        (editing === 'new' ? (
          <EntryForm
            entry={null}
            defaultTime={defaultTime}
            vendors={vendors}
            onSave={(values, opened) => save(null, values, opened)}
            onCancel={closeNew}
          />
        ) : (
          <button
            ref={bottomAdd}
            type="button"
            className="btn btn--secondary ros-add ros-no-print"
            onClick={() => openNew(bottomAdd)}
          >
            <Plus size={16} aria-hidden="true" /> Add a moment
          </button>
        ))}
      {canEdit && entries.length === 0 && editing === 'new' && (
        <EntryForm
          entry={null}
          defaultTime={defaultTime}
          vendors={vendors}
          onSave={(values, opened) => save(null, values, opened)}
          onCancel={closeNew}
        />
      )}

      {sharing && (
        <ShareVendorDialog
          planId={planId}
          responsibleNames={[
            ...new Set(entries.map((e) => e.responsible).filter((r): r is string => !!r)),
          ].sort()}
          onClose={() => setSharing(false)}
        />
      )}
      {confirmDialog}
      {undoToast}
    </div>
  );
}

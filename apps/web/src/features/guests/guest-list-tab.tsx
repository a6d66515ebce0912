// The Guest List tab: header totals (people invited, attending, declined, invitations awaiting, meals),
// search, filters and sort, the guest table with in-place edits and expandable parties, bulk actions,
// Add Guest, CSV import with a preview and export, and the guests' RSVP link. Everything reads and
// writes the plan document, so a partner's edit or a guest's online answer shows at once.
import {
  compareTableNames,
  deleteGuests,
  type Guest,
  guestListTotals,
  localDateString,
  type RsvpStatus,
  setGuestsRsvp,
  setGuestsTag,
} from '@confetti/plan';
import { Download, Eye, Link2, Search, Upload, UserPlus } from 'lucide-react';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useGoneWhileEditing } from '../../lib/gone-while-editing';
import { useFocusAfterRender } from '../../lib/use-focus-after-render';
import { useCanEdit, useCollection, usePlan, useWeddingInfo } from '../../plan';
import { useConfirm } from '../planner/confirm-dialog';
import { useUndoableDelete } from '../planner/undo';
import { AddGuestDialog } from './add-guest-dialog';
import { useRotateRsvpLink, useRsvpLink } from './api';
import { downloadCsv, guestCsvText } from './guest-csv-file';
import {
  ALL,
  choicesOf,
  type GuestFilters,
  type GuestSort,
  guestRows,
  invitedHint,
  NO_FILTERS,
  NO_MEAL,
  type RsvpFilter,
  rowsHeldInPlace,
  SORT_LABELS,
  UNSEATED,
} from './guest-list-model';
import { GuestRow, type GuestRowActions, MEAL_LIST_ID, TAG_LIST_ID } from './guest-row';
import { ImportDialog } from './import-dialog';
import { useAnnounceEditing, useRowEditors } from './row-presence';
import './guests.css';

type Modal = 'add' | 'import' | null;

const NOTICE_MS = 6000;
/** Rows drawn at first and added each time the end of the list comes into view: 500 guests open fast. */
const ROWS_PER_PAGE = 50;

/** What the list says when the guest being typed for is deleted by someone else. */
export function guestDeletedWhileEditing(name: string | null): string {
  return `${name ?? 'That guest'} was just deleted by someone else, so what you were typing for them was not saved.`;
}

function toggle(set: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(set);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** What deleting guests changes: their party members, seating wishes and table assignments. */
const GUEST_MAPS = ['guests', 'partyMembers', 'seatingConstraints', 'seatingTables'] as const;

export function GuestListTab() {
  const { doc, planId, role } = usePlan();
  const canEdit = useCanEdit();
  const guests = useCollection('guests');
  const members = useCollection('partyMembers');
  const tables = useCollection('seatingTables');
  const editors = useRowEditors();
  const announce = useAnnounceEditing();
  const { confirm, confirmDialog } = useConfirm();
  const { deleteWithUndo, undoToast } = useUndoableDelete();

  const [filters, setFilters] = useState<GuestFilters>(NO_FILTERS);
  const [sort, setSort] = useState<GuestSort>('name');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [modal, setModal] = useState<Modal>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [bulkTag, setBulkTag] = useState('');

  // Leaving the tab mid-edit must not leave my avatar on a partner's row.
  useEffect(() => () => announce(null), [announce]);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const deferredFilters = useDeferredValue(filters);
  // The guest whose fields are being typed in here: their row holds its place (rowsHeldInPlace).
  const [editing, setEditing] = useState<string | null>(null);
  const shownOrder = useRef<string[]>([]);
  const rows = useMemo(() => {
    const natural = guestRows(guests, members, tables, deferredFilters, sort);
    if (!editing) return natural;
    const all = guestRows(guests, members, tables, NO_FILTERS, sort);
    return rowsHeldInPlace(natural, all, shownOrder.current, editing);
  }, [guests, members, tables, deferredFilters, sort, editing]);
  useEffect(() => {
    if (!editing) shownOrder.current = rows.map((row) => row.guest.id);
  }, [rows, editing]);
  // The guest being typed for was deleted by someone else (here a delete starts from a button, which
  // takes the focus first): their row goes with what was typed, and the list says why.
  useGoneWhileEditing(
    guests,
    editing,
    (guest) => guest.name,
    (lastName) => {
      setNotice(guestDeletedWhileEditing(lastName));
      setEditing(null);
      announce(null);
    },
  );
  const totals = useMemo(() => guestListTotals(guests, members), [guests, members]);
  const planned = useWeddingInfo().guestCount;
  const tags = useMemo(() => choicesOf(guests.map((g) => g.tag)), [guests]);
  const meals = useMemo(
    () => choicesOf([...guests.map((g) => g.mealChoice), ...members.map((m) => m.mealChoice)]),
    [guests, members],
  );
  const tableChoices = useMemo(
    () => [...tables].sort(compareTableNames).map((t) => ({ id: t.id, name: t.name })),
    [tables],
  );

  const [rowLimit, setRowLimit] = useState(ROWS_PER_PAGE);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new search or order starts at the top
  useEffect(() => setRowLimit(ROWS_PER_PAGE), [deferredFilters, sort]);
  const drawn = rows.length > rowLimit ? rows.slice(0, rowLimit) : rows;
  const showMore = useCallback(() => setRowLimit((limit) => limit + ROWS_PER_PAGE), []);

  const shownIds = rows.map((row) => row.guest.id);
  const selectedShown = shownIds.filter((id) => selected.has(id));
  const allShownSelected = shownIds.length > 0 && selectedShown.length === shownIds.length;

  const actions = useMemo<GuestRowActions>(
    () => ({
      announce: (id) => {
        announce(id);
        setEditing(id);
      },
      toggleSelected: (id) => setSelected((current) => toggle(current, id)),
      toggleExpanded: (id) => setExpanded((current) => toggle(current, id)),
      report: setNotice,
      confirmDelete: async (guest: Guest) => {
        const question = `Delete ${guest.name}? Their party members are removed too, and they leave their table.`;
        if (await confirm({ question, title: 'Delete guest', confirmLabel: 'Delete' })) {
          deleteWithUndo(
            doc,
            GUEST_MAPS,
            `${guest.name} was deleted.`,
            (origin) => deleteGuests(doc, [guest.id], origin) > 0,
          );
        }
      },
    }),
    [announce, confirm, deleteWithUndo, doc],
  );

  const setFilter = useCallback(<K extends keyof GuestFilters>(key: K, value: GuestFilters[K]) => {
    setFilters((current) => ({ ...current, [key]: value }));
  }, []);

  const searchField = useRef<HTMLInputElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const bulkDelete = async () => {
    const count = selectedShown.length;
    const question = `Delete ${count} ${count === 1 ? 'guest' : 'guests'}? Their party members are removed too, and they leave their tables.`;
    if (await confirm({ question, title: 'Delete guests', confirmLabel: `Delete ${count}` })) {
      const ids = selectedShown;
      deleteWithUndo(
        doc,
        GUEST_MAPS,
        `${count} ${count === 1 ? 'guest' : 'guests'} deleted.`,
        (origin) => deleteGuests(doc, ids, origin) > 0,
      );
      setSelected(new Set());
      // The selection bar goes with them: focus starts again at the top of the list.
      focusAfterRender(() => searchField.current);
    }
  };

  const filtered = rows.length !== guests.length;

  return (
    <div className="guests">
      <header className="tab-header">
        <div>
          <p className="eyebrow">Guest List</p>
          <h1>Your Guests</h1>
          <p className="tab-header__lede">
            Everyone you invite, their parties, answers and meals, in one list.
          </p>
        </div>
        <div className="tab-header__actions guests-header__actions">
          {canEdit && (
            <button type="button" className="btn btn--primary" onClick={() => setModal('add')}>
              <UserPlus size={17} aria-hidden="true" />
              Add Guest
            </button>
          )}
          {canEdit && (
            <button type="button" className="btn btn--secondary" onClick={() => setModal('import')}>
              <Upload size={17} aria-hidden="true" />
              Import CSV
            </button>
          )}
          <button
            type="button"
            className="btn btn--secondary"
            onClick={() =>
              downloadCsv(guestCsvText(guests, members), `guest-list-${localDateString(new Date())}.csv`)
            }
          >
            <Download size={17} aria-hidden="true" />
            Export CSV
          </button>
          <RsvpLinkButton planId={planId} onCopied={setNotice} />
        </div>
      </header>

      <RsvpLinkLine planId={planId} isOwner={role === 'owner'} confirm={confirm} onChanged={setNotice} />

      {!canEdit && (
        <p className="tab-readonly">
          <Eye size={17} aria-hidden="true" />
          You can view this guest list. Only the couple and their planners can change it.
        </p>
      )}

      <section className="guests-totals" aria-label="Guest totals">
        <Total label="Invited" value={totals.invited} hint={invitedHint(totals.invited, planned)} />
        <Total label="Attending" value={totals.attending} hint={people(totals.attending)} tone="accepted" />
        <Total label="Declined" value={totals.declined} hint={people(totals.declined)} tone="declined" />
        <Total
          label="Awaiting RSVP"
          value={totals.awaiting}
          hint={totals.awaiting === 1 ? 'invitation' : 'invitations'}
        />
        <div className="guests-totals__meals">
          <span className="guests-totals__label">Meals of those attending</span>
          {totals.meals.length === 0 ? (
            <span className="guests-totals__none">No meals yet</span>
          ) : (
            <ul>
              {totals.meals.map((meal) => (
                <li key={meal.meal}>
                  <strong>{meal.count}</strong> {meal.meal}
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      <section className="guests-toolbar" aria-label="Find guests">
        <label className="guests-search">
          <Search size={17} aria-hidden="true" />
          <input
            type="search"
            className="input"
            ref={searchField}
            aria-label="Search guests"
            placeholder="Search names, emails, tags…"
            value={filters.search}
            onChange={(event) => setFilter('search', event.currentTarget.value)}
          />
        </label>
        <select
          className="input guests-filter"
          aria-label="Filter by RSVP"
          value={filters.rsvp}
          onChange={(e) => setFilter('rsvp', e.currentTarget.value as RsvpFilter)}
        >
          <option value="all">All RSVPs</option>
          <option value="Accepted">Accepted</option>
          <option value="Pending">Pending</option>
          <option value="Declined">Declined</option>
        </select>
        <select
          className="input guests-filter"
          aria-label="Filter by tag"
          value={filters.tag}
          onChange={(e) => setFilter('tag', e.currentTarget.value)}
        >
          <option value={ALL}>All tags</option>
          {tags.map((tag) => (
            <option key={tag}>{tag}</option>
          ))}
        </select>
        <select
          className="input guests-filter"
          aria-label="Filter by table"
          value={filters.table}
          onChange={(e) => setFilter('table', e.currentTarget.value)}
        >
          <option value={ALL}>All tables</option>
          <option value={UNSEATED}>Not seated</option>
          {tableChoices.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </select>
        <select
          className="input guests-filter"
          aria-label="Filter by meal"
          value={filters.meal}
          onChange={(e) => setFilter('meal', e.currentTarget.value)}
        >
          <option value={ALL}>All meals</option>
          <option value={NO_MEAL}>No meal chosen</option>
          {meals.map((meal) => (
            <option key={meal}>{meal}</option>
          ))}
        </select>
        <select
          className="input guests-filter"
          aria-label="Sort guests"
          value={sort}
          onChange={(e) => setSort(e.currentTarget.value as GuestSort)}
        >
          {(Object.keys(SORT_LABELS) as GuestSort[]).map((key) => (
            <option key={key} value={key}>
              Sort: {SORT_LABELS[key]}
            </option>
          ))}
        </select>
      </section>

      {canEdit && selectedShown.length > 0 && (
        <section className="guests-bulk" aria-label="Bulk actions">
          <span className="guests-bulk__count">{selectedShown.length} selected</span>
          <select
            className="input guests-filter"
            aria-label="Set RSVP of the selected guests"
            value=""
            onChange={(event) => {
              const status = event.currentTarget.value as RsvpStatus;
              if (!status) return;
              setGuestsRsvp(doc, selectedShown, status);
              setNotice(
                `RSVP set to ${status} for ${selectedShown.length} ${selectedShown.length === 1 ? 'guest' : 'guests'}.`,
              );
            }}
          >
            <option value="">Set RSVP…</option>
            <option value="Accepted">Accepted</option>
            <option value="Pending">Pending</option>
            <option value="Declined">Declined</option>
          </select>
          <form
            method="post"
            className="guests-bulk__tag"
            onSubmit={(event) => {
              event.preventDefault();
              // An empty tag would wipe every selected guest's tag, without an Undo.
              if (bulkTag.trim() === '') return;
              setGuestsTag(doc, selectedShown, bulkTag);
              setNotice(
                `Tagged ${selectedShown.length} ${selectedShown.length === 1 ? 'guest' : 'guests'} “${bulkTag.trim()}”.`,
              );
              setBulkTag('');
            }}
          >
            <input
              className="input"
              aria-label="Tag for the selected guests"
              list={TAG_LIST_ID}
              placeholder="Tag"
              value={bulkTag}
              onChange={(e) => setBulkTag(e.currentTarget.value)}
            />
            <button
              type="submit"
              className="btn btn--secondary btn--compact"
              disabled={bulkTag.trim() === ''}
            >
              Set tag
            </button>
          </form>
          <button
            type="button"
            className="btn btn--ghost btn--compact guests-bulk__delete"
            onClick={() => void bulkDelete()}
          >
            Delete selected
          </button>
          <button type="button" className="link-button" onClick={() => setSelected(new Set())}>
            Clear selection
          </button>
        </section>
      )}

      <div className="guests-count-row">
        <p className="guests-count" aria-live="polite">
          {filtered
            ? `Showing ${rows.length} of ${guests.length} guests`
            : `${guests.length} ${guests.length === 1 ? 'guest' : 'guests'}`}
        </p>
        {/* Phones show guests as cards, without the table header and its select-all box. */}
        {canEdit && shownIds.length > 0 && (
          <label className="guests-select-all">
            <input
              type="checkbox"
              checked={allShownSelected}
              onChange={() => setSelected(allShownSelected ? new Set() : new Set(shownIds))}
            />
            Select all shown
          </label>
        )}
      </div>

      {guests.length === 0 ? (
        <div className="guests-empty card">
          <h2>No guests yet</h2>
          <p>Add your first guest, or import the list you keep in a spreadsheet.</p>
        </div>
      ) : (
        <div className="guests-table-wrap">
          <table className="guests-table">
            <caption className="sr-only">Guests</caption>
            <thead>
              <tr>
                <th scope="col" className="guest-cell--select">
                  {canEdit && (
                    <input
                      type="checkbox"
                      aria-label="Select all shown guests"
                      checked={allShownSelected}
                      onChange={() => setSelected(allShownSelected ? new Set() : new Set(shownIds))}
                    />
                  )}
                </th>
                <th scope="col">Name</th>
                <th scope="col">RSVP</th>
                <th scope="col">Party</th>
                <th scope="col">Tag</th>
                <th scope="col">Meal</th>
                <th scope="col">Table</th>
                <th scope="col">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {drawn.map((row) => (
                <GuestRow
                  key={row.guest.id}
                  row={row}
                  selected={selected.has(row.guest.id)}
                  expanded={expanded.has(row.guest.id)}
                  editors={editors.get(row.guest.id)}
                  canEdit={canEdit}
                  tables={tableChoices}
                  actions={actions}
                />
              ))}
            </tbody>
          </table>
          {rows.length === 0 && <p className="guests-none">No guests match. Try another search or filter.</p>}
          {drawn.length < rows.length && (
            <ShowMore remaining={rows.length - drawn.length} onShow={showMore} />
          )}
        </div>
      )}

      <datalist id={TAG_LIST_ID}>
        {tags.map((tag) => (
          <option key={tag} value={tag} />
        ))}
      </datalist>
      <datalist id={MEAL_LIST_ID}>
        {meals.map((meal) => (
          <option key={meal} value={meal} />
        ))}
      </datalist>

      <div className="guests-notice-region" aria-live="polite">
        {notice && (
          <p className="guests-notice" role="status">
            <span>{notice}</span>
            <button type="button" className="link-button" onClick={() => setNotice(null)}>
              Dismiss
            </button>
          </p>
        )}
      </div>

      {modal === 'add' && (
        <AddGuestDialog
          onClose={() => setModal(null)}
          onAdded={(name) => {
            setModal(null);
            setNotice(`${name} was added.`);
          }}
        />
      )}
      {modal === 'import' && (
        <ImportDialog
          onClose={() => setModal(null)}
          onImported={(count) => {
            setModal(null);
            setNotice(`${count} ${count === 1 ? 'guest' : 'guests'} imported.`);
          }}
        />
      )}
      {confirmDialog}
      {undoToast}
    </div>
  );
}

/** Shows the next rows when reached by scrolling (or clicked, for keyboards and screen readers). */
function ShowMore({ remaining, onShow }: { remaining: number; onShow: () => void }) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const button = ref.current;
    if (!button || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onShow();
    });
    observer.observe(button);
    return () => observer.disconnect();
  }, [onShow]);
  return (
    <button ref={ref} type="button" className="btn btn--ghost guests-more" onClick={onShow}>
      Show more guests ({remaining} more)
    </button>
  );
}

function people(count: number): string {
  return count === 1 ? 'person' : 'people';
}

function Total({
  label,
  value,
  hint,
  tone,
}: {
  label: string;
  value: number;
  hint: string;
  tone?: 'accepted' | 'declined';
}) {
  return (
    <div className={`guests-total${tone ? ` guests-total--${tone}` : ''}`}>
      <span className="guests-totals__label">{label}</span>
      <strong className="guests-total__value">{value}</strong>
      <span className="guests-total__hint">{hint}</span>
    </div>
  );
}

/** Where guests answer, and for the owner a way to replace a link that went too far. */
function RsvpLinkLine({
  planId,
  isOwner,
  confirm,
  onChanged,
}: {
  planId: string;
  isOwner: boolean;
  confirm: (options: { question: string; title?: string; confirmLabel?: string }) => Promise<boolean>;
  onChanged: (message: string) => void;
}) {
  const link = useRsvpLink(planId);
  const rotate = useRotateRsvpLink(planId);
  if (!link.data) return null;
  return (
    <p className="guests-rsvp-link">
      <span>
        Guests answer online at <a href={link.data.url}>{link.data.url}</a>
      </span>
      {isOwner && (
        <button
          type="button"
          className="link-button"
          disabled={rotate.isPending}
          onClick={async () => {
            const question = 'Make a new RSVP link? The current link stops working for anyone who has it.';
            if (await confirm({ question, title: 'New RSVP link', confirmLabel: 'Make new link' })) {
              rotate.mutate(undefined, {
                onSuccess: () => onChanged('A new RSVP link is ready. Share it with your guests.'),
                onError: () => onChanged('The link could not be changed. Please try again.'),
              });
            }
          }}
        >
          Make a new link
        </button>
      )}
    </p>
  );
}

function RsvpLinkButton({ planId, onCopied }: { planId: string; onCopied: (message: string) => void }) {
  const link = useRsvpLink(planId);
  return (
    <button
      type="button"
      className="btn btn--secondary"
      disabled={!link.data}
      title={link.data?.url}
      onClick={async () => {
        if (!link.data) return;
        try {
          await navigator.clipboard.writeText(link.data.url);
          onCopied(`RSVP link copied: ${link.data.url}`);
        } catch {
          onCopied(`Your guests' RSVP link: ${link.data.url}`);
        }
      }}
    >
      <Link2 size={17} aria-hidden="true" />
      Copy RSVP Link
    </button>
  );
}

// The unseated guests beside the floor plan: search, grouped by tag, each party as one card (the
// guest and the people they bring). Drag a card onto a table to seat the whole party; or, from the
// keyboard or a screen reader, press "Seat…" and choose a table from the list.
import type { Guest, PartyMember, SeatingTable } from '@confetti/plan';
import { GripVertical, Search } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import { useFocusAfterRender } from '../../lib/use-focus-after-render';
import { groupByTag, type TableView, unseatedParties } from './seating-model';

export function TablePicker({
  views,
  heads,
  label,
  onChoose,
  onCancel,
}: {
  views: readonly TableView[];
  heads: number;
  label: string;
  onChoose: (tableId: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  // Choosing is not seating: arrow keys browse the tables (a select changes with each), and the
  // party is seated when the choice is confirmed (Seat, or Enter on the list).
  const [choice, setChoice] = useState('');
  const confirm = () => {
    if (choice) onChoose(choice);
  };
  return (
    <form
      className="seat-picker"
      onSubmit={(e) => {
        e.preventDefault();
        confirm();
      }}
      // Escape leaves the picker from anywhere in it: the list, Seat or Cancel.
      onKeyDown={(e) => {
        if (e.key === 'Escape') onCancel();
      }}
    >
      <label htmlFor={id} className="seat-picker__label">
        {label}
      </label>
      <select
        id={id}
        className="input seat-picker__select"
        // biome-ignore lint/a11y/noAutofocus: the picker opens on request and its select is what the person came for
        autoFocus
        value={choice}
        onChange={(e) => setChoice(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            confirm();
          }
        }}
      >
        <option value="" disabled>
          Choose a table
        </option>
        {views.map((v) => {
          const free = v.table.capacity - v.heads;
          return (
            <option key={v.table.id} value={v.table.id}>
              {v.table.name} — {v.heads}/{v.table.capacity}
              {free < heads ? ' (not enough seats)' : ''}
            </option>
          );
        })}
      </select>
      <button type="submit" className="btn btn--primary btn--sm" disabled={!choice}>
        Seat
      </button>
      <button type="button" className="btn btn--ghost btn--sm" onClick={onCancel}>
        Cancel
      </button>
    </form>
  );
}

export function GuestSidebar({
  guests,
  members,
  tables,
  views,
  canEdit,
  selectedGuestId,
  onSelectGuest,
  onDragGuest,
  onSeat,
}: {
  guests: readonly Guest[];
  members: readonly PartyMember[];
  tables: readonly SeatingTable[];
  views: readonly TableView[];
  canEdit: boolean;
  selectedGuestId: string | null;
  onSelectGuest: (guestId: string | null) => void;
  onDragGuest: (guest: { id: string; name: string } | null) => void;
  onSeat: (guestId: string, tableId: string) => void;
}) {
  const [search, setSearch] = useState('');
  const [picking, setPicking] = useState<string | null>(null);
  const tableIds = useMemo(() => new Set(tables.map((t) => t.id)), [tables]);
  const all = useMemo(() => unseatedParties(guests, members, tableIds), [guests, members, tableIds]);
  const shown = useMemo(
    () => unseatedParties(guests, members, tableIds, search),
    [guests, members, tableIds, search],
  );
  const heads = all.reduce((sum, p) => sum + p.heads, 0);
  const searchId = useId();
  const groups = groupByTag(shown);
  const sidebar = useRef<HTMLElement>(null);
  const focusAfterRender = useFocusAfterRender();

  /**
   * Seats a party from its picker. The party's card goes with it, and with it the focus: it moves on
   * to the next party's "Seat…" (or the one before), so the list is seated one party after another
   * from the keyboard; with nobody left, to the list's heading.
   */
  const seatFromPicker = (guestId: string, tableId: string) => {
    const order = groups.flatMap((group) => group.parties.map((party) => party.guest.id));
    const at = order.indexOf(guestId);
    const next = order[at + 1] ?? order[at - 1];
    setPicking(null);
    onSeat(guestId, tableId);
    // The party's own button first: it is still there when the seat could not be taken.
    const seatButton = (id: string | undefined) =>
      sidebar.current?.querySelector<HTMLElement>(`[data-guest="${id}"] .party-card__seat`);
    focusAfterRender(
      () =>
        seatButton(guestId) ??
        seatButton(next) ??
        sidebar.current?.querySelector<HTMLElement>('.seating-sidebar__title'),
    );
  };

  return (
    <aside ref={sidebar} className="seating-sidebar" aria-labelledby={`${searchId}-title`}>
      <div className="seating-sidebar__head">
        <h2 id={`${searchId}-title`} className="seating-sidebar__title" tabIndex={-1}>
          Unseated guests
        </h2>
        <span className="seating-sidebar__count">
          {all.length} {all.length === 1 ? 'party' : 'parties'} · {heads} {heads === 1 ? 'person' : 'people'}
        </span>
      </div>
      <label className="seating-search" htmlFor={searchId}>
        <Search size={16} aria-hidden="true" />
        <span className="sr-only">Search unseated guests</span>
        <input
          id={searchId}
          className="input"
          type="search"
          placeholder="Search guests"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </label>
      {all.length === 0 ? (
        <p className="seating-sidebar__empty">
          {guests.length === 0
            ? 'Add guests on the Guest List to seat them here.'
            : 'Everyone who is coming has a seat.'}
        </p>
      ) : shown.length === 0 ? (
        <p className="seating-sidebar__empty">No unseated guest matches “{search}”.</p>
      ) : (
        <div className="seating-sidebar__groups">
          {groups.map((group) => (
            <section key={group.tag} className="seating-group" aria-label={group.tag}>
              <h3 className="seating-group__title">{group.tag}</h3>
              <ul className="seating-group__list">
                {group.parties.map((party) => {
                  const { guest } = party;
                  const selected = guest.id === selectedGuestId;
                  return (
                    <li
                      key={guest.id}
                      data-guest={guest.id}
                      className={`party-card${selected ? ' party-card--selected' : ''}`}
                      draggable={canEdit}
                      onDragStart={(e) => {
                        e.dataTransfer.setData('text/plain', guest.name);
                        e.dataTransfer.effectAllowed = 'move';
                        onDragGuest({ id: guest.id, name: guest.name });
                      }}
                      onDragEnd={() => onDragGuest(null)}
                    >
                      <div className="party-card__row">
                        {canEdit ? (
                          <GripVertical size={16} aria-hidden="true" className="party-card__grip" />
                        ) : null}
                        <button
                          type="button"
                          className="party-card__name"
                          aria-pressed={selected}
                          onClick={() => onSelectGuest(selected ? null : guest.id)}
                        >
                          {guest.name}
                          <span className="party-card__heads">
                            {party.heads} {party.heads === 1 ? 'seat' : 'seats'}
                          </span>
                        </button>
                        {canEdit && picking !== guest.id ? (
                          <button
                            type="button"
                            className="btn btn--secondary btn--sm party-card__seat"
                            aria-label={`Seat ${guest.name} at a table`}
                            disabled={views.length === 0}
                            onClick={() => setPicking(guest.id)}
                          >
                            Seat…
                          </button>
                        ) : null}
                      </div>
                      {party.members.length > 0 ? (
                        <p className="party-card__members">with {party.members.join(', ')}</p>
                      ) : null}
                      {picking === guest.id ? (
                        <TablePicker
                          views={views}
                          heads={party.heads}
                          label={`Table for ${guest.name}'s party`}
                          onChoose={(tableId) => seatFromPicker(guest.id, tableId)}
                          onCancel={() => {
                            setPicking(null);
                            focusAfterRender(() =>
                              sidebar.current?.querySelector<HTMLElement>(
                                `[data-guest="${guest.id}"] .party-card__seat`,
                              ),
                            );
                          }}
                        />
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
        </div>
      )}
    </aside>
  );
}

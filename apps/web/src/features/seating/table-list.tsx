// The floor plan as text: every table with its seats taken and its guests, for screen readers and
// anyone who prefers a list. Choosing a table here selects it on the canvas and opens its details.
// With no tables yet it says how to start, and to an editor offers the toolbar's Add table.
import { Armchair, Plus } from 'lucide-react';
import type { Ref } from 'react';
import type { TableView } from './seating-model';

export function TableList({
  ref,
  views,
  selectedId,
  onSelect,
  onAddTable,
}: {
  ref?: Ref<HTMLElement>;
  views: readonly TableView[];
  selectedId: string | null;
  onSelect: (tableId: string) => void;
  /** Adds a table as the toolbar does; only for those who can edit. */
  onAddTable?: () => void;
}) {
  return (
    <section ref={ref} className="table-list" aria-labelledby="table-list-title">
      <h2 id="table-list-title" className="table-list__title">
        Tables and guests
      </h2>
      {views.length === 0 ? (
        <div className="empty-card">
          <Armchair size={28} aria-hidden="true" />
          <h3>No tables yet</h3>
          <p>
            {onAddTable
              ? 'Add a table, choose its shape and seats, then drag each party onto it.'
              : 'Tables appear here with their guests once the couple adds them.'}
          </p>
          {onAddTable ? (
            <button type="button" className="btn btn--primary" onClick={onAddTable}>
              <Plus size={18} aria-hidden="true" /> Add your first table
            </button>
          ) : null}
        </div>
      ) : (
        <ul className="table-list__items">
          {views.map((v) => (
            <li
              key={v.table.id}
              className={`table-list__item${v.table.id === selectedId ? ' table-list__item--selected' : ''}`}
            >
              <button
                type="button"
                className="table-list__name"
                aria-pressed={v.table.id === selectedId}
                onClick={() => onSelect(v.table.id)}
              >
                {v.table.name}
              </button>
              <span className={`seat-badge${v.overBy > 0 ? ' seat-badge--over' : ''}`}>
                {v.heads}/{v.table.capacity}
                {v.overBy > 0 ? <span className="sr-only"> (over capacity)</span> : null}
              </span>
              <p className="table-list__guests">
                {v.guests.length === 0
                  ? 'No guests yet'
                  : v.guests
                      .map((g) => (v.headsOf(g) > 1 ? `${g.name} (+${v.headsOf(g) - 1})` : g.name))
                      .join(', ')}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

// The Vendors tab (spec §1, §2): the couple's tracked vendors by the 19 categories, each with its
// booking lead time; hired vendors and prospects, each vendor's stage, contact links, cost and notes.
// Hiring (or booking) a vendor puts it in the budget with its cost, through the plan's vendor rules,
// so Budget and Dashboard follow at once, here and in every other open browser.

import { VENDOR_CATEGORIES } from '@confetti/catalog';
import {
  addVendor,
  deleteVendor,
  editedFields,
  formatDollars,
  readEntity,
  updateVendor,
  VENDOR_STAGES,
  type Vendor,
  type VendorStage,
} from '@confetti/plan';
import { Eye, Globe, Info, Mail, Pencil, Phone, Plus, Trash2, X } from 'lucide-react';
import { type FormEvent, useId, useMemo, useRef, useState } from 'react';
import { replacedFieldsMessage } from '../../lib/replaced-fields';
import { useCanEdit, useCollection, useNow, usePlan } from '../../plan';
import { useConfirm } from '../planner/confirm-dialog';
import { useUndoableDelete } from '../planner/undo';
import { SavedVendors } from './saved-vendors';
import { vendorCardId } from './saved-vendors-view';
import { VendorFormDialog } from './vendor-form-dialog';
import {
  addedSummary,
  filterSummary,
  STAGE_LABELS,
  safeWebsite,
  telHref,
  VENDOR_FIELD_NAMES,
  type VendorFilter,
  type VendorFormValues,
  vendorFormValues,
  vendorsView,
} from './vendors-view';
import './vendors.css';

type Editing = { vendor: Vendor | null; category: string } | null;

/** What removing a vendor can change: its budget items (and their payments) and its moments. */
const VENDOR_MAPS = ['vendors', 'budgetItems', 'payments', 'runOfShow'] as const;

const FILTERS: { id: VendorFilter; label: string }[] = [
  { id: 'all', label: 'All' },
  { id: 'hired', label: 'Hired' },
  { id: 'prospects', label: 'Prospects' },
];

export function VendorsTab() {
  const { doc } = usePlan();
  const canEdit = useCanEdit();
  const vendors = useCollection('vendors');
  const now = useNow();
  const [filter, setFilter] = useState<VendorFilter>('all');
  // For screen readers: a vendor added (its card appears further down, out of their way), and what
  // a filter picked by the person shows (not every live change a partner makes to the lists).
  const [said, setSaid] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { confirm, confirmDialog } = useConfirm();
  const { deleteWithUndo, undoToast } = useUndoableDelete();
  const view = useMemo(() => vendorsView(vendors, filter), [vendors, filter]);

  function change(vendor: Vendor, patch: Parameters<typeof updateVendor>[2], also: string | null = null) {
    try {
      const result = updateVendor(doc, vendor.id, patch, new Date());
      setNotice([result?.notice, also].filter(Boolean).join(' ') || null);
    } catch (failure) {
      console.error('Updating the vendor failed', failure);
      setNotice('Could not update this vendor. Please try again.');
    }
  }

  function save(values: VendorFormValues) {
    const opened = editing?.vendor;
    if (opened) {
      // Only what this dialog changed: a partner's edits to the vendor meanwhile stay.
      const current = readEntity(doc, 'vendors', opened.id);
      if (!current) {
        setNotice(`${opened.name} was removed by someone else while you were editing it.`);
      } else {
        const theirs = vendorFormValues(current);
        const { patch, replaced } = editedFields(vendorFormValues(opened), values, theirs, ['notes']);
        change(
          current,
          patch,
          replacedFieldsMessage(
            opened.name,
            replaced.map((key) => ({ name: VENDOR_FIELD_NAMES[key], theirs: theirs[key] })),
          ),
        );
      }
    } else setSaid(addedSummary(addVendor(doc, values, now)));
    setEditing(null);
  }

  async function remove(vendor: Vendor) {
    const question = vendor.hired
      ? `Remove ${vendor.name}? Its budget item goes too, unless it has payments.`
      : `Remove ${vendor.name} from your vendors?`;
    if (!(await confirm({ question, title: 'Remove vendor', confirmLabel: 'Remove' }))) return;
    let notice: string | null = null;
    deleteWithUndo(doc, VENDOR_MAPS, `${vendor.name} removed.`, (origin) => {
      const removed = deleteVendor(doc, vendor.id, origin);
      notice = removed?.notice ?? null;
      return removed !== null;
    });
    setNotice(notice);
  }

  return (
    <div className="vendors">
      <header className="tab-header">
        <div>
          <p className="eyebrow">Vendors</p>
          <h1>Your Vendors</h1>
          <p className="tab-header__lede">
            Keep every florist, caterer and band you are talking to in one place, from first research to
            booked.
          </p>
        </div>
      </header>

      {!canEdit && (
        <p className="tab-readonly">
          <Eye size={17} aria-hidden="true" />
          You can view these vendors. Only the couple and their planners can change them.
        </p>
      )}

      <section className="vendors-cards" aria-label="Vendor summary">
        <div className="vendors-card">
          <span className="vendors-card__label">Vendors Hired</span>
          <strong className="vendors-card__value">{view.hiredCount}</strong>
        </div>
        <div className="vendors-card">
          <span className="vendors-card__label">Prospects</span>
          <strong className="vendors-card__value">{view.prospectCount}</strong>
        </div>
        <div className="vendors-card">
          <span className="vendors-card__label">Booked cost</span>
          <strong className="vendors-card__value">{formatDollars(view.hiredCost)}</strong>
        </div>
      </section>

      <aside className="vendors-help">
        <Info size={18} aria-hidden="true" />
        <p>
          <strong>Hired vendors appear automatically in your budget.</strong> Book a vendor and it shows up in
          its budget category with its cost; un-hire it and it leaves the budget (a cost with payments stays).
        </p>
      </aside>

      <SavedVendors vendors={vendors} />

      {canEdit && (
        <QuickAdd
          onAdd={(name, category, hired) =>
            setSaid(addedSummary(addVendor(doc, { name, category, hired }, now)))
          }
        />
      )}
      <p className="sr-only" role="status">
        {said}
      </p>

      {notice && (
        <div className="vendors-notice" role="status">
          <span>{notice}</span>
          <button
            type="button"
            className="vendors-icon-button"
            aria-label="Dismiss"
            onClick={() => setNotice(null)}
          >
            <X size={16} aria-hidden="true" />
          </button>
        </div>
      )}

      <fieldset className="vendors-filter">
        <legend className="sr-only">Show vendors</legend>
        {FILTERS.map((f) => (
          <button
            key={f.id}
            type="button"
            className="vendors-filter__button"
            aria-pressed={filter === f.id}
            onClick={() => {
              setFilter(f.id);
              setSaid(filterSummary(f.id, view));
            }}
          >
            {f.label}
          </button>
        ))}
      </fieldset>

      <div className="vendors-categories">
        {view.groups.map((group) => (
          <section
            key={group.category.name}
            className={`vendor-category${group.vendors.length === 0 ? ' vendor-category--empty' : ''}`}
            aria-label={group.category.name}
          >
            <header className="vendor-category__head">
              <div className="vendor-category__titles">
                <h2>{group.category.name}</h2>
                <p className="vendor-category__lead">{group.category.leadTime}</p>
              </div>
              {canEdit && (
                <button
                  type="button"
                  className="btn btn--ghost vendor-category__add"
                  onClick={() => setEditing({ vendor: null, category: group.category.name })}
                >
                  <Plus size={16} aria-hidden="true" />
                  <span>Add</span>
                  <span className="sr-only"> a vendor to {group.category.name}</span>
                </button>
              )}
            </header>
            {group.vendors.length > 0 && (
              <ul className="vendor-list">
                {group.vendors.map((vendor) => (
                  <VendorCard
                    key={vendor.id}
                    vendor={vendor}
                    canEdit={canEdit}
                    onStage={(stage) => change(vendor, { stage })}
                    onHired={(hired) => change(vendor, { hired })}
                    onEdit={() => setEditing({ vendor, category: vendor.category })}
                    onRemove={() => void remove(vendor)}
                  />
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>

      {editing && (
        <VendorFormDialog
          vendor={editing.vendor}
          defaultCategory={editing.category}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      )}
      {confirmDialog}
      {undoToast}
    </div>
  );
}

function QuickAdd({ onAdd }: { onAdd: (name: string, category: string, hired: boolean) => void }) {
  const id = useId();
  const [name, setName] = useState('');
  const [category, setCategory] = useState<string>(VENDOR_CATEGORIES[0]!.name);
  const [hired, setHired] = useState(false);
  // Focus stays in the name field while the card appears further down (the tab says the add).
  const nameInput = useRef<HTMLInputElement>(null);
  const blank = name.trim() === '';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (blank) return;
    onAdd(name.trim(), category, hired);
    setName('');
    setHired(false);
    // Add Vendor turns off with the name cleared: focus waits in the name field for the next one.
    nameInput.current?.focus();
  }

  return (
    <form method="post" className="vendors-quick-add" aria-label="Quick add a vendor" onSubmit={submit}>
      <label className="field vendors-quick-add__name" htmlFor={`${id}-name`}>
        <span className="field__label">Vendor name</span>
        <input
          ref={nameInput}
          id={`${id}-name`}
          className="input"
          placeholder="e.g. Bloom & Co"
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
      </label>
      <label className="field" htmlFor={`${id}-category`}>
        <span className="field__label">Category</span>
        <select
          id={`${id}-category`}
          className="input"
          value={category}
          onChange={(e) => setCategory(e.target.value)}
        >
          {VENDOR_CATEGORIES.map((c) => (
            <option key={c.id} value={c.name}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      <label className="vendors-quick-add__hired">
        <input type="checkbox" checked={hired} onChange={(e) => setHired(e.target.checked)} />
        Hired
      </label>
      <button type="submit" className="btn btn--primary" disabled={blank}>
        <Plus size={17} aria-hidden="true" />
        Add Vendor
      </button>
    </form>
  );
}

function VendorCard({
  vendor,
  canEdit,
  onStage,
  onHired,
  onEdit,
  onRemove,
}: {
  vendor: Vendor;
  canEdit: boolean;
  onStage: (stage: VendorStage) => void;
  onHired: (hired: boolean) => void;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const id = useId();
  const website = safeWebsite(vendor.website);
  return (
    <li
      id={vendorCardId(vendor.id)}
      className={`vendor-card${vendor.hired ? ' vendor-card--hired' : ''}`}
      aria-label={vendor.name}
    >
      <div className="vendor-card__main">
        <div className="vendor-card__title">
          <h3>{vendor.name}</h3>
          <span className={`vendor-pill vendor-pill--${vendor.hired ? 'hired' : 'prospect'}`}>
            {vendor.hired ? 'Hired' : 'Prospect'}
          </span>
        </div>
        {vendor.contactName && <p className="vendor-card__contact">{vendor.contactName}</p>}
        <div className="vendor-card__links">
          {vendor.email && (
            <a href={`mailto:${vendor.email}`}>
              <Mail size={15} aria-hidden="true" />
              {vendor.email}
            </a>
          )}
          {vendor.phone && (
            <a href={telHref(vendor.phone)}>
              <Phone size={15} aria-hidden="true" />
              {vendor.phone}
            </a>
          )}
          {website && (
            <a href={website} target="_blank" rel="noopener noreferrer">
              <Globe size={15} aria-hidden="true" />
              {new URL(website).host}
            </a>
          )}
        </div>
        {vendor.notes && <p className="vendor-card__notes">{vendor.notes}</p>}
      </div>
      <div className="vendor-card__side">
        <p className="vendor-card__cost">
          <span className="vendor-card__cost-label">{vendor.hired ? 'In budget' : 'Quote'}</span>
          {vendor.actualCost !== null ? formatDollars(vendor.actualCost) : '—'}
        </p>
        {canEdit ? (
          <div className="vendor-card__controls">
            <label className="vendor-card__stage" htmlFor={`${id}-stage`}>
              <span className="sr-only">Stage of {vendor.name}</span>
              <select
                id={`${id}-stage`}
                className="input"
                value={vendor.stage}
                onChange={(e) => onStage(e.target.value as VendorStage)}
              >
                {VENDOR_STAGES.map((s) => (
                  <option key={s} value={s}>
                    {STAGE_LABELS[s]}
                  </option>
                ))}
              </select>
            </label>
            <label className="vendor-card__hire">
              <input type="checkbox" checked={vendor.hired} onChange={(e) => onHired(e.target.checked)} />
              Hired<span className="sr-only">: {vendor.name}</span>
            </label>
            <div className="vendor-card__actions">
              <button
                type="button"
                className="vendors-icon-button"
                onClick={onEdit}
                aria-label={`Edit ${vendor.name}`}
              >
                <Pencil size={16} aria-hidden="true" />
              </button>
              <button
                type="button"
                className="vendors-icon-button"
                onClick={onRemove}
                aria-label={`Remove ${vendor.name}`}
              >
                <Trash2 size={16} aria-hidden="true" />
              </button>
            </div>
          </div>
        ) : (
          <p className="vendor-card__stage-text">{STAGE_LABELS[vendor.stage]}</p>
        )}
      </div>
    </li>
  );
}

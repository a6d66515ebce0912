// One guest in the Guest List: every field edited in place, the party in an expandable row, and the
// avatar of a partner editing the same guest. Memoised: typing in one row re-renders that row only.
import {
  addPartyMember,
  deletePartyMember,
  type Guest,
  type GuestPatch,
  isEmailAddress,
  listEntities,
  MAX_NAME_LENGTH,
  MAX_PARTY_SIZE,
  type PartyMember,
  PlanDocError,
  type RsvpStatus,
  readEntity,
  seatedHeads,
  updateGuest,
  updatePartyMember,
} from '@confetti/plan';
import { ChevronDown, ChevronRight, Trash2, UserPlus } from 'lucide-react';
import { memo, useId, useState } from 'react';
import type * as Y from 'yjs';
import { focusSuccessorWhenRemoved } from '../../lib/focus-after-removal';
import { usePlan } from '../../plan';
import { initialsOf, shortName } from '../planner/people';
import type { GuestRowView } from './guest-list-model';
import { rsvpLabel } from './guest-list-model';
import { InlineNumber, InlineText } from './inline-fields';
import type { RowEditor } from './row-presence';

export const TAG_LIST_ID = 'guest-tag-choices';
export const MEAL_LIST_ID = 'guest-meal-choices';

/** Why a party size was refused: its range, and what raises the least (its named members). */
export function partySizeMessage(namedMembers: number): string {
  const range = `Party size is a whole number from ${namedMembers + 1} to ${MAX_PARTY_SIZE}`;
  if (namedMembers === 0) return `${range}.`;
  return `${range}: ${namedMembers} ${namedMembers === 1 ? 'other person is' : 'other people are'} named in this party.`;
}

export interface GuestRowActions {
  announce: (guestId: string | null) => void;
  toggleSelected: (guestId: string) => void;
  toggleExpanded: (guestId: string) => void;
  confirmDelete: (guest: Guest) => void;
  report: (message: string) => void;
}

interface GuestRowProps {
  row: GuestRowView;
  selected: boolean;
  expanded: boolean;
  editors: RowEditor[] | undefined;
  canEdit: boolean;
  tables: readonly { id: string; name: string }[];
  actions: GuestRowActions;
}

/** A table its guests overfill, or null (no table, or room enough). */
function tableOverBy(
  doc: Y.Doc,
  tableId: string | null,
): { table: string; heads: number; capacity: number } | null {
  const table = tableId ? readEntity(doc, 'seatingTables', tableId) : null;
  if (!table) return null;
  const heads = seatedHeads(table, listEntities(doc, 'guests'), listEntities(doc, 'partyMembers'));
  return heads > table.capacity ? { table: table.name, heads, capacity: table.capacity } : null;
}

function attempt(report: (message: string) => void, change: () => void) {
  try {
    change();
  } catch (err) {
    report(err instanceof PlanDocError ? err.message : 'That change could not be saved. Please try again.');
  }
}

/** "+2 · ada@example.com · Answered online": the party beyond the guest and how to reach them. */
function guestMeta(guest: Guest, members: readonly PartyMember[]): string {
  // Allergies are what a caterer must hear about: said on the row, not only in its details.
  const dietary = guest.dietaryNotes.trim() !== '' || members.some((m) => m.dietaryNotes.trim() !== '');
  return [
    guest.partySize > 1 ? `+${guest.partySize - 1}` : '',
    guest.email ?? guest.phone ?? '',
    guest.respondedAt ? 'Answered online' : '',
    dietary ? 'Dietary needs' : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

function RsvpSelect({
  label,
  value,
  onChange,
  onFocus,
  onBlur,
  disabled,
  party,
}: {
  label: string;
  value: RsvpStatus;
  onChange: (value: RsvpStatus) => void;
  onFocus?: () => void;
  onBlur?: () => void;
  disabled: boolean;
  /**
   * A party member's select: the party's answer. A member who has not answered for themselves goes
   * with their party (they count as attending when it accepted), and the select says so.
   */
  party?: RsvpStatus;
}) {
  const shown = rsvpLabel(value);
  const partyAnswer = party === undefined ? 'Pending' : rsvpLabel(party);
  const follows = shown === 'Pending' && partyAnswer !== 'Pending';
  return (
    <select
      className={`guest-rsvp guest-rsvp--${(follows ? partyAnswer : shown).toLowerCase()}`}
      aria-label={label}
      value={shown}
      disabled={disabled}
      onFocus={onFocus}
      onBlur={onBlur}
      onChange={(event) => onChange(event.currentTarget.value as RsvpStatus)}
    >
      <option value="Pending">{partyAnswer === 'Pending' ? 'Pending' : `As party (${partyAnswer})`}</option>
      {/* Nobody in a declined party counts as coming (the RSVP page's rule too): not offered then. */}
      <option value="Accepted" disabled={party === 'Declined' && shown !== 'Accepted'}>
        Accepted
      </option>
      <option value="Declined">Declined</option>
    </select>
  );
}

function EditorAvatars({ editors }: { editors: RowEditor[] | undefined }) {
  if (!editors || editors.length === 0) return null;
  return (
    <span className="guest-editors">
      {editors.map((editor) => (
        <span
          key={editor.name}
          className="guest-editors__avatar"
          style={{ backgroundColor: editor.color }}
          title={`${shortName(editor.name)} is editing`}
          role="img"
          aria-label={`${shortName(editor.name)} is editing this guest`}
        >
          {initialsOf(editor.name)}
        </span>
      ))}
    </span>
  );
}

function sameFields<T extends object>(a: T, b: T): boolean {
  if (a === b) return true;
  for (const key of Object.keys(a) as (keyof T)[]) if (a[key] !== b[key]) return false;
  return true;
}

/**
 * The plan's lists are read afresh after every change, so a row's objects are new even when nothing
 * in it changed: compare what it shows, so one edit re-renders one row, not five hundred.
 */
function sameRowProps(a: GuestRowProps, b: GuestRowProps): boolean {
  return (
    a.selected === b.selected &&
    a.expanded === b.expanded &&
    a.canEdit === b.canEdit &&
    a.tables === b.tables &&
    a.actions === b.actions &&
    sameEditors(a.editors, b.editors) &&
    a.row.tableName === b.row.tableName &&
    sameFields(a.row.guest, b.row.guest) &&
    a.row.members.length === b.row.members.length &&
    a.row.members.every((member, i) => sameFields(member, b.row.members[i]!))
  );
}

function sameEditors(a: RowEditor[] | undefined, b: RowEditor[] | undefined): boolean {
  return (a ?? []).map((e) => e.name).join() === (b ?? []).map((e) => e.name).join();
}

export const GuestRow = memo(function GuestRow({
  row,
  selected,
  expanded,
  editors,
  canEdit,
  tables,
  actions,
}: GuestRowProps) {
  const { doc } = usePlan();
  const { guest, members, tableName } = row;
  const focus = () => actions.announce(guest.id);
  const blur = () => actions.announce(null);
  const change = (patch: Parameters<typeof updateGuest>[2]) =>
    attempt(actions.report, () => updateGuest(doc, guest.id, patch));
  const who = guest.name;
  return (
    <>
      <tr
        className={`guest-row${selected ? ' guest-row--selected' : ''}${editors?.length ? ' guest-row--busy' : ''}`}
      >
        <td className="guest-cell guest-cell--select">
          {canEdit && (
            <input
              type="checkbox"
              aria-label={`Select ${who}`}
              checked={selected}
              onChange={() => actions.toggleSelected(guest.id)}
            />
          )}
        </td>
        <td className="guest-cell guest-cell--name">
          <div className="guest-name">
            <button
              type="button"
              className="guest-expand"
              aria-expanded={expanded}
              aria-label={`${expanded ? 'Hide' : 'Show'} ${who}'s details and party`}
              onClick={() => actions.toggleExpanded(guest.id)}
            >
              {expanded ? (
                <ChevronDown size={16} aria-hidden="true" />
              ) : (
                <ChevronRight size={16} aria-hidden="true" />
              )}
            </button>
            <div className="guest-name__text">
              {canEdit ? (
                <InlineText
                  onReplaced={actions.report}
                  namedByValue
                  label={`Name of ${who}`}
                  value={guest.name}
                  maxLength={MAX_NAME_LENGTH}
                  onFocus={focus}
                  onBlur={blur}
                  onCommit={(name) => change({ name })}
                />
              ) : (
                <span className="guest-static">{guest.name}</span>
              )}
              <span className="guest-name__meta">{guestMeta(guest, members)}</span>
            </div>
            <EditorAvatars editors={editors} />
          </div>
        </td>
        <td className="guest-cell" data-label="RSVP">
          <RsvpSelect
            label={`RSVP of ${who}`}
            value={guest.rsvpStatus}
            disabled={!canEdit}
            onFocus={focus}
            onBlur={blur}
            onChange={(rsvpStatus) => change({ rsvpStatus })}
          />
        </td>
        <td className="guest-cell" data-label="Party">
          <InlineNumber
            label={`Party size of ${who}`}
            value={guest.partySize}
            min={Math.max(1, members.length + 1)}
            max={MAX_PARTY_SIZE}
            invalidMessage={partySizeMessage(members.length)}
            onInvalid={actions.report}
            disabled={!canEdit}
            onFocus={focus}
            onBlur={blur}
            onCommit={(partySize) => {
              change({ partySize });
              // A seated party that grows may no longer fit its table: said here, not only on the plan.
              const over = tableOverBy(doc, guest.tableAssignment);
              if (over && partySize > guest.partySize) {
                actions.report(
                  `${over.table} now has ${over.heads} people for ${over.capacity} seats (${over.heads - over.capacity} over). Move someone in the Seating Plan.`,
                );
              }
            }}
          />
        </td>
        <td className="guest-cell" data-label="Tag">
          <InlineText
            onReplaced={actions.report}
            label={`Tag of ${who}`}
            value={guest.tag}
            list={TAG_LIST_ID}
            placeholder="Add tag"
            disabled={!canEdit}
            onFocus={focus}
            onBlur={blur}
            onCommit={(tag) => change({ tag: tag.trim() })}
          />
        </td>
        <td className="guest-cell" data-label="Meal">
          <InlineText
            onReplaced={actions.report}
            label={`Meal of ${who}`}
            value={guest.mealChoice ?? ''}
            list={MEAL_LIST_ID}
            placeholder="Choose"
            disabled={!canEdit}
            onFocus={focus}
            onBlur={blur}
            onCommit={(meal) => change({ mealChoice: meal.trim() === '' ? null : meal.trim() })}
          />
        </td>
        <td className="guest-cell" data-label="Table">
          {tables.length > 0 && canEdit ? (
            <select
              className="guest-table-select"
              aria-label={`Table of ${who}`}
              value={guest.tableAssignment ?? ''}
              onFocus={focus}
              onBlur={blur}
              onChange={(event) => change({ tableAssignment: event.currentTarget.value || null })}
            >
              <option value="">Not seated</option>
              {tables.map((table) => (
                <option key={table.id} value={table.id}>
                  {table.name}
                </option>
              ))}
            </select>
          ) : (
            <span className="guest-static guest-static--soft">{tableName ?? 'Not seated'}</span>
          )}
        </td>
        <td className="guest-cell guest-cell--actions">
          {canEdit && (
            <button
              type="button"
              className="guest-icon-button"
              aria-label={`Delete ${who}`}
              onClick={() => actions.confirmDelete(guest)}
            >
              <Trash2 size={16} aria-hidden="true" />
            </button>
          )}
        </td>
      </tr>
      {expanded && (
        <tr className="guest-party-row">
          <td colSpan={8}>
            <PartyPanel guest={guest} members={members} canEdit={canEdit} actions={actions} />
          </td>
        </tr>
      )}
    </>
  );
}, sameRowProps);

function PartyPanel({
  guest,
  members,
  canEdit,
  actions,
}: {
  guest: Guest;
  members: PartyMember[];
  canEdit: boolean;
  actions: GuestRowActions;
}) {
  const { doc } = usePlan();
  const [name, setName] = useState('');
  const focus = () => actions.announce(guest.id);
  const blur = () => actions.announce(null);
  const add = () => {
    if (name.trim() === '') return;
    attempt(actions.report, () => {
      addPartyMember(doc, { guestId: guest.id, name }, new Date());
      setName('');
    });
  };
  const unnamed = guest.partySize - 1 - members.length;
  return (
    <section className="guest-party" aria-label={`${guest.name}'s details and party`}>
      <GuestDetails guest={guest} canEdit={canEdit} actions={actions} />
      {members.length === 0 && <p className="guest-party__empty">No one else named in this party yet.</p>}
      {members.length > 0 && guest.rsvpStatus === 'Declined' && (
        <p className="guest-party__note">
          {guest.name}’s party declined, so nobody in it counts as coming. Someone who will still come can be
          added as a guest of their own.
        </p>
      )}
      {members.length > 0 && (
        <ul className="guest-party__list">
          {members.map((member) => (
            <li key={member.id} className="guest-party__member">
              {canEdit ? (
                <InlineText
                  onReplaced={actions.report}
                  namedByValue
                  label={`Name of party member ${member.name}`}
                  value={member.name}
                  maxLength={MAX_NAME_LENGTH}
                  onFocus={focus}
                  onBlur={blur}
                  onCommit={(value) =>
                    attempt(actions.report, () => updatePartyMember(doc, member.id, { name: value }))
                  }
                />
              ) : (
                <span className="guest-static">{member.name}</span>
              )}
              <RsvpSelect
                label={`RSVP of ${member.name}`}
                value={member.rsvpStatus}
                party={guest.rsvpStatus}
                disabled={!canEdit}
                onFocus={focus}
                onBlur={blur}
                onChange={(rsvpStatus) =>
                  attempt(actions.report, () => updatePartyMember(doc, member.id, { rsvpStatus }))
                }
              />
              <InlineText
                onReplaced={actions.report}
                label={`Meal of ${member.name}`}
                value={member.mealChoice ?? ''}
                list={MEAL_LIST_ID}
                placeholder="Meal"
                disabled={!canEdit}
                onFocus={focus}
                onBlur={blur}
                onCommit={(meal) =>
                  attempt(actions.report, () =>
                    updatePartyMember(doc, member.id, { mealChoice: meal.trim() || null }),
                  )
                }
              />
              <InlineText
                onReplaced={actions.report}
                label={`Dietary needs of ${member.name}`}
                freeText
                className="guest-party__diet"
                value={member.dietaryNotes}
                placeholder="Dietary needs"
                disabled={!canEdit}
                onFocus={focus}
                onBlur={blur}
                onCommit={(dietaryNotes) =>
                  attempt(actions.report, () =>
                    updatePartyMember(doc, member.id, { dietaryNotes: dietaryNotes.trim() }),
                  )
                }
              />
              <label className="guest-party__child">
                <input
                  type="checkbox"
                  checked={member.isChild}
                  disabled={!canEdit}
                  // Every party member has this box: in a screen reader's list of fields, it says whose.
                  aria-label={`Child: ${member.name}`}
                  onChange={(event) => {
                    const isChild = event.currentTarget.checked;
                    attempt(actions.report, () => updatePartyMember(doc, member.id, { isChild }));
                  }}
                />
                Child
              </label>
              {canEdit && (
                <button
                  type="button"
                  className="guest-icon-button"
                  aria-label={`Remove ${member.name} from the party`}
                  onClick={(event) => {
                    focusSuccessorWhenRemoved(event.currentTarget);
                    attempt(actions.report, () => deletePartyMember(doc, member.id));
                  }}
                >
                  <Trash2 size={15} aria-hidden="true" />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="guest-party__note">
        {unnamed > 0 && `${unnamed} more ${unnamed === 1 ? 'seat' : 'seats'} in this party without a name. `}
        {guest.rsvpMessage && `Their message: “${guest.rsvpMessage}”`}
      </p>
      {canEdit && (
        <form
          method="post"
          className="guest-party__add"
          onSubmit={(event) => {
            event.preventDefault();
            add();
          }}
        >
          <input
            className="input input--compact"
            aria-label={`New party member for ${guest.name}`}
            placeholder="Add a person to this party"
            maxLength={MAX_NAME_LENGTH}
            value={name}
            onFocus={focus}
            onBlur={blur}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <button type="submit" className="btn btn--secondary btn--compact" disabled={name.trim() === ''}>
            <UserPlus size={16} aria-hidden="true" />
            Add person
            <span className="sr-only"> to the party of {guest.name}</span>
          </button>
        </form>
      )}
    </section>
  );
}

/** What is blank is saved as "none": null for contact fields, '' for notes. */
const DETAIL_FIELDS = [
  { key: 'email', label: 'Email', type: 'email', placeholder: 'name@example.com', blank: null, wide: false },
  { key: 'phone', label: 'Phone', type: 'tel', placeholder: 'Add phone', blank: null, wide: false },
  {
    key: 'address',
    label: 'Address',
    type: 'text',
    placeholder: 'For the invitation',
    blank: null,
    wide: true,
  },
  {
    key: 'dietaryNotes',
    label: 'Dietary notes',
    type: 'text',
    placeholder: 'Allergies, vegetarian…',
    blank: '',
    wide: true,
  },
  { key: 'notes', label: 'Notes', type: 'text', placeholder: 'Anything to remember', blank: '', wide: true },
] as const;

function invalidEmail(value: string): string | null {
  const email = value.trim();
  return email === '' || isEmailAddress(email) ? null : `"${email}" is not an email address.`;
}

/** The guest's contact details and notes, edited in place like the row's own fields. */
function GuestDetails({
  guest,
  canEdit,
  actions,
}: {
  guest: Guest;
  canEdit: boolean;
  actions: GuestRowActions;
}) {
  const { doc } = usePlan();
  const focus = () => actions.announce(guest.id);
  const blur = () => actions.announce(null);
  const idPrefix = useId();
  return (
    <div className="guest-details">
      {DETAIL_FIELDS.map((field) => (
        <div
          key={field.key}
          className={`guest-details__field${field.wide ? ' guest-details__field--wide' : ''}`}
        >
          <label className="guest-details__label" htmlFor={`${idPrefix}-${field.key}`}>
            {field.label}
          </label>
          <InlineText
            onReplaced={actions.report}
            id={`${idPrefix}-${field.key}`}
            label={`${field.label} of ${guest.name}`}
            value={guest[field.key] ?? ''}
            type={field.type}
            placeholder={canEdit ? field.placeholder : '—'}
            disabled={!canEdit}
            validate={field.key === 'email' ? invalidEmail : undefined}
            freeText={field.key === 'dietaryNotes' || field.key === 'notes'}
            onInvalid={actions.report}
            onFocus={focus}
            onBlur={blur}
            onCommit={(value) => {
              const text = value.trim();
              const patch: GuestPatch = { [field.key]: text === '' ? field.blank : text };
              attempt(actions.report, () => updateGuest(doc, guest.id, patch));
            }}
          />
        </div>
      ))}
    </div>
  );
}

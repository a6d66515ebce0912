// Run-of-show use cases on a plan doc: add and edit entries (titles non-blank, stored trimmed), shift
// the rest of the day when it runs late, move an entry to another place in the day, and begin from
// the starter timeline. The planner and the REST endpoints both call these; each is one transaction.
import type * as Y from 'yjs';
import type { RunOfShowEntry, RunOfShowEntryInput } from '../entities/run-of-show-entry';
import { cleanName, isBlankName } from '../rules/names';
import {
  MINUTES_PER_DAY,
  minutesIntoDay,
  type ShiftResult,
  shiftRunOfShow,
  sortRunOfShow,
  starterRunOfShow,
  timeIntoDay,
} from '../rules/run-of-show';
import { insertEntity, listEntities, readEntity, updateEntity } from './entities';
import { collectionMap, newId, PlanDocError } from './structure';

/** A moment's title on one line, without invisible characters (cleanName); never blank-looking. */
function titleOf(title: string): string {
  const cleaned = cleanName(title);
  if (isBlankName(cleaned)) throw new PlanDocError('invalid_entity', 'Give this moment a title.', 'title');
  return cleaned;
}

export type AddRunOfShowEntryInput = Omit<RunOfShowEntryInput, 'id' | 'order'> & {
  id?: string;
  order?: number;
};

/** Adds an entry; without an order it goes after every entry already at that time. */
export function addRunOfShowEntry(doc: Y.Doc, input: AddRunOfShowEntryInput): RunOfShowEntry {
  const title = titleOf(input.title);
  const order = input.order ?? nextOrder(listEntities(doc, 'runOfShow'));
  return insertEntity(doc, 'runOfShow', { ...input, id: input.id ?? newId(), title, order });
}

export type RunOfShowEntryPatch = Partial<Omit<RunOfShowEntryInput, 'id'>>;

export function updateRunOfShowEntry(
  doc: Y.Doc,
  id: string,
  patch: RunOfShowEntryPatch,
): RunOfShowEntry | null {
  const fields = patch.title === undefined ? patch : { ...patch, title: titleOf(patch.title) };
  return updateEntity(doc, 'runOfShow', id, fields);
}

function nextOrder(entries: readonly RunOfShowEntry[]): number {
  return entries.reduce((max, e) => Math.max(max, e.order), -1) + 1;
}

/**
 * Moves `fromId` and every later entry by `minutes`, in one transaction (every open screen sees one
 * change). Throws, changing nothing, when the entry is missing or the shift leaves the day.
 */
export function shiftRunOfShowFrom(doc: Y.Doc, fromId: string, minutes: number): RunOfShowEntry[] {
  const entries = listEntities(doc, 'runOfShow');
  const result: ShiftResult = shiftRunOfShow(entries, fromId, minutes);
  if (!result.ok) {
    if (result.reason === 'missing') {
      throw new PlanDocError('missing_reference', `No run-of-show entry with id ${fromId}`, 'fromId');
    }
    const title = entries.find((e) => e.id === result.entryId)?.title ?? 'An entry';
    throw new PlanDocError(
      'invalid_patch',
      `That would move "${title}" outside the wedding day (from 4:00 AM to 4:00 AM the next morning).`,
      'minutes',
    );
  }
  doc.transact(() => {
    for (const change of result.changes) updateEntity(doc, 'runOfShow', change.id, { time: change.time });
  });
  return result.changes.map((c) => readEntity(doc, 'runOfShow', c.id)!);
}

/**
 * Drag to reorder (or the arrow keys on an entry's handle): puts the entry at `toIndex` in the
 * order of the day. Times change only as much as making room takes, never stacking two moments:
 *
 * - moved earlier, it ends when the entry it lands before starts, when the gap before that entry
 *   holds it; otherwise it starts when the entry before it ends, and the entries after it move later
 *   by what overlaps, each gap on the way taking up some of it (so a ceremony an hour later stays put);
 * - moved later, the entries it passed close the hole it left, as far as they were joined to it (a
 *   gap on the way stops them), and it starts when the last of them ends; what follows moves later
 *   only if it would overlap.
 *
 * In a day without gaps every entry it passes moves by its length, and moving it back where it was
 * restores every time. An entry without a length moves as a moment. Orders are renumbered 0, 1, 2…
 */
export function moveRunOfShowEntry(
  doc: Y.Doc,
  id: string,
  toIndex: number,
  origin: unknown = null,
): RunOfShowEntry | null {
  const ordered = sortRunOfShow(listEntities(doc, 'runOfShow'));
  const from = ordered.findIndex((e) => e.id === id);
  if (from < 0) return null;
  const moving = ordered[from]!;
  const rest = ordered.filter((e) => e.id !== id);
  const index = Math.max(0, Math.min(toIndex, rest.length));
  const length = moving.durationMinutes ?? 0;
  const startOf = (entry: RunOfShowEntry) => minutesIntoDay(entry.time);
  const endOf = (entry: RunOfShowEntry) => startOf(entry) + (entry.durationMinutes ?? 0);
  const times = new Map<string, number>();
  /** Moves rest[first..] later so none starts before `cursor`; each gap takes up some of the push. */
  const pushFrom = (first: number, cursor: number) => {
    let push = rest[first] ? cursor - startOf(rest[first]!) : 0;
    for (let j = first; j < rest.length && push > 0; j++) {
      if (j > first) push -= Math.max(0, startOf(rest[j]!) - endOf(rest[j - 1]!));
      if (push > 0) times.set(rest[j]!.id, startOf(rest[j]!) + push);
    }
  };
  if (index < from) {
    const next = rest[index]!;
    const previousEnd = index > 0 ? endOf(rest[index - 1]!) : 0;
    const start = Math.max(previousEnd, startOf(next) - length);
    times.set(id, start);
    pushFrom(index, start + length);
  } else if (index > from) {
    // The passed entries close the hole, each gap on the way taking up some of the pull.
    let pull = length;
    let previousEnd = endOf(moving);
    let lastEnd = 0;
    for (const entry of rest.slice(from, index)) {
      pull -= Math.max(0, startOf(entry) - previousEnd);
      previousEnd = endOf(entry);
      const moved = startOf(entry) - Math.max(0, pull);
      if (pull > 0) times.set(entry.id, moved);
      lastEnd = moved + (entry.durationMinutes ?? 0);
    }
    times.set(id, lastEnd);
    pushFrom(index, lastEnd + length);
  }
  const sequence = [...rest.slice(0, index), moving, ...rest.slice(index)];
  doc.transact(() => {
    sequence.forEach((entry, order) => {
      const minutes = times.get(entry.id);
      updateEntity(
        doc,
        'runOfShow',
        entry.id,
        minutes === undefined ? { order } : { order, time: timeIntoDay(clampToDay(minutes)) },
      );
    });
  }, origin);
  return readEntity(doc, 'runOfShow', id);
}

/** A minute of the wedding day, counted from its start (see DAY_STARTS_AT). */
function clampToDay(minutes: number): number {
  return Math.max(0, Math.min(minutes, MINUTES_PER_DAY - 1));
}

/**
 * The id of the starter timeline's `index`th moment. The same on every device, so two partners who
 * both start from it (one of them offline) write the same six entries, which merge into one
 * timeline instead of two.
 */
export function starterEntryId(index: number): string {
  return `starter-${index + 1}`;
}

/** Adds the starter timeline (ceremony to send-off) for the wedding date, after any entries already there. */
export function addStarterRunOfShow(doc: Y.Doc, weddingDate: string | null): RunOfShowEntry[] {
  const added: RunOfShowEntry[] = [];
  const present = collectionMap(doc, 'runOfShow');
  doc.transact(() => {
    starterRunOfShow(weddingDate).forEach((starter, index) => {
      // Started from again after its moments were kept: the new ones need ids of their own.
      const id = present.has(starterEntryId(index)) ? newId() : starterEntryId(index);
      added.push(addRunOfShowEntry(doc, { ...starter, id }));
    });
  });
  return added;
}

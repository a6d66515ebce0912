// Run-of-show use cases on a plan doc: add and edit entries (titles non-blank, stored trimmed), shift
// the rest of the day when it runs late, move an entry to another place in the day, and begin from
// the starter timeline. The planner and the REST endpoints both call these; each is one transaction.
import type * as Y from 'yjs';
import type { RunOfShowEntry, RunOfShowEntryInput } from '../entities/run-of-show-entry';
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
import { newId, PlanDocError } from './structure';

function titleOf(title: string): string {
  const trimmed = title.trim();
  if (trimmed === '') throw new PlanDocError('invalid_entity', 'Give this moment a title.', 'title');
  return trimmed;
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
 * order of the day, and the times follow, making room rather than stacking two moments at once:
 *
 * - moved earlier, it starts when the entry it lands before started, and the entries it passed
 *   move later by its length (into the time it left);
 * - moved later, the entries it passed move earlier by its length, and it starts when the last of
 *   them ends.
 *
 * So nothing that did not overlap before overlaps after, no time leaves the entries' own span of
 * the day, and moving an entry back where it was (after one without a gap before it) restores
 * every time. An entry without a length moves as a moment: it takes its new neighbour's time and
 * the others keep theirs. Orders are renumbered 0, 1, 2…
 */
export function moveRunOfShowEntry(doc: Y.Doc, id: string, toIndex: number): RunOfShowEntry | null {
  const ordered = sortRunOfShow(listEntities(doc, 'runOfShow'));
  const from = ordered.findIndex((e) => e.id === id);
  if (from < 0) return null;
  const moving = ordered[from]!;
  const rest = ordered.filter((e) => e.id !== id);
  const index = Math.max(0, Math.min(toIndex, rest.length));
  const length = moving.durationMinutes ?? 0;
  const times = new Map<string, number>();
  if (index < from) {
    // Passed: rest[index .. from - 1], each later by the moved entry's length.
    for (const entry of rest.slice(index, from)) times.set(entry.id, minutesIntoDay(entry.time) + length);
    times.set(id, minutesIntoDay(rest[index]!.time));
  } else if (index > from) {
    // Passed: rest[from .. index - 1], each earlier by the moved entry's length.
    const passed = rest.slice(from, index);
    for (const entry of passed) times.set(entry.id, minutesIntoDay(entry.time) - length);
    const last = passed.at(-1)!;
    times.set(id, times.get(last.id)! + (last.durationMinutes ?? 0));
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
  });
  return readEntity(doc, 'runOfShow', id);
}

/** A minute of the wedding day, counted from its start (see DAY_STARTS_AT). */
function clampToDay(minutes: number): number {
  return Math.max(0, Math.min(minutes, MINUTES_PER_DAY - 1));
}

/** Adds the starter timeline (ceremony to send-off) for the wedding date, after any entries already there. */
export function addStarterRunOfShow(doc: Y.Doc, weddingDate: string | null): RunOfShowEntry[] {
  const added: RunOfShowEntry[] = [];
  doc.transact(() => {
    for (const starter of starterRunOfShow(weddingDate)) added.push(addRunOfShowEntry(doc, starter));
  });
  return added;
}

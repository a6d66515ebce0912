// Edits made offline that someone else's edit replaced. When two people change the same field of the
// same thing (a guest's RSVP, a budget item's cost) and one of them is offline, both screens settle on
// one value after the merge. Yjs keeps one of the two by its editors' client ids, not by time, so
// either may win; the person whose edit lost was not told. This watch remembers each field a person
// sets while their changes cannot reach the server, and, while the server's state comes in on
// reconnecting, notes each of those fields it changes to another value: that edit lost, and the
// planner says so, with both values. What was set is kept beside the device's copy of the plan, so a
// reload or a closed browser before the connection comes back forgets none of it.
// The other side of the same merge: a person online whose edit was replaced by one made without
// seeing it (someone else's offline edit arriving later) is told too. Each value Yjs keeps for a field
// names the value its writer saw replaced (its origin); a value that replaces this person's without
// naming it was written in ignorance of it, and that is what the notice is about.
// And a third case: what this person did offline to something a partner deleted meanwhile (a
// payment recorded on a budget item, a note on a task) goes with it when the two meet; the planner says
// so instead of letting the payment vanish.
import { type CollectionName, descriptorOf, isCollectionName } from '@confetti/plan';
import { formatDollars } from '@confetti/plan/rules/money';
import * as Y from 'yjs';

export interface ReplacedEdit {
  /** What was edited: "Ada Lovelace" (a guest), "your wedding details". */
  what: string;
  /** The field, as people call it: "RSVP", "meal", "location". */
  field: string;
  mine: string;
  theirs: string;
  /** Set while this person was online, replaced by an edit made without seeing it. */
  live?: true;
  /**
   * Not replaced but gone with `what`, which someone else deleted while this person was offline:
   * `field` is what they changed of it, or with `added`, what they added to it ("payment").
   */
  lost?: true;
  added?: true;
}

/** Field names as the planner's screens call them; any other is its camelCase name in words. */
const FIELD_NAMES: Record<string, string> = {
  rsvpStatus: 'RSVP',
  partySize: 'party size',
  mealChoice: 'meal',
  dietaryNotes: 'dietary notes',
  tableAssignment: 'table',
  actualCost: 'cost',
  serviceType: 'name',
  paymentDate: 'date',
  dueDate: 'due date',
  partner1Name: 'first partner’s name',
  partner2Name: 'second partner’s name',
  weddingDate: 'wedding date',
  plannedBudget: 'planned budget',
  guestCount: 'guest count',
  weddingStyle: 'wedding style',
  goalAmount: 'goal',
  startTime: 'time',
};

/** The first of these an entity has names it on screen. */
const NAME_FIELDS = ['name', 'title', 'text', 'serviceType'];

export function fieldName(key: string): string {
  return FIELD_NAMES[key] ?? key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
}

/** Fields that hold dollars, said as dollars. */
const MONEY_FIELDS = new Set(['plannedBudget', 'actualCost', 'amount', 'price', 'goalAmount']);

function shown(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return 'nothing';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number' && MONEY_FIELDS.has(key)) return formatDollars(value);
  return String(value);
}

function placeKey(path: readonly string[], key: string): string {
  return JSON.stringify([...path, key]);
}

/** Two values of a field are the same edit (both people chose the same). */
function same(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/** A field set offline: where it is in the document (a top-level map, or an entity in one). */
export interface OfflineEdit {
  path: string[];
  key: string;
  value: unknown;
  /** The entity's name and the field's, as they were when it was set ("Book the florist", "notes"). */
  what?: string;
  field?: string;
  /**
   * An entity added offline that goes if what it belongs to is deleted (a payment and its budget
   * item): `what` names that, `field` the entity ("payment"); `path` is the entity's, `key` empty.
   */
  added?: true;
}

/** What an entity added to something is called in the planner's words, by its collection. */
const ADDED_NOUNS: Partial<Record<CollectionName, string>> = { registryItems: 'gift' };

/** The first of the entity's cascading references: what it belongs to and goes with. */
function ownerReference(collection: CollectionName) {
  return descriptorOf(collection).references.find((ref) => ref.onDelete === 'cascade');
}

/** An entity's name as the planner shows it, or null for one without a name of its own. */
function nameOf(entity: Y.Map<unknown>): string | null {
  for (const field of NAME_FIELDS) {
    const name = entity.get(field);
    if (typeof name === 'string' && name.trim() !== '') return name.trim();
  }
  return null;
}

/** Where the watch keeps what was set, so that it outlives the tab (localStorage in the browser). */
export interface OfflineEditStore {
  load(): OfflineEdit[];
  save(edits: OfflineEdit[]): void;
}

/**
 * Where a table or floor element stands: two people dragging the same table at the same moment see
 * where it ended, and "the x of Table 3" is no way to tell them.
 */
const LAYOUT_FIELDS = new Set(['x', 'y', 'width', 'height', 'rotation']);

/** How many fields set online are watched at once; the oldest go first. */
export const LIVE_EDITS_WATCHED = 500;

export class OfflineEditWatch {
  /** The fields set while offline, by their place in the document. */
  #written = new Map<string, OfflineEdit>();
  #replaced: ReplacedEdit[] = [];
  /** The fields set online, with the Yjs item holding the value set, oldest first. */
  #live = new Map<string, { id: Y.ID; value: unknown }>();

  constructor(
    private readonly doc: Y.Doc,
    private readonly store: OfflineEditStore | null = null,
  ) {
    for (const edit of store?.load() ?? []) this.#written.set(placeKey(edit.path, edit.key), edit);
  }

  /** A transaction of this person's while their changes cannot reach the server. */
  recordLocal(transaction: Y.Transaction): void {
    let recorded = false;
    for (const [type, keys] of transaction.changed) {
      if (!(type instanceof Y.Map)) continue;
      const path = this.#pathOf(type);
      if (!path) continue;
      const [collection] = path;
      for (const key of keys) {
        if (key === null) continue;
        const value = type.get(key);
        if (path.length === 1 && collection !== undefined && isCollectionName(collection)) {
          // An entity added (kept if it belongs to something that may be deleted meanwhile) or
          // removed by this person (nothing they did to it is then missed).
          if (value instanceof Y.Map) recorded = this.#recordAdded(collection, key, value) || recorded;
          else if (value === undefined) recorded = this.#forget(collection, key) || recorded;
          continue;
        }
        if (value instanceof Y.AbstractType) continue;
        const where = path.length === 2 ? this.#describe(type, key) : null;
        this.#written.set(placeKey(path, key), { path, key, value, ...(where ?? {}) });
        recorded = true;
      }
    }
    if (recorded) this.store?.save([...this.#written.values()]);
  }

  #recordAdded(collection: CollectionName, id: string, entity: Y.Map<unknown>): boolean {
    const ref = ownerReference(collection);
    const ownerId = ref ? entity.get(ref.field) : undefined;
    if (!ref || typeof ownerId !== 'string' || !isCollectionName(ref.collection)) return false;
    const owner = this.doc.getMap(ref.collection).get(ownerId);
    const what = owner instanceof Y.Map ? nameOf(owner) : null;
    if (what === null) return false;
    const field = ADDED_NOUNS[collection] ?? descriptorOf(collection).noun.toLowerCase();
    this.#written.set(placeKey([collection, id], ''), {
      path: [collection, id],
      key: '',
      value: null,
      what,
      field,
      added: true,
    });
    return true;
  }

  /** An entity this person deleted: what they set on it, or added, is not theirs to miss. */
  #forget(collection: string, id: string): boolean {
    const prefix = JSON.stringify([collection, id]).slice(0, -1);
    let forgot = false;
    for (const place of this.#written.keys()) {
      if (place.startsWith(`${prefix},`)) forgot = this.#written.delete(place) || forgot;
    }
    return forgot;
  }

  /** A transaction of this person's while connected: each field it sets, and the item holding it. */
  recordOnline(transaction: Y.Transaction): void {
    for (const [type, keys] of transaction.changed) {
      if (!(type instanceof Y.Map)) continue;
      const path = this.#pathOf(type);
      if (!path) continue;
      for (const key of keys) {
        const item = key === null ? undefined : type._map.get(key);
        if (key === null || LAYOUT_FIELDS.has(key) || !item || item.deleted) continue;
        if (item.id.client !== this.doc.clientID) continue;
        const value = type.get(key);
        if (value instanceof Y.AbstractType) continue;
        const place = placeKey(path, key);
        this.#live.delete(place);
        this.#live.set(place, { id: item.id, value });
      }
    }
    for (const place of this.#live.keys()) {
      if (this.#live.size <= LIVE_EDITS_WATCHED) break;
      this.#live.delete(place);
    }
  }

  /**
   * A transaction from the server while connected: the fields set online that it replaced with a
   * value written without seeing this person's (an edit made offline, or at the same moment).
   */
  checkLive(transaction: Y.Transaction): ReplacedEdit[] {
    const replaced: ReplacedEdit[] = [];
    for (const [type, keys] of transaction.changed) {
      if (!(type instanceof Y.Map) || this.#live.size === 0) continue;
      const path = this.#pathOf(type);
      if (!path) continue;
      for (const key of keys) {
        const place = key === null ? undefined : placeKey(path, key);
        const mine = place === undefined ? undefined : this.#live.get(place);
        if (key === null || place === undefined || !mine) continue;
        const item = type._map.get(key);
        if (item && Y.compareIDs(item.id, mine.id)) continue;
        this.#live.delete(place);
        // Removed, or written by someone who saw this person's value: an ordinary edit.
        if (!item || item.deleted || (item.origin !== null && Y.compareIDs(item.origin, mine.id))) continue;
        const theirs = type.get(key);
        if (same(mine.value, theirs)) continue;
        const where = this.#describe(type, key);
        if (where)
          replaced.push({ ...where, mine: shown(key, mine.value), theirs: shown(key, theirs), live: true });
      }
    }
    return replaced;
  }

  /** A transaction from the server while catching up: a field set offline that it changes lost. */
  checkRemote(transaction: Y.Transaction): void {
    for (const [type, keys] of transaction.changed) {
      if (!(type instanceof Y.Map) || this.#written.size === 0) continue;
      const path = this.#pathOf(type);
      if (!path) continue;
      for (const key of keys) {
        const written = key === null ? undefined : this.#written.get(placeKey(path, key));
        if (key === null || !written) continue;
        const mine = written.value;
        const theirs = type.get(key);
        this.#written.delete(placeKey(path, key));
        if (same(mine, theirs)) continue;
        const place = this.#describe(type, key);
        if (place) this.#replaced.push({ ...place, mine: shown(key, mine), theirs: shown(key, theirs) });
      }
    }
  }

  /**
   * What was replaced since the last call, and what went with something deleted meanwhile (the
   * server's state has come in); the watch starts over (the changes are sent now).
   */
  takeReplaced(): ReplacedEdit[] {
    const replaced = [...this.#replaced, ...this.#lost()];
    this.#replaced = [];
    this.#written.clear();
    this.store?.save([]);
    return replaced;
  }

  /**
   * What this person did offline to entities that are gone now, or added to ones that are gone (the
   * server drops the payment of a deleted budget item as soon as it arrives). Each deleted thing once.
   */
  #lost(): ReplacedEdit[] {
    const lost = new Map<string, ReplacedEdit>();
    for (const edit of this.#written.values()) {
      const [collection, id] = edit.path;
      if (edit.what === undefined || edit.field === undefined || id === undefined) continue;
      if (collection === undefined || !isCollectionName(collection) || edit.path.length !== 2) continue;
      const entity = this.doc.getMap(collection).get(id);
      let ownerGone = !(entity instanceof Y.Map);
      if (edit.added && entity instanceof Y.Map) {
        const ref = ownerReference(collection);
        const ownerId = ref ? entity.get(ref.field) : undefined;
        ownerGone =
          ref !== undefined && typeof ownerId === 'string' && !this.doc.getMap(ref.collection).has(ownerId);
      }
      if (!ownerGone) continue;
      // Two payments added to one deleted item are one loss; the notice names each deleted thing once.
      const key = JSON.stringify(
        edit.added ? ['added', edit.what, edit.field] : [collection, id, edit.field],
      );
      if (lost.has(key)) continue;
      lost.set(key, {
        what: edit.what,
        field: edit.field,
        mine: edit.added ? '' : shown(edit.key, edit.value),
        theirs: '',
        lost: true,
        ...(edit.added ? { added: true as const } : {}),
      });
    }
    return [...lost.values()];
  }

  /** Where a field is, as people say it, or null for a part people do not edit as such. */
  #describe(map: Y.Map<unknown>, key: string): { what: string; field: string } | null {
    if (this.#rootName(map) === 'weddingInfo') return { what: 'your wedding details', field: fieldName(key) };
    const parent = map.parent;
    const parentName = parent instanceof Y.Map ? this.#rootName(parent) : null;
    if (parentName === null) return null;
    // The budget's shares by category, kept inside the wedding details.
    if (parentName === 'weddingInfo') return { what: 'your budget', field: `${key} share` };
    for (const field of NAME_FIELDS) {
      const name = map.get(field);
      if (typeof name === 'string' && name.trim() !== '') return { what: name.trim(), field: fieldName(key) };
    }
    return null;
  }

  /** A top-level map's name, or an entity map's [collection, id]; null deeper down. */
  // biome-ignore lint/suspicious/noExplicitAny: Yjs types its shared types by their event type
  #pathOf(map: Y.AbstractType<any>): string[] | null {
    const root = this.#rootName(map);
    if (root !== null) return [root];
    const parent = map.parent;
    const id = map._item?.parentSub;
    const parentName = parent ? this.#rootName(parent) : null;
    return parentName !== null && typeof id === 'string' ? [parentName, id] : null;
  }

  // biome-ignore lint/suspicious/noExplicitAny: Yjs types its shared types by their event type
  #rootName(type: Y.AbstractType<any>): string | null {
    if (type.parent !== null) return null;
    for (const [name, shared] of this.doc.share) if (shared === type) return name;
    return null;
  }
}

/**
 * What the planner says: "While you were offline, someone else also changed the RSVP of Ada Lovelace
 * to “Declined”; yours was “Pending”. Theirs is kept." (one), or a list of what (several).
 */
export function replacedEditsMessage(replaced: readonly ReplacedEdit[]): string | null {
  const whileOffline = replaced.filter((edit) => !edit.live && !edit.lost);
  const whileOnline = replaced.filter((edit) => edit.live);
  const gone = replaced.filter((edit) => edit.lost);
  const said = [offlineMessage(whileOffline), onlineMessage(whileOnline), lostMessage(gone)].filter(
    (m) => m !== null,
  );
  return said.length > 0 ? said.join(' ') : null;
}

/** How many deleted things the notice names; any more are counted. */
const LOST_NAMED = 3;

/**
 * "While you were offline, someone else deleted Cake tasting: the payment you added to it is not
 * kept." (one), or the things deleted, listed.
 */
function lostMessage(lost: readonly ReplacedEdit[]): string | null {
  const [only] = lost;
  if (!only) return null;
  if (lost.length === 1) {
    const change = only.added
      ? `the ${only.field} you added to it is`
      : `your change to its ${only.field} is`;
    return `While you were offline, someone else deleted ${only.what}: ${change} not kept.`;
  }
  const names = [...new Set(lost.map((edit) => edit.what))];
  const named = names.slice(0, LOST_NAMED);
  if (names.length > LOST_NAMED) named.push(`${names.length - LOST_NAMED} more`);
  const list = new Intl.ListFormat('en', { type: 'conjunction' }).format(named);
  return `While you were offline, someone else deleted ${list}: what you changed or added there is not kept.`;
}

function listOf(replaced: readonly ReplacedEdit[]): string {
  return new Intl.ListFormat('en', { type: 'conjunction' }).format(
    replaced.map((edit) => `the ${edit.field} of ${edit.what}`),
  );
}

/**
 * "Someone else changed the RSVP of Ada Lovelace to “Accepted” at the same time as you, perhaps while
 * offline; yours was “Declined”. Theirs is kept…" (one), or a list of what (several).
 */
function onlineMessage(replaced: readonly ReplacedEdit[]): string | null {
  const [only] = replaced;
  if (!only) return null;
  if (replaced.length === 1) {
    return `Someone else changed the ${only.field} of ${only.what} to “${only.theirs}” at the same time as you, perhaps while offline; yours was “${only.mine}”. Theirs is kept: change it again if yours should stand.`;
  }
  return `Someone else changed ${listOf(replaced)} at the same time as you, perhaps while offline. Theirs are kept: change them again if yours should stand.`;
}

function offlineMessage(replaced: readonly ReplacedEdit[]): string | null {
  const [only] = replaced;
  if (!only) return null;
  if (replaced.length === 1) {
    return `While you were offline, someone else also changed the ${only.field} of ${only.what} to “${only.theirs}”; yours was “${only.mine}”. Theirs is kept: change it again if yours should stand.`;
  }
  return `While you were offline, someone else also changed ${listOf(replaced)}. Theirs are kept: change them again if yours should stand.`;
}

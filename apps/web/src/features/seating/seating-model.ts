// What the Seating Plan screen computes from the plan: the floor's size and grid, snapping, where a
// table's seats sit, which table is under a point (for dropping a guest), the unseated parties of the
// sidebar, and the defaults of new tables and floor elements. Pure functions, unit-tested.
import {
  canBeSeated,
  compareTableNames,
  type FloorElementType,
  type Guest,
  guestsAtTable,
  type PartyMember,
  partyHeads,
  partySeatNames,
  type SeatingTable,
  type TableShape,
} from '@confetti/plan';

/** The floor plan's canvas units: 1200 × 800, a grid of 20. */
export const FLOOR_WIDTH = 1200;
export const FLOOR_HEIGHT = 800;
export const GRID = 20;
export const MIN_ZOOM = 0.5;
export const MAX_ZOOM = 3;

/** Seats a table may have, in the toolbar and in a table's details alike (the REST API's range too). */
export { TABLE_SEATS } from '@confetti/plan';

export function snap(value: number, grid = GRID): number {
  return Math.round(value / grid) * grid;
}

/**
 * A zoom (the true scale: 1 draws a floor unit as a pixel) kept between MIN_ZOOM, or the whole room
 * (`fit`) when that is smaller, and MAX_ZOOM.
 */
export function clampZoom(zoom: number, fit = MIN_ZOOM): number {
  return Math.min(MAX_ZOOM, Math.max(Math.min(MIN_ZOOM, fit), zoom));
}

export const SHAPE_LABELS: Record<TableShape, string> = {
  round: 'Round',
  rectangle: 'Rectangle',
  square: 'Square',
  oval: 'Oval',
};

export const TABLE_TYPE_LABELS: Record<string, string> = {
  regular: 'Regular',
  head: 'Head table',
  sweetheart: 'Sweetheart',
  kids: 'Kids',
  family: 'Family',
  vip: 'VIP',
};

export const ELEMENT_LABELS: Record<FloorElementType, string> = {
  dance_floor: 'Dance floor',
  stage: 'Stage',
  bar: 'Bar',
  dj_booth: 'DJ booth',
  entrance: 'Entrance',
  buffet: 'Buffet',
  cake_table: 'Cake table',
  restrooms: 'Restrooms',
  photo_booth: 'Photo booth',
  gift_table: 'Gift table',
};

export function elementLabel(type: string): string {
  return (ELEMENT_LABELS as Record<string, string>)[type] ?? type.replace(/_/g, ' ');
}

const ELEMENT_DEFAULTS: Record<FloorElementType, { width: number; height: number; color: string }> = {
  dance_floor: { width: 240, height: 200, color: '#c9a227' },
  stage: { width: 300, height: 90, color: '#8a6d3b' },
  bar: { width: 200, height: 60, color: '#3d7ea6' },
  dj_booth: { width: 100, height: 60, color: '#7b5ea7' },
  entrance: { width: 160, height: 30, color: '#6b6b6b' },
  buffet: { width: 220, height: 60, color: '#5b8e55' },
  cake_table: { width: 80, height: 80, color: '#b5446e' },
  restrooms: { width: 120, height: 80, color: '#6b6b6b' },
  photo_booth: { width: 100, height: 100, color: '#2f8f8b' },
  gift_table: { width: 120, height: 60, color: '#c47f2c' },
};

export function elementDefaults(type: FloorElementType) {
  return ELEMENT_DEFAULTS[type];
}

/** A new table's size from its shape and seats: round tables grow with their capacity. */
export function tableSize(shape: string, capacity: number): { width: number; height: number } {
  const seats = Math.max(2, capacity);
  if (shape === 'round') {
    const d = snap(Math.max(80, 40 + seats * 8));
    return { width: d, height: d };
  }
  if (shape === 'square') {
    const side = snap(Math.max(80, 40 + seats * 6));
    return { width: side, height: side };
  }
  if (shape === 'oval') return { width: snap(Math.max(120, 60 + seats * 12)), height: 100 };
  return { width: snap(Math.max(120, Math.ceil(seats / 2) * 40)), height: 60 };
}

/** What a new table or element must keep clear of: its centre, how far its body reaches, and the
 * room it needs beyond that (chairs and their labels; a little for floor elements). */
export interface Footprint {
  x: number;
  y: number;
  /** The radius of the circle that covers the body however it is turned. */
  reach: number;
  clearance: number;
}

/** Room a table needs beyond its edge for its chairs (see seatPositions) and a little air. */
export const TABLE_CLEARANCE = 40;
/** Room kept around a floor element (dance floor, bar…). */
export const ELEMENT_CLEARANCE = 12;

/** The circle that covers a table or element's body: round and oval ones by their long axis. */
export function reachOf(shape: string | null, width: number, height: number): number {
  return shape === 'round' || shape === 'oval' ? Math.max(width, height) / 2 : Math.hypot(width, height) / 2;
}

/**
 * Where a new table or floor element goes: at `near` (the middle of what the couple is looking at)
 * if nothing is in the way, else the closest free place around it on the grid, inside the floor.
 * Without a free place anywhere, `near` it is.
 */
export function freeSpot(
  near: { x: number; y: number },
  size: { width: number; height: number; reach: number; clearance: number },
  taken: readonly Footprint[],
): { x: number; y: number; crowded?: true } {
  const inside = (x: number, y: number) =>
    x - size.width / 2 >= 0 &&
    y - size.height / 2 >= 0 &&
    x + size.width / 2 <= FLOOR_WIDTH &&
    y + size.height / 2 <= FLOOR_HEIGHT;
  const free = (x: number, y: number) =>
    inside(x, y) &&
    taken.every((t) => Math.hypot(t.x - x, t.y - y) >= size.reach + size.clearance + t.reach + t.clearance);
  // How far a spot is from free: the deepest overlap with anything already there (0 when free).
  const overlap = (x: number, y: number) =>
    taken.reduce(
      (worst, t) =>
        Math.max(worst, size.reach + size.clearance + t.reach + t.clearance - Math.hypot(t.x - x, t.y - y)),
      0,
    );
  const start = { x: snap(near.x), y: snap(near.y) };
  if (free(start.x, start.y)) return start;
  // A full floor has no free spot: the one that overlaps least, never on top of what is there.
  let least: { x: number; y: number; overlap: number } | null = null;
  const rings = Math.ceil(Math.max(FLOOR_WIDTH, FLOOR_HEIGHT) / GRID);
  for (let ring = 1; ring <= rings; ring++) {
    // The ring's grid points, nearest first.
    const points: { x: number; y: number; d: number }[] = [];
    for (let i = -ring; i <= ring; i++)
      for (const [dx, dy] of [
        [i, -ring],
        [i, ring],
        [-ring, i],
        [ring, i],
      ] as const)
        points.push({ x: start.x + dx * GRID, y: start.y + dy * GRID, d: Math.hypot(dx, dy) });
    points.sort((a, b) => a.d - b.d || a.y - b.y || a.x - b.x);
    const found = points.find((p) => free(p.x, p.y));
    if (found) return { x: found.x, y: found.y };
    for (const p of points) {
      if (!inside(p.x, p.y)) continue;
      const o = overlap(p.x, p.y);
      if (!least || o < least.overlap) least = { x: p.x, y: p.y, overlap: o };
    }
  }
  return least ? { x: least.x, y: least.y, crowded: true } : { ...start, crowded: true };
}

/** How far an arrow key moves the selected table or element: one grid square, or five with Shift
 * (one of the squares drawn on the floor). */
export const NUDGE = { step: GRID, far: GRID * 5 } as const;

export type Direction = 'left' | 'right' | 'up' | 'down';

/** How far a table's chairs stand out from its edge: 16 units off it, 10 across (seatPositions). */
export const SEAT_REACH = 26;

/** Half the width and height of the box a table or element covers once turned by its rotation. */
export function halfExtents(
  shape: string | null,
  width: number,
  height: number,
  rotation: number,
): { x: number; y: number } {
  const [a, b] = [width / 2, height / 2];
  if (shape === 'round') return { x: a, y: a };
  const angle = (rotation * Math.PI) / 180;
  const [cos, sin] = [Math.abs(Math.cos(angle)), Math.abs(Math.sin(angle))];
  if (shape === 'oval') return { x: Math.hypot(a * cos, b * sin), y: Math.hypot(a * sin, b * cos) };
  return { x: a * cos + b * sin, y: a * sin + b * cos };
}

/**
 * Where an arrow key takes a table or element: `distance` units in `direction`, on the grid (as a drag
 * drops it), no further than keeps it on the floor with `margin` to spare (a table's chairs). At the
 * edge it stays put; one already past it (dragged there) is never pushed further out.
 */
export function nudge(
  item: { x: number; y: number; width: number; height: number; rotation: number; shape?: string | null },
  direction: Direction,
  distance: number,
  margin = 0,
): { x: number; y: number } {
  const axis = direction === 'left' || direction === 'right' ? 'x' : 'y';
  const half = halfExtents(item.shape ?? null, item.width, item.height, item.rotation)[axis] + margin;
  const floor = axis === 'x' ? FLOOR_WIDTH : FLOOR_HEIGHT;
  const lowest = Math.ceil(half / GRID) * GRID;
  const highest = Math.floor((floor - half) / GRID) * GRID;
  const from = item[axis];
  const to =
    direction === 'right' || direction === 'down'
      ? Math.min(snap(from + distance), Math.max(from, highest))
      : Math.max(snap(from - distance), Math.min(from, lowest));
  return { x: item.x, y: item.y, [axis]: to };
}

/**
 * Where a drag may drop a table or element: on the grid point nearest (x, y) that keeps it, with
 * `margin` to spare (a table's chairs), on the floor, as an arrow key keeps it. One larger than the
 * floor is centred on it along that axis.
 */
export function keepOnFloor(
  item: { width: number; height: number; rotation: number; shape?: string | null },
  x: number,
  y: number,
  margin = 0,
): { x: number; y: number } {
  const extents = halfExtents(item.shape ?? null, item.width, item.height, item.rotation);
  const clamp = (value: number, half: number, floor: number) => {
    const lowest = Math.ceil(half / GRID) * GRID;
    const highest = Math.floor((floor - half) / GRID) * GRID;
    if (highest < lowest) return snap(floor / 2);
    return Math.min(Math.max(snap(value), lowest), highest);
  };
  return {
    x: clamp(x, extents.x + margin, FLOOR_WIDTH),
    y: clamp(y, extents.y + margin, FLOOR_HEIGHT),
  };
}

/**
 * A whole number typed into a field that allows `min` to `max` (seats, degrees), or null when what is
 * typed is empty, not whole, or out of range: the field then says so rather than changing it.
 */
export function wholeNumberIn(text: string, min: number, max: number): number | null {
  const value = Number(text);
  return text.trim() !== '' && Number.isInteger(value) && value >= min && value <= max ? value : null;
}

/** "Table N" with the first N no table uses. */
export function nextTableName(tables: readonly Pick<SeatingTable, 'name'>[]): string {
  const used = new Set(tables.map((t) => t.name.trim().toLowerCase()));
  let n = tables.length + 1;
  for (let i = 1; i <= tables.length + 1; i++) {
    if (!used.has(`table ${i}`)) {
      n = i;
      break;
    }
  }
  return `Table ${n}`;
}

export interface SeatPoint {
  x: number;
  y: number;
}

/**
 * Where `count` seats sit around a table, relative to its centre (before rotation): evenly around a
 * round or oval table, along the long sides of a rectangle (and its ends when they do not fit).
 */
export function seatPositions(shape: string, width: number, height: number, count: number): SeatPoint[] {
  if (count <= 0) return [];
  const gap = 16;
  if (shape === 'round' || shape === 'oval') {
    const rx = width / 2 + gap;
    const ry = height / 2 + gap;
    return Array.from({ length: count }, (_, i) => {
      const angle = -Math.PI / 2 + (2 * Math.PI * i) / count;
      return { x: rx * Math.cos(angle), y: ry * Math.sin(angle) };
    });
  }
  const [hw, hh] = [width / 2, height / 2];
  // One or two places side by side along the top, as a couple sits at a sweetheart table; walking
  // the perimeter would put two at opposite corners and one at a corner.
  if (count <= 2) {
    return Array.from({ length: count }, (_, i) => ({ x: -hw + ((i + 0.5) * width) / count, y: -hh - gap }));
  }
  const perimeter = 2 * (width + height);
  const step = perimeter / count;
  const points: SeatPoint[] = [];
  for (let i = 0; i < count; i++) {
    // Walk the perimeter clockwise from the top-left corner.
    const d = step / 2 + i * step;
    if (d < width) points.push({ x: -hw + d, y: -hh - gap });
    else if (d < width + height) points.push({ x: hw + gap, y: -hh + (d - width) });
    else if (d < 2 * width + height) points.push({ x: hw - (d - width - height), y: hh + gap });
    else points.push({ x: -hw - gap, y: hh - (d - 2 * width - height) });
  }
  return points;
}

/** Whether a floor point falls on a table (its shape, turned by its rotation), with a small margin. */
export function isOnTable(
  table: Pick<SeatingTable, 'x' | 'y' | 'width' | 'height' | 'rotation' | 'shape'>,
  x: number,
  y: number,
  margin = 12,
): boolean {
  const angle = (-table.rotation * Math.PI) / 180;
  const dx = x - table.x;
  const dy = y - table.y;
  const lx = dx * Math.cos(angle) - dy * Math.sin(angle);
  const ly = dx * Math.sin(angle) + dy * Math.cos(angle);
  const rx = table.width / 2 + margin;
  const ry = table.height / 2 + margin;
  if (table.shape === 'round' || table.shape === 'oval')
    return (lx * lx) / (rx * rx) + (ly * ly) / (ry * ry) <= 1;
  return Math.abs(lx) <= rx && Math.abs(ly) <= ry;
}

/** The table under a floor point; the one drawn last (on top) wins. */
export function tableAt<T extends Parameters<typeof isOnTable>[0]>(
  tables: readonly T[],
  x: number,
  y: number,
): T | null {
  for (let i = tables.length - 1; i >= 0; i--) if (isOnTable(tables[i]!, x, y)) return tables[i]!;
  return null;
}

export interface TableView {
  table: SeatingTable;
  guests: Guest[];
  /** One name per seat taken, in seating order. */
  seatNames: string[];
  heads: number;
  /** Each guest's heads at the table: their party, less members who declined. */
  headsOf: (guest: Guest) => number;
  overBy: number;
}

export function tableViews(
  tables: readonly SeatingTable[],
  guests: readonly Guest[],
  members: readonly PartyMember[],
): TableView[] {
  const headsOfGuest = partyHeads(members);
  return [...tables].sort(compareTableNames).map((table) => {
    const here = guestsAtTable(table, guests);
    const seatNames = here.flatMap((guest) => partySeatNames(guest, members));
    const heads = here.reduce((sum, guest) => sum + headsOfGuest(guest), 0);
    return {
      table,
      guests: here,
      seatNames,
      heads,
      headsOf: headsOfGuest,
      overBy: Math.max(0, heads - table.capacity),
    };
  });
}

export interface UnseatedParty {
  guest: Guest;
  /** The other people of the party who are coming, by name. */
  members: string[];
  heads: number;
}

/** Guests without a table who have not declined, each with their party, filtered by a search. */
export function unseatedParties(
  guests: readonly Guest[],
  members: readonly PartyMember[],
  tableIds: ReadonlySet<string>,
  search = '',
): UnseatedParty[] {
  const query = search.trim().toLowerCase();
  const headsOfGuest = partyHeads(members);
  return guests
    .filter(
      (guest) =>
        canBeSeated(guest) && (guest.tableAssignment === null || !tableIds.has(guest.tableAssignment)),
    )
    .map((guest) => ({
      guest,
      members: members
        .filter((m) => m.guestId === guest.id && m.rsvpStatus !== 'Declined')
        .map((m) => m.name),
      heads: headsOfGuest(guest),
    }))
    .filter(
      (party) =>
        query === '' ||
        party.guest.name.toLowerCase().includes(query) ||
        party.guest.tag.toLowerCase().includes(query) ||
        party.members.some((name) => name.toLowerCase().includes(query)),
    )
    .sort((a, b) => a.guest.tag.localeCompare(b.guest.tag) || a.guest.name.localeCompare(b.guest.name));
}

/** The sidebar's groups: parties by their tag ("Family", "Friends"…), untagged last. */
export function groupByTag(parties: readonly UnseatedParty[]): { tag: string; parties: UnseatedParty[] }[] {
  const groups = new Map<string, UnseatedParty[]>();
  for (const party of parties) {
    const tag = party.guest.tag.trim() || 'Other guests';
    groups.set(tag, [...(groups.get(tag) ?? []), party]);
  }
  return [...groups].map(([tag, list]) => ({ tag, parties: list }));
}

/**
 * What seating a party says: where they sit, and by how much the table is over when squeezing them in
 * took it past its seats (allowed: chairs can be added, but never without a word).
 */
export function seatedNotice(
  name: string,
  table: Pick<SeatingTable, 'name' | 'capacity'> | null,
  headsAtTable: number,
): { text: string; warning: boolean } {
  if (!table) return { text: `${name} unseated.`, warning: false };
  const over = headsAtTable - table.capacity;
  if (over <= 0) return { text: `${name} seated at ${table.name}.`, warning: false };
  return {
    text: `${name} seated at ${table.name}, which now has ${headsAtTable} people for ${table.capacity} seats (${over} over).`,
    warning: true,
  };
}

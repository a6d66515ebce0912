// How much text the floor plan can draw at a zoom and still be read: table names and counts grow a
// little as the plan is zoomed out so they stay about 11 px on screen, and each table's seat labels
// are its guests' first names, their initials, or nothing — whichever is the most that fits without
// running into another label, a seat, a table or a floor element, and all on the floor (the canvas
// shows nothing past its edge). Pure: the canvas draws what this says.
import type { FloorElement } from '@confetti/plan';
import { FLOOR_HEIGHT, FLOOR_WIDTH, halfExtents, seatPositions, type TableView } from './seating-model';

/** The least size, in screen pixels, of a table's name on the plan (and of any label shown). */
export const READABLE_PX = 11;
/** Seat labels are this size on screen up to real size, and grow a little (to 13 px) when zoomed in. */
export const SEAT_LABEL_PX = 10;
/** A table's name and its N/capacity badge at real size (100%), in floor units. */
export const TABLE_NAME_FONT = 15;
export const TABLE_BADGE_FONT = 11;
/** A seat's radius in floor units (seatPositions puts its centre 16 units off the table's edge). */
export const SEAT_RADIUS = 10;
/** Beyond this growth a table's name no longer fits inside a 100-unit round table. */
const MAX_TEXT_GROWTH = 1.35;
/** Between a seat's edge and its label, and kept clear around every label. */
const LABEL_GAP = 3;
const LABEL_MARGIN = 1.5;

/** How much table names and counts are enlarged at a zoom (1 at real size and above). */
export function textGrowth(scale: number): number {
  return Math.min(MAX_TEXT_GROWTH, Math.max(1, READABLE_PX / (TABLE_NAME_FONT * scale)));
}

/** A floor element's name ("Dance floor") in floor units: 13 at real size, grown to stay readable. */
export function elementLabelFont(scale: number): number {
  return Math.min(13 * 1.6, Math.max(13, READABLE_PX / scale));
}

/** The least zoom at which table names are READABLE_PX on screen: where a phone opens the plan. */
export const READABLE_SCALE = READABLE_PX / (TABLE_NAME_FONT * MAX_TEXT_GROWTH);

/** The name a chair shows: the first word, or what follows the comma of "Patel, Priya". */
export function firstName(name: string): string {
  if (isPlusOne(name)) return 'Guest';
  const comma = name.indexOf(',');
  const given = comma >= 0 && name.slice(comma + 1).trim() ? name.slice(comma + 1) : name;
  const first = given.trim().split(/\s+/)[0] ?? '';
  return first.length > 10 ? `${first.slice(0, 9)}…` : first;
}

/** "Sophie Bennett" → "SB", "Patel, Priya" → "PP", an unnamed plus-one ("Guest of …") → "+1". */
export function initials(name: string): string {
  if (isPlusOne(name)) return '+1';
  const comma = name.indexOf(',');
  const ordered =
    comma >= 0 && name.slice(comma + 1).trim() ? `${name.slice(comma + 1)} ${name.slice(0, comma)}` : name;
  const words = ordered.trim().split(/\s+/).filter(Boolean);
  const letters = [words[0], words.length > 1 ? words.at(-1) : undefined]
    .map((word) => (word ? Array.from(word)[0]?.toUpperCase() : ''))
    .join('');
  return letters || '?';
}

function isPlusOne(name: string): boolean {
  return /^Guest of /.test(name);
}

export type SeatLabelStyle = 'names' | 'initials' | 'none';

/** An axis-aligned box on the floor. */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface SeatLabel {
  text: string;
  fontSize: number;
  align: 'left' | 'center' | 'right';
  /** Where the label's box is on the floor (unturned: labels stay level however a table turns). */
  box: Box;
  /** The box's top-left corner relative to its seat's centre, along the floor's axes. */
  dx: number;
  dy: number;
}

export interface TableLabels {
  style: SeatLabelStyle;
  /** One per seat, in seatPositions order: null for an empty seat or when no label is drawn. */
  seats: (SeatLabel | null)[];
}

/** How wide a text is drawn at a font size, in the same units: an estimate for Arial unless measured. */
export type MeasureText = (text: string, fontSize: number) => number;

export const estimateTextWidth: MeasureText = (text, fontSize) => {
  let ems = 0;
  for (const char of text) {
    if (/[iljtfrI.,'’ |!]/.test(char)) ems += 0.3;
    else if (/[mwMW]/.test(char)) ems += 0.85;
    else if (/[A-Z0-9+…]/.test(char)) ems += 0.68;
    else ems += 0.56;
  }
  return ems * fontSize;
};

/**
 * A seat's label size in floor units at a zoom: about the same on screen at every zoom (as a map's
 * street names are), so that zooming in makes room between seats for names that did not fit.
 */
export function seatLabelFont(scale: number): number {
  return (SEAT_LABEL_PX * Math.min(Math.max(scale, 1), 1.3)) / scale;
}

export interface SeatOnFloor {
  x: number;
  y: number;
  /** The unit vector from the table out through the seat, on the floor. */
  outX: number;
  outY: number;
}

/** Where a table's seats are on the floor, turned with the table, and which way each faces out. */
export function seatsOnFloor(view: TableView): SeatOnFloor[] {
  const { table } = view;
  const count = Math.max(table.capacity, view.heads);
  const angle = (table.rotation * Math.PI) / 180;
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const round = table.shape === 'round' || table.shape === 'oval';
  return seatPositions(table.shape, table.width, table.height, count).map((seat) => {
    // Out from a round table's centre; straight out from the side a rectangle's seat is on.
    let [lx, ly] = [seat.x, seat.y];
    if (!round) {
      const onTopOrBottom =
        Math.abs(Math.abs(seat.y) - table.height / 2) < Math.abs(Math.abs(seat.x) - table.width / 2);
      [lx, ly] = onTopOrBottom ? [0, Math.sign(seat.y)] : [Math.sign(seat.x), 0];
    }
    const length = Math.hypot(lx, ly) || 1;
    const [ux, uy] = [lx / length, ly / length];
    return {
      x: table.x + seat.x * cos - seat.y * sin,
      y: table.y + seat.x * sin + seat.y * cos,
      outX: ux * cos - uy * sin,
      outY: ux * sin + uy * cos,
    };
  });
}

/** A label's box beside its seat: level, just outside the seat, on the side facing away from the table. */
function labelBox(seat: SeatOnFloor, width: number, height: number): Box {
  const reach = SEAT_RADIUS + LABEL_GAP;
  const ax = seat.x + seat.outX * reach;
  const ay = seat.y + seat.outY * reach;
  const lean = 0.38;
  const x0 = seat.outX > lean ? ax : seat.outX < -lean ? ax - width : ax - width / 2;
  const y0 = seat.outY > lean ? ay : seat.outY < -lean ? ay - height : ay - height / 2;
  return { x0, y0, x1: x0 + width, y1: y0 + height };
}

/** The floor: the canvas draws nothing past it, so no label may reach beyond it. */
const FLOOR: Box = { x0: 0, y0: 0, x1: FLOOR_WIDTH, y1: FLOOR_HEIGHT };

function isOnFloor(box: Box): boolean {
  return box.x0 >= FLOOR.x0 && box.y0 >= FLOOR.y0 && box.x1 <= FLOOR.x1 && box.y1 <= FLOOR.y1;
}

/** The box moved the least that puts it on the floor. */
function slidOntoFloor(box: Box): Box {
  const dx = box.x0 < FLOOR.x0 ? FLOOR.x0 - box.x0 : box.x1 > FLOOR.x1 ? FLOOR.x1 - box.x1 : 0;
  const dy = box.y0 < FLOOR.y0 ? FLOOR.y0 - box.y0 : box.y1 > FLOOR.y1 ? FLOOR.y1 - box.y1 : 0;
  return { x0: box.x0 + dx, y0: box.y0 + dy, x1: box.x1 + dx, y1: box.y1 + dy };
}

export function overlaps(a: Box, b: Box, margin = LABEL_MARGIN): boolean {
  return a.x0 < b.x1 + margin && b.x0 < a.x1 + margin && a.y0 < b.y1 + margin && b.y0 < a.y1 + margin;
}

/** Whether a box comes within LABEL_MARGIN of a circle. */
export function touchesCircle(box: Box, centre: { x: number; y: number }, radius: number): boolean {
  const dx = centre.x - Math.min(Math.max(centre.x, box.x0), box.x1);
  const dy = centre.y - Math.min(Math.max(centre.y, box.y0), box.y1);
  return Math.hypot(dx, dy) < radius + LABEL_MARGIN;
}

function centredBox(item: { x: number; y: number }, half: { x: number; y: number }): Box {
  return { x0: item.x - half.x, y0: item.y - half.y, x1: item.x + half.x, y1: item.y + half.y };
}

const ALIGN = (seat: SeatOnFloor): SeatLabel['align'] =>
  seat.outX > 0.38 ? 'left' : seat.outX < -0.38 ? 'right' : 'center';

/**
 * Where a seat's label goes: beyond the seat, away from the table. A seat against the floor's edge
 * (a table pushed to the wall) has no room there: its label goes beside the seat, along the edge, on
 * whichever side is clear of its table, its seats and the labels placed before it. Null when neither
 * is: its table cannot show labels of this size.
 */
function placeLabel(
  seat: SeatOnFloor,
  width: number,
  height: number,
  clear: (box: Box) => boolean,
): { box: Box; align: SeatLabel['align'] } | null {
  const outward = labelBox(seat, width, height);
  if (isOnFloor(outward)) return { box: outward, align: ALIGN(seat) };
  for (const side of [1, -1]) {
    const beside = { ...seat, outX: -seat.outY * side, outY: seat.outX * side };
    const box = slidOntoFloor(labelBox(beside, width, height));
    if (clear(box)) return { box, align: ALIGN(beside) };
  }
  return null;
}

/** Whether a label stays clear of its own table (as drawn: a round one as the circle it is). */
function clearOfTable(box: Box, table: TableView['table']): boolean {
  if (table.shape === 'round') return !touchesCircle(box, table, table.width / 2);
  return !overlaps(
    box,
    centredBox(table, halfExtents(table.shape, table.width, table.height, table.rotation)),
  );
}

const NEXT_STYLE: Record<SeatLabelStyle, SeatLabelStyle> = {
  names: 'initials',
  initials: 'none',
  none: 'none',
};

/**
 * What each table's seats say at a zoom: first names where they fit, else initials, else nothing
 * (and nothing while table names are too small to read, as in the whole room on a phone). A
 * table's labels all take one style; a label that would touch another label (its own table's or
 * another's), any seat, a table or a floor element makes its table step down one style, until none do.
 */
export function seatLabelLayout(
  views: readonly TableView[],
  scale: number,
  elements: readonly Pick<FloorElement, 'x' | 'y' | 'width' | 'height' | 'rotation'>[] = [],
  measure: MeasureText = estimateTextWidth,
): Map<string, TableLabels> {
  const fontSize = seatLabelFont(scale);
  const height = fontSize * 1.15;
  const seats = new Map(views.map((v) => [v.table.id, seatsOnFloor(v)]));
  // Other tables and floor elements as boxes; every seat as the circle it is (a label may come close
  // to its own seat's neighbours at a slant, where a box round the seat would already touch it).
  const blocks: { tableId: string | null; box: Box }[] = [
    ...views.map((v) => ({
      tableId: v.table.id,
      box: centredBox(v.table, halfExtents(v.table.shape, v.table.width, v.table.height, v.table.rotation)),
    })),
    ...elements.map((e) => ({
      tableId: null,
      box: centredBox(e, halfExtents(null, e.width, e.height, e.rotation)),
    })),
  ];
  const chairs = views.flatMap((v) => seats.get(v.table.id) ?? []);

  // Below the zoom where table names can be read, guests' names would outsize them: none at all.
  const legible = scale >= READABLE_SCALE - 1e-9;
  const styles = new Map<string, SeatLabelStyle>(
    views.map((v) => [v.table.id, legible && v.seatNames.length > 0 ? 'names' : 'none']),
  );
  /** A table's labels in a style, and whether one found no room on the floor (so the style is out). */
  const labelsOf = (view: TableView, style: SeatLabelStyle) => {
    const own = seats.get(view.table.id) ?? [];
    const placed: Box[] = [];
    const clear = (box: Box) =>
      clearOfTable(box, view.table) &&
      own.every((chair) => !touchesCircle(box, chair, SEAT_RADIUS)) &&
      placed.every((other) => !overlaps(box, other));
    let cramped = false;
    const labels = own.map((seat, index): SeatLabel | null => {
      const name = view.seatNames[index];
      if (!name || style === 'none') return null;
      const text = style === 'names' ? firstName(name) : initials(name);
      const width = measure(text, fontSize) + 2;
      const place = placeLabel(seat, width, height, clear);
      if (!place) {
        cramped = true;
        return null;
      }
      placed.push(place.box);
      const { box, align } = place;
      return { text, fontSize, align, box, dx: box.x0 - seat.x, dy: box.y0 - seat.y };
    });
    return { labels, cramped };
  };

  // Each pass steps tables down a style: every table whose labels run into a seat, a table or an
  // element, or find no room on the floor, and one of each two tables whose labels run into each other (the one with longer labels,
  // else with more clashes, else the later one), so that the other keeps its labels. Labels only
  // shrink, so it ends.
  const rank: Record<SeatLabelStyle, number> = { names: 2, initials: 1, none: 0 };
  for (;;) {
    const blocked = new Set<string>();
    const placed = views.flatMap((v, order) => {
      const { labels, cramped } = labelsOf(v, styles.get(v.table.id) ?? 'none');
      if (cramped) blocked.add(v.table.id);
      return labels.flatMap((label) => (label ? [{ tableId: v.table.id, order, box: label.box }] : []));
    });
    const clashes: [(typeof placed)[number], (typeof placed)[number]][] = [];
    const clashCount = new Map<string, number>();
    placed.forEach((label, i) => {
      for (let j = i + 1; j < placed.length; j++) {
        const other = placed[j]!;
        if (!overlaps(label.box, other.box)) continue;
        if (label.tableId === other.tableId) blocked.add(label.tableId);
        else {
          clashes.push([label, other]);
          for (const id of [label.tableId, other.tableId]) clashCount.set(id, (clashCount.get(id) ?? 0) + 1);
        }
      }
      for (const chair of chairs)
        if (touchesCircle(label.box, chair, SEAT_RADIUS)) blocked.add(label.tableId);
      for (const block of blocks)
        if (block.tableId !== label.tableId && overlaps(label.box, block.box)) blocked.add(label.tableId);
    });
    for (const [a, b] of clashes) {
      if (blocked.has(a.tableId) || blocked.has(b.tableId)) continue;
      const weight = (label: typeof a) => [
        rank[styles.get(label.tableId) ?? 'none'],
        clashCount.get(label.tableId) ?? 0,
        label.order,
      ];
      const [wa, wb] = [weight(a), weight(b)];
      const aYields =
        wa[0]! !== wb[0]! ? wa[0]! > wb[0]! : wa[1]! !== wb[1]! ? wa[1]! > wb[1]! : wa[2]! > wb[2]!;
      blocked.add(aYields ? a.tableId : b.tableId);
    }
    if (blocked.size === 0) break;
    for (const tableId of blocked) styles.set(tableId, NEXT_STYLE[styles.get(tableId) ?? 'none']);
  }
  return new Map(
    views.map((v) => {
      const style = styles.get(v.table.id) ?? 'none';
      return [v.table.id, { style, seats: labelsOf(v, style).labels }];
    }),
  );
}

// The part of the floor the plan shows: its zoom (the true scale: 1 draws a floor unit as a pixel)
// and where the floor's top-left corner is on the canvas, in screen pixels. Zooming keeps the floor
// under a point where it was: the pointer for the wheel, the canvas's middle for the buttons, and for
// two fingers the point between them, which the floor also follows as they move. Pure.
import { clampZoom } from './seating-model';

export interface FloorView {
  scale: number;
  x: number;
  y: number;
}

export interface ScreenPoint {
  x: number;
  y: number;
}

/** Two fingers on the canvas: the point between them and how far apart they are, in screen pixels. */
export interface Pinch {
  centre: ScreenPoint;
  distance: number;
}

export function pinchOf(a: ScreenPoint, b: ScreenPoint): Pinch {
  return {
    centre: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 },
    distance: Math.hypot(a.x - b.x, a.y - b.y),
  };
}

/**
 * The view with the floor point under `from` moved under `to`, at `factor` times the zoom (kept
 * within clampZoom's bounds, the whole room `fitScale` among them).
 */
function rescaled(view: FloorView, factor: number, from: ScreenPoint, to: ScreenPoint, fitScale: number) {
  const scale = clampZoom(view.scale * factor, fitScale);
  const floorX = (from.x - view.x) / view.scale;
  const floorY = (from.y - view.y) / view.scale;
  return { scale, x: to.x - floorX * scale, y: to.y - floorY * scale };
}

/** Zoomed by `factor` about a point of the canvas, which stays over the same spot of the floor. */
export function zoomedAbout(
  view: FloorView,
  factor: number,
  point: ScreenPoint,
  fitScale: number,
): FloorView {
  return rescaled(view, factor, point, point, fitScale);
}

/**
 * The view as two fingers move from `from` to `to`: zoomed by how much further apart (or closer)
 * they are, about the point between them, and carried along with that point, so the floor under the
 * fingers stays under them.
 */
export function pinched(view: FloorView, from: Pinch, to: Pinch, fitScale: number): FloorView {
  const factor = from.distance > 0 && to.distance > 0 ? to.distance / from.distance : 1;
  return rescaled(view, factor, from.centre, to.centre, fitScale);
}

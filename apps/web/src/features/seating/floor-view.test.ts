import { describe, expect, it } from 'vitest';
import { type FloorView, pinched, pinchOf, zoomedAbout } from './floor-view';
import { MAX_ZOOM } from './seating-model';

/** The floor point drawn at a point of the canvas. */
const floorUnder = (view: FloorView, point: { x: number; y: number }) => ({
  x: (point.x - view.x) / view.scale,
  y: (point.y - view.y) / view.scale,
});

const view: FloorView = { scale: 0.5, x: -40, y: 10 };

describe('the part of the floor the plan shows', () => {
  it('finds the point between two fingers and how far apart they are', () => {
    expect(pinchOf({ x: 10, y: 20 }, { x: 40, y: 60 })).toEqual({ centre: { x: 25, y: 40 }, distance: 50 });
  });

  it('zooms about a point, keeping the floor under it', () => {
    const point = { x: 120, y: 80 };
    const zoomed = zoomedAbout(view, 1.2, point, 0.3);
    expect(zoomed.scale).toBeCloseTo(0.6);
    expect(floorUnder(zoomed, point).x).toBeCloseTo(floorUnder(view, point).x);
    expect(floorUnder(zoomed, point).y).toBeCloseTo(floorUnder(view, point).y);
  });

  it('zooms in as two fingers spread, about the point between them', () => {
    const centre = { x: 150, y: 200 };
    const from = pinchOf({ x: 120, y: 200 }, { x: 180, y: 200 });
    const to = pinchOf({ x: 90, y: 200 }, { x: 210, y: 200 });
    const zoomed = pinched(view, from, to, 0.3);
    expect(zoomed.scale).toBeCloseTo(1);
    expect(floorUnder(zoomed, centre).x).toBeCloseTo(floorUnder(view, centre).x);
    expect(floorUnder(zoomed, centre).y).toBeCloseTo(floorUnder(view, centre).y);
    // Pinched back together, it is where it started.
    const back = pinched(zoomed, to, from, 0.3);
    expect(back.scale).toBeCloseTo(view.scale);
    expect(back.x).toBeCloseTo(view.x);
    expect(back.y).toBeCloseTo(view.y);
  });

  it('carries the floor along as two fingers move together, at the same zoom', () => {
    const from = pinchOf({ x: 100, y: 100 }, { x: 160, y: 100 });
    const to = pinchOf({ x: 130, y: 80 }, { x: 190, y: 80 });
    expect(pinched(view, from, to, 0.3)).toEqual({ scale: 0.5, x: -10, y: -10 });
  });

  it('stops zooming at the closest zoom, with the floor still under the fingers', () => {
    const from = pinchOf({ x: 100, y: 100 }, { x: 110, y: 100 });
    const to = pinchOf({ x: 0, y: 100 }, { x: 210, y: 100 });
    const zoomed = pinched(view, from, to, 0.3);
    expect(zoomed.scale).toBe(MAX_ZOOM);
    expect(floorUnder(zoomed, to.centre).x).toBeCloseTo(floorUnder(view, from.centre).x);
  });

  it('ignores two fingers at one point rather than zooming to nothing', () => {
    const same = pinchOf({ x: 50, y: 50 }, { x: 50, y: 50 });
    expect(pinched(view, same, pinchOf({ x: 40, y: 50 }, { x: 60, y: 50 }), 0.3).scale).toBe(view.scale);
  });
});

// The floor plan on a react-konva canvas: floor elements, tables with their seats and names, an
// N/capacity badge that turns red over capacity, selection with a transformer (resize, rotate),
// drag with grid snap, wheel, pinch and button zoom, pan by dragging the floor, guests dropped from
// the sidebar onto a table, and partners' pointers and drags drawn live. Read-only (print) when
// `interactive` is false. The zoom it reports is the true scale: 100% draws a floor unit as a pixel.
import type { FloorElement } from '@confetti/plan';
import type Konva from 'konva';
import { type DragEvent, type Ref, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { Layer, Line, Rect, Stage, Transformer } from 'react-konva';
import { estimateTextWidth, type MeasureText, READABLE_SCALE, seatLabelLayout } from './floor-plan-labels';
import { ElementNode, PartnerCursor, SELECTED, TableNode } from './floor-plan-nodes';
import { type Pinch, pinched, pinchOf, zoomedAbout } from './floor-view';
import {
  FLOOR_HEIGHT,
  FLOOR_WIDTH,
  GRID,
  keepOnFloor,
  SEAT_REACH,
  snap,
  type TableView,
  tableAt,
} from './seating-model';
import type { PartnerPointer } from './seating-presence';

export type Selection = { kind: 'table' | 'element'; id: string } | null;

export interface Placement {
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
}

export interface FloorPlanHandle {
  zoomBy(factor: number): void;
  fit(): void;
  /** The floor point at the middle of what is on screen (where new things are added). */
  viewCenter(): { x: number; y: number };
  /** Pans, if need be, so a box (its centre and half its size, in floor units) is on screen. */
  reveal(point: { x: number; y: number }, half: { x: number; y: number }): void;
  stage(): Konva.Stage | null;
}

interface FloorPlanProps {
  ref?: Ref<FloorPlanHandle>;
  views: readonly TableView[];
  elements: readonly FloorElement[];
  width: number;
  height: number;
  interactive: boolean;
  selection?: Selection;
  onSelect?: (selection: Selection) => void;
  onPlaceTable?: (id: string, placement: Placement) => void;
  onPlaceElement?: (id: string, placement: Placement) => void;
  /** The guest being dragged from the sidebar, if any. */
  draggedGuest?: { id: string; name: string } | null;
  onDropGuest?: (guestId: string, tableId: string) => void;
  partners?: readonly PartnerPointer[];
  announce?: (point: { x: number; y: number } | null, dragging?: string | null) => void;
  onZoomChange?: (zoom: number) => void;
  /** A guest's name, for the guest a partner is dragging. */
  nameOfGuest?: (guestId: string) => string;
}

function placementOf(
  node: Konva.Node,
  base: { width: number; height: number },
  keepRatio: boolean,
): Placement {
  const scaleX = Math.abs(node.scaleX());
  const scaleY = keepRatio ? scaleX : Math.abs(node.scaleY());
  node.scaleX(1);
  node.scaleY(1);
  return {
    x: snap(node.x()),
    y: snap(node.y()),
    width: Math.max(GRID * 2, snap(base.width * scaleX)),
    height: Math.max(GRID, snap(base.height * scaleY)),
    rotation: Math.round(((node.rotation() % 360) + 360) % 360),
  };
}

/**
 * How far to pan along one axis so that a screen position and `half` either side of it are within
 * `0..size`: nothing when they already are, else the least that shows it (centred when it cannot fit).
 */
function shiftToShow(position: number, half: number, size: number): number {
  if (half * 2 > size) return size / 2 - position;
  if (position - half < 0) return half - position;
  if (position + half > size) return size - half - position;
  return 0;
}

/** Text widths as the canvas draws them (Konva's default font), for laying out seat labels. */
const measureText: MeasureText = (() => {
  const context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  if (!context) return estimateTextWidth;
  return (text, fontSize) => {
    context.font = `${fontSize}px Arial`;
    return context.measureText(text).width;
  };
})();

/** Seats and their labels reach about this far beyond a table's outline, in floor units. */
const SEATED_MARGIN = 70;

export function FloorPlan({
  ref,
  views,
  elements,
  width,
  height,
  interactive,
  selection = null,
  onSelect,
  onPlaceTable,
  onPlaceElement,
  draggedGuest = null,
  onDropGuest,
  partners = [],
  announce,
  onZoomChange,
  nameOfGuest = () => 'Guest',
}: FloorPlanProps) {
  const stageRef = useRef<Konva.Stage>(null);
  const transformerRef = useRef<Konva.Transformer>(null);
  const fitScale = Math.min(width / FLOOR_WIDTH, height / FLOOR_HEIGHT);
  const [view, setView] = useState({ scale: fitScale, x: 0, y: 0 });
  const wholeRoom = () => ({ scale: fitScale, x: (width - FLOOR_WIDTH * fitScale) / 2, y: 0 });
  /**
   * The view the plan opens at. The whole room when its table names can be read that way (a desktop);
   * on a phone the whole room is about a quarter of real size, names 3 px high, so it frames the
   * tables and elements instead, close enough to read their names (and no closer than real size),
   * from the top-left corner when they do not all fit, as a page is read. Fit shows the whole room,
   * and so does the print view always.
   */
  const openingView = () => {
    if (!interactive || fitScale >= READABLE_SCALE) return wholeRoom();
    const boxes = [
      ...views.map((v) => v.table),
      ...elements.map((e) => ({ x: e.x, y: e.y, width: e.width, height: e.height })),
    ];
    if (boxes.length === 0) return wholeRoom();
    const left = Math.max(0, Math.min(...boxes.map((b) => b.x - b.width / 2)) - SEATED_MARGIN);
    const right = Math.min(FLOOR_WIDTH, Math.max(...boxes.map((b) => b.x + b.width / 2)) + SEATED_MARGIN);
    const top = Math.max(0, Math.min(...boxes.map((b) => b.y - b.height / 2)) - SEATED_MARGIN);
    const bottom = Math.min(FLOOR_HEIGHT, Math.max(...boxes.map((b) => b.y + b.height / 2)) + SEATED_MARGIN);
    const framed = Math.min(width / (right - left), height / (bottom - top));
    const scale = Math.min(1, Math.max(READABLE_SCALE, framed));
    const place = (from: number, to: number, size: number) =>
      (to - from) * scale <= size ? size / 2 - ((from + to) / 2) * scale : -from * scale;
    return { scale, x: place(left, right, width), y: place(top, bottom, height) };
  };
  const [dragging, setDragging] = useState<string | null>(null);
  const [dropTarget, setDropTarget] = useState<string | null>(null);

  // Keep the opening view (or the whole room, after Fit) until someone zooms or pans, following the
  // container's size. The plan's contents are framed when they first arrive, not after every move
  // (the view would jump).
  const framing = useRef<'opening' | 'room' | null>('opening');
  const hasContent = views.length + elements.length > 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-fitted on size and first contents only
  useEffect(() => {
    if (framing.current) setView(framing.current === 'room' ? wholeRoom() : openingView());
  }, [fitScale, width, height, hasContent]);
  useEffect(() => onZoomChange?.(view.scale), [view.scale, onZoomChange]);

  const zoomAround = (factor: number, point: { x: number; y: number }) => {
    framing.current = null;
    setView((v) => zoomedAbout(v, factor, point, fitScale));
  };

  // Two fingers on a touch screen zoom about the point between them (one finger pans, as a drag of
  // the floor, or drags a table). Konva sends no touch events of its own while the floor is being
  // dragged, and the first finger starts that drag: so the fingers are followed on the element
  // around the canvas, before Konva sees them (capture). With two down, every drag on the plan stops
  // and Konva is not told of them, so a second finger on a table does not start another.
  const frameRef = useRef<HTMLDivElement>(null);
  const pinch = useRef<Pinch | null>(null);
  useEffect(() => {
    const frame = frameRef.current;
    if (!interactive || !frame) return;
    const onFingers = (event: TouchEvent) => {
      const [a, b] = [event.touches[0], event.touches[1]];
      if (!a || !b) {
        pinch.current = null;
        return;
      }
      event.preventDefault();
      event.stopPropagation();
      const box = frame.getBoundingClientRect();
      const now = pinchOf(
        { x: a.clientX - box.left, y: a.clientY - box.top },
        { x: b.clientX - box.left, y: b.clientY - box.top },
      );
      const from = pinch.current;
      pinch.current = now;
      if (!from) {
        const stage = stageRef.current;
        for (const node of stage ? [stage, ...stage.find('.table, .element')] : []) node.stopDrag();
        return;
      }
      framing.current = null;
      setView((v) => pinched(v, from, now, fitScale));
    };
    const onLift = (event: TouchEvent) => {
      if (event.touches.length < 2) pinch.current = null;
    };
    const options = { capture: true, passive: false };
    frame.addEventListener('touchstart', onFingers, options);
    frame.addEventListener('touchmove', onFingers, options);
    frame.addEventListener('touchend', onLift, true);
    frame.addEventListener('touchcancel', onLift, true);
    return () => {
      frame.removeEventListener('touchstart', onFingers, options);
      frame.removeEventListener('touchmove', onFingers, options);
      frame.removeEventListener('touchend', onLift, true);
      frame.removeEventListener('touchcancel', onLift, true);
    };
  }, [interactive, fitScale]);

  const seatLabels = useMemo(
    () => seatLabelLayout(views, view.scale, elements, measureText),
    [views, view.scale, elements],
  );

  useImperativeHandle(ref, () => ({
    zoomBy: (factor) => zoomAround(factor, { x: width / 2, y: height / 2 }),
    fit: () => {
      framing.current = 'room';
      setView(wholeRoom());
    },
    viewCenter: () => ({
      x: snap(Math.min(FLOOR_WIDTH - 80, Math.max(80, (width / 2 - view.x) / view.scale))),
      y: snap(Math.min(FLOOR_HEIGHT - 80, Math.max(80, (height / 2 - view.y) / view.scale))),
    }),
    reveal: (point, half) => {
      const dx = shiftToShow(point.x * view.scale + view.x, half.x * view.scale, width);
      const dy = shiftToShow(point.y * view.scale + view.y, half.y * view.scale, height);
      if (dx === 0 && dy === 0) return;
      framing.current = null;
      setView({ ...view, x: view.x + dx, y: view.y + dy });
    },
    stage: () => stageRef.current,
  }));

  // The transformer follows the selected table or element (re-attached when they re-render).
  // biome-ignore lint/correctness/useExhaustiveDependencies: views and elements re-create the nodes
  useEffect(() => {
    const transformer = transformerRef.current;
    const stage = stageRef.current;
    if (!transformer || !stage) return;
    const node = selection ? stage.findOne(`#${selection.kind}-${selection.id}`) : null;
    transformer.nodes(node ? [node] : []);
    transformer.getLayer()?.batchDraw();
  }, [selection, views, elements]);

  const partnerDrags = useMemo(() => {
    const moved = new Map<string, { x: number; y: number }>();
    for (const p of partners)
      if (p.dragging && p.dragging !== dragging) moved.set(p.dragging, { x: p.x, y: p.y });
    return moved;
  }, [partners, dragging]);

  const floorPoint = () => stageRef.current?.getRelativePointerPosition() ?? null;

  const dragHandlers = (kind: 'table' | 'element', id: string) => {
    const sourceOf = () =>
      kind === 'table' ? views.find((v) => v.table.id === id)?.table : elements.find((e) => e.id === id);
    // A table's chairs stay on the floor too, as arrow keys keep them (SEAT_REACH).
    const onFloor = (node: Konva.Node, source: NonNullable<ReturnType<typeof sourceOf>>) =>
      keepOnFloor(source, node.x(), node.y(), kind === 'table' ? SEAT_REACH : 0);
    return {
      onDragMove: (node: Konva.Node) => {
        const source = sourceOf();
        node.position(source ? onFloor(node, source) : { x: snap(node.x()), y: snap(node.y()) });
        if (dragging !== `${kind}:${id}`) setDragging(`${kind}:${id}`);
        announce?.({ x: node.x(), y: node.y() }, `${kind}:${id}`);
      },
      onDragEnd: (node: Konva.Node) => {
        setDragging(null);
        const source = sourceOf();
        if (!source) return;
        const placement = {
          ...onFloor(node, source),
          width: source.width,
          height: source.height,
          rotation: source.rotation,
        };
        if (kind === 'table') onPlaceTable?.(id, placement);
        else onPlaceElement?.(id, placement);
        announce?.(floorPoint(), null);
      },
    };
  };

  const onTransformEnd = (e: Konva.KonvaEventObject<Event>) => {
    if (!selection) return;
    const node = e.target;
    if (selection.kind === 'table') {
      const table = views.find((v) => v.table.id === selection.id)?.table;
      if (table)
        onPlaceTable?.(
          table.id,
          placementOf(node, table, table.shape === 'round' || table.shape === 'square'),
        );
    } else {
      const element = elements.find((el) => el.id === selection.id);
      if (element) onPlaceElement?.(element.id, placementOf(node, element, false));
    }
  };

  const dropPoint = (event: DragEvent<HTMLDivElement>) => {
    const stage = stageRef.current;
    if (!stage) return null;
    stage.setPointersPositions(event.nativeEvent);
    return stage.getRelativePointerPosition();
  };

  const guestOver = (event: DragEvent<HTMLDivElement>) => {
    if (!draggedGuest) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    const point = dropPoint(event);
    if (!point) return;
    const table = tableAt(
      views.map((v) => v.table),
      point.x,
      point.y,
    );
    setDropTarget(table?.id ?? null);
    announce?.(point, `guest:${draggedGuest.id}`);
  };

  const guestDrop = (event: DragEvent<HTMLDivElement>) => {
    if (!draggedGuest) return;
    event.preventDefault();
    const point = dropPoint(event);
    setDropTarget(null);
    announce?.(point, null);
    if (!point) return;
    const table = tableAt(
      views.map((v) => v.table),
      point.x,
      point.y,
    );
    if (table) onDropGuest?.(draggedGuest.id, table.id);
  };

  const gridLines = useMemo(() => {
    const lines: number[][] = [];
    for (let x = 0; x <= FLOOR_WIDTH; x += GRID * 5) lines.push([x, 0, x, FLOOR_HEIGHT]);
    for (let y = 0; y <= FLOOR_HEIGHT; y += GRID * 5) lines.push([0, y, FLOOR_WIDTH, y]);
    return lines;
  }, []);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the drop zone for guests dragged from the sidebar; the keyboard path is the seat picker beside it
    <div
      ref={frameRef}
      className="floor-plan"
      onDragOver={interactive ? guestOver : undefined}
      onDragLeave={() => setDropTarget(null)}
      onDrop={interactive ? guestDrop : undefined}
      onMouseLeave={() => announce?.(null, null)}
    >
      <Stage
        ref={stageRef}
        width={width}
        height={height}
        scaleX={view.scale}
        scaleY={view.scale}
        x={view.x}
        y={view.y}
        draggable={interactive}
        onDragEnd={(e) => {
          if (e.target !== stageRef.current) return;
          framing.current = null;
          setView((v) => ({ ...v, x: e.target.x(), y: e.target.y() }));
        }}
        onWheel={(e) => {
          if (!interactive) return;
          e.evt.preventDefault();
          const pointer = stageRef.current?.getPointerPosition();
          if (pointer) zoomAround(e.evt.deltaY < 0 ? 1.1 : 1 / 1.1, pointer);
        }}
        onMouseMove={() => {
          if (!interactive || dragging) return;
          const point = floorPoint();
          if (point) announce?.(point, null);
        }}
        onMouseDown={(e) => {
          if (e.target === stageRef.current || e.target.name() === 'floor') onSelect?.(null);
        }}
      >
        <Layer>
          <Rect
            name="floor"
            width={FLOOR_WIDTH}
            height={FLOOR_HEIGHT}
            fill="#fffdf9"
            stroke="#dcc6bb"
            strokeWidth={2}
          />
          {gridLines.map((points) => (
            <Line key={points.join()} points={points} stroke="#eadbd3" strokeWidth={0.6} listening={false} />
          ))}
          {elements.map((element) => (
            <ElementNode
              key={element.id}
              element={element}
              scale={view.scale}
              position={partnerDrags.get(`element:${element.id}`) ?? null}
              highlighted={selection?.kind === 'element' && selection.id === element.id}
              interactive={interactive}
              onSelect={() => onSelect?.({ kind: 'element', id: element.id })}
              {...dragHandlers('element', element.id)}
            />
          ))}
          {views.map((v) => (
            <TableNode
              key={v.table.id}
              view={v}
              scale={view.scale}
              labels={seatLabels.get(v.table.id)}
              position={partnerDrags.get(`table:${v.table.id}`) ?? null}
              highlighted={
                (selection?.kind === 'table' && selection.id === v.table.id) || dropTarget === v.table.id
              }
              interactive={interactive}
              onSelect={() => onSelect?.({ kind: 'table', id: v.table.id })}
              {...dragHandlers('table', v.table.id)}
            />
          ))}
          {interactive ? (
            <Transformer
              ref={transformerRef}
              rotationSnaps={[0, 45, 90, 135, 180, 225, 270, 315]}
              rotationSnapTolerance={6}
              enabledAnchors={['top-left', 'top-right', 'bottom-left', 'bottom-right']}
              anchorSize={10}
              borderStroke={SELECTED}
              anchorStroke={SELECTED}
              onTransformEnd={onTransformEnd}
            />
          ) : null}
        </Layer>
        {partners.length > 0 ? (
          <Layer listening={false}>
            {partners.map((partner) => (
              <PartnerCursor
                key={partner.clientId}
                partner={partner}
                guestName={
                  partner.dragging?.startsWith('guest:') ? nameOfGuest(partner.dragging.slice(6)) : null
                }
              />
            ))}
          </Layer>
        ) : null}
      </Stage>
    </div>
  );
}

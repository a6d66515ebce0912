// The shapes the floor plan draws: a table with its seats, names and N/capacity badge, a floor
// element, and a partner's pointer (with the guest they are dragging).
import type { FloorElement } from '@confetti/plan';
import type Konva from 'konva';
import { Circle, Ellipse, Group, Line, Rect, Text } from 'react-konva';
import {
  elementLabelFont,
  SEAT_RADIUS,
  TABLE_BADGE_FONT,
  TABLE_NAME_FONT,
  type TableLabels,
  textGrowth,
} from './floor-plan-labels';
import { elementLabel, seatPositions, type TableView } from './seating-model';
import type { PartnerPointer } from './seating-presence';

const INK = '#3d1b36';
const TABLE_FILL = '#fffdf9';
const TABLE_STROKE = '#652f58';
const OVER = '#a3283f';
export const SELECTED = '#b98f47';
const SEAT_EMPTY = '#f6efe6';
const SEAT_TAKEN = '#e5b3ad';

function TableShapeNode({ view, highlighted }: { view: TableView; highlighted: boolean }) {
  const { table } = view;
  const stroke = view.overBy > 0 ? OVER : highlighted ? SELECTED : TABLE_STROKE;
  const strokeWidth = highlighted || view.overBy > 0 ? 3 : 1.5;
  const common = {
    fill: TABLE_FILL,
    stroke,
    strokeWidth,
    shadowColor: INK,
    shadowOpacity: 0.12,
    shadowBlur: 6,
  };
  if (table.shape === 'round') return <Circle radius={table.width / 2} {...common} />;
  if (table.shape === 'oval')
    return <Ellipse radiusX={table.width / 2} radiusY={table.height / 2} {...common} />;
  return (
    <Rect
      x={-table.width / 2}
      y={-table.height / 2}
      width={table.width}
      height={table.height}
      cornerRadius={6}
      {...common}
    />
  );
}

export function TableNode({
  view,
  scale,
  labels,
  position,
  highlighted,
  interactive,
  onSelect,
  onDragMove,
  onDragEnd,
}: {
  view: TableView;
  /** The zoom the plan is drawn at: names and counts grow a little when it is zoomed out. */
  scale: number;
  /** What each seat says at this zoom (seatLabelLayout). */
  labels: TableLabels | undefined;
  position: { x: number; y: number } | null;
  highlighted: boolean;
  interactive: boolean;
  onSelect?: () => void;
  onDragMove?: (node: Konva.Node) => void;
  onDragEnd?: (node: Konva.Node) => void;
}) {
  const { table } = view;
  const seatCount = Math.max(table.capacity, view.heads);
  const seats = seatPositions(table.shape, table.width, table.height, seatCount);
  const badge = `${view.heads}/${table.capacity}`;
  const grow = textGrowth(scale);
  const nameWidth = Math.max(table.width - 8, 60);
  return (
    <Group
      id={`table-${table.id}`}
      name="table"
      x={position?.x ?? table.x}
      y={position?.y ?? table.y}
      rotation={table.rotation}
      draggable={interactive}
      onMouseDown={onSelect}
      onTap={onSelect}
      onDragMove={(e) => onDragMove?.(e.target)}
      onDragEnd={(e) => onDragEnd?.(e.target)}
    >
      <TableShapeNode view={view} highlighted={highlighted} />
      {seats.map((seat, index) => {
        const name = view.seatNames[index];
        const over = index >= table.capacity;
        const label = labels?.seats[index];
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: seats are positions, numbered around the table
          <Group key={index} x={seat.x} y={seat.y}>
            <Circle
              radius={SEAT_RADIUS}
              fill={over ? OVER : name ? SEAT_TAKEN : SEAT_EMPTY}
              stroke={TABLE_STROKE}
              strokeWidth={0.8}
            />
            {label ? (
              // Level however the table is turned: the label's offset is along the floor's axes.
              <Group rotation={-table.rotation} listening={false}>
                <Text
                  text={label.text}
                  fontSize={label.fontSize}
                  fill={INK}
                  x={label.dx}
                  y={label.dy + label.fontSize * 0.08}
                  width={label.box.x1 - label.box.x0}
                  align={label.align}
                  wrap="none"
                />
              </Group>
            ) : null}
          </Group>
        );
      })}
      <Text
        text={table.name}
        fontSize={TABLE_NAME_FONT * grow}
        fontStyle="600"
        fill={INK}
        width={nameWidth}
        align="center"
        x={-nameWidth / 2}
        y={-17 * grow}
        wrap="none"
        ellipsis
      />
      <Rect
        x={-22 * grow}
        y={2 * grow}
        width={44 * grow}
        height={16 * grow}
        cornerRadius={8 * grow}
        fill={view.overBy > 0 ? OVER : '#e6efe8'}
      />
      <Text
        text={view.overBy > 0 ? `${badge} !` : badge}
        fontSize={TABLE_BADGE_FONT * grow}
        fontStyle="600"
        fill={view.overBy > 0 ? '#ffffff' : '#2d6a4a'}
        width={44 * grow}
        align="center"
        x={-22 * grow}
        y={4.5 * grow}
      />
    </Group>
  );
}

export function ElementNode({
  element,
  scale,
  position,
  highlighted,
  interactive,
  onSelect,
  onDragMove,
  onDragEnd,
}: {
  element: FloorElement;
  scale: number;
  position: { x: number; y: number } | null;
  highlighted: boolean;
  interactive: boolean;
  onSelect?: () => void;
  onDragMove?: (node: Konva.Node) => void;
  onDragEnd?: (node: Konva.Node) => void;
}) {
  const color = element.color ?? '#8a6d3b';
  const label = element.name || elementLabel(element.elementType);
  return (
    <Group
      id={`element-${element.id}`}
      name="element"
      x={position?.x ?? element.x}
      y={position?.y ?? element.y}
      rotation={element.rotation}
      draggable={interactive}
      onMouseDown={onSelect}
      onTap={onSelect}
      onDragMove={(e) => onDragMove?.(e.target)}
      onDragEnd={(e) => onDragEnd?.(e.target)}
    >
      <Rect
        x={-element.width / 2}
        y={-element.height / 2}
        width={element.width}
        height={element.height}
        fill={color}
        opacity={0.22}
        cornerRadius={4}
      />
      <Rect
        x={-element.width / 2}
        y={-element.height / 2}
        width={element.width}
        height={element.height}
        stroke={highlighted ? SELECTED : color}
        strokeWidth={highlighted ? 3 : 1.5}
        dash={element.elementType === 'dance_floor' ? [8, 6] : undefined}
        cornerRadius={4}
      />
      <Text
        text={label}
        fontSize={elementLabelFont(scale)}
        fontStyle="600"
        fill={INK}
        width={element.width}
        height={element.height}
        x={-element.width / 2}
        y={-element.height / 2}
        align="center"
        verticalAlign="middle"
        wrap="none"
        ellipsis
      />
    </Group>
  );
}

export function PartnerCursor({ partner, guestName }: { partner: PartnerPointer; guestName: string | null }) {
  return (
    <Group x={partner.x} y={partner.y} listening={false}>
      <Line
        points={[0, 0, 0, 18, 5, 13, 12, 13]}
        closed
        fill={partner.color}
        stroke="#ffffff"
        strokeWidth={1}
      />
      <Rect
        x={12}
        y={14}
        width={partner.name.length * 6.5 + 12}
        height={18}
        cornerRadius={9}
        fill={partner.color}
      />
      <Text x={18} y={18} text={partner.name} fontSize={11} fill="#ffffff" />
      {guestName ? (
        <Group x={-10} y={-30}>
          <Rect
            width={guestName.length * 7 + 16}
            height={22}
            cornerRadius={11}
            fill="#fffdf9"
            stroke={partner.color}
            strokeWidth={1.5}
          />
          <Text x={8} y={5} text={guestName} fontSize={12} fill={INK} />
        </Group>
      ) : null}
    </Group>
  );
}

// The Seating Plan: the floor-plan tab and its print view (both load konva, so both load lazily).
export { SeatingPrintPage } from './seating-print';
export { SeatingTab } from './seating-tab';

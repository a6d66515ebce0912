// The scale of the app's small bar charts (registry page views, a vendor's views and inquiries).

/**
 * The top of a bar chart's scale: the least of 1, 2, 5, 10, 20, 50… that holds `most`, so its
 * gridlines fall on round numbers.
 */
export function chartTop(most: number): number {
  let step = 1;
  for (;;) {
    for (const top of [step, step * 2, step * 5]) if (top >= most) return top;
    step *= 10;
  }
}

/** The figures a chart marks on its scale: 0 and the top, and half the top when that is whole. */
export function chartTicks(top: number): number[] {
  return top >= 2 && top % 2 === 0 ? [0, top / 2, top] : [0, top];
}

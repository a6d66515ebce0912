import { describe, expect, it } from 'vitest';
import { chartTicks, chartTop } from './chart-scale';

describe('a bar chart’s scale', () => {
  it('rounds the busiest day up to 1, 2 or 5 times a power of ten', () => {
    expect([0, 1, 2, 3, 5, 6, 10, 11, 37, 120, 4999].map(chartTop)).toEqual([
      1, 1, 2, 5, 5, 10, 10, 20, 50, 200, 5000,
    ]);
  });

  it('marks the middle of the scale only where it is a whole number', () => {
    expect([1, 2, 5, 10].map(chartTicks)).toEqual([
      [0, 1],
      [0, 1, 2],
      [0, 5],
      [0, 5, 10],
    ]);
  });
});

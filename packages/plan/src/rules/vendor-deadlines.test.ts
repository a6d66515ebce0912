import { describe, expect, it } from 'vitest';
import { vendor } from '../testing/fixtures';
import { VENDOR_DEADLINES_SHOWN, vendorDeadlines } from './vendor-deadlines';

const summary = (days: number | null) =>
  vendorDeadlines(days).map((d) => [d.vendorType, d.daysLeft, d.urgent]);

describe('vendorDeadlines', () => {
  it('shows nothing before 90 days, without a date, or once the wedding has passed', () => {
    expect(summary(91)).toEqual([]);
    expect(summary(null)).toEqual([]);
    expect(summary(-1)).toEqual([]);
  });

  it('adds the photographer shot list at 90 days', () => {
    expect(summary(90)).toEqual([['photographer', 69, false]]);
  });

  it('adds the florist at 60 days and the caterer at 30, fewest days left first', () => {
    expect(summary(61)).toEqual([['photographer', 40, false]]);
    expect(summary(60)).toEqual([
      ['photographer', 39, false],
      ['florist', 46, false],
    ]);
    expect(summary(31)).toEqual([
      ['florist', 17, false],
      ['photographer', 21, false],
    ]);
    expect(summary(30)).toEqual([
      ['florist', 16, false],
      ['photographer', 21, false],
      ['caterer', 23, false],
    ]);
  });

  it('never shows fewer days left than each lead, and turns urgent at the lead', () => {
    expect(summary(22)).toEqual([
      ['florist', 14, false],
      ['caterer', 15, false],
      ['photographer', 21, false],
    ]);
    expect(summary(21).find(([type]) => type === 'photographer')).toEqual(['photographer', 21, true]);
    expect(summary(15).find(([type]) => type === 'florist')).toEqual(['florist', 14, false]);
    expect(summary(14).find(([type]) => type === 'florist')).toEqual(['florist', 14, true]);
    expect(summary(8).find(([type]) => type === 'caterer')).toEqual(['caterer', 7, false]);
    expect(summary(7)).toEqual([
      ['caterer', 7, true],
      ['florist', 14, true],
      ['photographer', 21, true],
    ]);
    expect(summary(0)).toEqual(summary(7));
  });

  it('shows at most three, with the spec titles', () => {
    const deadlines = vendorDeadlines(10);
    expect(VENDOR_DEADLINES_SHOWN).toBe(3);
    expect(deadlines).toHaveLength(3);
    expect(deadlines.map((d) => [d.id, d.title])).toEqual([
      ['caterer-final-headcount', 'Send final headcount to your caterer'],
      ['florist-final-details', 'Confirm final details with your florist'],
      ['photographer-shot-list', 'Send your shot list to your photographer'],
    ]);
  });

  it('names the hired vendor of each kind without hiding reminders', () => {
    const vendors = [
      vendor({ name: 'Feast', category: 'Caterers', hired: true }),
      vendor({ name: 'Maybe Blooms', category: 'Florists', hired: false }),
    ];
    expect(vendorDeadlines(10, vendors).map((d) => [d.vendorType, d.vendorName])).toEqual([
      ['caterer', 'Feast'],
      ['florist', null],
      ['photographer', null],
    ]);
  });
});

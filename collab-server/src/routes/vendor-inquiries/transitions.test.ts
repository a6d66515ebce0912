// Every pair of inquiry statuses: which moves the server allows (spec: new → read → responded →
// booked | declined | archived; archive from anywhere; never back to new).
import { describe, expect, it } from 'vitest';
import { INQUIRY_STATUSES, transitionRefusal } from './index';

const allowed = (from: (typeof INQUIRY_STATUSES)[number], to: (typeof INQUIRY_STATUSES)[number]) =>
  transitionRefusal(from, to) === null;

describe('inquiry status moves', () => {
  it('moves forward one step or several', () => {
    expect(allowed('new', 'read')).toBe(true);
    expect(allowed('new', 'responded')).toBe(true);
    expect(allowed('read', 'responded')).toBe(true);
    expect(allowed('responded', 'booked')).toBe(true);
    expect(allowed('responded', 'declined')).toBe(true);
    expect(allowed('booked', 'declined')).toBe(true);
    expect(allowed('declined', 'booked')).toBe(true);
  });

  it('archives from every status and takes one back out (not to new)', () => {
    for (const from of INQUIRY_STATUSES) expect(allowed(from, 'archived'), from).toBe(true);
    for (const to of INQUIRY_STATUSES.filter((s) => s !== 'new' && s !== 'archived'))
      expect(allowed('archived', to), to).toBe(true);
  });

  it('never goes back to new, nor backwards otherwise', () => {
    for (const from of INQUIRY_STATUSES.filter((s) => s !== 'new')) {
      expect(transitionRefusal(from, 'new')).toBe('An inquiry that has been opened cannot go back to new.');
    }
    expect(transitionRefusal('responded', 'read')).toBe(
      'An inquiry that is responded cannot go back to read.',
    );
    expect(allowed('booked', 'responded')).toBe(false);
    expect(allowed('declined', 'read')).toBe(false);
  });

  it('lets a status stay what it is (a notes-only change)', () => {
    for (const s of INQUIRY_STATUSES) expect(allowed(s, s), s).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { noOwnPlanNote } from './plan-note';

describe('noOwnPlanNote', () => {
  it('says an account on no plan has none of its own', () => {
    expect(noOwnPlanNote({ member_of: [] })).toBe('No plan of their own');
  });

  it('names the role and whose plan a member is on, not as that couple', () => {
    expect(
      noOwnPlanNote({ member_of: [{ plan_id: 'p', role: 'viewer', couple_names: 'Maya & Theo' }] }),
    ).toBe('No plan of their own · Viewer on Maya & Theo’s plan');
  });

  it('says another couple’s plan when that plan has no names yet, and counts the rest', () => {
    expect(
      noOwnPlanNote({
        member_of: [
          { plan_id: 'p', role: 'planner', couple_names: null },
          { plan_id: 'q', role: 'viewer', couple_names: 'Ines' },
        ],
      }),
    ).toBe('No plan of their own · Planner on another couple’s plan (and 1 more)');
  });
});

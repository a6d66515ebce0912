import { describe, expect, it } from 'vitest';
import { mealOptions, menuMeals } from './index';

describe("the RSVP page's menu", () => {
  it("offers the couple's meals, and a guest's own words only once two invitations chose them", () => {
    const rows = [
      { invitation: 'a', meal: 'Seared salmon', responded_at: null },
      { invitation: 'b', meal: "Kids' pasta", responded_at: '2026-11-01' },
      { invitation: 'c', meal: "Kids' pasta", responded_at: null },
      { invitation: 'd', meal: 'No onions, please', responded_at: '2026-11-02' },
      { invitation: 'e', meal: 'Chicken', responded_at: '2026-11-02' },
      { invitation: 'f', meal: 'Chicken', responded_at: '2026-11-03' },
      { invitation: 'f', meal: 'Vegan bowl', responded_at: '2026-11-03' },
      { invitation: 'f', meal: 'Vegan bowl', responded_at: '2026-11-03' },
    ];
    expect(mealOptions(menuMeals(rows))).toEqual(['Chicken', "Kids' pasta", 'Seared salmon']);
  });

  it('keeps offering a meal that two invitations chose online', () => {
    const rows = [
      { invitation: 'a', meal: "Kids' pasta", responded_at: '2026-11-01' },
      { invitation: 'b', meal: "Kids' pasta", responded_at: '2026-11-02' },
    ];
    expect(mealOptions(menuMeals(rows))).toEqual(["Kids' pasta"]);
  });
});

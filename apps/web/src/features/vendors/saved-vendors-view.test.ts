import { describe, expect, it } from 'vitest';
import { INQUIRY_STATUS_LABELS, prospectFromListing, responseHint } from './saved-vendors-view';

const summary = {
  id: 'listing-1',
  business_name: 'Golden Hour Studio',
  category: 'photography',
  city: 'Austin',
  state: 'TX',
  price_range: '$$',
  photo: null,
  path: '/wedding-vendors/wedding-photographers/tx/austin/golden-hour-studio',
};

describe('prospectFromListing', () => {
  it('files the listing under its category display name with its contact details and notes', () => {
    expect(
      prospectFromListing(
        summary,
        { email: 'hi@golden.example', phone: '512-555-0100', website: 'golden.example' },
        '  Loved the garden shots ',
      ),
    ).toEqual({
      listingId: 'listing-1',
      name: 'Golden Hour Studio',
      category: 'Photographers',
      email: 'hi@golden.example',
      phone: '512-555-0100',
      website: 'golden.example',
      notes: 'Loved the garden shots',
    });
  });

  it('goes under Miscellaneous when the category is unknown, without contact details it could not read', () => {
    const prospect = prospectFromListing({ ...summary, category: 'zeppelins' }, null, '');
    expect(prospect.category).toBe('Miscellaneous');
    expect(prospect.email).toBeNull();
    expect(prospect.notes).toBeUndefined();
  });
});

describe('inquiry status for the couple', () => {
  it('has a label for every status', () => {
    expect(Object.keys(INQUIRY_STATUS_LABELS).sort()).toEqual(
      ['archived', 'booked', 'declined', 'new', 'read', 'responded'].sort(),
    );
    expect(INQUIRY_STATUS_LABELS.responded).toBe('Vendor replied');
  });

  it('says how long the vendor took to answer', () => {
    expect(responseHint('2027-01-01T10:00:00Z', null)).toBeNull();
    expect(responseHint('2027-01-01T10:00:00Z', '2027-01-01T10:20:00Z')).toBe('Answered within an hour');
    expect(responseHint('2027-01-01T10:00:00Z', '2027-01-01T15:00:00Z')).toBe('Answered in 5 hours');
    expect(responseHint('2027-01-01T10:00:00Z', '2027-01-04T10:00:00Z')).toBe('Answered in 3 days');
  });
});

import { initListingDoc, updateListing } from '@confetti/plan';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { listingRow } from './listing-kind';

describe('a listing document projected into the directory', () => {
  it('shows only photos on this site, whatever the document holds', () => {
    const doc = new Y.Doc();
    initListingDoc(doc, { generationId: 'g1' });
    updateListing(doc, {
      business_name: 'Evergreen Florals',
      category: 'florist',
      city: 'Austin',
      state: 'TX',
      // A document edited over the socket is not checked as the REST API checks it.
      photos: [
        '/storage/listing-photos/a1.png',
        'https://images.example.com/x.png',
        '//cdn.example.com/y.png',
      ],
    });
    const projected = listingRow(
      doc,
      { id: 'l1', owner_user_id: 'u1', slug: null, created_at: '2026-11-01T00:00:00Z' },
      new Date('2026-11-29T00:00:00Z'),
    );
    if (!('row' in projected)) throw new Error(projected.skip);
    expect(JSON.parse(projected.row.photos)).toEqual(['/storage/listing-photos/a1.png']);
  });
});

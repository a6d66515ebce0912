import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import {
  initListingDoc,
  isServiceListed,
  ListingDocError,
  listingMap,
  readListing,
  readListingResult,
  repeatsAService,
  updateListing,
} from './listing';

const FIELDS = {
  business_name: 'Petal & Stem Studio',
  category: 'florist',
  city: 'Austin',
  state: 'tx',
  description: 'Garden-style bouquets.',
  price_range: '$$' as const,
  services: ['Bridal bouquets', 'Centerpieces'],
  published: true,
};

/** A server copy initialised once, and two replicas synced from it (two members of the team). */
function replicas() {
  const server = new Y.Doc();
  initListingDoc(server, { generationId: 'g1' });
  updateListing(server, FIELDS);
  const a = new Y.Doc();
  const b = new Y.Doc();
  Y.applyUpdate(a, Y.encodeStateAsUpdate(server));
  Y.applyUpdate(b, Y.encodeStateAsUpdate(server));
  return { server, a, b };
}

function exchange(x: Y.Doc, y: Y.Doc): void {
  const toY = Y.encodeStateAsUpdate(x, Y.encodeStateVector(y));
  const toX = Y.encodeStateAsUpdate(y, Y.encodeStateVector(x));
  Y.applyUpdate(y, toY);
  Y.applyUpdate(x, toX);
}

describe('the listing document', () => {
  it('reads what was written, normalising the state and blank optional fields', () => {
    const { server } = replicas();
    expect(readListing(server)).toMatchObject({
      business_name: 'Petal & Stem Studio',
      state: 'TX',
      email: null,
      photos: [],
      services: ['Bridal bouquets', 'Centerpieces'],
      published: true,
    });
    updateListing(server, { email: '', website: 'https://petal.example.com' });
    expect(readListing(server)).toMatchObject({ email: null, website: 'https://petal.example.com' });
    updateListing(server, { website: null });
    expect(readListing(server).website).toBeNull();
  });

  it('merges two members editing different fields at once', () => {
    const { a, b } = replicas();
    updateListing(a, { description: 'Seasonal, locally grown flowers.' });
    updateListing(b, { price_range: '$$$', phone: '(512) 555-0142' });
    exchange(a, b);
    for (const doc of [a, b]) {
      expect(readListing(doc)).toMatchObject({
        description: 'Seasonal, locally grown flowers.',
        price_range: '$$$',
        phone: '(512) 555-0142',
      });
    }
  });

  it('merges edits made offline, including services added on both sides', () => {
    const { a, b } = replicas();
    // Both went offline; each added a service and changed another field.
    updateListing(a, {
      services: ['Bridal bouquets', 'Centerpieces', 'Ceremony arches'],
      city: 'Round Rock',
    });
    updateListing(b, { services: ['Flower crowns', 'Bridal bouquets', 'Centerpieces'], published: false });
    exchange(a, b);
    const merged = readListing(a);
    expect(readListing(b)).toEqual(merged);
    expect(merged.services).toEqual(['Flower crowns', 'Bridal bouquets', 'Centerpieces', 'Ceremony arches']);
    expect(merged).toMatchObject({ city: 'Round Rock', published: false });
  });

  it('skips and reports a bad field written by another client instead of failing', () => {
    const { a } = replicas();
    listingMap(a).set('price_range', '$$$$$$');
    listingMap(a).set('state', 42);
    const result = readListingResult(a);
    expect(result.listing.price_range).toBeNull();
    expect(result.issues.map((i) => i.field).sort()).toEqual(['price_range', 'state']);
    // Without a state it cannot be a directory entry; the projector keeps the last good row.
    expect(result.complete).toBe(false);
  });

  it('refuses bad patches with an error naming the field, writing nothing', () => {
    const { a } = replicas();
    const before = Y.encodeStateVector(a);
    expect(() => updateListing(a, { email: 'not-an-email' })).toThrow(ListingDocError);
    expect(() => updateListing(a, { business_name: null })).toThrow(/business_name/);
    expect(() => updateListing(a, { state: 'Texas' })).toThrow(/two-letter/);
    expect(() => updateListing(a, { state: 'zz' })).toThrow(/US state code/);
    expect(Y.encodeStateVector(a)).toEqual(before);
  });

  it('initialises once: a second init keeps the content and the first generation', () => {
    const { server } = replicas();
    initListingDoc(server, { generationId: 'g2' });
    expect(readListing(server).business_name).toBe('Petal & Stem Studio');
    expect(server.getMap('meta').get('generationId')).toBe('g1');
  });
});

describe('services listed once', () => {
  it('finds a service already listed whatever its case and surrounding spaces', () => {
    const services = ['Bridal bouquets', 'Centerpieces'];
    expect(isServiceListed(services, '  bridal BOUQUETS ')).toBe(true);
    expect(isServiceListed(services, 'Bridal bouquet')).toBe(false);
    expect(isServiceListed([], 'Centerpieces')).toBe(false);
  });

  it('tells a list with a repeat from one without', () => {
    expect(repeatsAService(['a', 'a', 'a'])).toBe(true);
    expect(repeatsAService(['Centerpieces', 'Bridal bouquets', ' centerpieces'])).toBe(true);
    expect(repeatsAService(['Centerpieces', 'Bridal bouquets'])).toBe(false);
    expect(repeatsAService([])).toBe(false);
  });
});

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { VENDOR_CATEGORIES } from '../vendor-categories';
import { DIRECTORY_BENEFITS } from './benefits';
import { directoryPhotoSvg } from './photos';
import { listingPath, slugify } from './places';
import {
  DIRECTORY_CITIES,
  DIRECTORY_PHOTOS_PER_CATEGORY,
  DIRECTORY_SEED,
  directoryPhotoPath,
  directorySeedListings,
} from './seed-listings';

const categories = VENDOR_CATEGORIES.map((c) => c.apiCategory);

describe('the directory content', () => {
  it('makes URL slugs from names and cities', () => {
    expect(slugify('San Antonio')).toBe('san-antonio');
    expect(slugify('Café Olé & Co.')).toBe('cafe-ole-and-co');
    expect(slugify("Hors d'oeuvres")).toBe('hors-doeuvres');
    expect(slugify('!!!')).toBe('');
    expect(listingPath('wedding-venues', 'TX', 'Round Rock', 'rosewood')).toBe(
      '/wedding-vendors/wedding-venues/tx/round-rock/rosewood',
    );
  });

  it('has benefits written for each of the 19 categories', () => {
    expect(Object.keys(DIRECTORY_BENEFITS).sort()).toEqual([...categories].sort());
    const questions = new Set<string>();
    for (const benefits of Object.values(DIRECTORY_BENEFITS)) {
      expect(benefits.whyList.length).toBeGreaterThanOrEqual(3);
      expect(benefits.couplesAsk.length).toBeGreaterThanOrEqual(5);
      for (const q of benefits.couplesAsk) questions.add(q);
    }
    // Questions are specific to their category, not one list repeated.
    expect(questions.size).toBe(
      Object.values(DIRECTORY_BENEFITS).reduce((n, b) => n + b.couplesAsk.length, 0),
    );
  });

  it('seeds 100+ listings across all categories and ten cities with unique names', () => {
    const seeds = directorySeedListings(categories);
    expect(seeds.length).toBeGreaterThanOrEqual(100);
    expect(new Set(seeds.map((s) => s.category)).size).toBe(19);
    expect(new Set(seeds.map((s) => s.city)).size).toBe(DIRECTORY_CITIES.length);
    expect(new Set(seeds.map((s) => s.business_name)).size).toBe(seeds.length);
    for (const s of seeds) {
      expect(s.description).not.toMatch(/[{}]/);
      expect(s.services.length).toBeGreaterThanOrEqual(3);
      expect(s.email).toMatch(/@[a-z0-9]+\.example\.com$/);
    }
  });

  it('describes each listing as the business its name says it is', () => {
    for (const seed of Object.values(DIRECTORY_SEED)) {
      if (!seed.descriptionOf) continue;
      expect(seed.descriptionOf).toHaveLength(seed.names.length);
      for (const k of seed.descriptionOf) expect(seed.descriptions[k]).toBeDefined();
      // Every description is someone's.
      expect(new Set(seed.descriptionOf).size).toBe(seed.descriptions.length);
    }
    const described = new Map(directorySeedListings(categories).map((s) => [s.business_name, s.description]));
    const says: Array<[string, RegExp]> = [
      ['The Magnolia Barn', /barn/i],
      ['Cedar Hollow Estate', /estate/i],
      ['Union Street Loft', /loft/i],
      ['Willow Creek Vineyard', /vineyard/i],
      ['The Glasshouse at Riverside', /glass/i],
      ['Harbor Light Pavilion', /pavilion/i],
      ['Old Mill Gardens', /mill/i],
      ['Smoke Ring Barbecue Co.', /smoked/i],
      ['DJ Marcus Lee', /DJ/],
      ['Heartstrings Quartet', /quartet/i],
      ['The Vintage Trolley', /trolley/i],
      ['Sparkler Send-off Co.', /sparkler/i],
      ['Wed Safe Insurance Agency', /insurance/i],
      ['Pawsitively Wed Pet Care', /pet/i],
      ['The Calligraphy Desk', /calligraphy/i],
      ['Open Sky Tents', /tents/i],
    ];
    for (const [name, pattern] of says) expect(described.get(name), name).toMatch(pattern);
  });

  it('ships every seeded picture, matching its generator', () => {
    const publicDir = fileURLToPath(new URL('../../../../apps/web/public', import.meta.url));
    for (const category of categories) {
      for (let n = 1; n <= DIRECTORY_PHOTOS_PER_CATEGORY; n++) {
        const file = readFileSync(`${publicDir}${directoryPhotoPath(category, n)}`, 'utf8');
        expect(file).toBe(directoryPhotoSvg(category, n));
      }
    }
  });
});

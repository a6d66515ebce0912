import { initPlanDoc, listEntities } from '@confetti/plan';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { DEMO_REGISTRY_SLUG, seedDemoRegistry } from './registry';

describe('the demo registry', () => {
  it('has marketplace products, a honeymoon fund and a link to another store', () => {
    const doc = new Y.Doc();
    initPlanDoc(doc, { generationId: 'demo' });
    seedDemoRegistry(doc, new Date(2026, 10, 23));
    expect(listEntities(doc, 'registries').map((r) => r.slug)).toEqual([DEMO_REGISTRY_SLUG]);
    const items = listEntities(doc, 'registryItems');
    expect(items.filter((i) => i.itemType === 'product' && i.productId).length).toBeGreaterThanOrEqual(6);
    expect(items.find((i) => i.itemType === 'cash_fund')).toMatchObject({
      name: 'Honeymoon in Lisbon',
      goalAmount: 4000,
    });
    expect(items.some((i) => i.itemType === 'external' && i.url?.startsWith('https://'))).toBe(true);
  });
});

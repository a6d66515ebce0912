import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { deleteEntity, listEntities, readEntity } from './entities';
import { initPlanDoc } from './init';
import {
  addProductToRegistry,
  addRegistry,
  addRegistryItem,
  markRegistryPurchasesChanged,
  slugify,
  updateRegistry,
  updateRegistryItem,
} from './registry-ops';
import { PlanDocError } from './structure';

const NOW = new Date('2026-03-01T10:00:00.000Z');

function planWithRegistry() {
  const doc = new Y.Doc();
  initPlanDoc(doc, { generationId: 'gen-1' });
  const registry = addRegistry(doc, { title: 'Olivia & James', slug: 'olivia-and-james' }, NOW);
  return { doc, registry };
}

function fieldOf(fn: () => unknown): string | null {
  try {
    fn();
  } catch (err) {
    if (err instanceof PlanDocError) return err.field;
    throw err;
  }
  throw new Error('expected a PlanDocError');
}

describe('registry use cases', () => {
  it('turns names into public addresses of lower-case words and hyphens', () => {
    expect(slugify('Olivia & James!')).toBe('olivia-james');
    expect(slugify('  Zoë  Núñez  ')).toBe('zoe-nunez');
    expect(slugify('Maya & Theo’s Registry')).toBe('maya-theos-registry');
    expect(slugify('!!!')).toBe('');
  });

  it('refuses a blank title or an address with spaces or capitals', () => {
    const { doc, registry } = planWithRegistry();
    expect(fieldOf(() => addRegistry(doc, { title: ' ', slug: 'ok' }, NOW))).toBe('title');
    expect(fieldOf(() => updateRegistry(doc, registry.id, { slug: 'Our Registry' }))).toBe('slug');
    expect(readEntity(doc, 'registries', registry.id)?.slug).toBe('olivia-and-james');
  });

  it('refuses a cash fund without a goal and a store link without its address', () => {
    const { doc, registry } = planWithRegistry();
    expect(
      fieldOf(() =>
        addRegistryItem(doc, { registryId: registry.id, name: 'Honeymoon', itemType: 'cash_fund' }, NOW),
      ),
    ).toBe('goalAmount');
    expect(
      fieldOf(() =>
        addRegistryItem(
          doc,
          { registryId: registry.id, name: 'Rug', itemType: 'external', url: 'rug shop' },
          NOW,
        ),
      ),
    ).toBe('url');
    // The planner's form writes the document itself: it holds the API's limit on a name too.
    expect(fieldOf(() => addRegistryItem(doc, { registryId: registry.id, name: 'x'.repeat(201) }, NOW))).toBe(
      'name',
    );
    const fund = addRegistryItem(
      doc,
      { registryId: registry.id, name: 'Honeymoon', itemType: 'cash_fund', goalAmount: 3000, quantity: 4 },
      NOW,
    );
    expect(fund.quantity).toBe(1);
    expect(fieldOf(() => updateRegistryItem(doc, fund.id, { goalAmount: null }))).toBe('goalAmount');
    expect(readEntity(doc, 'registryItems', fund.id)?.goalAmount).toBe(3000);
  });

  it('asks for one more instead of listing a product twice', () => {
    const { doc, registry } = planWithRegistry();
    const product = {
      id: 'p-1',
      name: 'Dutch oven',
      description: 'Enamelled cast iron',
      price: 385,
      imageUrl: '/api/marketplace/images/p-1.svg',
      category: 'Kitchen',
    };
    const first = addProductToRegistry(doc, registry.id, product, 1, NOW);
    const again = addProductToRegistry(doc, registry.id, product, 2, NOW);
    expect(again.id).toBe(first.id);
    expect(again.quantity).toBe(3);
    expect(listEntities(doc, 'registryItems')).toHaveLength(1);
  });

  it('refuses more than 999 of a gift and amounts over the most a plan holds, writing nothing', () => {
    const { doc, registry } = planWithRegistry();
    const gift = {
      registryId: registry.id,
      name: 'Napkins',
      itemType: 'external' as const,
      url: 'https://x.example/n',
    };
    expect(fieldOf(() => addRegistryItem(doc, { ...gift, quantity: 3_000_000_000 }, NOW))).toBe('quantity');
    expect(fieldOf(() => addRegistryItem(doc, { ...gift, price: 1e20 }, NOW))).toBe('price');
    expect(
      fieldOf(() =>
        addRegistryItem(
          doc,
          { registryId: registry.id, name: 'Fund', itemType: 'cash_fund', goalAmount: 2e9 },
          NOW,
        ),
      ),
    ).toBe('goalAmount');
    expect(listEntities(doc, 'registryItems')).toEqual([]);
    const napkins = addRegistryItem(doc, { ...gift, quantity: 999 }, NOW);
    expect(fieldOf(() => updateRegistryItem(doc, napkins.id, { quantity: 1000 }))).toBe('quantity');
    const product = { id: 'p-2', name: 'Vase', description: '', price: 40, imageUrl: '', category: 'Decor' };
    addProductToRegistry(doc, registry.id, product, 998, NOW);
    expect(fieldOf(() => addProductToRegistry(doc, registry.id, product, 2, NOW))).toBe('quantity');
    expect(readEntity(doc, 'registryItems', napkins.id)?.quantity).toBe(999);
  });

  it('deletes a registry with its items', () => {
    const { doc, registry } = planWithRegistry();
    addRegistryItem(doc, { registryId: registry.id, name: 'Towels', price: 60 }, NOW);
    deleteEntity(doc, 'registries', registry.id);
    expect(listEntities(doc, 'registryItems')).toEqual([]);
  });

  it('marks the purchases as changed for open tabs without touching anything else', () => {
    const { doc, registry } = planWithRegistry();
    expect(markRegistryPurchasesChanged(doc, registry.id, 'v-1')).toBe(true);
    expect(readEntity(doc, 'registries', registry.id)?.purchasesVersion).toBe('v-1');
    expect(readEntity(doc, 'registries', registry.id)?.title).toBe('Olivia & James');
    expect(markRegistryPurchasesChanged(doc, 'missing', 'v-2')).toBe(false);
  });
});

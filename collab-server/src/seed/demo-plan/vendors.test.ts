import { initPlanDoc, listEntities, vendorBudgetItems } from '@confetti/plan';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { seedDemoBudget } from './budget';
import { DEMO_PLAN_STEPS } from './index';
import { seedDemoVendors } from './vendors';

const NOW = new Date(2026, 10, 23, 10);

describe('the demo plan vendors', () => {
  it('has a dozen or more vendors, hired ones each on one budget item and prospects at several stages', () => {
    expect(DEMO_PLAN_STEPS.indexOf(seedDemoVendors)).toBeGreaterThan(DEMO_PLAN_STEPS.indexOf(seedDemoBudget));
    const doc = new Y.Doc();
    initPlanDoc(doc, { generationId: 'demo' });
    seedDemoBudget(doc, NOW);
    seedDemoVendors(doc, NOW);
    const vendors = listEntities(doc, 'vendors');
    expect(vendors.length).toBeGreaterThanOrEqual(12);
    const hired = vendors.filter((vendor) => vendor.hired);
    expect(hired.length).toBeGreaterThan(0);
    for (const vendor of hired) expect(vendorBudgetItems(doc, vendor.id)).toHaveLength(1);
    const prospects = vendors.filter((vendor) => !vendor.hired);
    expect(new Set(prospects.map((vendor) => vendor.stage)).size).toBeGreaterThan(1);
    expect(vendors.find((vendor) => vendor.name === 'Rose Hill Vineyard')).toMatchObject({
      hired: true,
      email: 'events@rosehill.example',
    });
  });
});

// The demo plan's gift registry: marketplace products, a honeymoon fund and a link to another store,
// at /registry/couple/olivia-and-james; and some gifts guests have already recorded (rows in
// Postgres, so they are written after the document steps, by seedDemoRegistryPurchases).
import { marketplaceProductById } from '@confetti/catalog/marketplace';
import type { Database } from '@confetti/db';
import { addProductToRegistry, addRegistry, addRegistryItem } from '@confetti/plan';
import type { Kysely } from 'kysely';
import type * as Y from 'yjs';
import { SERVER_ORIGIN } from '../../sync/room';

export const DEMO_REGISTRY_ID = 'demo-registry';
export const DEMO_REGISTRY_SLUG = 'olivia-and-james';

/** [product id, how many the couple would like] */
const DEMO_PRODUCTS: ReadonlyArray<[string, number]> = [
  ['tilt-head-stand-mixer', 1],
  ['enamelled-cast-iron-dutch-oven', 1],
  ['stoneware-dinner-plates-set-of-4', 3],
  ['crystal-champagne-flutes-pair', 2],
  ['linen-sheet-set-queen', 1],
  ['turkish-cotton-towel-set', 2],
  ['outdoor-string-lights', 1],
  ['couples-cooking-class', 1],
];

export function seedDemoRegistry(doc: Y.Doc, now: Date): void {
  addRegistry(
    doc,
    {
      id: DEMO_REGISTRY_ID,
      title: 'Olivia & James’s Registry',
      message:
        'Your being there is the greatest gift. If you would like to give something more, here are a few ideas.',
      slug: DEMO_REGISTRY_SLUG,
    },
    now,
    SERVER_ORIGIN,
  );
  // A millisecond apart, so the registry lists them in this order (items sort by creation).
  const at = (i: number) => new Date(now.getTime() + i);
  DEMO_PRODUCTS.forEach(([productId, quantity], i) => {
    const product = marketplaceProductById(productId);
    if (!product) throw new Error(`demo registry: no product ${productId}`);
    addProductToRegistry(
      doc,
      DEMO_REGISTRY_ID,
      {
        id: product.id,
        name: product.name,
        description: product.description,
        price: product.price,
        imageUrl: product.imageUrl,
        category: categoryName(product.categoryId),
      },
      quantity,
      at(i + 1),
      SERVER_ORIGIN,
    );
  });
  addRegistryItem(
    doc,
    {
      id: 'demo-honeymoon-fund',
      registryId: DEMO_REGISTRY_ID,
      name: 'Honeymoon in Lisbon',
      description: 'Pastéis de nata, a tram up to the castle and a sunset sail on the Tagus.',
      itemType: 'cash_fund',
      goalAmount: 4000,
      priority: 'high',
      category: 'Honeymoon',
    },
    at(0),
    SERVER_ORIGIN,
  );
  addRegistryItem(
    doc,
    {
      id: 'demo-record-player',
      registryId: DEMO_REGISTRY_ID,
      name: 'Record player',
      description: 'The walnut one from the little shop on Main Street.',
      itemType: 'external',
      price: 320,
      url: 'https://example.com/walnut-record-player',
      category: 'Home',
    },
    at(DEMO_PRODUCTS.length + 1),
    SERVER_ORIGIN,
  );
}

function categoryName(categoryId: string): string {
  const names: Record<string, string> = {
    kitchen: 'Kitchen',
    dining: 'Dining',
    home: 'Home',
    'bed-bath': 'Bed & Bath',
    outdoor: 'Outdoor',
    experiences: 'Experiences',
    'wedding-day': 'Wedding Day',
  };
  return names[categoryId] ?? '';
}

/** [product id or item id, guest, quantity or amount, message, thank-you sent] */
const DEMO_GIFTS: ReadonlyArray<[string, string, number, string, boolean]> = [
  ['tilt-head-stand-mixer', 'Aunt Carol', 1, 'For many birthday cakes to come!', true],
  ['stoneware-dinner-plates-set-of-4', 'The Nguyens', 1, 'Dinner at yours soon?', false],
  ['demo-honeymoon-fund', 'Grandpa Joe', 500, 'Have a glass of port for me.', false],
  ['demo-honeymoon-fund', 'Priya & Sam', 150, '', false],
  ['crystal-champagne-flutes-pair', 'Emma (maid of honour)', 2, 'To the first toast!', false],
];

export async function seedDemoRegistryPurchases(
  db: Kysely<Database>,
  planId: string,
  now: Date,
): Promise<void> {
  const items = await db
    .selectFrom('registry_items')
    .select(['id', 'product_id', 'price', 'item_type'])
    .where('plan_id', '=', planId)
    .where('registry_id', '=', DEMO_REGISTRY_ID)
    .execute();
  let minutesAgo = 60 * 24 * 9;
  for (const [key, name, figure, message, thanked] of DEMO_GIFTS) {
    const item = items.find((i) => i.id === key || i.product_id === key);
    if (!item) continue;
    const isFund = item.item_type === 'cash_fund';
    minutesAgo -= 60 * 26;
    await db
      .insertInto('registry_purchases')
      .values({
        id: crypto.randomUUID(),
        plan_id: planId,
        registry_id: DEMO_REGISTRY_ID,
        item_id: item.id,
        quantity: isFund ? null : figure,
        amount: isFund ? figure : item.price === null ? null : Number(item.price) * figure,
        purchaser_name: name,
        purchaser_email: null,
        message,
        thank_you_sent: thanked,
        created_at: new Date(now.getTime() - minutesAgo * 60_000),
      })
      .execute();
  }
}

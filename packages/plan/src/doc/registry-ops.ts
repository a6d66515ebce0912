// Registry use cases on a plan doc: the registry itself (title, message, public slug) and its items
// (products, cash funds, links to other stores). The Registry tab and the REST endpoints both call
// these, so each rule lives here once and each write is one transaction that either writes
// everything or throws a PlanDocError naming the field at fault.
import type * as Y from 'yjs';
import { MAX_REGISTRY_SLUG_LENGTH, REGISTRY_SLUG_PATTERN, type Registry } from '../entities/registry';
import {
  MAX_REGISTRY_QUANTITY,
  type RegistryItem,
  type RegistryItemInput,
  type RegistryItemType,
} from '../entities/registry-item';
import { MAX_MONEY, MONEY_TOO_LARGE_MESSAGE } from '../rules/money';
import { cleanName, isBlankName } from '../rules/names';
import { insertEntity, listEntities, readEntity, updateEntity } from './entities';
import { newId, PlanDocError } from './structure';

/** "Olivia & James!" → "olivia-james": lower-case letters and digits joined by single hyphens. */
export function slugify(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      // "Theo's" is one word, not "theo-s".
      .replace(/['’]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, MAX_REGISTRY_SLUG_LENGTH)
      .replace(/-+$/g, '')
  );
}

export function isRegistrySlug(slug: string): boolean {
  return slug.length <= MAX_REGISTRY_SLUG_LENGTH && REGISTRY_SLUG_PATTERN.test(slug);
}

export interface AddRegistryInput {
  id?: string;
  title: string;
  message?: string;
  slug: string;
}

export type RegistryPatch = Partial<Pick<Registry, 'title' | 'message' | 'slug'>>;

function checkRegistry(registry: Pick<Registry, 'title' | 'slug'>): void {
  if (isBlankName(cleanName(registry.title)))
    throw new PlanDocError('invalid_entity', 'Give your registry a title.', 'title');
  if (!isRegistrySlug(registry.slug)) {
    throw new PlanDocError(
      'invalid_entity',
      'Use lower-case letters, digits and single hyphens for the registry address.',
      'slug',
    );
  }
}

export function addRegistry(
  doc: Y.Doc,
  input: AddRegistryInput,
  now: Date,
  origin: unknown = null,
): Registry {
  const registry = {
    id: input.id ?? newId(),
    title: cleanName(input.title),
    message: input.message ?? '',
    slug: input.slug,
    createdAt: now.toISOString(),
  };
  checkRegistry(registry);
  return insertEntity(doc, 'registries', registry, origin);
}

export function updateRegistry(
  doc: Y.Doc,
  id: string,
  patch: RegistryPatch,
  origin: unknown = null,
): Registry | null {
  const current = readEntity(doc, 'registries', id);
  if (!current) return null;
  const title = patch.title === undefined ? undefined : cleanName(patch.title);
  checkRegistry({ title: title ?? current.title, slug: patch.slug ?? current.slug });
  return updateEntity(doc, 'registries', id, { ...patch, ...(title !== undefined ? { title } : {}) }, origin);
}

/** The registry the planner shows: the plan's first (plans have one; the API allows more). */
export function primaryRegistry(doc: Y.Doc): Registry | null {
  return listEntities(doc, 'registries')[0] ?? null;
}

/**
 * Tells open Registry tabs that the purchases changed (they are Postgres rows): the server sets this
 * after a guest's purchase is committed.
 */
export function markRegistryPurchasesChanged(
  doc: Y.Doc,
  registryId: string,
  version: string,
  origin: unknown = null,
): boolean {
  return updateEntity(doc, 'registries', registryId, { purchasesVersion: version }, origin) !== null;
}

type ItemFacts = Pick<RegistryItem, 'name' | 'itemType' | 'goalAmount' | 'url' | 'price'> &
  Partial<Pick<RegistryItem, 'quantity'>>;

/** The longest gift name: the planner's form, the document helpers and the REST API hold it alike. */
export const GIFT_NAME_MAX_LENGTH = 200;
export const GIFT_NAME_TOO_LONG = `A gift’s name is at most ${GIFT_NAME_MAX_LENGTH} characters.`;
export const GIFT_QUANTITY_TOO_MANY = `Ask for at most ${MAX_REGISTRY_QUANTITY} of one gift.`;

/** The rule each kind of gift keeps, or null when the item is fine. */
export function registryItemProblem(item: ItemFacts): { field: keyof RegistryItem; message: string } | null {
  if (isBlankName(cleanName(item.name))) return { field: 'name', message: 'Give this gift a name.' };
  if (item.name.trim().length > GIFT_NAME_MAX_LENGTH) return { field: 'name', message: GIFT_NAME_TOO_LONG };
  if (item.price !== null && item.price > MAX_MONEY)
    return { field: 'price', message: MONEY_TOO_LARGE_MESSAGE };
  if (item.goalAmount !== null && item.goalAmount > MAX_MONEY)
    return { field: 'goalAmount', message: MONEY_TOO_LARGE_MESSAGE };
  if (item.quantity !== undefined && item.quantity > MAX_REGISTRY_QUANTITY)
    return { field: 'quantity', message: GIFT_QUANTITY_TOO_MANY };
  if (item.itemType === 'cash_fund' && !(item.goalAmount !== null && item.goalAmount > 0)) {
    return { field: 'goalAmount', message: 'A cash fund needs a goal amount above $0.' };
  }
  if (item.itemType === 'external' && !(item.url && /^https?:\/\/\S+$/i.test(item.url))) {
    return { field: 'url', message: 'A gift from another store needs its web address (https://…).' };
  }
  return null;
}

function checkItem(item: ItemFacts): void {
  const problem = registryItemProblem(item);
  if (problem) throw new PlanDocError('invalid_entity', problem.message, problem.field);
}

export type AddRegistryItemInput = Omit<RegistryItemInput, 'id' | 'createdAt'> & { id?: string };

export function addRegistryItem(
  doc: Y.Doc,
  input: AddRegistryItemInput,
  now: Date,
  origin: unknown = null,
): RegistryItem {
  const itemType: RegistryItemType = input.itemType ?? 'product';
  const item = {
    ...input,
    id: input.id ?? newId(),
    name: cleanName(input.name),
    itemType,
    // A fund is given in any amount and a count means nothing for it.
    ...(itemType === 'cash_fund' ? { quantity: 1 } : {}),
    createdAt: now.toISOString(),
  };
  checkItem({
    name: item.name,
    itemType,
    goalAmount: item.goalAmount ?? null,
    url: item.url ?? null,
    price: item.price ?? null,
    ...(item.quantity !== undefined ? { quantity: item.quantity } : {}),
  });
  return insertEntity(doc, 'registryItems', item, origin);
}

export type RegistryItemPatch = Partial<Omit<RegistryItemInput, 'id' | 'createdAt'>>;

export function updateRegistryItem(
  doc: Y.Doc,
  id: string,
  patch: RegistryItemPatch,
  origin: unknown = null,
): RegistryItem | null {
  const current = readEntity(doc, 'registryItems', id);
  if (!current) return null;
  const name = patch.name === undefined ? undefined : cleanName(patch.name);
  const next = { ...current, ...patch, ...(name !== undefined ? { name } : {}) } as RegistryItem;
  checkItem(next);
  return updateEntity(
    doc,
    'registryItems',
    id,
    { ...patch, ...(name !== undefined ? { name } : {}) },
    origin,
  );
}

/** What a marketplace product brings to a registry item. */
export interface CatalogProductFacts {
  id: string;
  name: string;
  description: string;
  price: number;
  imageUrl: string;
  category: string;
}

/** A product as the marketplace answers it (GET /api/marketplace/products/:id, snake_case). */
export interface MarketplaceProductFields {
  id: string;
  name: string;
  description: string;
  price: number;
  image_url: string;
  category_name: string;
}

/** What a registry keeps of a marketplace product. */
export function catalogProductFacts(product: MarketplaceProductFields): CatalogProductFacts {
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    price: product.price,
    imageUrl: product.image_url,
    category: product.category_name,
  };
}

/**
 * Adds a marketplace product to a registry. Adding the same product again asks for more of it
 * instead of listing it twice.
 */
export function addProductToRegistry(
  doc: Y.Doc,
  registryId: string,
  product: CatalogProductFacts,
  quantity: number,
  now: Date,
  origin: unknown = null,
): RegistryItem {
  const existing = listEntities(doc, 'registryItems').find(
    (item) => item.registryId === registryId && item.productId === product.id,
  );
  if (existing) {
    const wanted = existing.quantity + quantity;
    if (wanted > MAX_REGISTRY_QUANTITY)
      throw new PlanDocError('invalid_entity', GIFT_QUANTITY_TOO_MANY, 'quantity');
    return updateEntity(doc, 'registryItems', existing.id, { quantity: wanted }, origin)!;
  }
  return addRegistryItem(
    doc,
    {
      registryId,
      name: product.name,
      description: product.description,
      itemType: 'product',
      price: product.price,
      quantity,
      imageUrl: product.imageUrl,
      productId: product.id,
      category: product.category,
    },
    now,
    origin,
  );
}

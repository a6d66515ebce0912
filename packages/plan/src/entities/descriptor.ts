// A plan collection described once: its entity schema, the Y.Map it lives in, the table it is
// projected into, how its fields are named in rows and REST bodies, and what happens to it when an
// entity it points at is deleted. The doc helpers, the projector, the REST route factory, the OpenAPI
// document and the contract test suite all read this one description.
import type * as z from 'zod/mini';

/**
 * What deleting the target does to entities that point at it:
 * - cascade: they are deleted too (a payment without its budget item means nothing);
 * - nullify: the reference is set to null (a guest whose table is removed is unseated);
 * - pull: the target's id is removed from an array field (a table's assigned guests).
 */
export type OnDelete = 'cascade' | 'nullify' | 'pull';

export interface Reference<F extends string = string> {
  /** The entity field holding the target's id (or, for `pull`, an array of ids). */
  field: F;
  /** The collection (Y.Map name) of the target. */
  collection: string;
  onDelete: OnDelete;
}

// biome-ignore lint/suspicious/noExplicitAny: any zod object shape
type AnyShape = Record<string, any>;

export interface CollectionDescriptor<
  Name extends string = string,
  Shape extends AnyShape = AnyShape,
  Table extends string = string,
  Columns extends Partial<Record<keyof Shape & string, string>> = Partial<
    Record<keyof Shape & string, string>
  >,
> {
  /** The Y.Map of this collection in the plan document. */
  name: Name;
  schema: z.ZodMiniObject<Shape>;
  /** The projected table (keyed by plan_id, id). */
  table: Table;
  /** Column (and REST field) names that are not the snake_case of the field, e.g. name → service_type. */
  columns: Columns;
  references: readonly Reference<keyof Shape & string>[];
  /** Fields kept in the document only: not projected, not in REST bodies or answers. */
  documentOnly: readonly (keyof Shape & string)[];
  /** One person-readable noun, for messages: "Guest not found". */
  noun: string;
}

export function defineCollection<
  const Name extends string,
  Shape extends AnyShape,
  const Table extends string,
  const Columns extends Partial<Record<keyof Shape & string, string>> = Record<never, never>,
  const DocumentOnly extends keyof Shape & string = never,
>(descriptor: {
  name: Name;
  schema: z.ZodMiniObject<Shape>;
  table: Table;
  noun: string;
  columns?: Columns;
  references?: readonly Reference<keyof Shape & string>[];
  documentOnly?: readonly DocumentOnly[];
}): CollectionDescriptor<Name, Shape, Table, Columns> & { documentOnly: readonly DocumentOnly[] } {
  return {
    ...descriptor,
    columns: descriptor.columns ?? ({} as Columns),
    references: descriptor.references ?? [],
    documentOnly: descriptor.documentOnly ?? [],
  };
}

/** camelCase → snake_case, as a type: partner1Name → partner1_name. */
export type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S;

/** Field names are few and fixed; the projector asks for them for every row it writes. */
const snakeCases = new Map<string, string>();

export function snakeCase(field: string): string {
  let snake = snakeCases.get(field);
  if (snake === undefined) {
    snake = field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    if (snakeCases.size < 10_000) snakeCases.set(field, snake);
  }
  return snake;
}

type ColumnOf<D extends CollectionDescriptor, K extends string> = K extends keyof D['columns']
  ? D['columns'][K] & string
  : SnakeCase<K>;

export type EntityOfDescriptor<D extends CollectionDescriptor> = z.output<D['schema']>;

/** A value as a column holds it: plain objects become JSON text (jsonb); arrays stay arrays (text[]). */
type ColumnValue<V> = V extends null
  ? null
  : V extends readonly unknown[]
    ? V
    : V extends object
      ? string
      : V;

/** The projected row of one entity: its fields under their column names, plus the plan id. */
export type RowOf<D extends CollectionDescriptor> = { plan_id: string } & {
  [K in Exclude<keyof EntityOfDescriptor<D> & string, D['documentOnly'][number]> as ColumnOf<
    D,
    K
  >]: ColumnValue<EntityOfDescriptor<D>[K]>;
};

/** The entity fields that are projected and exposed over REST (all but the document-only ones). */
export function publicFields(descriptor: CollectionDescriptor): string[] {
  let fields = publicFieldsOf.get(descriptor);
  if (!fields) {
    fields = Object.keys(descriptor.schema.shape).filter(
      (field) => !(descriptor.documentOnly as readonly string[]).includes(field),
    );
    publicFieldsOf.set(descriptor, fields);
  }
  // A copy: the projector asks for every row it writes, and callers may keep what they get.
  return [...fields];
}

/** Descriptors are fixed once defined. */
const publicFieldsOf = new WeakMap<CollectionDescriptor, string[]>();

/** The column (and REST field) name of an entity field. */
export function columnOf(descriptor: CollectionDescriptor, field: string): string {
  return (descriptor.columns as Record<string, string | undefined>)[field] ?? snakeCase(field);
}

/** The entity field behind a column (or REST field) name, or null when there is none. */
export function fieldOfColumn(descriptor: CollectionDescriptor, column: string): string | null {
  for (const field of publicFields(descriptor)) {
    if (columnOf(descriptor, field) === column) return field;
  }
  return null;
}

// Postgres text cannot hold NUL, and other C0 controls are never meant in a plan; a document edited
// over the websocket may carry them, so rows are cleaned rather than letting one string wedge a plan.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters being removed
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g;

export function cleanText(value: string): string {
  return value.replace(CONTROL_CHARACTERS, '');
}

function columnValue(value: unknown): unknown {
  if (typeof value === 'string') return cleanText(value);
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'string' ? cleanText(v) : v));
  if (value !== null && typeof value === 'object') return cleanText(JSON.stringify(value));
  // -0 only lives in the replica that typed it: lib0 encodes it as 0, so every other replica and
  // the numeric column hold 0. The row says what they say.
  if (Object.is(value, -0)) return 0;
  return value;
}

/** The row an entity projects to: every field under its column name, strings cleaned. */
export function toRow<D extends CollectionDescriptor>(
  descriptor: D,
  planId: string,
  entity: EntityOfDescriptor<D>,
): RowOf<D> {
  const row: Record<string, unknown> = { plan_id: planId };
  const values = entity as Record<string, unknown>;
  for (const field of publicFields(descriptor)) {
    row[columnOf(descriptor, field)] = columnValue(values[field]);
  }
  return row as RowOf<D>;
}

type Wrapper = 'default' | 'optional' | 'nullable';

/** The wrapper a schema is (a default, optional or nullable around another), if it is one. */
function wrapperOf(schema: z.core.$ZodType): { type: Wrapper; inner: z.core.$ZodType } | null {
  // Read from the definition, which classic and mini schemas share (mini has no `unwrap()`).
  const def = schema._zod.def as { type: string; innerType?: z.core.$ZodType };
  if ((def.type === 'default' || def.type === 'optional' || def.type === 'nullable') && def.innerType)
    return { type: def.type, inner: def.innerType };
  return null;
}

/** Strips default / optional / nullable wrappers to the schema that checks the value. */
export function innerSchema(schema: z.core.$ZodType): z.core.$ZodType {
  let current = schema;
  for (let wrapper = wrapperOf(current); wrapper; wrapper = wrapperOf(current)) current = wrapper.inner;
  return current;
}

/** Whether null is a value of the field (under a default or optional wrapper). */
export function isNullable(schema: z.core.$ZodType): boolean {
  for (let wrapper = wrapperOf(schema); wrapper; wrapper = wrapperOf(wrapper.inner)) {
    if (wrapper.type === 'nullable') return true;
  }
  return false;
}

/** Whether a missing value gets a default (under optional or nullable wrappers). */
export function hasDefault(schema: z.core.$ZodType): boolean {
  for (let wrapper = wrapperOf(schema); wrapper; wrapper = wrapperOf(wrapper.inner)) {
    if (wrapper.type === 'default') return true;
  }
  return false;
}

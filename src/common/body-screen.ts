import { defaultMetadataStorage } from 'class-transformer/cjs/storage.js';
import { getMetadataStorage, ValidationTypes } from 'class-validator';
import { InvalidInputError } from './errors.js';

/**
 * Deeper than any request the API defines (a dialogue line's text is three levels
 * down), shallow enough that no recursive copy or check can exhaust the stack.
 */
export const MAX_BODY_DEPTH = 32;

/** Unknown property names are quoted in errors up to this length. */
const NAME_SHOWN = 64;

/** The most elements an array property lets through to validation, and the refusal beyond. */
interface ArrayBudget {
  readonly maxItems: number;
  readonly message: string;
}

/**
 * What a DTO class accepts: its validated properties, the DTOs nested under them and the
 * budget of each property that takes an array; any other property takes a single value.
 */
interface DtoShape {
  readonly properties: ReadonlySet<string>;
  readonly nested: ReadonlyMap<string, DtoShape | undefined>;
  readonly arrays: ReadonlyMap<string, ArrayBudget>;
  /** Properties that take a free-form object, by their most keys (see ObjectBudgetOf). */
  readonly objects: ReadonlyMap<string, ArrayBudget>;
}

interface Pending {
  value: unknown;
  path: string;
  depth: number;
  /** Set when the value is meant to be an instance of that DTO. */
  shape?: DtoShape;
}

type ValidationMetadata = ReturnType<
  ReturnType<typeof getMetadataStorage>['getTargetValidationMetadatas']
>[number];

const shapes = new WeakMap<object, DtoShape | undefined>();
const budgets = new WeakMap<object, Map<string, ArrayBudget>>();
const objectBudgets = new WeakMap<object, Map<string, ArrayBudget>>();

/**
 * The size an array property is screened to when its documented limit is checked later,
 * by the service with its own message (a dialogue's lines): a coarse bound that keeps
 * the validators' walk short. A property taking an array needs this or `@ArrayMaxSize`.
 */
export function ArrayBudgetOf(maxItems: number, message: string): PropertyDecorator {
  return (target, property) => {
    const own = budgets.get(target.constructor) ?? new Map<string, ArrayBudget>();
    own.set(String(property), { maxItems, message });
    budgets.set(target.constructor, own);
  };
}

/**
 * A property that takes an object of its caller's own keys (a job's `metadata`), refused
 * past `maxKeys` keys before anything walks it; its values are screened as any value is.
 * Without this a structure sent for a property is taken for a single value and emptied.
 */
export function ObjectBudgetOf(maxKeys: number, message: string): PropertyDecorator {
  return (target, property) => {
    const own = objectBudgets.get(target.constructor) ?? new Map<string, ArrayBudget>();
    own.set(String(property), { maxItems: maxKeys, message });
    objectBudgets.set(target.constructor, own);
  };
}

/**
 * Screens a request value before class-transformer and class-validator see it, in one
 * pass linear in its size, without recursion:
 * - nesting deeper than MAX_BODY_DEPTH is refused (their recursive copy overflows the stack);
 * - a property the DTO does not declare is refused at the first one met (class-transformer
 *   deduplicates property names in time quadratic in their count: 300,000 unknown keys
 *   held the event loop for 48 s);
 * - an array longer than its property's budget is refused before anything walks it (a
 *   million-element `segments` held the event loop for 17 s in the validators), and an
 *   array or object sent for a single-valued property is replaced by an empty one, whose
 *   refusal the validator words as usual (`password must be a string`) in constant time;
 * - a nested DTO must be an object (`segments: [[]]`), and strings may not hold NUL,
 *   which PostgreSQL cannot store;
 * - a DTO property sent as `null` is dropped, so that it reads as absent, which is what
 *   the services check for (`{"text": null}` is then "text is required ...").
 * `name` is the parameter's name for query or path values, empty for a whole body.
 */
export function screenRequestValue(value: unknown, dto: unknown, name = ''): void {
  const root = dtoShape(dto);
  if (root && value !== undefined && value !== null && !isPlainObject(value)) {
    throw new InvalidInputError('Request body must be a JSON object');
  }
  const pending: Pending[] = [{ value, path: name, depth: 0, shape: root }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const { value: current, path, shape } = item;
    if (typeof current === 'string') {
      if (current.includes('\0')) {
        throw new InvalidInputError(`${path || 'Request body'} must not contain NUL characters`);
      }
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    const depth = item.depth + 1;
    if (depth > MAX_BODY_DEPTH) {
      throw new InvalidInputError(`Request body is nested more than ${MAX_BODY_DEPTH} levels deep`);
    }
    if (Array.isArray(current)) {
      current.forEach((element, index) =>
        pending.push({ value: element, path: join(path, String(index)), depth }),
      );
      continue;
    }
    const record = current as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const keyPath = join(path, key);
      if (shape) {
        if (!shape.properties.has(key)) {
          throw new InvalidInputError(`property ${shown(keyPath)} should not exist`);
        }
        if (record[key] === null) {
          delete record[key];
          continue;
        }
        if (!withinBudget(record, key, keyPath, shape)) continue;
        if (shape.nested.has(key)) {
          pushNested(pending, record[key], keyPath, depth, shape.nested.get(key));
          continue;
        }
      }
      pending.push({ value: record[key], path: keyPath, depth });
    }
  }
}

/**
 * Checks an array against its property's budget; a structure sent for a single value is
 * swapped for an empty one of its kind, and false says there is nothing left to walk.
 */
function withinBudget(
  record: Record<string, unknown>,
  key: string,
  path: string,
  shape: DtoShape,
): boolean {
  const value = record[key];
  if (typeof value !== 'object' || value === null) return true;
  const budget = shape.arrays.get(key);
  if (budget) {
    if (Array.isArray(value) && value.length > budget.maxItems) {
      const { message } = budget;
      throw new InvalidInputError(
        message.startsWith(key) ? path + message.slice(key.length) : message,
      );
    }
    return true;
  }
  if (shape.nested.has(key) && !Array.isArray(value)) return true;
  const objectBudget = shape.objects.get(key);
  if (objectBudget && !Array.isArray(value)) {
    // The body's values are bounded before it is parsed, so counting its keys is cheap.
    if (Object.keys(value).length > objectBudget.maxItems) {
      throw new InvalidInputError(objectBudget.message);
    }
    return true;
  }
  record[key] = Array.isArray(value) ? [] : {};
  return false;
}

/** A nested DTO value is one object, or an array of them (`@ValidateNested({ each })`). */
function pushNested(
  pending: Pending[],
  value: unknown,
  path: string,
  depth: number,
  shape: DtoShape | undefined,
): void {
  if (!Array.isArray(value)) {
    pending.push({ value, path, depth, shape });
    return;
  }
  if (depth + 1 > MAX_BODY_DEPTH) {
    throw new InvalidInputError(`Request body is nested more than ${MAX_BODY_DEPTH} levels deep`);
  }
  value.forEach((element, index) => {
    const elementPath = join(path, String(index));
    if (!isPlainObject(element)) throw new InvalidInputError(`${elementPath} must be an object`);
    pending.push({ value: element, path: elementPath, depth: depth + 1, shape });
  });
}

/** Read once per class from the decorators' own metadata; undefined for a non-DTO. */
function dtoShape(dto: unknown): DtoShape | undefined {
  if (typeof dto !== 'function') return undefined;
  if (shapes.has(dto)) return shapes.get(dto);
  shapes.set(dto, undefined); // a DTO that nests itself stops here
  const metadatas = getMetadataStorage().getTargetValidationMetadatas(dto, '', false, false);
  if (metadatas.length === 0) return undefined;
  const nested = new Map<string, DtoShape | undefined>();
  for (const metadata of metadatas) {
    if (metadata.type !== ValidationTypes.NESTED_VALIDATION) continue;
    const type = defaultMetadataStorage.findTypeMetadata(dto, metadata.propertyName);
    nested.set(metadata.propertyName, type ? dtoShape(type.typeFunction()) : undefined);
  }
  const shape = {
    properties: new Set(metadatas.map((m) => m.propertyName)),
    nested,
    arrays: arrayBudgets(dto, metadatas),
    objects: new Map(
      metadatas.flatMap(({ propertyName }) => {
        const budget = declaredBudget(objectBudgets, dto, propertyName);
        return budget ? [[propertyName, budget] as const] : [];
      }),
    ),
  };
  shapes.set(dto, shape);
  return shape;
}

/**
 * The budget of every property validated as an array (`@IsArray`, or any check with
 * `each`): its `@ArrayBudgetOf`, the nearest class first, else its `@ArrayMaxSize`. An
 * array property with neither is a mistake in the DTO, refused on first use.
 */
function arrayBudgets(dto: object, metadatas: ValidationMetadata[]): Map<string, ArrayBudget> {
  const arrays = new Map<string, ArrayBudget>();
  for (const { propertyName } of metadatas.filter((m) => m.name === 'isArray' || m.each)) {
    if (arrays.has(propertyName)) continue;
    const budget = declaredBudget(budgets, dto, propertyName) ?? maxSizeOf(metadatas, propertyName);
    if (!budget) {
      throw new Error(
        `${String((dto as { name?: string }).name)}.${propertyName} takes an array without a size limit`,
      );
    }
    arrays.set(propertyName, budget);
  }
  return arrays;
}

function declaredBudget(
  declared: WeakMap<object, Map<string, ArrayBudget>>,
  dto: object,
  property: string,
): ArrayBudget | undefined {
  for (let type: object | null = dto; type; type = Object.getPrototypeOf(type) as object | null) {
    const budget = declared.get(type)?.get(property);
    if (budget) return budget;
  }
  return undefined;
}

function maxSizeOf(metadatas: ValidationMetadata[], property: string): ArrayBudget | undefined {
  const limit = metadatas.find((m) => m.propertyName === property && m.name === 'arrayMaxSize');
  if (!limit) return undefined;
  const maxItems = Number(limit.constraints[0]);
  const message =
    typeof limit.message === 'string'
      ? limit.message
      : `${property} must contain no more than ${maxItems} elements`;
  return { maxItems, message };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function join(parent: string, key: string): string {
  return parent ? `${parent}.${key}` : key;
}

function shown(name: string): string {
  return name.length > NAME_SHOWN ? `${name.slice(0, NAME_SHOWN)}…` : name;
}

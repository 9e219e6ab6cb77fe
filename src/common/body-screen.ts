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

/** What a DTO class accepts: its validated properties and the DTOs nested under them. */
interface DtoShape {
  readonly properties: ReadonlySet<string>;
  readonly nested: ReadonlyMap<string, DtoShape | undefined>;
}

interface Pending {
  value: unknown;
  path: string;
  depth: number;
  /** Set when the value is meant to be an instance of that DTO. */
  shape?: DtoShape;
}

const shapes = new WeakMap<object, DtoShape | undefined>();

/**
 * Screens a request value before class-transformer and class-validator see it, in one
 * pass linear in its size, without recursion:
 * - nesting deeper than MAX_BODY_DEPTH is refused (their recursive copy overflows the stack);
 * - a property the DTO does not declare is refused at the first one met (class-transformer
 *   deduplicates property names in time quadratic in their count: 300,000 unknown keys
 *   held the event loop for 48 s);
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
        if (shape.nested.has(key)) {
          pushNested(pending, record[key], keyPath, depth, shape.nested.get(key));
          continue;
        }
      }
      pending.push({ value: record[key], path: keyPath, depth });
    }
  }
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
  const shape = { properties: new Set(metadatas.map((m) => m.propertyName)), nested };
  shapes.set(dto, shape);
  return shape;
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

import { contract } from '@agency/contracts';
import { describe, expect, it } from 'vitest';

// Security round 3: every value a caller sends has a bound the contract states, so no field's size is
// limited only by the body limit. A string is bounded by maxLength, enum or const, or by a format or
// pattern (whose checks refuse more than 2,048 characters before running); a file by the upload limit.
type Schema = Record<string, unknown>;
const schemas = contract.components.schemas as Record<string, Schema>;

function resolve(node: Schema): Schema {
  const ref = node.$ref;
  return typeof ref === 'string' ? (schemas[ref.replace('#/components/schemas/', '')] ?? {}) : node;
}

const SKIPPED = new Set(['examples', 'example', 'enum', 'const', 'default', 'description']);

function unbounded(node: unknown, at: string, seen: Set<Schema>, out: string[]): string[] {
  if (Array.isArray(node)) {
    for (const [index, item] of node.entries()) unbounded(item, `${at}/${index}`, seen, out);
    return out;
  }
  if (node === null || typeof node !== 'object') return out;
  const schema = resolve(node as Schema);
  if (seen.has(schema)) return out;
  seen.add(schema);
  const types = ([] as unknown[]).concat(schema.type ?? []);
  const bounded = ['maxLength', 'enum', 'const', 'format', 'pattern', 'contentMediaType'].some(
    (key) => schema[key] !== undefined,
  );
  if (types.includes('string') && !bounded) out.push(`${at}: string without maxLength`);
  if (types.includes('array') && schema.maxItems === undefined)
    out.push(`${at}: array without maxItems`);
  if (
    (types.includes('integer') || types.includes('number')) &&
    schema.maximum === undefined &&
    schema.exclusiveMaximum === undefined &&
    schema.enum === undefined &&
    schema.const === undefined
  )
    out.push(`${at}: number without maximum`);
  if (typeof schema.additionalProperties === 'object' && schema.maxProperties === undefined)
    out.push(`${at}: map without maxProperties`);
  for (const [key, child] of Object.entries(schema)) {
    if (!SKIPPED.has(key)) unbounded(child, `${at}/${key}`, seen, out);
  }
  return out;
}

describe('"every field has a size limit": the request side of the contract', () => {
  it('every string, array, number and map a request can carry is bounded', () => {
    const found = Object.entries(schemas)
      .filter(([name]) => name.endsWith('Request'))
      .flatMap(([name, schema]) => unbounded(schema, name, new Set(), []));
    expect(found).toEqual([]);
  });
});

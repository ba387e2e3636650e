import { contract } from '@agency/contracts';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { createContractValidator } from '../src/access/contract-validator';

// The request validators skip ajv's check of the document they add (contract-validator.ts): it reads
// the contract as one schema, whose `components` is no keyword, so it never looked at a named schema.
// Each named schema is checked here instead.
function schemaErrors(schemas: Record<string, unknown>) {
  const ajv = new Ajv2020({ strict: false });
  return Object.entries(schemas).flatMap(([name, schema]) =>
    ajv.validateSchema(schema as object) ? [] : [{ name, errors: ajv.errors }],
  );
}

describe("the contract's named schemas", () => {
  it('are valid JSON Schema 2020-12, as the request validators read them', () => {
    expect(Object.keys(contract.components.schemas).length).toBeGreaterThan(50);
    expect(schemaErrors(contract.components.schemas)).toEqual([]);
  });

  it('each compile in both request validators (patterns, formats and every $ref resolved)', () => {
    // The meta-schema check above neither resolves a $ref nor compiles a pattern: compiling does.
    for (const validator of [
      createContractValidator(),
      createContractValidator({ coerceTypes: true }),
    ]) {
      for (const name of Object.keys(contract.components.schemas)) {
        expect(() => validator.check(name, {}), name).not.toThrow();
      }
    }
  });

  it('a schema JSON Schema does not allow is found', () => {
    const broken = { ...contract.components.schemas, Broken: { type: 'text', minLength: -1 } };
    expect(schemaErrors(broken)).toEqual([expect.objectContaining({ name: 'Broken' })]);
  });
});

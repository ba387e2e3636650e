import { contract } from '@agency/contracts';
import { LANGUAGES } from '@agency/core';
import { WEEKDAYS } from '@agency/core/forms';
import { describe, expect, it } from 'vitest';

// Core writes the weekday and language lists once; the contract's schemas must name the same values.
function propertyNameEnums(node: unknown, found: unknown[][] = []): unknown[][] {
  if (typeof node !== 'object' || node === null) return found;
  const schema = node as Record<string, unknown>;
  const names = schema.propertyNames as { enum?: unknown[] } | undefined;
  if (names?.enum) found.push(names.enum);
  for (const value of Object.values(schema)) propertyNameEnums(value, found);
  return found;
}

describe("core's vocabularies equal the contract's", () => {
  it("WEEKDAYS are the day keys of every opening-hours object, in the contract's order", () => {
    const enums = propertyNameEnums(contract.components.schemas);
    expect(enums.length).toBeGreaterThan(1);
    for (const days of enums) expect(days).toEqual([...WEEKDAYS]);
  });

  it('LANGUAGES are the Lang enum', () => {
    expect((contract.components.schemas.Lang as { enum: unknown[] }).enum).toEqual([...LANGUAGES]);
  });
});

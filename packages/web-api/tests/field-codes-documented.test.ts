import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contract } from '@agency/contracts';
import { describe, expect, it } from 'vitest';

// The stable codes a client words problems by must all be in the contract (issue 16).
const SRC = join(import.meta.dirname, '../src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [readFileSync(join(dir, entry.name), 'utf8')]
        : [],
  );
}

// The string literals of a union type declared in a source file.
function unionOf(file: string, type: string): string[] {
  const text = readFileSync(join(SRC, file), 'utf8');
  const body = new RegExp(`export type ${type} =([^;]+);`).exec(text)?.[1] ?? '';
  return [...body.matchAll(/'([\w-]+)'/g)].map((match) => match[1] as string);
}

type Schema = { properties: Record<string, { description: string }> };
const schemas = (contract as unknown as { components: { schemas: Record<string, Schema> } })
  .components.schemas;
const words = (schema: string) =>
  new Set(schemas[schema]?.properties.code?.description.match(/\w+/g) ?? []);

describe('every field error code web-api answers is documented in the contract', () => {
  it('the codes of fieldError and fieldProblem calls are in FieldError.code', () => {
    const used = new Set(
      sources(SRC).flatMap((text) =>
        [...text.matchAll(/\b(?:fieldError|fieldProblem)\(\s*[^,()]+,\s*'(\w+)'/g)].map(
          (match) => match[1] as string,
        ),
      ),
    );
    expect(used.size).toBeGreaterThan(10);
    const documented = words('FieldError');
    expect([...used].filter((code) => !documented.has(code))).toEqual([]);
  });

  it('the import file codes are in FieldError.code, the row codes in ImportRowError.code', () => {
    const fileCodes = unionOf('import/import-file-error.ts', 'ImportFileErrorCode');
    const rowCodes = unionOf('import/import-types.ts', 'FieldErrorCode');
    expect(fileCodes).toContain('MISSING_COLUMNS');
    expect(rowCodes).toContain('hours_overlap');
    const field = words('FieldError');
    const row = words('ImportRowError');
    expect(fileCodes.filter((code) => !field.has(code))).toEqual([]);
    expect(rowCodes.filter((code) => !row.has(code))).toEqual([]);
  });
});

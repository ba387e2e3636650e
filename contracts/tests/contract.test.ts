import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { contract, WEB_OPERATIONS } from '@agency/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = join(import.meta.dirname, '..', '..');
const bin = (name: string) => join(root, 'node_modules', '.bin', name);
const yamlPath = join(root, 'contracts', 'web.openapi.yaml');
const config = join(root, 'contracts', 'redocly.yaml');
const schemas = contract.components.schemas;

let scratch = '';
beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'contracts-'));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

describe('the /web contract', () => {
  it('passes the OpenAPI linter (redocly lint, recommended-strict)', async () => {
    const { stdout, stderr } = await run(bin('redocly'), ['lint', yamlPath, '--config', config]);
    expect(`${stdout}${stderr}`).toContain('Your API description is valid');
  }, 60_000);

  it('has committed types (web.d.ts) that match the yaml: run `npm run contracts:generate` when this fails', async () => {
    const fresh = join(scratch, 'web.d.ts');
    await run(bin('openapi-typescript'), [yamlPath, '-o', fresh]);
    const committed = await readFile(join(root, 'contracts', 'web.d.ts'), 'utf8');
    expect(committed === (await readFile(fresh, 'utf8'))).toBe(true);
  }, 60_000);

  it('has a committed bundle (web.openapi.json) that matches the yaml', async () => {
    const fresh = join(scratch, 'web.openapi.json');
    await run(bin('redocly'), ['bundle', yamlPath, '--config', config, '-o', fresh]);
    const committed = await readFile(join(root, 'contracts', 'web.openapi.json'), 'utf8');
    expect(JSON.parse(committed)).toEqual(JSON.parse(await readFile(fresh, 'utf8')));
  }, 60_000);

  it('has a committed operation map (web-operations.d.ts, web-operations.js) that matches the bundle', async () => {
    await run(process.execPath, [
      join(root, 'contracts', 'scripts', 'generate-operations.mjs'),
      join(root, 'contracts', 'web.openapi.json'),
      scratch,
    ]);
    for (const file of ['web-operations.d.ts', 'web-operations.js']) {
      const committed = await readFile(join(root, 'contracts', file), 'utf8');
      expect(committed === (await readFile(join(scratch, file), 'utf8')), file).toBe(true);
    }
  }, 60_000);

  it('maps every controller/subaction pair to its method and access', () => {
    const requests = Object.values(schemas).filter((schema) => schema['x-method'] !== undefined);
    expect(Object.keys(WEB_OPERATIONS)).toHaveLength(requests.length);
    for (const request of requests as {
      'x-method': string;
      'x-access': string;
      properties: { controller: { const: string }; subaction: { const: string } };
    }[]) {
      const key = `${request.properties.controller.const}/${request.properties.subaction.const}`;
      expect(WEB_OPERATIONS[key as keyof typeof WEB_OPERATIONS], key).toMatchObject({
        method: request['x-method'],
        access: request['x-access'],
      });
    }
  });

  it('names one documented payload and one answer schema, with examples, per controller/subaction pair', () => {
    const requests = Object.keys(schemas).filter((name) => name.endsWith('Request'));
    expect(requests.length).toBeGreaterThan(80);
    for (const name of requests) {
      const request = schemas[name] as {
        description?: string;
        examples?: unknown[];
        'x-method'?: string;
        properties: Record<string, { const?: string }>;
        required: string[];
      };
      const response = schemas[name.replace(/Request$/, 'Response')] as { examples?: unknown[] };
      expect(request.description, name).toBeTruthy();
      expect(request.examples?.length, name).toBeGreaterThan(0);
      expect(['GET', 'POST', 'PUT', 'DELETE'], name).toContain(request['x-method']);
      expect(request.required, name).toEqual(
        expect.arrayContaining(['lang', 'controller', 'subaction']),
      );
      const { controller, subaction } = request.properties;
      expect(
        `${controller?.const}${subaction?.const?.replace(/^./, (c) => c.toUpperCase())}Request`,
      ).toBe(name);
      expect(response?.examples?.length, name).toBeGreaterThan(0);
    }
  });

  it('has one error body with statusCode, code, message and data with field errors', () => {
    const error = schemas.ErrorBody as {
      required: string[];
      properties: { data: { properties: object } };
    };
    expect(error.required).toEqual(['statusCode', 'code', 'message', 'data']);
    expect(error.properties.data.properties).toHaveProperty('fields');
  });

  it('answers 410 with a location header naming the sign-in route', () => {
    const gone = contract.components.responses.Gone as {
      headers: Record<string, { required?: boolean }>;
    };
    expect(gone.headers.location?.required).toBe(true);
  });
});

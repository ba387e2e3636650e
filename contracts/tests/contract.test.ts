import { contract, WEB_OPERATIONS } from '@agency/contracts';
import { describe, expect, it } from 'vitest';
import {
  committedFingerprint,
  currentFingerprint,
  GENERATED_FILES,
} from '../scripts/fingerprint.mjs';

const schemas = contract.components.schemas;
const committed = committedFingerprint();
const current = currentFingerprint();

// `npm run contracts:generate` lints the YAML with Redocly (recommended-strict), generates, and then
// writes contracts/generated.json: the SHA-256 of what it read and wrote. Comparing those is what
// `npm test` does; CI regenerates for real and fails on any difference (.ci/run).
describe('the /web contract', () => {
  it("was generated, after a passing Redocly lint, from the committed yaml, lint config and operation-map script with today's generators: run `npm run contracts:generate` when this fails", () => {
    expect(current.inputs).toEqual(committed.inputs);
    expect(current.tools).toEqual(committed.tools);
  });

  it.each(GENERATED_FILES)('has %s as contracts:generate wrote it (no hand edit since)', (file) => {
    expect(current.outputs[file], file).toBe(committed.outputs[file]);
  });

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

import { contract } from '@agency/contracts';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FieldError } from '../http/web-api-error';

const CONTRACT_ID = 'https://agency.example/web.openapi.json';

function createAjv(coerceTypes: boolean): Ajv2020 {
  // strict off: OpenAPI keywords (x-method, example) sit beside JSON Schema ones.
  const ajv = new Ajv2020({ strict: false, allErrors: true, coerceTypes });
  addFormats(ajv);
  ajv.addSchema({ ...contract, $id: CONTRACT_ID });
  return ajv;
}

/** Validates values against the named schemas of the contract (JSON Schema 2020-12). */
export interface ContractValidator {
  /** Checks a value against components.schemas[name]; returns its field errors (empty when valid). */
  check(name: string, value: unknown): FieldError[];
}

/** A validator; `coerceTypes` turns query-string text into the numbers and booleans the schema asks for. */
export function createContractValidator(
  options: { coerceTypes?: boolean } = {},
): ContractValidator {
  const ajv = createAjv(options.coerceTypes ?? false);
  const compiled = new Map<string, ValidateFunction>();
  return {
    check(name, value) {
      let validate = compiled.get(name);
      if (!validate) {
        validate = ajv.getSchema(`${CONTRACT_ID}#/components/schemas/${name}`);
        if (!validate) throw new Error(`contract: no schema named ${name}`);
        compiled.set(name, validate);
      }
      const errors = validate(value) ? [] : (validate.errors ?? []).map(toFieldError);
      return [...errors, ...controlCharacterErrors(value, [])];
    },
  };
}

// C0 control characters and DEL; tab, CR and LF are text (multi-line fields, pasted tables).
// PostgreSQL refuses U+0000 in text, and none of the others belongs in a field.
function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) {
      return true;
    }
  }
  return false;
}

/** Field errors for every string, at any depth of the payload, that holds a control character. */
export function controlCharacterErrors(value: unknown, path: string[]): FieldError[] {
  if (typeof value === 'string') {
    if (!hasControlCharacter(value)) return [];
    const field = path.join('.') || '(payload)';
    return [{ field, code: 'control', message: `${field} must not contain control characters` }];
  }
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => controlCharacterErrors(item, [...path, String(index)]));
  }
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      controlCharacterErrors(item, [...path, key]),
    );
  }
  return [];
}

function toFieldError(error: ErrorObject): FieldError {
  const path = error.instancePath.split('/').filter(Boolean);
  const params = error.params as { missingProperty?: string; additionalProperty?: string };
  if (params.missingProperty) path.push(params.missingProperty);
  if (params.additionalProperty) path.push(params.additionalProperty);
  const field = path.join('.') || '(payload)';
  const code = error.keyword === 'additionalProperties' ? 'unknown' : error.keyword;
  const message =
    error.keyword === 'additionalProperties'
      ? `${field} is not a field of this payload`
      : `${field} ${error.message ?? 'is invalid'}`;
  return { field, code, message };
}

import { contract } from '@agency/contracts';
import type { MessageText } from '@agency/core/server-messages';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FieldProblem } from '../http/web-api-error';

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
  /** Checks a value against components.schemas[name]; returns its field problems (empty when valid). */
  check(name: string, value: unknown): FieldProblem[];
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
      const errors = validate(value) ? [] : (validate.errors ?? []).map(toFieldProblem);
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

/** Field problems for every string, at any depth of the payload, that holds a control character. */
export function controlCharacterErrors(value: unknown, path: string[]): FieldProblem[] {
  if (typeof value === 'string') {
    if (!hasControlCharacter(value)) return [];
    const field = path.join('.') || '(payload)';
    return [{ field, code: 'control', text: { id: 'field.control' } }];
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

// The catalog text of each contract keyword; the keyword itself stays the field error's code.
function keywordText(error: ErrorObject): MessageText {
  const params = error.params as { limit?: number; format?: string };
  switch (error.keyword) {
    case 'required':
      return { id: 'field.required' };
    case 'additionalProperties':
      return { id: 'field.unknown' };
    case 'type':
      return { id: 'field.type' };
    case 'format':
      return {
        id:
          params.format === 'email'
            ? 'field.email'
            : params.format === 'uri'
              ? 'field.url'
              : params.format === 'date' || params.format === 'date-time'
                ? 'field.date'
                : 'field.format',
      };
    case 'minLength':
    case 'maxLength':
    case 'minItems':
    case 'maxItems':
    case 'minimum':
    case 'maximum':
      return { id: `field.${error.keyword}`, params: { limit: params.limit ?? 0 } };
    case 'exclusiveMinimum':
      return { id: 'field.minimum', params: { limit: (params.limit ?? 0) + 1 } };
    case 'exclusiveMaximum':
      return { id: 'field.maximum', params: { limit: (params.limit ?? 0) - 1 } };
    case 'enum':
    case 'const':
      return { id: 'field.enum' };
    case 'pattern':
      return { id: 'field.pattern' };
    case 'uniqueItems':
      return { id: 'field.uniqueItems' };
    default:
      return { id: 'field.invalid' };
  }
}

function toFieldProblem(error: ErrorObject): FieldProblem {
  const path = error.instancePath.split('/').filter(Boolean);
  const params = error.params as { missingProperty?: string; additionalProperty?: string };
  if (params.missingProperty) path.push(params.missingProperty);
  if (params.additionalProperty) path.push(params.additionalProperty);
  const field = path.join('.') || '(payload)';
  const code = error.keyword === 'additionalProperties' ? 'unknown' : error.keyword;
  return { field, code, text: keywordText(error) };
}

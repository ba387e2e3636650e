import { contract } from '@agency/contracts';
import { CONTRACT_FORMATS, FORMAT_INPUT_MAX_LENGTH } from '@agency/core/forms';
import type { MessageText } from '@agency/core/server-messages';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import type { RegExpEngine } from 'ajv/dist/types/index.js';
import type { FieldProblem } from '../base/web-api-error';

const CONTRACT_ID = 'https://agency.example/web.openapi.json';

/**
 * The contract's `pattern` engine: a text longer than any patterned field may hold is refused before
 * its pattern runs (ajv's allErrors would otherwise run the pattern after maxLength has failed).
 */
export const boundedRegExp: RegExpEngine = Object.assign(
  (pattern: string, flags: string) => {
    const compiled = new RegExp(pattern, flags);
    return {
      test: (text: string) => text.length <= FORMAT_INPUT_MAX_LENGTH && compiled.test(text),
      // ajv keeps one compiled pattern per `toString()`: each must name its own source.
      toString: () => compiled.toString(),
    };
  },
  { code: 'boundedRegExp' },
);

function createAjv(coerceTypes: boolean): Ajv2020 {
  // strict off: OpenAPI keywords (x-method, example) sit beside JSON Schema ones. The contract is
  // checked against JSON Schema 2020-12 by a test (contract-schema.test.ts), not at each start, where
  // compiling the meta-schema took ~125 of the two validators' ~170 ms.
  const ajv = new Ajv2020({
    strict: false,
    validateSchema: false,
    allErrors: true,
    coerceTypes,
    code: { regExp: boundedRegExp },
  });
  // Core's checks, each linear and bounded in length, are the contract's formats (no other is known).
  for (const [name, check] of Object.entries(CONTRACT_FORMATS)) {
    ajv.addFormat(name, { type: 'string', validate: check });
  }
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

/**
 * Field problems for every string, at any depth of the payload, that holds a control character.
 * Walks with its own stack, never the call stack, so a deep payload costs memory in proportion, not a crash.
 */
export function controlCharacterErrors(value: unknown, path: string[]): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const stack: Array<{ value: unknown; path: string[] }> = [{ value, path }];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const item = next.value;
    if (typeof item === 'string') {
      if (hasControlCharacter(item)) {
        const field = next.path.join('.') || '(payload)';
        problems.push({ field, code: 'control', text: { id: 'field.control' } });
      }
    } else if (item !== null && typeof item === 'object') {
      // Reversed onto the stack, so problems come out in the payload's own order.
      const entries = Array.isArray(item)
        ? item.map((child, index) => [String(index), child] as const)
        : Object.entries(item);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, child] = entries[index] as readonly [string, unknown];
        stack.push({ value: child, path: [...next.path, key] });
      }
    }
  }
  return problems;
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

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { check, type Diagnostics } from 'recheck';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { CONTRACT_FORMATS, FORMAT_INPUT_MAX_LENGTH } from '../src/entries/forms';

const root = join(import.meta.dirname, '../../..');

// Step limits only, no time limits: a busy machine reaches the same verdict as an idle one, and a
// fixed seed makes the fuzzing checker (used for look-arounds) repeat itself.
const PARAMS = {
  timeout: null,
  attackTimeout: null,
  incubationTimeout: null,
  randomSeed: 2026,
} as const;

// `new RegExp(…)` or `RegExp(…)` in a source file: each needs its reason here.
const DYNAMIC_ALLOWED: ReadonlyMap<string, string> = new Map([
  [
    'packages/web-api/src/access/contract-validator.ts',
    "compiles the contract's own `pattern`s, each judged below, behind a length bound",
  ],
]);

interface Found {
  file: string;
  source: string;
  flags: string;
}

function sourceFiles(): string[] {
  return execFileSync('git', ['ls-files', 'packages/*/src/**.ts', 'packages/*/src/**.tsx'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file !== '');
}

function regexesIn(file: string): { literals: Found[]; dynamic: string[] } {
  const text = readFileSync(join(root, file), 'utf8');
  const tsx = file.endsWith('.tsx');
  const tree = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    tsx ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const literals: Found[] = [];
  const dynamic: string[] = [];
  const visit = (node: ts.Node): void => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const literal = (node as ts.RegularExpressionLiteral).text;
      const end = literal.lastIndexOf('/');
      literals.push({ file, source: literal.slice(1, end), flags: literal.slice(end + 1) });
    }
    if (
      (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
      node.expression.getText(tree) === 'RegExp'
    ) {
      dynamic.push(node.getText(tree));
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return { literals, dynamic };
}

interface SchemaWalk {
  patterns: Array<{ at: string; pattern: string; maxLength: unknown }>;
  formats: Set<string>;
}

function walkContract(value: unknown, at: string, found: SchemaWalk): SchemaWalk {
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      walkContract(item, `${at}/${index}`, found);
    });
  } else if (value !== null && typeof value === 'object') {
    const schema = value as Record<string, unknown>;
    if (typeof schema.pattern === 'string' && schema.type !== undefined) {
      found.patterns.push({ at, pattern: schema.pattern, maxLength: schema.maxLength });
    }
    if (typeof schema.format === 'string' && schema.type !== undefined) {
      found.formats.add(schema.format);
    }
    for (const [key, child] of Object.entries(schema)) walkContract(child, `${at}/${key}`, found);
  }
  return found;
}

async function verdict(source: string, flags: string): Promise<string> {
  const result: Diagnostics = await check(source, flags, PARAMS);
  if (result.status === 'vulnerable') {
    return `vulnerable (${result.complexity.type}), attack ${JSON.stringify(result.attack.pattern)}`;
  }
  if (result.status === 'unknown') return `unknown (${result.error.kind})`;
  return 'safe';
}

const contract = JSON.parse(
  readFileSync(join(root, 'contracts/web.openapi.json'), 'utf8'),
) as unknown;
const schemas = walkContract(contract, '#', { patterns: [], formats: new Set() });
const files = sourceFiles();
const scanned = files.map((file) => ({ file, ...regexesIn(file) }));

describe('"every regular expression that touches input runs in linear time" (ReDoS checker)', () => {
  it('finds the regular expressions it judges (the scan is not empty)', () => {
    expect(schemas.patterns.length).toBeGreaterThan(10);
    expect(scanned.flatMap((entry) => entry.literals).length).toBeGreaterThan(50);
  });

  it('each `pattern` of the contract is safe as ajv runs it (unicode flag)', async () => {
    const unsafe: string[] = [];
    for (const pattern of new Set(schemas.patterns.map((entry) => entry.pattern))) {
      const result = await verdict(pattern, 'u');
      if (result !== 'safe') unsafe.push(`${pattern}: ${result}`);
    }
    expect(unsafe).toEqual([]);
  });

  it('each regular expression literal in packages/*/src is safe', async () => {
    const unsafe: string[] = [];
    for (const { file, source, flags } of scanned.flatMap((entry) => entry.literals)) {
      const result = await verdict(source, flags);
      if (result !== 'safe') unsafe.push(`${file}: /${source}/${flags}: ${result}`);
    }
    expect(unsafe).toEqual([]);
  });

  it('a regular expression built at run time is named, with its reason, in the allow-list', () => {
    const unlisted = scanned
      .filter((entry) => entry.dynamic.length > 0 && !DYNAMIC_ALLOWED.has(entry.file))
      .map((entry) => `${entry.file}: ${entry.dynamic.join(', ')}`);
    expect(unlisted).toEqual([]);
    const stale = [...DYNAMIC_ALLOWED.keys()].filter(
      (file) => !scanned.some((entry) => entry.file === file && entry.dynamic.length > 0),
    );
    expect(stale).toEqual([]);
  });

  it("each `format` the contract uses is one of core's checks (no other format library runs)", () => {
    expect([...schemas.formats].filter((format) => !(format in CONTRACT_FORMATS))).toEqual([]);
  });
});

describe('"a length limit is enforced before any pattern runs"', () => {
  it('every patterned string of the contract has a maxLength within the bound the validator applies first', () => {
    const unbounded = schemas.patterns.filter(
      (entry) =>
        typeof entry.maxLength !== 'number' ||
        // A fixed-width pattern (`^[0-9]{6}$`, `^[A-Z]{2}$`) bounds itself.
        (entry.maxLength as number) > FORMAT_INPUT_MAX_LENGTH,
    );
    expect(
      unbounded
        .filter((entry) => !/^\^[^*+]*\$$/.test(entry.pattern))
        .map((entry) => `${entry.at}: ${entry.pattern}`),
    ).toEqual([]);
  });

  it.each(Object.entries(CONTRACT_FORMATS))(
    'the %s check refuses a text past the bound',
    (_name, isValid) => {
      const long = {
        date: '2026-01-01'.padEnd(FORMAT_INPUT_MAX_LENGTH + 1, '1'),
        'date-time': `2026-01-01T00:00:00.${'1'.repeat(FORMAT_INPUT_MAX_LENGTH)}Z`,
        email: `a@${'b'.repeat(FORMAT_INPUT_MAX_LENGTH)}.com`,
        uri: `https://a.example/${'c'.repeat(FORMAT_INPUT_MAX_LENGTH)}`,
        uuid: `00000000-0000-0000-0000-${'0'.repeat(FORMAT_INPUT_MAX_LENGTH)}`,
      }[_name as keyof typeof CONTRACT_FORMATS];
      expect(isValid(long)).toBe(false);
    },
  );
});

describe('"no input drives CPU beyond linear": uniqueItems', () => {
  it('every uniqueItems array has items of an inline scalar type (the validator then compares by a set)', () => {
    const pairwise: string[] = [];
    const visit = (value: unknown, at: string): void => {
      if (Array.isArray(value)) {
        for (const [index, item] of value.entries()) visit(item, `${at}/${index}`);
        return;
      }
      if (value === null || typeof value !== 'object') return;
      const schema = value as Record<string, unknown>;
      if (schema.uniqueItems === true) {
        const items = schema.items as { type?: unknown } | undefined;
        const scalar = ['string', 'number', 'integer', 'boolean'].includes(String(items?.type));
        if (!scalar) pairwise.push(at);
      }
      for (const [key, child] of Object.entries(schema)) visit(child, `${at}/${key}`);
    };
    visit(contract, '#');
    expect(pairwise).toEqual([]);
  });
});

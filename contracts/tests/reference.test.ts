import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { WEB_OPERATIONS } from '@agency/contracts';
import { describe, expect, it } from 'vitest';

// The written reference (the yaml's descriptions and docs/contract/index.html) read as an integrator reads it.
const root = join(import.meta.dirname, '..', '..');

interface Bundle {
  tags: { name: string; description?: string }[];
  paths: {
    '/web': Record<string, { description: string; responses: Record<string, { $ref?: string }> }>;
  };
  components: {
    schemas: Record<string, { 'x-method'?: string; 'x-access'?: string }>;
    responses: Record<
      string,
      {
        content: {
          'application/json': {
            example?: { statusCode: number };
            examples?: Record<string, { value: { statusCode: number } }>;
          };
        };
      }
    >;
  };
}

const bundle = JSON.parse(
  await readFile(join(root, 'contracts', 'web.openapi.json'), 'utf8'),
) as Bundle;
const html = await readFile(join(root, 'docs', 'contract', 'index.html'), 'utf8');
const pairs = Object.entries(WEB_OPERATIONS);

function schemaName(pair: string): string {
  const [controller, subaction] = pair.split('/') as [string, string];
  return `${controller}${subaction.replace(/^./, (c) => c.toUpperCase())}Request`;
}

/** The `pair (access)` rows of a markdown text, sorted. */
function accessRows(text: string, pattern: RegExp): string[] {
  return [...text.matchAll(pattern)].map((match) => `${match[1]} (${match[2]})`).sort();
}

function expectedRows(method: string): string[] {
  return pairs
    .filter(([, info]) => info.method === method)
    .map(([pair, info]) => `${pair} (${info.access})`)
    .sort();
}

describe('the contract reference', () => {
  it.each(['GET', 'POST', 'PUT', 'DELETE'])(
    "lists every %s pair with its x-access in the method's access table",
    (method) => {
      const operation = bundle.paths['/web'][method.toLowerCase()];
      const rows = accessRows(operation?.description ?? '', /^\| (\w+\/\w+) \((\w+)\) \|/gm);
      expect(rows).toEqual(expectedRows(method));
    },
  );

  it('shows each GET payload, field by field, in the section GET payloads with its access', () => {
    const section = bundle.tags.find((tag) => tag.name === 'GET payloads')?.description ?? '';
    expect(accessRows(section, /^## (\w+\/\w+) \((\w+)\)$/gm)).toEqual(expectedRows('GET'));
    for (const [pair, info] of pairs.filter(([, info]) => info.method === 'GET')) {
      const reference = `{% schemaDefinition schemaRef="#/components/schemas/${schemaName(pair)}" /%}`;
      expect(section, pair).toContain(`## ${pair} (${info.access})\n\n${reference}`);
      // The HTML reference carries the section (docs/contract/index.html is built from the yaml).
      expect(html, pair).toContain(JSON.stringify(reference).slice(1, -1));
    }
  });

  it('shows under each error status an example of that status', () => {
    const statuses = new Map<string, string>();
    for (const operation of Object.values(bundle.paths['/web'])) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (response.$ref)
          statuses.set(response.$ref.replace('#/components/responses/', ''), status);
      }
    }
    expect(statuses.size).toBeGreaterThan(5);
    for (const [name, status] of statuses) {
      const content = bundle.components.responses[name]?.content['application/json'];
      const examples = [
        ...(content?.example ? [content.example] : []),
        ...Object.values(content?.examples ?? {}).map((example) => example.value),
      ];
      expect(examples.length, name).toBeGreaterThan(0);
      for (const example of examples) expect(String(example.statusCode), name).toBe(status);
    }
  });
});

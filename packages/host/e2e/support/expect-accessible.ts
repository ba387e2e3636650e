import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** One element behind a serious or critical violation: the rule, the element and axe's summary. */
export interface SeriousNode {
  rule: string;
  impact: string;
  target: string;
  summary: string;
}

/** Runs axe-core (its source injected, as the suite's browser helper does) and names each element of a serious or critical violation. */
export async function seriousNodes(page: Page): Promise<SeriousNode[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    type Result = {
      violations: Array<{
        id: string;
        impact: string | null;
        nodes: Array<{ target: unknown[]; html: string; failureSummary?: string }>;
      }>;
    };
    const axe = (window as unknown as { axe: { run(context: Document): Promise<Result> } }).axe;
    const result = await axe.run(document);
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .flatMap((violation) =>
        violation.nodes.map((node) => ({
          rule: violation.id,
          impact: violation.impact ?? '',
          target: `${node.target.join(' ')} ${node.html.slice(0, 160)}`,
          summary: (node.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240),
        })),
      );
  });
}

/** Asserts that axe-core finds no serious or critical violation on the page as it is now, naming the elements when it does. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  expect(await seriousNodes(page), `axe-core on ${screen}`).toEqual([]);
}

/**
 * axe-core in a Playwright page: inject the library from node_modules, run it on the page as it is now, and
 * fail on serious or critical violations with a list a person can read (rule, impact, element, why).
 *
 *   await expectAccessible(page, 'lobby');          // throws on serious/critical violations
 *   const { violations } = await runAxe(page);       // everything axe found, to inspect or log
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { AxeResults, ImpactValue, Result, RunOptions } from 'axe-core';

const require = createRequire(import.meta.url);
let source: string | null = null;

/** axe-core's own script, read once. */
function axeSource(): string {
  source ??= fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  return source;
}

/** Defines `window.axe` in the page unless it is there (evaluated through the debugger protocol, so no CSP applies). */
async function inject(page: Page) {
  const present = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  if (!present) await page.evaluate(axeSource());
}

export interface AxeOptions {
  /** What to check: a CSS selector (default the whole document). */
  include?: string;
  /** CSS selectors to leave out. */
  exclude?: string[];
  /** axe run options (rules switched off, tags); by default every WCAG 2.x A/AA rule and best practice. */
  run?: RunOptions;
}

/** Runs axe on the page as it is and returns its results. */
export async function runAxe(page: Page, o: AxeOptions = {}): Promise<AxeResults> {
  await inject(page);
  const context = o.include || o.exclude ? { include: o.include ? [o.include] : undefined, exclude: o.exclude?.map((s) => [s]) } : undefined;
  return page.evaluate(
    async ({ context, run }) => {
      const axe = (window as unknown as { axe: { run(c: unknown, o: unknown): Promise<unknown> } }).axe;
      // The results cross back as JSON: drop element references.
      return JSON.parse(JSON.stringify(await axe.run(context ?? document, { ...run, elementRef: false })));
    },
    { context, run: o.run ?? {} },
  ) as Promise<AxeResults>;
}

const RANK: Record<string, number> = { minor: 0, moderate: 1, serious: 2, critical: 3 };

/** The violations at `min` impact or above. */
export function atLeast(violations: Result[], min: NonNullable<ImpactValue>): Result[] {
  return violations.filter((v) => (RANK[v.impact ?? 'minor'] ?? 0) >= RANK[min]!);
}

/** One line per element: `[serious] color-contrast: Elements must meet... — .dx-no  (Fix: ...)`. */
export function describeViolations(violations: Result[]): string {
  const lines: string[] = [];
  for (const v of violations) {
    lines.push(`[${v.impact}] ${v.id}: ${v.help} (${v.nodes.length} element${v.nodes.length === 1 ? '' : 's'}) ${v.helpUrl}`);
    for (const n of v.nodes.slice(0, 8)) {
      const why = (n.failureSummary ?? '').replace(/\s+/g, ' ').trim();
      lines.push(`    ${n.target.join(' ')}  ${n.html.slice(0, 120)}\n      ${why.slice(0, 300)}`);
    }
    if (v.nodes.length > 8) lines.push(`    … and ${v.nodes.length - 8} more`);
  }
  return lines.join('\n');
}

/**
 * Fails (assert) when axe finds serious or critical violations on the page; `label` names the page in the
 * message. Returns the results so a test may also look at the moderate ones.
 */
export async function expectAccessible(page: Page, label: string, o: AxeOptions = {}): Promise<AxeResults> {
  const results = await runAxe(page, o);
  const bad = atLeast(results.violations, 'serious');
  assert.equal(bad.length, 0, `axe on ${label}: ${bad.length} serious or critical violation(s)\n${describeViolations(bad)}`);
  return results;
}

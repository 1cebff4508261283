/**
 * Parsing a War of 1812 pack from untrusted JSON (browser-safe: no file system): schema first, then the semantic
 * checks. `defaultWar1812Pack` is the shipped reconstruction, validated when this module loads.
 */
import { War1812PackSchema } from './schema.js';
import type { War1812Pack } from './types.js';
import { validateWar1812Pack, type PackIssue } from './validate.js';
import shipped from './war1812.pack.json' with { type: 'json' };

export type { PackIssue } from './validate.js';

/** A pack that failed validation: `issues` holds every problem found, each with its JSON path. */
export class War1812PackError extends Error {
  readonly issues: PackIssue[];
  constructor(label: string, issues: PackIssue[]) {
    super(`${label}: ${issues.length} problem${issues.length === 1 ? '' : 's'}\n` +
      issues.map((i) => `  ${i.path || '(root)'}: ${i.message}`).join('\n'));
    this.name = 'War1812PackError';
    this.issues = issues;
  }
}

/** Every problem with a raw JSON value as a War of 1812 pack ([] = valid). */
export function checkWar1812Pack(raw: unknown): { pack?: War1812Pack; issues: PackIssue[] } {
  const parsed = War1812PackSchema.safeParse(raw);
  if (!parsed.success) {
    return { issues: parsed.error.issues.map((i) => ({ path: formatPath(i.path), message: i.message })) };
  }
  const pack = parsed.data as War1812Pack;
  return { pack, issues: validateWar1812Pack(pack) };
}

/** The validated pack, or a War1812PackError listing every problem. */
export function parseWar1812Pack(raw: unknown, label = 'war1812 pack'): War1812Pack {
  const { pack, issues } = checkWar1812Pack(raw);
  if (!pack || issues.length) throw new War1812PackError(label, issues);
  return pack;
}

function formatPath(path: readonly PropertyKey[]): string {
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : (i ? '.' : '') + String(p))).join('');
}

const shippedPack: War1812Pack = parseWar1812Pack(shipped, 'war1812.pack.json');

/** The shipped pack (validated once, when this module loads). */
export function defaultWar1812Pack(): War1812Pack {
  return shippedPack;
}

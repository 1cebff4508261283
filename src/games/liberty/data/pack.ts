/**
 * Parsing a Liberty pack from untrusted JSON (browser-safe: no file system): schema first, then the semantic
 * checks. `defaultLibertyPack` is the shipped reconstruction, validated when this module loads.
 */
import { LibertyPackSchema } from './schema.js';
import type { LibertyPack } from './types.js';
import { validateLibertyPack, type PackIssue } from './validate.js';
import shipped from './liberty.pack.json' with { type: 'json' };

/** A pack that failed validation: `issues` holds every problem found, each with its JSON path. */
export class LibertyPackError extends Error {
  readonly issues: PackIssue[];
  constructor(label: string, issues: PackIssue[]) {
    super(`${label}: ${issues.length} problem${issues.length === 1 ? '' : 's'}\n` +
      issues.map((i) => `  ${i.path || '(root)'}: ${i.message}`).join('\n'));
    this.name = 'LibertyPackError';
    this.issues = issues;
  }
}

/** Every problem with a raw JSON value as a Liberty pack ([] = valid). */
export function checkLibertyPack(raw: unknown): { pack?: LibertyPack; issues: PackIssue[] } {
  const parsed = LibertyPackSchema.safeParse(raw);
  if (!parsed.success) {
    return { issues: parsed.error.issues.map((i) => ({ path: formatPath(i.path), message: i.message })) };
  }
  const pack = parsed.data as LibertyPack;
  return { pack, issues: validateLibertyPack(pack) };
}

/** The validated pack, or a LibertyPackError listing every problem. */
export function parseLibertyPack(raw: unknown, label = 'liberty pack'): LibertyPack {
  const { pack, issues } = checkLibertyPack(raw);
  if (!pack || issues.length) throw new LibertyPackError(label, issues);
  return pack;
}

function formatPath(path: readonly PropertyKey[]): string {
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : (i ? '.' : '') + String(p))).join('');
}

export const defaultLibertyPack: LibertyPack = parseLibertyPack(shipped, 'liberty.pack.json');

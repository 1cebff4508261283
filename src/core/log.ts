/**
 * Log entries are structured data: a message key, its parameters and the rule that produced it. Front ends
 * render them in English or Japanese from each game's message catalogue. An entry may be addressed to some
 * sides only (`to`): a side's log never contains what that side may not see.
 */
import { formatRule } from './errors.js';

export interface LogEntry {
  key: string;
  params?: Record<string, string | number | boolean | null | readonly (string | number)[]>;
  rule?: string;
  /** Audience; absent means every side and observers. */
  to?: readonly string[];
}

export type Lang = 'en' | 'ja';
export type Catalogue = Record<string, string>;

/** Entries a given side (or 'observer') may read. */
export function logFor(entries: readonly LogEntry[], side: string): LogEntry[] {
  return entries.filter((e) => !e.to || e.to.includes(side));
}

/** A parameter value as words: ids with a catalogue entry `@id` (side names, places…) are translated. */
function paramText(v: string | number | boolean, catalogue: Catalogue): string {
  return typeof v === 'string' ? (catalogue['@' + v] ?? v) : String(v);
}

/** Render one entry: `{name}` placeholders are filled from params; the rule is appended in brackets. */
export function renderEntry(e: LogEntry, catalogue: Catalogue): string {
  const template = catalogue[e.key] ?? e.key + (e.params ? ' ' + JSON.stringify(e.params) : '');
  const text = template.replace(/\{(\w+)\}/g, (_, k: string) => {
    const v = e.params?.[k];
    if (v === undefined || v === null) return `{${k}}`;
    return Array.isArray(v) ? v.map((x) => paramText(x, catalogue)).join(', ') : paramText(v as string | number | boolean, catalogue);
  });
  return e.rule ? `${text} [${formatRule(e.rule)}]` : text;
}

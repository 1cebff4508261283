/** The card series in use: the shipped reconstruction, validated when loaded. */
import raw from './gettysburg.json' with { type: 'json' };
import { checkCardFile } from './validate.js';
import type { CardDef } from './schema.js';

const check = checkCardFile(raw);
if (!check.ok || !check.file) throw new Error('dixie: the shipped card file is invalid: ' + check.errors.map((e) => `${e.path}: ${e.message}`).join('; '));

export const SERIES: readonly CardDef[] = check.file.cards;
export const PROVENANCE = check.file.provenance;
const byNo = new Map<number, CardDef>(SERIES.map((c) => [c.no, c]));

/** Instance ids: the card number for the first copy, number + 1000·k for further copies of a special (13.9, 12.0). */
export function cardNo(id: number): number {
  return id % 1000;
}
export function card(id: number): CardDef {
  const c = byNo.get(id % 1000);
  if (!c) throw new Error(`dixie: no card number ${id % 1000}`);
  return c;
}
export function hasCard(no: number): boolean {
  return byNo.has(no);
}

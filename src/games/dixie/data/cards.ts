/** The card series in use: the shipped reconstruction, validated when loaded. */
import raw from './gettysburg.json' with { type: 'json' };
import { checkCardFile } from './validate.js';
import type { CardDef } from './schema.js';

const check = checkCardFile(raw);
if (!check.ok || !check.file) throw new Error('dixie: the shipped card file is invalid: ' + check.errors.map((e) => `${e.path}: ${e.message}`).join('; '));

export const SERIES: readonly CardDef[] = check.file.cards;
export const PROVENANCE = check.file.provenance;
/** Cards by number: an array, as every rule asks for a card's data many times a decision (issue 17). */
const byNo: (CardDef | undefined)[] = [];
for (const c of SERIES) byNo[c.no] = c;

/** Instance ids: the card number for the first copy, number + 1000·k for further copies of a special (13.9, 12.0). */
export function cardNo(id: number): number {
  return id % 1000;
}
export function card(id: number): CardDef {
  const c = byNo[id % 1000];
  if (!c) throw new Error(`dixie: no card number ${id % 1000}`);
  return c;
}
export function hasCard(no: number): boolean {
  return byNo[no] !== undefined;
}

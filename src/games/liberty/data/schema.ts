/**
 * zod 4 schema of a Liberty data pack: shapes, enums and ranges only. Cross-references and totals (symmetric
 * hexsides, river chains, ids, setup places, the 14/50/25 totals) are checked by `validate.ts`.
 * Objects are strict so that a misspelt key in a hand-corrected pack is reported, not ignored.
 */
import { z } from 'zod';
import type { LibertyPack } from './types.js';

const provenance = z.enum(['fact', 'rule', 'inference', 'reconstruction']);
const fieldProv = z.strictObject({ prov: provenance, source: z.string().optional() });
const prov = {
  prov: provenance,
  source: z.string().optional(),
  fields: z.record(z.string(), fieldProv).optional(),
};

const hexIdString = z.string().regex(/^r\d{2}c\d$/, 'hex ids look like "r06c5" (row 01-22, column 1-7)');
const colour = z.enum(['red', 'blue', 'orange']);
const zone = z.enum(['north', 'south']);
const id = z.string().regex(/^[a-z][a-z0-9_-]*$/, 'ids are lower-case letters, digits, "_" or "-"');

const town = z.strictObject({
  ...prov,
  name: z.string().min(1),
  nameJa: z.string().optional(),
  value: z.number().int().min(0).max(4),
  colour,
  port: z.boolean(),
  tribe: z.enum(['cherokee', 'mohawk', 'shawnee']).optional(),
});

const hex = z.strictObject({
  ...prov,
  id: hexIdString,
  row: z.number().int().min(1),
  col: z.number().int().min(1),
  kind: z.enum(['land', 'sea', 'lake']),
  half: z.boolean().optional(),
  zone,
  town: town.optional(),
  choke: z.strictObject({ ...prov, guards: z.array(hexIdString).min(1) }).optional(),
});

const hexside = z.strictObject({
  ...prov,
  a: hexIdString,
  b: hexIdString,
  terrain: z.enum(['clear', 'forest', 'marsh', 'water']),
  niagara: z.boolean().optional(),
});

const river = z.strictObject({
  ...prov,
  id,
  name: z.string().min(1),
  nameJa: z.string().optional(),
  kind: z.enum(['river', 'lake']),
  hexes: z.array(hexIdString).min(2),
});

const space = z.strictObject({
  ...prov,
  id: z.enum(['atlantic', 'bwi', 'fwi']),
  name: z.string().min(1),
  nameJa: z.string().optional(),
  value: z.number().int().min(0).max(4),
  colour: colour.optional(),
  zone: zone.optional(),
});

const block = z.strictObject({
  ...prov,
  id,
  name: z.string().min(1),
  nameJa: z.string().optional(),
  /** Muster's own block-face labels (not the publisher's): the whole face label, number included. */
  short: z.string().min(1).max(8).optional(),
  shortJa: z.string().min(1).max(6).optional(),
  side: z.enum(['british', 'american']),
  nation: z.enum(['british', 'hessian', 'loyalist', 'indian', 'american', 'french']),
  type: z.enum(['leader', 'foot', 'light', 'rifle', 'guards', 'militia', 'dragoon', 'warship', 'indian']),
  maxSteps: z.number().int().min(2).max(4),
  fire: z.strictObject({ letter: z.enum(['A', 'B', 'C']), number: z.number().int().min(1).max(6) }),
  move: z.number().int().min(1).max(3),
  home: hexIdString.optional(),
});

const card = z.strictObject({
  ...prov,
  id,
  kind: z.enum(['action', 'supply']),
  value: z.number().int().min(1).max(3),
});

const placement = z.strictObject({
  ...prov,
  block: id,
  at: z.string().min(1),
  steps: z.number().int().min(1).max(4),
});

const optionalRule = z.strictObject({ ...prov, default: z.boolean(), en: z.string().min(1), ja: z.string().optional() });

const year = z.number().int().min(1775).max(1800);
const rules = z.strictObject({
  prov: provenance.optional(),
  source: z.string().optional(),
  fields: z.record(z.string(), fieldProv).optional(),
  startYear: year,
  endYear: year,
  turnsPerYear: z.number().int().min(1).max(10),
  handSize: z.strictObject({
    default: z.number().int().min(1).max(10),
    byYear: z.record(z.string().regex(/^\d{4}$/, 'years are four digits'), z.number().int().min(1).max(10)),
  }),
  victory: z.strictObject({ britishAtLeast: z.number().int().min(1), americanBelow: z.number().int().min(0) }),
  frenchEntry: z.strictObject({ firstWinter: year, twoDiceAtLeast: z.number().int().min(2).max(12) }),
  westIndiesStackLimit: z.number().int().min(1),
  optionalRules: z.record(z.string(), optionalRule),
});

export const LibertyPackSchema = z.strictObject({
  format: z.literal('muster-liberty-pack/1'),
  name: z.string().min(1),
  notice: z.strictObject({ en: z.string().min(1), ja: z.string().min(1) }),
  grid: z.strictObject({ rows: z.number().int().min(1).max(99), cols: z.number().int().min(1).max(9), layout: z.literal('odd-r') }),
  hexes: z.array(hex),
  hexsides: z.array(hexside),
  rivers: z.array(river),
  spaces: z.array(space),
  blocks: z.array(block),
  cards: z.array(card),
  setup: z.strictObject({ ...prov, year, placements: z.array(placement) }),
  rules,
});

// Compile-time guard: the schema's output is exactly the hand-written model in types.ts.
type Output = z.infer<typeof LibertyPackSchema>;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShape: Same<Output, LibertyPack> = true;
void sameShape;

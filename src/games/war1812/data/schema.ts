/**
 * zod 4 schema of a War of 1812 data pack: shapes, enums and ranges only. Cross-references, graph checks and the
 * chart's fixed entries are checked by `validate.ts`. Objects are strict so that a misspelt key in a
 * hand-corrected pack is reported, not ignored.
 */
import { z } from 'zod';
import type { War1812Pack } from './types.js';

const prov = { prov: z.enum(['fact', 'chart', 'design']), source: z.string().optional() };
const id = z.string().regex(/^[a-z][a-z0-9-]*$/, 'ids are lower-case letters, digits or "-"');
const side = z.enum(['british', 'american']);
const unitType = z.enum([
  'regular', 'militia', 'fencible', 'regiment', 'artillery', 'cavalry', 'voyageur', 'ranger', 'indian',
  'gunboat', 'schooner', 'brig', 'ship', 'fleet', 'raiders',
]);
const units = z.partialRecord(unitType, z.number().int().min(0).max(99));

const space = z.strictObject({
  ...prov,
  id,
  name: z.string().min(1),
  nameJa: z.string().min(1),
  kind: z.enum(['land', 'lake', 'sea']),
  lat: z.number(),
  lon: z.number(),
  terrain: z.enum(['settled', 'frontier', 'wilderness', 'indian']).optional(),
  owner: z.enum(['british', 'american', 'native', 'spanish']).optional(),
  location: z.enum(['major', 'minor', 'country', 'frontier', 'fort']).optional(),
  fort: z.number().int().min(0).max(3).optional(),
  lakePort: z.string().optional(),
  portCost: z.number().int().min(0).max(9).optional(),
  coast: z.string().optional(),
  supplySource: side.optional(),
  star: z.boolean().optional(),
  tribe: z.string().optional(),
  westernWilderness: z.boolean().optional(),
  region: z.enum(['us', 'canada', 'maritimes', 'northwest', 'south', 'west', 'florida', 'water']),
});

const connection = z.strictObject({
  ...prov,
  a: z.string().min(1),
  b: z.string().min(1),
  route: z.enum(['water', 'stage', 'settled', 'frontier', 'indian', 'trail', 'lake', 'sea']),
  dotted: z.boolean().optional(),
});

const river = z.strictObject({ ...prov, id, name: z.string().min(1), nameJa: z.string().min(1), spaces: z.array(z.string()).min(2) });
const tribe = z.strictObject({ ...prov, id, name: z.string().min(1), nameJa: z.string().min(1), status: z.enum(['neutral', 'hostile']), home: z.string() });

const leader = z.strictObject({
  ...prov,
  id,
  name: z.string().min(1),
  nameJa: z.string().min(1),
  side,
  initiative: z.number().int(),
  rank: z.number().int(),
  tactics: z.number().int(),
  indian: z.boolean().optional(),
  naval: z.boolean().optional(),
  nap: z.union([z.literal(1), z.literal(2)]).optional(),
  year: z.number().int().min(1812).max(1815).optional(),
});

const force = z.strictObject({
  ...prov,
  expedition: z.string().min(1).optional(),
  at: z.string(),
  leaders: z.array(z.string()).optional(),
  units,
});

const setup = z.strictObject({ ...prov, side, forces: z.array(force) });
const arrival = z.strictObject({
  ...prov,
  year: z.number().int().min(1812).max(1815),
  turn: z.number().int().min(1).max(5),
  side,
  at: z.string(),
  units,
  leaders: z.array(z.string()).optional(),
});

const params = z.strictObject({
  trackMax: z.number().int().min(1),
  britishStart: z.number().int(),
  americanStart: z.number().int(),
  wearinessFrom: z.number().int().min(1812).max(1816),
  weariness: z.number().int().min(0),
  britishDecisive: z.number().int(),
  britishMarginal: z.number().int(),
  americanMarginal: z.number().int(),
  americanDecisive: z.number().int(),
  cardsPerTurn: z.array(z.number().int().min(0).max(12)).length(5),
  activationMP: z.number().int().min(1),
});

export const War1812PackSchema = z.strictObject({
  format: z.literal('muster-war1812-pack/1'),
  name: z.string().min(1),
  notice: z.strictObject({ en: z.string().min(1), ja: z.string().min(1) }),
  spaces: z.array(space),
  connections: z.array(connection),
  rivers: z.array(river),
  tribes: z.array(tribe),
  leaders: z.array(leader),
  setup: z.array(setup),
  arrivals: z.array(arrival),
  markers: z.strictObject({ british: z.array(z.string().min(1)), american: z.array(z.string().min(1)) }),
  params,
});

// Compile-time guard: the schema's output is exactly the hand-written model in types.ts.
type Output = z.infer<typeof War1812PackSchema>;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShape: Same<Output, War1812Pack> = true;
void sameShape;

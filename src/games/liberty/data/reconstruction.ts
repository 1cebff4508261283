/**
 * How the shipped pack `liberty.pack.json` was built from the dossier's proposal (research/liberty-data.md
 * §10-13). The JSON file is the source of truth that players correct; this builder only documents and
 * reproduces the reconstruction (`npx tsx src/games/liberty/data/write-reconstruction.ts` rewrites the JSON).
 * `buildReconstructedPack({ cardMix })` is also how an alternative card mix is produced (the mix is unknown).
 */
import type {
  BlockData, CardData, HexData, HexsideData, LibertyPack, Nation, PlacementData, Prov, RiverData, SideId,
  BlockType, SpaceData, TownColour, Tribe,
} from './types.js';
import { hexId, hexsideKey, neighbours } from './geometry.js';

const ROWS = 22;
const COLS = 7;
const grid = { rows: ROWS, cols: COLS };
const RECON: Prov = { prov: 'reconstruction', source: 'dossier §10 proposal A' };

// ---------------------------------------------------------------- map: water

const SEA = new Set<string>([
  'r09c5', 'r10c5', 'r11c5', 'r12c4', 'r12c5', // New York Bight, Delaware Bay, Chesapeake
  'r17c5', 'r18c5', 'r19c5', 'r20c5', 'r21c5', 'r22c5', 'r21c4', 'r22c4', // Carolina / Georgia coast
]);
const LAKE = new Set<string>(['r03c1', 'r03c2']); // Lake Ontario

function kindOf(row: number, col: number): HexData['kind'] {
  const id = hexId(row, col);
  if (col >= 6 || SEA.has(id)) return 'sea';
  return LAKE.has(id) ? 'lake' : 'land';
}

// ---------------------------------------------------------------- map: towns

interface TownRow {
  hex: string; name: string; value: number; colour: TownColour; port: boolean; tribe?: Tribe;
  /** Per-field provenance that differs from the default (reconstruction). */
  fields?: Prov['fields'];
}

const F = (source: string) => ({ prov: 'fact' as const, source });
const R = (source: string) => ({ prov: 'rule' as const, source });
const I = (source: string) => ({ prov: 'inference' as const, source });

const TOWNS: TownRow[] = [
  { hex: 'r01c5', name: 'Quebec', value: 3, colour: 'red', port: true,
    fields: { name: F('S1'), port: R('R 1.3 note'), colour: I('British-held in 1775, S1'), value: I('British start 14, S9') } },
  { hex: 'r02c4', name: 'Montreal', value: 3, colour: 'red', port: false,
    fields: { name: F('S1'), value: I('three blocks wintered there without a leader, S1'), port: I('reached by river, R 5.6') } },
  { hex: 'r03c3', name: 'St. Johns', value: 0, colour: 'red', port: false },
  { hex: 'r03c5', name: 'Falmouth', value: 0, colour: 'blue', port: true },
  { hex: 'r04c1', name: 'Fort Niagara', value: 1, colour: 'red', port: false, fields: { name: I('Niagara Falls, R 5.6') } },
  { hex: 'r04c2', name: 'Oswego', value: 0, colour: 'red', port: false },
  { hex: 'r04c4', name: 'Fort Ticonderoga', value: 1, colour: 'blue', port: false, fields: { name: R('R 5.6; S1, S13') } },
  { hex: 'r05c1', name: 'Fort Stanwix', value: 0, colour: 'blue', port: false },
  { hex: 'r05c2', name: 'Mohawk', value: 0, colour: 'orange', port: false, tribe: 'mohawk',
    fields: { name: R('R 2.25, 10.0'), colour: R('R 1.2'), tribe: R('R 10.0'), value: I('Indian towns unnumbered: R 3.3 exception') } },
  { hex: 'r05c3', name: 'Saratoga', value: 0, colour: 'blue', port: false },
  { hex: 'r05c5', name: 'Portsmouth', value: 1, colour: 'blue', port: true },
  { hex: 'r06c3', name: 'Albany', value: 2, colour: 'blue', port: false, fields: { name: R('R 5.6') } },
  { hex: 'r06c4', name: 'Springfield', value: 1, colour: 'blue', port: false, fields: { name: R('R 5.2 example') } },
  { hex: 'r06c5', name: 'Boston', value: 3, colour: 'blue', port: true,
    fields: { name: R('R 5.2, 11.4'), value: R('R 11.4: Boston supplies 3 blocks'), port: I('near-certain, S1') } },
  { hex: 'r07c1', name: 'Wyoming', value: 0, colour: 'blue', port: false },
  { hex: 'r07c3', name: 'Kingston', value: 0, colour: 'blue', port: false },
  { hex: 'r07c4', name: 'Hartford', value: 1, colour: 'blue', port: false },
  { hex: 'r07c5', name: 'Newport', value: 2, colour: 'blue', port: true, fields: { name: R('R 5.2 example') } },
  { hex: 'r08c3', name: 'Easton', value: 0, colour: 'blue', port: false },
  { hex: 'r08c4', name: 'West Point', value: 0, colour: 'blue', port: false },
  { hex: 'r08c5', name: 'New Haven', value: 1, colour: 'blue', port: true },
  { hex: 'r09c1', name: 'Fort Pitt', value: 1, colour: 'blue', port: false, fields: { name: F('S1') } },
  { hex: 'r09c3', name: 'Newark', value: 1, colour: 'blue', port: false, fields: { name: F('S1') } },
  { hex: 'r09c4', name: 'New York', value: 3, colour: 'blue', port: true,
    fields: { name: F('S1, S9, S13'), colour: I('Americans raised troops there, S1'), port: I('near-certain') } },
  { hex: 'r10c1', name: 'Shawnee', value: 0, colour: 'orange', port: false, tribe: 'shawnee',
    fields: { name: R('R 2.25, 10.0'), colour: R('R 1.2'), tribe: R('R 10.0'), value: I('Indian towns unnumbered: R 3.3 exception') } },
  { hex: 'r10c2', name: 'Lancaster', value: 1, colour: 'blue', port: false },
  { hex: 'r10c3', name: 'Trenton', value: 1, colour: 'blue', port: false },
  { hex: 'r10c4', name: 'Philadelphia', value: 3, colour: 'blue', port: true,
    fields: { name: F('S1; R 11.3'), colour: I('American supply town, S1'), port: R('R 11.3 (disbanding there)') } },
  { hex: 'r11c2', name: 'York', value: 0, colour: 'blue', port: false },
  { hex: 'r11c3', name: 'Baltimore', value: 2, colour: 'blue', port: true, fields: { name: F('S1, S9'), colour: I('American supply town, S1') } },
  { hex: 'r11c4', name: 'Dover', value: 1, colour: 'blue', port: true, fields: { name: R('R 11.3') } },
  { hex: 'r12c1', name: 'Winchester', value: 0, colour: 'blue', port: false },
  { hex: 'r12c2', name: 'Alexandria', value: 1, colour: 'blue', port: false },
  { hex: 'r12c3', name: 'Annapolis', value: 1, colour: 'blue', port: true },
  { hex: 'r13c2', name: 'Fredericksburg', value: 0, colour: 'blue', port: false },
  { hex: 'r13c4', name: 'Williamsburg', value: 1, colour: 'blue', port: false },
  { hex: 'r13c5', name: 'Yorktown', value: 0, colour: 'blue', port: true, fields: { name: R('R 11.3') } },
  { hex: 'r14c2', name: 'Richmond', value: 1, colour: 'blue', port: false },
  { hex: 'r14c3', name: 'Petersburg', value: 0, colour: 'blue', port: false },
  { hex: 'r14c5', name: 'Norfolk', value: 2, colour: 'blue', port: true },
  { hex: 'r15c3', name: 'Halifax NC', value: 0, colour: 'blue', port: false },
  { hex: 'r15c5', name: 'Edenton', value: 0, colour: 'blue', port: true },
  { hex: 'r16c2', name: 'Hillsborough', value: 1, colour: 'blue', port: false },
  { hex: 'r16c5', name: 'New Bern', value: 1, colour: 'blue', port: true },
  { hex: 'r17c1', name: 'Salisbury', value: 0, colour: 'blue', port: false },
  { hex: 'r17c3', name: 'Cross Creek', value: 0, colour: 'blue', port: false },
  { hex: 'r18c1', name: 'Cherokee', value: 0, colour: 'orange', port: false, tribe: 'cherokee',
    fields: { name: R('R 2.25, 10.0'), colour: R('R 1.2'), tribe: R('R 10.0'), value: I('Indian towns unnumbered: R 3.3 exception') } },
  { hex: 'r18c2', name: 'Camden', value: 1, colour: 'blue', port: false },
  { hex: 'r18c4', name: 'Wilmington', value: 1, colour: 'blue', port: true, fields: { name: F('S13') } },
  { hex: 'r19c1', name: 'Ninety Six', value: 1, colour: 'blue', port: false },
  { hex: 'r19c4', name: 'Georgetown', value: 0, colour: 'blue', port: true },
  { hex: 'r20c4', name: 'Charleston', value: 3, colour: 'blue', port: true,
    fields: { name: F('S1, S13'), colour: I('American supply town, S1'), value: I('28 → 22 on losing it and one West Indies, S10') } },
  { hex: 'r21c2', name: 'Augusta', value: 1, colour: 'red', port: false,
    fields: { name: F('S1'), colour: I('British left it empty in 1775, S1') } },
  { hex: 'r22c3', name: 'Savannah', value: 2, colour: 'blue', port: true,
    fields: { name: F('S1, S4'), colour: I('worth occupying in 1775, S1') } },
];

const CHOKES: Record<string, { guards: string[] } & Prov> = {
  r11c4: { guards: ['r10c4'], prov: 'rule', source: 'R 11.3 (Dover → Philadelphia); naval stop S14' },
  r13c5: { guards: ['r11c3', 'r12c3'], prov: 'rule', source: 'R 11.3 (Yorktown → Chesapeake ports; which ports: reconstruction); naval stop S14',
    fields: { guards: { prov: 'reconstruction', source: 'the Chesapeake ports of this map' } } },
};

// ---------------------------------------------------------------- map: rivers

const RIVERS: RiverData[] = [
  { id: 'st_lawrence', name: 'St. Lawrence', kind: 'river', hexes: ['r01c5', 'r01c4', 'r02c4', 'r02c3'],
    prov: 'reconstruction', source: 'dossier §10.4', fields: { hexes: I('Quebec → Montreal downriver in one move, S1') } },
  { id: 'champlain', name: 'Richelieu – Lake Champlain', kind: 'lake', hexes: ['r02c4', 'r03c3', 'r04c4'],
    prov: 'reconstruction', source: 'dossier §10.4', fields: { hexes: F('Montreal → Ticonderoga down Lake Champlain, S1') } },
  { id: 'hudson', name: 'Hudson', kind: 'river', hexes: ['r05c3', 'r06c3', 'r07c3', 'r08c4', 'r09c4'],
    prov: 'reconstruction', source: 'dossier §10.4', fields: { hexes: R('R 5.6: no river link Ticonderoga–Albany') } },
  { id: 'mohawk', name: 'Mohawk', kind: 'river', hexes: ['r06c3', 'r05c2', 'r05c1'], ...RECON },
  { id: 'ontario', name: 'Lake Ontario', kind: 'lake', hexes: ['r04c1', 'r04c2', 'r04c3'],
    prov: 'reconstruction', source: 'dossier §10.4 (south shore; R 5.6 lake shores)' },
  { id: 'connecticut', name: 'Connecticut', kind: 'river', hexes: ['r06c4', 'r07c4'], ...RECON },
  { id: 'delaware', name: 'Delaware', kind: 'river', hexes: ['r08c3', 'r09c3', 'r10c3', 'r10c4'],
    prov: 'reconstruction', source: 'dossier §10.4, moved from r09c2 to r09c3 so it does not cross the Susquehanna' },
  { id: 'susquehanna', name: 'Susquehanna', kind: 'river', hexes: ['r07c1', 'r08c2', 'r09c2', 'r10c2', 'r11c2'],
    prov: 'reconstruction', source: 'dossier §10.4 left the upper valley open; chain completed here' },
  { id: 'potomac', name: 'Potomac', kind: 'river', hexes: ['r12c1', 'r12c2'], ...RECON },
  { id: 'james', name: 'James – Appomattox', kind: 'river', hexes: ['r14c2', 'r14c3', 'r14c4', 'r14c5'], ...RECON },
  { id: 'ohio', name: 'Ohio', kind: 'river', hexes: ['r09c1', 'r10c1'], ...RECON },
  { id: 'cape_fear', name: 'Cape Fear', kind: 'river', hexes: ['r17c3', 'r18c4'], ...RECON },
  { id: 'santee', name: 'Santee – Wateree', kind: 'river', hexes: ['r18c2', 'r19c2', 'r19c3', 'r19c4'], ...RECON },
  { id: 'savannah', name: 'Savannah', kind: 'river', hexes: ['r21c2', 'r22c3'],
    prov: 'reconstruction', source: 'dossier §10.4', fields: { hexes: I('Augusta → Savannah in one move, S1') } },
];

// ---------------------------------------------------------------- map: hexsides

/** Dossier §10.4 wilderness plan: the hexes that must come out as wilderness (≥ 2 forest sides). */
function plannedWilderness(): Set<string> {
  const w = new Set<string>();
  for (let r = 1; r <= ROWS; r++) if (kindOf(r, 1) === 'land') w.add(hexId(r, 1));
  for (const id of ['r01c2', 'r01c3', 'r01c4', 'r02c2', 'r02c3', 'r02c5', 'r03c4', 'r04c3', 'r04c5', 'r05c2',
    'r05c4', 'r06c2', 'r07c2', 'r09c2', 'r13c3', 'r15c2', 'r17c2']) w.add(id);
  return w;
}

/** Sides that must stay clear because a rule example says so (R 5.2: Boston–Springfield, Boston–Newport). */
const CLEAR_BY_RULE: [string, string][] = [['r06c5', 'r06c4'], ['r06c5', 'r07c5']];

const MARSH: [string, string, string][] = [
  ['r14c4', 'r15c4', 'Great Dismal Swamp'], ['r19c3', 'r20c3', 'Lowcountry'], ['r20c3', 'r20c4', 'Lowcountry'],
];

function buildHexsides(): HexsideData[] {
  const wild = plannedWilderness();
  const land = (id: string) => { const m = /^r(\d+)c(\d)$/.exec(id)!; return kindOf(+m[1]!, +m[2]!) === 'land'; };
  const forest = new Set<string>();
  const protectedSides = new Set(CLEAR_BY_RULE.map(([a, b]) => hexsideKey(a, b)));
  const forestCount = (id: string) => neighbours(id, grid).filter((n) => forest.has(hexsideKey(id, n))).length;
  // 1. forest between two wilderness hexes
  for (const a of wild) for (const b of neighbours(a, grid)) if (wild.has(b)) forest.add(hexsideKey(a, b));
  // 2. a wilderness hex short of two forest sides takes them from town-less land neighbours that have none
  //    (so those neighbours stay at one forest side and do not become wilderness themselves)
  for (const a of [...wild].sort()) {
    const candidates = neighbours(a, grid)
      .filter((n) => land(n) && !wild.has(n) && !protectedSides.has(hexsideKey(a, n)))
      .sort((x, y) => Number(TOWN_AT.has(x)) - Number(TOWN_AT.has(y)) || forestCount(x) - forestCount(y));
    for (const n of candidates) {
      if (forestCount(a) >= 2) break;
      if (forestCount(n) === 0) forest.add(hexsideKey(a, n));
    }
    if (forestCount(a) < 2) throw new Error(`cannot give ${a} two forest sides`);
  }
  const sides: HexsideData[] = [];
  for (const k of [...forest].sort()) {
    const [a, b] = k.split('|') as [string, string];
    sides.push({ a, b, terrain: 'forest', prov: 'reconstruction', source: 'wilderness plan, dossier §10.4' });
  }
  for (const [a, b, name] of MARSH) sides.push({ a, b, terrain: 'marsh', prov: 'reconstruction', source: `dossier §10.4 (${name})` });
  for (const [a, b] of CLEAR_BY_RULE) sides.push({ a, b, terrain: 'clear', prov: 'rule', source: 'R 5.2 example (clear hexside)' });
  sides.push({ a: 'r03c1', b: 'r04c1', terrain: 'water', niagara: true, prov: 'reconstruction',
    source: 'R 5.6 Niagara Falls; Lake Erie lies off the west edge, so the barrier marks the end of lake movement at Fort Niagara' });
  return sides;
}

const TOWN_AT = new Map(TOWNS.map((t) => [t.hex, t] as const));

function buildHexes(): HexData[] {
  const hexes: HexData[] = [];
  for (let row = 1; row <= ROWS; row++) {
    for (let col = 1; col <= COLS; col++) {
      const id = hexId(row, col);
      const h: HexData = { id, row, col, kind: kindOf(row, col), zone: row <= 12 ? 'north' : 'south', ...RECON };
      // odd-r: even rows start flush west, odd rows end flush east; the map's straight edges halve those hexes
      if ((row % 2 === 0 && col === 1) || (row % 2 === 1 && col === COLS)) h.half = true;
      const t = TOWN_AT.get(id);
      if (t) {
        h.town = { name: t.name, nameJa: ja(TOWN_JA, t.name), value: t.value, colour: t.colour, port: t.port, ...RECON };
        if (t.tribe) h.town.tribe = t.tribe;
        if (t.fields) h.town.fields = t.fields;
      }
      const c = CHOKES[id];
      if (c) h.choke = c;
      hexes.push(h);
    }
  }
  return hexes;
}

// ---------------------------------------------------------------- off-map spaces

const SPACES: SpaceData[] = [
  { id: 'atlantic', name: 'Atlantic', value: 0, prov: 'rule', source: 'R 1.6, 5.7' },
  { id: 'bwi', name: 'British West Indies', value: 3, colour: 'red', zone: 'south', prov: 'reconstruction',
    source: 'value: inference from S10 (28 → 22) and S9 (14)', fields: { zone: R('R 4.0'), name: R('R 1.5, 9.1') } },
  { id: 'fwi', name: 'French West Indies', value: 3, colour: 'blue', zone: 'south', prov: 'reconstruction',
    source: 'value: inference from S10; French can winter there, S12', fields: { zone: R('R 4.0'), name: R('R 1.5, 9.1') } },
];

// ---------------------------------------------------------------- blocks

type BlockRow = [id: string, name: string, side: SideId, nation: Nation, type: BlockType, max: number, fire: string, move: number, fields?: Prov['fields']];

const BLOCKS: BlockRow[] = [
  ['howe', 'Howe', 'british', 'british', 'leader', 4, 'C3', 1, { name: R('R 2.21'), fire: F('leaders "generally C3", S2') }],
  ['cornwallis', 'Cornwallis', 'british', 'british', 'leader', 3, 'C3', 1, { name: F('S1'), fire: F('S2') }],
  ['burgoyne', 'Burgoyne', 'british', 'british', 'leader', 3, 'C3', 1, { fire: F('S2') }],
  ['rn1', 'Royal Navy 1', 'british', 'british', 'warship', 3, 'B2', 2, { move: R('R 8.1') }],
  ['rn2', 'Royal Navy 2', 'british', 'british', 'warship', 3, 'B2', 2, { move: R('R 8.1') }],
  ['rn3', 'Royal Navy 3', 'british', 'british', 'warship', 3, 'B2', 2, { move: R('R 8.1') }],
  ['cherokee', 'Cherokee', 'british', 'indian', 'indian', 3, 'B1', 1, { name: R('R 2.25'), fire: R('R 2.25: B1, B2 in own town') }],
  ['mohawk', 'Mohawk', 'british', 'indian', 'indian', 3, 'B1', 1, { name: R('R 2.25'), fire: R('R 2.25: B1, B2 in own town') }],
  ['shawnee', 'Shawnee', 'british', 'indian', 'indian', 3, 'B1', 1, { name: R('R 2.25'), fire: R('R 2.25: B1, B2 in own town') }],
  ['guards', 'Guards', 'british', 'british', 'guards', 3, 'C4', 1, { fire: R('R 2.22; the one C4, S2'), move: R('R 2.22') }],
  ['br_light', 'Light Infantry', 'british', 'british', 'light', 3, 'B2', 1, { fire: R('R 2.22'), move: R('R 2.22') }],
  ['br_dragoons', 'Dragoons', 'british', 'british', 'dragoon', 3, 'B2', 2, { name: F('S1'), fire: R('R 2.23'), move: R('R 2.23') }],
  ['jaegers', 'Jaegers', 'british', 'hessian', 'light', 3, 'B2', 1, { name: F('S1'), fire: R('R 2.22'), move: R('R 2.22') }],
  ...[1, 2, 3, 4, 5].map((n): BlockRow => [`line${n}`, `British Line ${n}`, 'british', 'british', 'foot', 4, 'C2', 1, { move: R('R 2.22') }]),
  ...[1, 2, 3].map((n): BlockRow => [`hessian${n}`, `Hessians ${n}`, 'british', 'hessian', 'foot', 4, 'C2', 1, { move: R('R 2.22') }]),
  ...[1, 2, 3, 4].map((n): BlockRow => [`loyal${n}`, `Loyalists ${n}`, 'british', 'loyalist', 'foot', 3, 'C1', 1, { fire: F('worst units C1, S2'), move: R('R 2.22') }]),
  ['washington', 'Washington', 'american', 'american', 'leader', 4, 'C3', 1, { name: R('R 2.21') }],
  ['gates', 'Gates', 'american', 'american', 'leader', 3, 'C3', 1, { name: R('R 2.21') }],
  ...[1, 2, 3, 4, 5, 6, 7].map((n): BlockRow => [`cont${n}`, `Continentals ${n}`, 'american', 'american', 'foot', 4, 'C2', 1, { move: R('R 2.22') }]),
  ['rifles', 'Rifle Corps', 'american', 'american', 'rifle', 3, 'B3', 1, { fire: R('R 2.22'), move: R('R 2.22') }],
  ['us_light', 'Light Infantry', 'american', 'american', 'light', 3, 'B2', 1, { fire: R('R 2.22'), move: R('R 2.22') }],
  ['us_dragoons', 'Dragoons', 'american', 'american', 'dragoon', 3, 'B2', 2, { fire: R('R 2.23'), move: R('R 2.23') }],
  ...[1, 2, 3, 4, 5].map((n): BlockRow => [`mil${n}`, `Militia ${n}`, 'american', 'american', 'militia', 3, 'C1', 1, { move: R('R 2.22') }]),
  ['rochambeau', 'Rochambeau', 'american', 'french', 'leader', 3, 'C3', 1, { name: R('R 2.21'), maxSteps: I('supplies himself + 2 at full strength, S12') }],
  ...[1, 2, 3].map((n): BlockRow => [`fn${n}`, `French Navy ${n}`, 'american', 'french', 'warship', 3, 'B2', 2, { move: R('R 8.1') }]),
  ...[1, 2, 3].map((n): BlockRow => [`fr${n}`, `French Regulars ${n}`, 'american', 'french', 'foot', 4, 'C2', 1, { move: R('R 2.22') }]),
  ['lauzun', "Lauzun's Legion", 'american', 'french', 'dragoon', 3, 'B2', 2, { fire: R('R 2.23'), move: R('R 2.23') }],
];

const INDIAN_HOME: Record<string, string> = { cherokee: 'r18c1', mohawk: 'r05c2', shawnee: 'r10c1' };

function buildBlocks(): BlockData[] {
  return BLOCKS.map(([id, name, side, nation, type, maxSteps, fire, move, fields]) => {
    const b: BlockData = {
      id, name, nameJa: blockJa(id), ...(BLOCK_SHORT_JA[id] ? { shortJa: BLOCK_SHORT_JA[id] } : {}), side, nation, type, maxSteps,
      fire: { letter: fire[0] as 'A' | 'B' | 'C', number: Number(fire.slice(1)) },
      move, prov: 'reconstruction', source: 'dossier §11 proposal B',
    };
    const home = INDIAN_HOME[id];
    if (home) b.home = home;
    const f: NonNullable<Prov['fields']> = { ...(fields ?? {}), side: R('R 2.0 (25 red, 25 blue)') };
    if (nation === 'french') f.nation = I('French are 32% of the blue forces = 8 blocks, S12');
    if (home) f.home = R('R 10.0');
    b.fields = f;
    return b;
  });
}

// ---------------------------------------------------------------- cards

/** Action cards by value and supply cards by steps. Unknown for Liberty (only 20 + 5 is a rule, R 3.0-3.3). */
export interface CardMix { action: Record<'1' | '2' | '3', number>; supply: Record<'2' | '3', number> }
/** Hammer of the Scots' mix (S20) and the dossier's guess for supply cards (§13). */
export const DEFAULT_CARD_MIX: CardMix = { action: { 1: 7, 2: 10, 3: 3 }, supply: { 2: 3, 3: 2 } };
/** The dossier's alternative, closer to the 3-3-3-2-2 hand of S10. */
export const ALT_CARD_MIX: CardMix = { action: { 1: 6, 2: 8, 3: 6 }, supply: { 2: 3, 3: 2 } };

export function deckFromMix(mix: CardMix = DEFAULT_CARD_MIX): CardData[] {
  const cards: CardData[] = [];
  const two = (n: number) => String(n).padStart(2, '0');
  for (const v of [1, 2, 3] as const) {
    for (let i = 1; i <= mix.action[v]; i++) {
      cards.push({ id: `a${v}-${two(i)}`, kind: 'action', value: v, prov: 'reconstruction',
        source: 'mix of Hammer of the Scots, S20 (dossier §13)', fields: { kind: R('R 3.0-3.2: 20 action cards valued 1-3') } });
    }
  }
  for (const v of [2, 3] as const) {
    for (let i = 1; i <= mix.supply[v]; i++) {
      cards.push({ id: `s${v}-${two(i)}`, kind: 'supply', value: v, prov: 'reconstruction',
        source: 'dossier §13 guess', fields: { kind: R('R 3.3: 5 supply cards of 2 or 3 steps') } });
    }
  }
  return cards;
}

// ---------------------------------------------------------------- setup

const SETUP: [block: string, at: string, steps: number, fields?: Prov['fields']][] = [
  ['howe', 'r06c5', 4, { at: F('British blocks begin in Boston, S1, S13') }],
  ['line1', 'r06c5', 4, { at: F('S1, S13') }],
  ['line2', 'r06c5', 4, { at: F('S1, S13') }],
  ['line3', 'r06c5', 3, { at: F('S1, S13') }],
  ['rn1', 'r06c5', 3],
  ['line4', 'r01c5', 3, { at: F('British blocks begin in Quebec, S1') }],
  ['loyal1', 'r01c5', 2],
  ['loyal2', 'r02c4', 2],
  ['loyal3', 'r21c2', 2, { at: F('a Loyalist begins in Augusta, S1') }],
  ['cherokee', 'r18c1', 2, { at: R('R 10.0: Indians begin in their own towns') }],
  ['mohawk', 'r05c2', 2, { at: R('R 10.0') }],
  ['shawnee', 'r10c1', 2, { at: R('R 10.0') }],
  ['rn2', 'bwi', 3, { at: I('British forces in the West Indies from the start, S5, S6') }],
  ['line5', 'bwi', 3, { at: I('S5, S6') }],
  ['washington', 'r06c4', 3, { at: F('Americans around Boston in 1775, S1, S13') }],
  ['cont1', 'r06c4', 3],
  ['mil1', 'r06c4', 3],
  ['mil2', 'r06c4', 2],
  ['mil3', 'r04c4', 2],
  ['mil4', 'r09c3', 2, { at: F('a lone militia in Newark early in 1775, S1') }],
  ['cont2', 'r10c4', 2],
  ['mil5', 'r13c4', 2],
  ['fn1', 'fwi', 3, { at: I('R 12.0 implies some French blocks set up') }],
  ['fr1', 'fwi', 3, { at: I('R 12.0') }],
];

function buildSetup(): PlacementData[] {
  return SETUP.map(([block, at, steps, fields]) => {
    const p: PlacementData = { block, at, steps, prov: 'reconstruction', source: 'dossier §12 proposal C' };
    if (fields) p.fields = fields;
    return p;
  });
}

// ---------------------------------------------------------------- Japanese names (ours)

/**
 * `nameJa` of towns, rivers, spaces and blocks: Muster's own transliterations and translations, not the
 * publisher's. Terms the Japanese rulebook uses are taken from it (アルバニー, ドーヴァー, ショウニー, ロシャンボウ,
 * 親衛隊, ライフル軍団, ヘッセン傭兵, 大陸軍, 竜騎兵, 大西洋ボックス); the rest are the customary renderings.
 */
const TOWN_JA: Record<string, string> = {
  Quebec: 'ケベック', Montreal: 'モントリオール', 'St. Johns': 'セントジョンズ', Falmouth: 'ファルマス',
  'Fort Niagara': 'ナイアガラ砦', Oswego: 'オスウィーゴ', 'Fort Ticonderoga': 'タイコンデロガ砦', 'Fort Stanwix': 'スタンウィックス砦',
  Mohawk: 'モホーク', Saratoga: 'サラトガ', Portsmouth: 'ポーツマス', Albany: 'アルバニー',
  Springfield: 'スプリングフィールド', Boston: 'ボストン', Wyoming: 'ワイオミング', Kingston: 'キングストン',
  Hartford: 'ハートフォード', Newport: 'ニューポート', Easton: 'イーストン', 'West Point': 'ウェストポイント',
  'New Haven': 'ニューヘイブン', 'Fort Pitt': 'ピット砦', Newark: 'ニューアーク', 'New York': 'ニューヨーク',
  Shawnee: 'ショウニー', Lancaster: 'ランカスター', Trenton: 'トレントン', Philadelphia: 'フィラデルフィア',
  York: 'ヨーク', Baltimore: 'ボルチモア', Dover: 'ドーヴァー', Winchester: 'ウィンチェスター',
  Alexandria: 'アレクサンドリア', Annapolis: 'アナポリス', Fredericksburg: 'フレデリックスバーグ', Williamsburg: 'ウィリアムズバーグ',
  Yorktown: 'ヨークタウン', Richmond: 'リッチモンド', Petersburg: 'ピーターズバーグ', Norfolk: 'ノーフォーク',
  'Halifax NC': 'ハリファックス', Edenton: 'イーデントン', Hillsborough: 'ヒルズボロ', 'New Bern': 'ニューバーン',
  Salisbury: 'ソールズベリー', 'Cross Creek': 'クロスクリーク', Cherokee: 'チェロキー', Camden: 'カムデン',
  Wilmington: 'ウィルミントン', 'Ninety Six': 'ナインティシックス', Georgetown: 'ジョージタウン', Charleston: 'チャールストン',
  Augusta: 'オーガスタ', Savannah: 'サバンナ',
};
const RIVER_JA: Record<string, string> = {
  st_lawrence: 'セントローレンス川', champlain: 'リシュリュー川–シャンプレーン湖', hudson: 'ハドソン川',
  mohawk: 'モホーク川', ontario: 'オンタリオ湖', connecticut: 'コネチカット川',
  delaware: 'デラウェア川', susquehanna: 'サスケハナ川', potomac: 'ポトマック川',
  james: 'ジェームズ川–アポマトックス川', ohio: 'オハイオ川', cape_fear: 'ケープフィア川',
  santee: 'サンティー川–ワテリー川', savannah: 'サバンナ川',
};
const SPACE_JA: Record<string, string> = { atlantic: '大西洋ボックス', bwi: '英領西インド諸島', fwi: '仏領西インド諸島' };
/** Numbered families: id prefix → Japanese name before the number ("line3" → 英正規軍3). */
const BLOCK_FAMILY_JA: Record<string, string> = {
  rn: '英海軍', line: '英正規軍', hessian: 'ヘッセン傭兵', loyal: '王党派', cont: '大陸軍', mil: '民兵', fn: '仏海軍', fr: '仏正規軍',
};
const BLOCK_JA: Record<string, string> = {
  howe: 'ハウ', cornwallis: 'コーンウォリス', burgoyne: 'バーゴイン', cherokee: 'チェロキー',
  mohawk: 'モホーク', shawnee: 'ショウニー', guards: '親衛隊', br_light: '軽歩兵',
  br_dragoons: '竜騎兵', jaegers: '猟兵', washington: 'ワシントン', gates: 'ゲイツ',
  rifles: 'ライフル軍団', us_light: '軽歩兵', us_dragoons: '竜騎兵', rochambeau: 'ロシャンボウ',
  lauzun: 'ローザン軍団',
};
/**
 * `shortJa`, the Japanese block-face label (ours), where cutting `nameJa` would read badly: the leaders and the
 * two tribes with long names. A name of up to five characters stays whole (the board squeezes it into the face);
 * a longer one is shortened as little as will still be read at once: コーンウォリス → コンウォリス (the long vowel
 * dropped); ロシャンボウ (the rulebook's term) has no shorter form and stays whole. Other blocks keep the label
 * the client derives (英正規2, ヘッセン3, 大陸軍5…), so they carry no `shortJa`.
 */
const BLOCK_SHORT_JA: Record<string, string> = {
  howe: 'ハウ', cornwallis: 'コンウォリス', burgoyne: 'バーゴイン', washington: 'ワシントン', gates: 'ゲイツ',
  rochambeau: 'ロシャンボウ', cherokee: 'チェロキー', shawnee: 'ショウニー',
};

function ja(table: Record<string, string>, key: string): string {
  const v = table[key];
  if (v === undefined) throw new Error(`no Japanese name for ${key}`);
  return v;
}
function blockJa(id: string): string {
  const m = /^([a-z]+)(\d+)$/.exec(id);
  const family = m ? BLOCK_FAMILY_JA[m[1]!] : undefined;
  return family ? `${family}${m![2]}` : ja(BLOCK_JA, id);
}

// ---------------------------------------------------------------- the pack

export const NOTICE = {
  en: 'The Liberty map, block roster, card mix and 1775 setup in this pack are a reconstruction: the public record does not contain them. Town names, rules and a few facts are sourced (see docs/liberty-data.md); hex positions, most values, block ratings and the setup are invented placeholders. If you own the game, correct the pack and check it with `muster data check liberty FILE`.',
  ja: 'このデータパックのマップ、ブロック構成、カード構成、1775年の初期配置は再構成です(公開資料に存在しないため)。街の名前・ルール・一部の事実は出典付きです(docs/liberty-data.md)。ヘクス位置、多くの数値、ブロックの能力、初期配置は仮のものです。ゲームをお持ちの方はパックを修正し `muster data check liberty FILE` で検証してください。',
};

export function buildReconstructedPack(opts: { cardMix?: CardMix } = {}): LibertyPack {
  return {
    format: 'muster-liberty-pack/1',
    name: 'Liberty (reconstruction 1)',
    notice: NOTICE,
    grid: { rows: ROWS, cols: COLS, layout: 'odd-r' },
    hexes: buildHexes(),
    hexsides: buildHexsides(),
    rivers: RIVERS.map(({ id, name, ...rest }) => ({ id, name, nameJa: ja(RIVER_JA, id), ...rest })),
    spaces: SPACES.map(({ id, name, ...rest }) => ({ id, name, nameJa: ja(SPACE_JA, id), ...rest })),
    blocks: buildBlocks(),
    cards: deckFromMix(opts.cardMix),
    setup: { year: 1775, placements: buildSetup(), prov: 'reconstruction', source: 'dossier §12 proposal C' },
    rules: {
      startYear: 1775,
      endYear: 1783,
      turnsPerYear: 5,
      handSize: { default: 5, byYear: { 1775: 3 } },
      victory: { britishAtLeast: 30, americanBelow: 12 },
      frenchEntry: { firstWinter: 1776, twoDiceAtLeast: 8 },
      westIndiesStackLimit: 2,
      optionalRules: {
        escalatingFrenchEntry: { default: false, prov: 'fact', source: 'S5, S6 optional rule 1',
          en: 'French entry roll: 11+ after 1776, 8+ after 1777, 5+ after 1778, automatic after 1779.',
          ja: 'フランス参戦ロール: 1776年後は11以上、1777年後は8以上、1778年後は5以上、1779年後は自動。' },
        supplyCardPrisonerExchange: { default: false, prov: 'fact', source: 'S5, S6 optional rule 2',
          en: 'A supply card (2 or 3) may instead force a prisoner exchange, one block each.',
          ja: '補給カード(2または3)の代わりに捕虜交換(各1ブロック)を強制できる。' },
        bwiImmobileUntilFrenchEntry: { default: false, prov: 'fact', source: 'S5, S6 optional rule 3',
          en: 'British West Indies forces may not move until France enters.',
          ja: 'フランス参戦まで英領西インド諸島の部隊は移動できない。' },
        extraCardPerYear: { default: false, prov: 'fact', source: 'S5, S6 optional rule 4',
          en: 'Draw one extra card each year (4 in 1775, 6 later) and return one.',
          ja: '毎年カードを1枚多く引き(1775年は4枚、以後6枚)、1枚戻す。' },
        indianHomeDefence: { default: false, prov: 'fact', source: 'S5, S6 optional rule 5',
          en: 'An Indian block returns home to defend at B2 when a blue block enters its town.',
          ja: '青ブロックがインディアンの街に入ると、その部族のブロックが帰還しB2で防御する。' },
        drawBand: { default: false, prov: 'fact', source: 'S5, S6 optional rule 6',
          en: 'The game is a draw if the British hold 25-29 points at the end of 1783.',
          ja: '1783年終了時にイギリス軍が25-29ポイントなら引き分け。' },
      },
      prov: 'rule',
      source: 'R intro, 9.0, 9.1, 11.1, 11.2',
      fields: {
        handSize: F('5 cards a year: R intro; 3 in 1775: S5/S6 optional rule 4'),
        endYear: R('R 11.1 (printed "1873", a typo for 1783)'),
        victory: R('R 11.1; S7, S9'),
        frenchEntry: R('R 9.0, 11.2 (no roll in 1775)'),
        westIndiesStackLimit: R('R 9.1'),
      },
    },
  };
}

/** The pack as JSON laid out for hand editing: one hex, hexside, block, card or placement per line. */
export function formatPack(pack: LibertyPack): string {
  const one = (v: unknown) => JSON.stringify(v);
  const entries = Object.entries(pack).map(([k, v]) => {
    if (Array.isArray(v)) return `  ${one(k)}: [\n${v.map((x) => '    ' + one(x)).join(',\n')}\n  ]`;
    if (k === 'setup' && v && typeof v === 'object') {
      const { placements, ...rest } = v as LibertyPack['setup'];
      const head = one(rest).slice(1, -1);
      return `  "setup": {${head},\n    "placements": [\n${placements.map((x) => '      ' + one(x)).join(',\n')}\n    ]\n  }`;
    }
    if (k === 'rules' && v && typeof v === 'object') {
      const body = Object.entries(v as object).map(([rk, rv]) => {
        if (rk === 'optionalRules' || rk === 'fields') {
          return `    ${one(rk)}: {\n${Object.entries(rv as object).map(([ok, ov]) => `      ${one(ok)}: ${one(ov)}`).join(',\n')}\n    }`;
        }
        return `    ${one(rk)}: ${one(rv)}`;
      });
      return `  "rules": {\n${body.join(',\n')}\n  }`;
    }
    return `  ${one(k)}: ${one(v)}`;
  });
  return `{\n${entries.join(',\n')}\n}\n`;
}

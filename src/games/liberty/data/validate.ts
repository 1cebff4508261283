/**
 * Semantic checks of a Liberty pack that already matches the schema: ids, the grid, symmetric hexsides,
 * river chains, towns and ports, the block roster, the deck, legal setup places, and the totals the rules and
 * sources fix. Every problem is reported (never just the first), each with a JSON path and a plain message.
 */
import { areAdjacent, hexsideKey, neighbours, parseHexId } from './geometry.js';
import type { BlockData, HexData, LibertyPack, Nation, SideId } from './types.js';

export interface PackIssue { path: string; message: string }

/** Totals fixed by the rules or by cited facts; a pack contradicting them is rejected. */
export const PACK_FACTS = {
  blocksPerSide: 25, // R 2.0
  actionCards: 20, // R 3.0-3.2
  supplyCards: 5, // R 3.3
  britishStartPoints: 14, // S9 (dossier §3.1)
  warships: { british: 3, french: 3, american: 0 }, // R 2.24
  tribes: ['cherokee', 'mohawk', 'shawnee'], // R 2.25
} as const;

const SIDE_NATIONS: Record<SideId, Nation[]> = {
  british: ['british', 'hessian', 'loyalist', 'indian'],
  american: ['american', 'french'],
};

export function validateLibertyPack(pack: LibertyPack): PackIssue[] {
  const issues: PackIssue[] = [];
  const err = (path: string, message: string) => issues.push({ path, message });
  const grid = pack.grid;

  // ---- hexes: the full grid, once each, coordinates matching ids
  const hexById = new Map<string, HexData>();
  pack.hexes.forEach((h, i) => {
    const p = `hexes[${i}]`;
    const rc = parseHexId(h.id);
    if (hexById.has(h.id)) err(`${p}.id`, `duplicate hex id "${h.id}"`);
    hexById.set(h.id, h);
    if (!rc || rc.row !== h.row || rc.col !== h.col) err(p, `hex id "${h.id}" does not match row ${h.row}, col ${h.col}`);
    if (h.row > grid.rows || h.col > grid.cols) err(p, `hex "${h.id}" lies outside the ${grid.rows}x${grid.cols} grid`);
  });
  for (let r = 1; r <= grid.rows; r++) {
    for (let c = 1; c <= grid.cols; c++) {
      const id = `r${String(r).padStart(2, '0')}c${c}`;
      if (!hexById.has(id)) err('hexes', `grid hex "${id}" is missing (list every hex, sea and lake included)`);
    }
  }
  const isLand = (id: string) => hexById.get(id)?.kind === 'land';
  const touchesWater = (id: string) => neighbours(id, grid).some((n) => { const k = hexById.get(n)?.kind; return k === 'sea' || k === 'lake'; });

  // ---- towns, ports, tribes, choke points
  const tribeTown = new Map<string, string>();
  const townByName = new Map<string, string>();
  pack.hexes.forEach((h, i) => {
    const p = `hexes[${i}]`;
    if (h.town) {
      const t = h.town;
      if (h.kind !== 'land') err(`${p}.town`, `town "${t.name}" is on a ${h.kind} hex (${h.id}); towns must be on land`);
      if (townByName.has(t.name)) err(`${p}.town.name`, `town name "${t.name}" is used twice (${townByName.get(t.name)}, ${h.id})`);
      townByName.set(t.name, h.id);
      if (t.port && h.kind === 'land' && !touchesWater(h.id)) err(`${p}.town.port`, `port "${t.name}" (${h.id}) touches no sea or lake hex`);
      if ((t.colour === 'orange') !== (t.tribe !== undefined)) {
        err(`${p}.town`, `town "${t.name}": orange towns and only they are Indian towns with a tribe (R 1.2, 10.0)`);
      }
      if (t.tribe) {
        if (tribeTown.has(t.tribe)) err(`${p}.town.tribe`, `tribe "${t.tribe}" has two towns (${tribeTown.get(t.tribe)}, ${h.id})`);
        tribeTown.set(t.tribe, h.id);
      }
    }
    if (h.choke) {
      if (!h.town?.port) err(`${p}.choke`, `choke point ${h.id} must be a port town (R 11.3)`);
      h.choke.guards.forEach((g, j) => {
        const gh = hexById.get(g);
        if (!gh) err(`${p}.choke.guards[${j}]`, `unknown hex id "${g}"`);
        else if (!gh.town?.port) err(`${p}.choke.guards[${j}]`, `choke point ${h.id} guards ${g}, which is not a port`);
      });
    }
  });
  for (const tribe of PACK_FACTS.tribes) if (!tribeTown.has(tribe)) err('hexes', `no town of the ${tribe} tribe (R 10.0)`);

  // ---- hexsides: known, adjacent, listed once, consistent with water
  const sideSeen = new Map<string, { i: number; terrain: string }>();
  pack.hexsides.forEach((s, i) => {
    const p = `hexsides[${i}]`;
    let ok = true;
    for (const end of ['a', 'b'] as const) {
      if (!hexById.has(s[end])) { err(`${p}.${end}`, `unknown hex id "${s[end]}"`); ok = false; }
    }
    if (!ok) return;
    if (s.a === s.b) return err(p, `hexside joins ${s.a} to itself`);
    if (!areAdjacent(s.a, s.b, grid)) return err(p, `${s.a} and ${s.b} are not adjacent, so there is no hexside between them`);
    const k = hexsideKey(s.a, s.b);
    const prev = sideSeen.get(k);
    if (prev) {
      if (prev.terrain !== s.terrain) {
        err(p, `hexside ${s.a}|${s.b} is ${s.terrain} here but ${prev.terrain} at hexsides[${prev.i}] (asymmetric: one side, two terrains)`);
      } else err(p, `hexside ${s.a}|${s.b} is listed twice (also hexsides[${prev.i}])`);
    } else sideSeen.set(k, { i, terrain: s.terrain });
    const wet = !isLand(s.a) || !isLand(s.b);
    if (wet && s.terrain !== 'water') err(`${p}.terrain`, `hexside ${s.a}|${s.b} touches a sea or lake hex, so it is water, not ${s.terrain} (R 1.1)`);
  });

  // ---- rivers: chains of adjacent land hexes; the Ticonderoga/Albany break
  const riverIds = new Set<string>();
  pack.rivers.forEach((r, i) => {
    const p = `rivers[${i}]`;
    if (riverIds.has(r.id)) err(`${p}.id`, `duplicate river id "${r.id}"`);
    riverIds.add(r.id);
    const seen = new Set<string>();
    r.hexes.forEach((h, j) => {
      const hp = `${p}.hexes[${j}]`;
      if (!hexById.has(h)) return err(hp, `unknown hex id "${h}" in river "${r.id}"`);
      if (!isLand(h)) err(hp, `river "${r.id}" runs through ${h}, a ${hexById.get(h)?.kind} hex; chains list the land hexes along the banks or shore`);
      if (seen.has(h)) err(hp, `river "${r.id}" visits ${h} twice; a chain cannot loop`);
      seen.add(h);
      const prev = r.hexes[j - 1];
      if (prev && hexById.has(prev) && !areAdjacent(prev, h, grid)) {
        err(hp, `river "${r.id}" is not a chain: ${prev} and ${h} are not adjacent`);
      }
      if (prev && pack.hexsides.some((s) => s.niagara && hexsideKey(s.a, s.b) === hexsideKey(prev, h))) {
        err(hp, `river "${r.id}" runs across the Niagara Falls barrier between ${prev} and ${h} (R 5.6)`);
      }
    });
  });
  const tico = townByName.get('Fort Ticonderoga');
  const albany = townByName.get('Albany');
  if (tico && albany) {
    pack.rivers.forEach((r, i) => {
      if (r.hexes.includes(tico) && r.hexes.includes(albany)) {
        err(`rivers[${i}]`, `river "${r.id}" links Fort Ticonderoga and Albany; rule 5.6 separates them`);
      }
    });
  }

  // ---- spaces
  const spaceById = new Map(pack.spaces.map((s) => [s.id, s] as const));
  const seenSpaces = new Set<string>();
  pack.spaces.forEach((s, i) => {
    if (seenSpaces.has(s.id)) err(`spaces[${i}].id`, `duplicate space id "${s.id}"`);
    seenSpaces.add(s.id);
    if (s.id !== 'atlantic' && s.zone !== 'south') err(`spaces[${i}].zone`, `${s.name}: the West Indies count as South for weather (R 4.0)`);
  });
  for (const need of ['atlantic', 'bwi', 'fwi'] as const) if (!spaceById.has(need)) err('spaces', `missing space "${need}" (R 1.5, 1.6)`);
  if (spaceById.get('bwi')?.colour === 'blue') err('spaces', 'the British West Indies cannot be a blue (American) space');

  // ---- blocks
  const blockById = new Map<string, BlockData>();
  const perSide: Record<SideId, number> = { british: 0, american: 0 };
  const warships = { british: 0, french: 0, american: 0 };
  const tribeBlocks = new Map<string, string>();
  pack.blocks.forEach((b, i) => {
    const p = `blocks[${i}]`;
    if (blockById.has(b.id)) err(`${p}.id`, `duplicate block id "${b.id}"`);
    blockById.set(b.id, b);
    perSide[b.side]++;
    if (!SIDE_NATIONS[b.side].includes(b.nation)) err(`${p}.nation`, `block "${b.id}": nation ${b.nation} does not fight on the ${b.side} side`);
    if ((b.type === 'indian') !== (b.nation === 'indian')) err(`${p}.type`, `block "${b.id}": Indian blocks and only they have type "indian"`);
    if (b.type === 'warship') {
      if (b.nation === 'british') warships.british++;
      else if (b.nation === 'french') warships.french++;
      else err(`${p}.nation`, `block "${b.id}": only the British and French have warships (R 2.24)`);
    }
    if (b.type === 'indian') {
      if (!b.home) err(`${p}.home`, `Indian block "${b.id}" needs a home town (R 10.0)`);
      else {
        const town = hexById.get(b.home)?.town;
        if (!hexById.has(b.home)) err(`${p}.home`, `unknown hex id "${b.home}"`);
        else if (town?.colour !== 'orange' || !town.tribe) err(`${p}.home`, `Indian block "${b.id}": home ${b.home} is not an orange Indian town`);
        else {
          if (tribeBlocks.has(town.tribe)) err(`${p}.home`, `two Indian blocks call the ${town.tribe} town home`);
          tribeBlocks.set(town.tribe, b.id);
        }
      }
    } else if (b.home) err(`${p}.home`, `block "${b.id}" is not an Indian block and cannot have a home town`);
    // short face labels (ours, optional): a numbered block keeps its number, so the faces stay apart
    const num = /\s(\d+)$/.exec(b.name.trim())?.[1];
    for (const key of ['short', 'shortJa'] as const) {
      const label = b[key];
      if (label === undefined) continue;
      if (label.trim() !== label || label === '') err(`${p}.${key}`, `block "${b.id}": ${key} "${label}" is empty or has spaces around it`);
      if (num !== undefined && !new RegExp(`(^|\\D)${num}$`).test(label)) err(`${p}.${key}`, `block "${b.id}": ${key} "${label}" drops the number ${num} of "${b.name}"`);
    }
  });
  for (const side of ['british', 'american'] as const) {
    if (perSide[side] !== PACK_FACTS.blocksPerSide) err('blocks', `${side} side has ${perSide[side]} blocks; the game has ${PACK_FACTS.blocksPerSide} a side, 50 in all (R 2.0)`);
  }
  for (const n of ['british', 'french'] as const) {
    if (warships[n] !== PACK_FACTS.warships[n]) err('blocks', `${n} warships: ${warships[n]}, the rules give ${PACK_FACTS.warships[n]} (R 2.24)`);
  }

  // ---- cards
  const cardIds = new Set<string>();
  let action = 0;
  let supply = 0;
  pack.cards.forEach((c, i) => {
    const p = `cards[${i}]`;
    if (cardIds.has(c.id)) err(`${p}.id`, `duplicate card id "${c.id}"`);
    cardIds.add(c.id);
    if (c.kind === 'action') action++;
    else {
      supply++;
      if (c.value < 2) err(`${p}.value`, `supply card "${c.id}" gives ${c.value} step; supply cards give 2 or 3 (R 3.3)`);
    }
  });
  if (action !== PACK_FACTS.actionCards || supply !== PACK_FACTS.supplyCards) {
    err('cards', `the deck has ${action} action + ${supply} supply cards; the game has ${PACK_FACTS.actionCards} + ${PACK_FACTS.supplyCards} = 25 (R 3.0)`);
  }

  // ---- setup: known blocks, once each, in a legal place
  const r = pack.rules;
  if (pack.setup.year !== r.startYear) err('setup.year', `setup year ${pack.setup.year} is not the start year ${r.startYear}`);
  const placed = new Map<string, number>();
  const sidesAt = new Map<string, Set<SideId>>();
  const countAt = new Map<string, number>();
  pack.setup.placements.forEach((pl, i) => {
    const p = `setup.placements[${i}]`;
    const b = blockById.get(pl.block);
    if (!b) return err(`${p}.block`, `unknown block id "${pl.block}"`);
    if (placed.has(pl.block)) err(`${p}.block`, `block "${pl.block}" is set up twice (also setup.placements[${placed.get(pl.block)}])`);
    placed.set(pl.block, i);
    if (pl.steps > b.maxSteps) err(`${p}.steps`, `block "${b.id}" set up at ${pl.steps} steps, above its maximum ${b.maxSteps} (R 2.11)`);
    const where = placeProblem(pack, b, pl.at, hexById);
    if (where) err(`${p}.at`, where);
    if (!sidesAt.has(pl.at)) sidesAt.set(pl.at, new Set());
    sidesAt.get(pl.at)!.add(b.side);
    countAt.set(pl.at, (countAt.get(pl.at) ?? 0) + 1);
  });
  for (const [at, sides] of sidesAt) if (sides.size > 1) err('setup.placements', `both sides set up in ${at}: the game cannot start with a battle`);
  for (const wi of ['bwi', 'fwi']) {
    const n = countAt.get(wi) ?? 0;
    if (n > r.westIndiesStackLimit) err('setup.placements', `${n} blocks set up in ${wi}; at most ${r.westIndiesStackLimit} before French entry (R 9.1)`);
  }
  const points = britishPointsAtSetup(pack);
  if (points !== PACK_FACTS.britishStartPoints) {
    err('setup', `the British start on ${points} supply points; the game starts them on ${PACK_FACTS.britishStartPoints} (S9). Count: red/orange towns and spaces not held by the Americans + blue ones held by the British`);
  }

  // ---- rule parameters
  if (r.endYear <= r.startYear) err('rules.endYear', `end year ${r.endYear} is not after the start year ${r.startYear}`);
  if (r.frenchEntry.firstWinter < r.startYear || r.frenchEntry.firstWinter > r.endYear) err('rules.frenchEntry.firstWinter', 'first French entry winter is outside the game years');
  for (const y of Object.keys(r.handSize.byYear)) {
    if (+y < r.startYear || +y > r.endYear) err(`rules.handSize.byYear.${y}`, `hand size given for ${y}, outside ${r.startYear}-${r.endYear}`);
  }
  if (r.victory.americanBelow >= r.victory.britishAtLeast) err('rules.victory', 'the American threshold must be below the British one');
  return issues;
}

/** Why block `b` may not be set up at `at`, or undefined if it may. */
function placeProblem(pack: LibertyPack, b: BlockData, at: string, hexById: Map<string, HexData>): string | undefined {
  const space = pack.spaces.find((s) => s.id === at);
  if (space) {
    if (at === 'atlantic') {
      return b.nation === 'american' || b.nation === 'indian' ? `block "${b.id}" cannot be at sea: Americans and Indians have no sea movement (R 5.7)` : undefined;
    }
    return ['british', 'hessian', 'french'].includes(b.nation) ? undefined
      : `block "${b.id}" (${b.nation}) cannot be in the West Indies: only British and French blocks may enter (R 1.5, 9.1)`;
  }
  const h = hexById.get(at);
  if (!h) return `unknown place "${at}" (a hex id like "r06c5" or atlantic/bwi/fwi)`;
  if (h.kind !== 'land') return `block "${b.id}" set up on ${at}, a ${h.kind} hex`;
  if (b.type === 'warship' && !h.town?.port) return `warship "${b.id}" set up at ${at}, which is not a port (R 2.24)`;
  if (b.type === 'indian' && at !== b.home) return `Indian block "${b.id}" must begin in its own town ${b.home ?? '?'} (R 10.0)`;
  return undefined;
}

/** 11.1 victory count at setup: red and orange towns/spaces count unless American-occupied; blue ones count
 *  only when British-occupied. */
export function britishPointsAtSetup(pack: LibertyPack): number {
  const sideOf = new Map(pack.blocks.map((b) => [b.id, b.side] as const));
  const occupant = new Map<string, Set<SideId>>();
  for (const pl of pack.setup.placements) {
    const s = sideOf.get(pl.block);
    if (!s) continue;
    if (!occupant.has(pl.at)) occupant.set(pl.at, new Set());
    occupant.get(pl.at)!.add(s);
  }
  const count = (at: string, colour: string | undefined, value: number) => {
    const occ = occupant.get(at);
    if (colour === 'blue') return occ?.has('british') && !occ.has('american') ? value : 0;
    return occ?.has('american') ? 0 : value;
  };
  let total = 0;
  for (const h of pack.hexes) if (h.town) total += count(h.id, h.town.colour, h.town.value);
  for (const s of pack.spaces) if (s.id !== 'atlantic') total += count(s.id, s.colour, s.value);
  return total;
}

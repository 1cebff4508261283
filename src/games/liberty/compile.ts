/**
 * Compile a Liberty data pack into the integer-indexed tables of state.ts (`Compiled`), once per pack
 * (cached). The rules never read the pack JSON in their hot paths.
 *
 * Hex index = (row-1)*cols + (col-1). Hexside indexes are assigned in hex-index order, direction order of
 * data/geometry.ts (ne, e, se, sw, w, nw), each side numbered once and shared by both of its hexes.
 */
import { DIRECTIONS, hexId, hexsideKey, mapIndex, riverFlowsThrough, stepRowCol, inGrid } from './data/geometry.js';
import type { LibertyPack } from './data/types.js';
import type { Compiled, CompiledBlocks, CompiledMap, RiverMove } from './state.js';
import { LOC, SIDE_INDEX } from './state.js';

const cache = new WeakMap<LibertyPack, Compiled>();

export function compile(pack: LibertyPack): Compiled {
  let c = cache.get(pack);
  if (!c) {
    c = build(pack);
    cache.set(pack, c);
  }
  return c;
}

function build(pack: LibertyPack): Compiled {
  const idx = mapIndex(pack);
  const rows = pack.grid.rows, cols = pack.grid.cols;
  const hexCount = rows * cols;
  const hexIds: string[] = [];
  const hexIndex: Record<string, number> = {};
  for (let r = 1; r <= rows; r++) for (let col = 1; col <= cols; col++) {
    const id = hexId(r, col);
    hexIndex[id] = hexIds.length;
    hexIds.push(id);
  }
  const land: boolean[] = [], north: boolean[] = [], townValue: number[] = [], hasTown: boolean[] = [];
  const townColour: CompiledMap['townColour'] = [], port: boolean[] = [], tribeHome: (string | null)[] = [];
  const wilderness: boolean[] = [], kind: CompiledMap['kind'] = [], townName: (string | null)[] = [];
  const choke: boolean[] = [];
  const chokeGuards: Record<number, number[]> = {};
  for (let h = 0; h < hexCount; h++) {
    const d = idx.hex.get(hexIds[h]!);
    kind.push(d ? d.kind : 'sea');
    land.push(d?.kind === 'land');
    north.push(d ? d.zone === 'north' : false);
    townValue.push(d?.town ? d.town.value : 0);
    hasTown.push(!!d?.town);
    townColour.push(d?.town ? d.town.colour : null);
    port.push(!!d?.town?.port);
    tribeHome.push(d?.town?.tribe ?? null);
    townName.push(d?.town?.name ?? null);
    wilderness.push(idx.wilderness.has(hexIds[h]!));
    choke.push(!!d?.choke);
  }
  const byName = new Map<string, number>();
  townName.forEach((n, h) => { if (n) byName.set(n, h); });
  for (let h = 0; h < hexCount; h++) {
    const d = idx.hex.get(hexIds[h]!);
    if (!d?.choke) continue;
    chokeGuards[h] = d.choke.guards.map((g) => hexIndex[g] ?? byName.get(g) ?? -1).filter((x) => x >= 0);
  }
  // guardOf: port → choke hexes guarding it
  const guardedBy: number[][] = Array.from({ length: hexCount }, () => []);
  for (const [k, ports] of Object.entries(chokeGuards)) for (const p of ports) guardedBy[p]!.push(Number(k));

  const neighbours: number[][] = [], sideOf: number[][] = [];
  const keyToSide = new Map<string, number>();
  const sideTerrain: CompiledMap['sideTerrain'] = [], sideRiver: boolean[] = [], sideNiagara: boolean[] = [];
  const sideHexes: [number, number][] = [];
  for (let h = 0; h < hexCount; h++) {
    const row = Math.floor(h / cols) + 1, col = (h % cols) + 1;
    const nb: number[] = [], so: number[] = [];
    for (const dir of DIRECTIONS) {
      const n = stepRowCol({ row, col }, dir);
      if (!inGrid(n, { rows, cols })) { nb.push(-1); so.push(-1); continue; }
      const ni = (n.row - 1) * cols + (n.col - 1);
      nb.push(ni);
      const key = hexsideKey(hexIds[h]!, hexIds[ni]!);
      let s = keyToSide.get(key);
      if (s === undefined) {
        s = sideTerrain.length;
        keyToSide.set(key, s);
        const listed = idx.listed.get(key);
        const t = listed ?? (land[h] && land[ni] ? 'clear' : 'water');
        sideTerrain.push(t);
        // 5.2 「もし森林/沼地ヘクスサイドを通過して川が流れていたら」: a river flowing through the side. A lake-shore chain
        // (kind 'lake') is a path for river movement (5.6), not a river through its hexsides (docs/liberty-rules.md 5.2).
        sideRiver.push(riverFlowsThrough(idx, key));
        sideNiagara.push(idx.niagara.has(key));
        sideHexes.push([Math.min(h, ni), Math.max(h, ni)]);
      }
      so.push(s);
    }
    neighbours.push(nb);
    sideOf.push(so);
  }
  const sideBetween = (a: number, b: number): number => {
    const i = neighbours[a]!.indexOf(b);
    return i < 0 ? -1 : sideOf[a]![i]!;
  };

  const rivers = pack.rivers.map((r) => ({ id: r.id, hexes: r.hexes.map((x) => hexIndex[x] ?? -1).filter((x) => x >= 0) }));
  // 5.6 river moves: 1 or 2 steps along one chain, never across Niagara; keyed by start hex.
  const riverMoves: RiverMove[][] = Array.from({ length: hexCount }, () => []);
  for (const r of rivers) {
    const ch = r.hexes;
    for (let i = 0; i < ch.length; i++) {
      for (const dir of [-1, 1]) {
        let prev = ch[i]!;
        const sides: number[] = [];
        for (let st = 1; st <= 2; st++) {
          const next = ch[i + dir * st];
          if (next === undefined) break;
          const s = sideBetween(prev, next);
          if (s < 0 || sideNiagara[s]) break;
          sides.push(s);
          const mv: RiverMove = { to: next, via: st === 2 ? prev : -1, sides: sides.slice() };
          const list = riverMoves[ch[i]!]!;
          if (!list.some((m) => m.to === mv.to && m.via === mv.via)) list.push(mv);
          prev = next;
        }
      }
    }
  }
  for (const l of riverMoves) l.sort((a, b) => a.to - b.to || a.via - b.via);

  // 5.2 per hexside: blocks per side per turn (clear 4; forest or marsh 2, 3 when a river crosses it; water
  // 0), and whether a block stops after crossing it (forest or marsh not crossed by a river; Indians excepted,
  // 10.0, in movement.ts). Read by movement.ts `hexsideLimit` / `mustStopAfter` on every step.
  const sideLimit = sideTerrain.map((t, s) => (t === 'clear' ? 4 : t === 'forest' || t === 'marsh' ? (sideRiver[s] ? 3 : 2) : 0));
  const sideStops = sideTerrain.map((t, s) => (t === 'forest' || t === 'marsh') && !sideRiver[s]!);
  // 1.2, 5.3: control of a hex with no block in it: a town is friendly to its colour's side (blue American;
  // red and orange British); any other hex is neutral (codes of control.ts: 0 neutral, 1 British, 2 American).
  const emptyControl = townColour.map((col, h) => (!hasTown[h] || !col ? 0 : col === 'blue' ? 2 : 1));

  const space = (id: string) => pack.spaces.find((s) => s.id === id);
  const map: CompiledMap = {
    rows, cols, hexCount, hexIds, hexIndex, land, north, townValue, hasTown, townColour, port, tribeHome, wilderness,
    neighbours, sideOf, hexsideCount: sideTerrain.length, sideTerrain, sideRiver, rivers, chokeGuards,
    spaceValue: { bwi: space('bwi')?.value ?? 0, fwi: space('fwi')?.value ?? 0 },
    kind, townName, choke, guardedBy, sideNiagara, sideHexes, riverMoves,
    westIndiesNorth: space('bwi')?.zone === 'north',
    supplyTowns: townValue.flatMap((v, h) => (v > 0 ? [h] : [])),
    sideLimit, sideStops, emptyControl,
    ports: port.flatMap((p, h) => (p ? [h] : [])),
  };

  const blocks: CompiledBlocks = {
    count: pack.blocks.length, data: pack.blocks, index: {}, side: [], french: [], home: [],
    maxSteps: [], move: [], indian: [], warship: [], leader: [], militia: [], loyalist: [], american: [], ofSide: [[], []],
  };
  pack.blocks.forEach((b, i) => {
    blocks.index[b.id] = i;
    blocks.side.push(SIDE_INDEX[b.side]);
    blocks.french.push(b.nation === 'french');
    blocks.home.push(b.home ? hexIndex[b.home] ?? -1 : -1);
    blocks.maxSteps.push(b.maxSteps);
    blocks.move.push(b.move);
    blocks.indian.push(b.type === 'indian' || b.nation === 'indian');
    blocks.warship.push(b.type === 'warship');
    blocks.leader.push(b.type === 'leader');
    blocks.militia.push(b.type === 'militia' || /militia/i.test(b.id));
    blocks.loyalist.push(b.nation === 'loyalist');
    blocks.american.push(b.nation === 'american');
    blocks.ofSide[SIDE_INDEX[b.side]].push(i);
  });
  // Indians without an explicit home: the town of their tribe named like the block.
  pack.blocks.forEach((b, i) => {
    if (blocks.indian[i] && blocks.home[i]! < 0) {
      const h = tribeHome.findIndex((t) => t !== null && (t === b.id || b.id.includes(t) || b.name.toLowerCase().includes(t)));
      blocks.home[i] = h;
    }
  });
  return { pack, map, blocks, cards: pack.cards };
}

/** A location's id for messages and positions: hex id, or 'atlantic' | 'bwi' | 'fwi' | 'pool' | … */
export function locId(c: Compiled, loc: number): string {
  if (loc >= 0 && loc < c.map.hexCount) return c.map.hexIds[loc]!;
  switch (loc) {
    case LOC.ATLANTIC: return 'atlantic';
    case LOC.BWI: return 'bwi';
    case LOC.FWI: return 'fwi';
    case LOC.POOL: return 'pool';
    case LOC.FRENCH_POOL: return 'french-pool';
    case LOC.PRISONER: return 'prisoner';
  }
  return String(loc);
}

export function parseLoc(c: Compiled, id: string): number | undefined {
  if (Object.hasOwn(c.map.hexIndex, id)) return c.map.hexIndex[id];
  const m: Record<string, number> = { atlantic: LOC.ATLANTIC, bwi: LOC.BWI, fwi: LOC.FWI, pool: LOC.POOL, 'french-pool': LOC.FRENCH_POOL, prisoner: LOC.PRISONER };
  if (Object.hasOwn(m, id)) return m[id];
  const h = c.map.townName.indexOf(id); // positions may name towns ("Boston")
  return h >= 0 ? h : undefined;
}

/** A location's readable name (town name, else id). */
export function locName(c: Compiled, loc: number): string {
  if (loc >= 0 && loc < c.map.hexCount) return c.map.townName[loc] ?? c.map.hexIds[loc]!;
  return locId(c, loc);
}

/** Off-map places without a pack space, as the browser board names them. */
const OFF_MAP_JA: Record<number, string> = { [LOC.POOL]: 'プール', [LOC.FRENCH_POOL]: 'フランス・プール', [LOC.PRISONER]: '捕虜' };

const townsJa = new WeakMap<Compiled, Map<number, string>>();
/** Town names in Japanese by hex index, from the pack (`nameJa`, else the English name). */
export function townNameJa(c: Compiled, h: number): string | null {
  let m = townsJa.get(c);
  if (!m) {
    m = new Map();
    for (const x of c.pack.hexes) if (x.town) m.set((x.row - 1) * c.map.cols + (x.col - 1), x.town.nameJa ?? x.town.name);
    townsJa.set(c, m);
  }
  return m.get(h) ?? null;
}
/**
 * A location's name in Japanese (the text board, action descriptions): the town by its `nameJa` (else its
 * English name), else the hex id; a space by its `nameJa` (else its name); the pools and prisoners.
 */
export function locNameJa(c: Compiled, loc: number): string {
  if (loc >= 0 && loc < c.map.hexCount) return townNameJa(c, loc) ?? c.map.hexIds[loc]!;
  const sp = c.pack.spaces.find((s) => s.id === locName(c, loc));
  return sp ? sp.nameJa ?? sp.name : OFF_MAP_JA[loc] ?? locName(c, loc);
}

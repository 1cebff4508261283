/**
 * Liberty map geometry from pack data alone: hex ids, the six neighbours on the "odd-r" grid, hexside keys,
 * hexside terrain with its defaults, rivers and derived wilderness. Pure functions; no rules of play.
 *
 * Grid: pointy-top hexes, rows 1..rows north→south, columns 1..cols west (American edge) → east (British
 * edge, the sea). Odd rows are shifted half a hex east.
 */
import type { HexData, HexsideTerrain, LibertyPack, RiverData } from './types.js';

export type Direction = 'ne' | 'e' | 'se' | 'sw' | 'w' | 'nw';
/** Clockwise from north-east: the order used everywhere a canonical order of neighbours matters. */
export const DIRECTIONS: readonly Direction[] = ['ne', 'e', 'se', 'sw', 'w', 'nw'];

export interface RowCol { row: number; col: number }

const HEX_ID = /^r(\d{2})c(\d)$/;

export function hexId(row: number, col: number): string {
  return `r${String(row).padStart(2, '0')}c${col}`;
}

/** Row and column of a hex id ("r06c5" → 6, 5), or undefined if the id is not of that form. */
export function parseHexId(id: string): RowCol | undefined {
  const m = HEX_ID.exec(id);
  return m ? { row: Number(m[1]), col: Number(m[2]) } : undefined;
}

/** The hex id one step in `dir`, ignoring the map bounds. */
export function stepRowCol({ row, col }: RowCol, dir: Direction): RowCol {
  const odd = row % 2 === 1;
  switch (dir) {
    case 'e': return { row, col: col + 1 };
    case 'w': return { row, col: col - 1 };
    case 'ne': return { row: row - 1, col: odd ? col + 1 : col };
    case 'nw': return { row: row - 1, col: odd ? col : col - 1 };
    case 'se': return { row: row + 1, col: odd ? col + 1 : col };
    case 'sw': return { row: row + 1, col: odd ? col : col - 1 };
  }
}

export interface GridSize { rows: number; cols: number }

export function inGrid(rc: RowCol, grid: GridSize): boolean {
  return rc.row >= 1 && rc.row <= grid.rows && rc.col >= 1 && rc.col <= grid.cols;
}

/** The hex next to `id` in `dir`, or undefined off the grid. */
export function neighbourInDirection(id: string, dir: Direction, grid: GridSize): string | undefined {
  const rc = parseHexId(id);
  if (!rc) return undefined;
  const n = stepRowCol(rc, dir);
  return inGrid(n, grid) ? hexId(n.row, n.col) : undefined;
}

/** Neighbours of a hex inside the grid, in DIRECTIONS order. */
export function neighbours(id: string, grid: GridSize): string[] {
  const out: string[] = [];
  for (const d of DIRECTIONS) {
    const n = neighbourInDirection(id, d, grid);
    if (n) out.push(n);
  }
  return out;
}

export function areAdjacent(a: string, b: string, grid: GridSize): boolean {
  return neighbours(a, grid).includes(b);
}

/** Direction from a to an adjacent b, or undefined if they are not adjacent. */
export function directionBetween(a: string, b: string, grid: GridSize): Direction | undefined {
  return DIRECTIONS.find((d) => neighbourInDirection(a, d, grid) === b);
}

/** Order-free key of the hexside between two hexes: "r06c4|r06c5" (ids sorted). */
export function hexsideKey(a: string, b: string): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}

export function splitHexsideKey(key: string): [string, string] {
  const [a = '', b = ''] = key.split('|');
  return [a, b];
}

/** Lookup tables derived once per pack (cached): hexes by id, listed hexsides, river sides, wilderness. */
export interface MapIndex {
  grid: GridSize;
  hex: Map<string, HexData>;
  /** Terrain of listed hexsides only, by hexsideKey. */
  listed: Map<string, HexsideTerrain>;
  niagara: Set<string>;
  /** Hexside key → ids of the rivers/lakes whose chain crosses it (consecutive chain hexes). */
  riverSides: Map<string, string[]>;
  /** Hex id → ids of the rivers/lakes whose chain includes it. */
  riversAt: Map<string, string[]>;
  river: Map<string, RiverData>;
  wilderness: Set<string>;
}

const cache = new WeakMap<LibertyPack, MapIndex>();

export function mapIndex(pack: LibertyPack): MapIndex {
  let idx = cache.get(pack);
  if (!idx) {
    idx = buildMapIndex(pack);
    cache.set(pack, idx);
  }
  return idx;
}

function buildMapIndex(pack: LibertyPack): MapIndex {
  const grid = { rows: pack.grid.rows, cols: pack.grid.cols };
  const hex = new Map(pack.hexes.map((h) => [h.id, h] as const));
  const listed = new Map<string, HexsideTerrain>();
  const niagara = new Set<string>();
  for (const s of pack.hexsides) {
    const k = hexsideKey(s.a, s.b);
    listed.set(k, s.terrain);
    if (s.niagara) niagara.add(k);
  }
  const riverSides = new Map<string, string[]>();
  const riversAt = new Map<string, string[]>();
  for (const r of pack.rivers) {
    r.hexes.forEach((h, i) => {
      push(riversAt, h, r.id);
      const next = r.hexes[i + 1];
      if (next) push(riverSides, hexsideKey(h, next), r.id);
    });
  }
  const partial: MapIndex = {
    grid, hex, listed, niagara, riverSides, riversAt,
    river: new Map(pack.rivers.map((r) => [r.id, r] as const)),
    wilderness: new Set(),
  };
  for (const h of pack.hexes) {
    if (h.kind !== 'land') continue;
    const forest = neighbours(h.id, grid).filter((n) => sideTerrain(partial, h.id, n) === 'forest').length;
    if (forest >= 2) partial.wilderness.add(h.id);
  }
  return partial;
}

function push(m: Map<string, string[]>, k: string, v: string): void {
  const l = m.get(k);
  if (l) { if (!l.includes(v)) l.push(v); } else m.set(k, [v]);
}

function sideTerrain(idx: MapIndex, a: string, b: string): HexsideTerrain {
  const listed = idx.listed.get(hexsideKey(a, b));
  if (listed) return listed;
  const ka = idx.hex.get(a)?.kind;
  const kb = idx.hex.get(b)?.kind;
  return ka === 'land' && kb === 'land' ? 'clear' : 'water';
}

/** Terrain of the hexside between two adjacent hexes: as listed, else `water` if either hex is sea or lake,
 *  else `clear` (1.1, 5.2). Throws if the hexes are not adjacent. */
export function hexsideTerrain(pack: LibertyPack, a: string, b: string): HexsideTerrain {
  const idx = mapIndex(pack);
  if (!areAdjacent(a, b, idx.grid)) throw new Error(`${a} and ${b} are not adjacent`);
  return sideTerrain(idx, a, b);
}

/** Rivers and lake shores whose chain runs through the side a|b (a path for 5.6 river moves). */
export function riversCrossing(pack: LibertyPack, a: string, b: string): string[] {
  return mapIndex(pack).riverSides.get(hexsideKey(a, b)) ?? [];
}

/**
 * Whether a river (not a lake shore) flows through the side a|b: a forest/marsh side so crossed has the 5.2
 * limit of 3 and no stop, as compile.ts reads it (5.2 with 5.6, docs/liberty-rules.md).
 */
export function isRiverCrossed(pack: LibertyPack, a: string, b: string): boolean {
  return riverFlowsThrough(mapIndex(pack), hexsideKey(a, b));
}

/** The same by hexside key on a built index (compile.ts reads every side this way). */
export function riverFlowsThrough(idx: MapIndex, key: string): boolean {
  return (idx.riverSides.get(key) ?? []).some((id) => idx.river.get(id)?.kind === 'river');
}

export function isNiagara(pack: LibertyPack, a: string, b: string): boolean {
  return mapIndex(pack).niagara.has(hexsideKey(a, b));
}

/** 1.4: a wilderness hex is a land hex with at least two forest hexsides (derived, never listed). */
export function isWilderness(pack: LibertyPack, id: string): boolean {
  return mapIndex(pack).wilderness.has(id);
}

export function wildernessHexes(pack: LibertyPack): string[] {
  return [...mapIndex(pack).wilderness].sort();
}

/** Hexes reachable by one river move (5.6): up to 2 steps along one chain, never across a Niagara side. */
export function riverMoveTargets(pack: LibertyPack, from: string): string[] {
  const idx = mapIndex(pack);
  const out = new Set<string>();
  for (const rid of idx.riversAt.get(from) ?? []) {
    const chain = idx.river.get(rid)?.hexes ?? [];
    chain.forEach((h, i) => {
      if (h !== from) return;
      for (const dir of [-1, 1]) {
        let prev = h;
        for (let s = 1; s <= 2; s++) {
          const next = chain[i + dir * s];
          if (!next || idx.niagara.has(hexsideKey(prev, next))) break;
          out.add(next);
          prev = next;
        }
      }
    });
  }
  out.delete(from);
  return [...out].sort();
}

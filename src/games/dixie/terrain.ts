/**
 * 10.x Terrain: placement by position code (3.3, 10.2), stacking (10.1), and the effects printed on each card,
 * interpreted from the card data (10.3). Effects favour the holder of the position (10.3 important).
 */
import { type DixieState, type Side, R, codeOf, lineOf, terrainAt, terrainCount, def, present, other, defending } from './state.js';
import type { TerrainDef } from './data/schema.js';

const ADJ: Record<string, string[]> = { L: ['L', 'LC'], C: ['LC', 'C', 'RC'], R: ['RC', 'R'] };
/** 3.3 / 13.8: the positions of one's own line a terrain card with code `code` may go to. */
export function codeFits(s: DixieState, p: number, code: string): boolean {
  const pc = codeOf(s, p);
  if (s.o.n === 3) return pc === code;
  // 13.8: its normal place and the adjacent positions of the five-position line.
  return (ADJ[code] ?? []).includes(pc);
}

/** Why terrain card `id` may not be placed in p by `side` now, or null (3.3, 10.2, 14.0). */
export function terrainBlock(s: DixieState, side: Side, id: number, p: number): [string, string] | null {
  const t = def(id) as TerrainDef;
  switch (terrainFault(s, side, t, p)) {
    case 0: return null;
    case 1: return [R('10.2'), 'terrain goes only into your own line'];
    case 2: return [R('3.3'), `terrain coded ${t.position} cannot go to ${codeOf(s, p)}`];
    case 3: return [R('10.2'), 'terrain may be played only where no enemy is present'];
    case 4: return [R('10.1'), 'at most two terrain cards in a position'];
    default: return [R('14.0'), 'on day 1 only day-1 terrain may be played'];
  }
}
/** terrainBlock without its words (the enumeration asks this of every terrain card and position). */
export const terrainFits = (s: DixieState, side: Side, id: number, p: number): boolean => terrainFault(s, side, def(id) as TerrainDef, p) === 0;

/** The first of terrainBlock's reasons that holds (1-5), or 0. */
function terrainFault(s: DixieState, side: Side, t: TerrainDef, p: number): number {
  if (lineOf(s, p) !== side) return 1;
  if (!codeFits(s, p, t.position)) return 2;
  if (present(s, p, other(side))) return 3;
  if (terrainCount(s, p) >= 2) return 4;
  if (s.o.hist && s.day === 1 && t.day !== 1) return 5;
  return 0;
}

function appliesTo(s: DixieState, p: number, side: Side, who: 'defender' | 'attacker'): boolean {
  return defending(s, p, side) === (who === 'defender');
}

/** Morale modifier of the terrain in p for a unit of `side` (ignored in melee, 13.1). */
export function terrainMorale(s: DixieState, p: number, side: Side, uid: number): number {
  let m = 0;
  const ut = def(uid).type;
  for (const tc of terrainAt(s, p)) for (const e of (def(tc.id) as TerrainDef).effects) {
    if (e.kind === 'morale' && appliesTo(s, p, side, e.who) && (!e.unit || e.unit === ut)) m += e.value;
  }
  return m;
}

/** Dice modifier for a card of `side` firing from p (short or long range); enfilade ignores it (13.2). */
export function terrainFireFrom(s: DixieState, p: number, side: Side, uid: number, range: 'short' | 'long'): number {
  let m = 0;
  const ut = def(uid).type;
  for (const tc of terrainAt(s, p)) for (const e of (def(tc.id) as TerrainDef).effects) {
    if (e.kind === 'fire' && appliesTo(s, p, side, e.who) && (!e.unit || e.unit === ut) && (!e.range || e.range === range)) m += e.dice;
  }
  return m;
}

/** Dice modifier for fire coming into q from another position (long range or enfilade). */
export function terrainIncoming(s: DixieState, q: number, range: 'long' | 'enfilade'): number {
  let m = 0;
  for (const tc of terrainAt(s, q)) for (const e of (def(tc.id) as TerrainDef).effects) {
    if (e.kind === 'incoming' && (!e.range || e.range === range)) m += e.dice;
  }
  return m;
}

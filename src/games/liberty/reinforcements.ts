/**
 * Reinforcements (6.0-6.2): each action point draws one random block from the side's face-down pool, placed at
 * full strength, never in a battle hex. The drawn block is known only to its owner until placed.
 */
import { RuleError } from '../../core/errors.js';
import type { LogEntry } from '../../core/log.js';
import { randomInt } from '../../core/rng.js';
import { placeAction } from './action-objects.js';
import type { LibertyAction } from './actions.js';
import { AMERICAN, BRITISH } from './control.js';
import { indianPlacements } from './indians.js';
import { count } from './movement.js';
import { trust, untrust } from './occupancy.js';
import type { Compiled, LibertyState, SideId } from './state.js';
import { LOC, SIDE_INDEX, isHex } from './state.js';

const rule = (n: string) => `liberty ${n}`;

export const poolCount = (c: Compiled, s: LibertyState, si: number): number => count(s, c, LOC.POOL, si);

/** Where the drawn block may go (canonical: ascending location). */
export function placements(c: Compiled, s: LibertyState, side: SideId, b: number): number[] {
  const B = c.blocks, M = c.map;
  const si = SIDE_INDEX[side];
  if (si === 0) {
    if (B.indian[b]) return indianPlacements(c, s, b); // 6.1, 10.0
    if (!B.loyalist[b]) return [LOC.ATLANTIC]; // 6.1 British (and Hessian) blocks: the Atlantic box
  } else if (B.french[b]) return [LOC.ATLANTIC]; // 6.2 French: the Atlantic box
  const out: number[] = [];
  const prev = trust(c, s); // a query only
  try {
    for (const h of M.supplyTowns) if (townPlaceCode(c, s, si, b, h) === 0) out.push(h);
  } finally { untrust(prev); }
  return out;
}

/** A supply town `h` for the drawn block b of side si (a Loyalist or an American block): 0 if it may be placed
 *  there, else the code of the rule that says no (the one check of `placements` and of its refusal, issue 22). */
function townPlaceCode(c: Compiled, s: LibertyState, si: number, b: number, h: number): number {
  if (s.placed.includes(h)) return 1; // supply towns, max one per hex
  if (count(s, c, h, 1 - si) > 0) return 2; // not enemy-occupied (and so never a battle hex)
  if (s.control[h] !== (si === 0 ? BRITISH : AMERICAN)) return 3; // 6.1, 6.2: a friendly supply town (5.3 snapshot)
  // 6.2 (corrected): 「民兵のみ敵に支配されていないいずれかの味方の赤い補給源街に配置される」: a friendly red supply
  // town (one the Americans hold) takes militia only; never a red town the British control.
  if (si === 1 && c.map.townColour[h] === 'red' && !c.blocks.militia[b]) return 4;
  return 0;
}
function townPlaceWhy(c: Compiled, s: LibertyState, si: number, b: number, h: number): [string, string] | null {
  const r = rule(si === 0 ? '6.1' : '6.2');
  switch (townPlaceCode(c, s, si, b, h)) {
    case 1: return [r, 'one reinforcement per hex a turn: a block was placed there this turn'];
    case 2: return [r, si === 0 ? 'a Loyalist goes to a supply town free of enemy blocks (6.0: never a battle hex)' : 'a supply town the enemy occupies takes no reinforcement (6.0: never a battle hex)'];
    case 3: return [r, 'reinforcements go to a friendly supply town (5.3: control as at the start of the turn)'];
    case 4: return [r, 'only militia are placed in a red supply town'];
  }
  return null;
}

/** Issue 22: why the drawn block may not be placed at `to`. */
function placeRefusal(c: Compiled, s: LibertyState, side: SideId, b: number, to: number): [string, string] {
  const B = c.blocks, si = SIDE_INDEX[side];
  if (si === 0 && B.indian[b]) return [rule('10.0'), 'a drawn Indian goes to its own town if it is friendly and free of enemy blocks, else to a neutral hex next to it'];
  if (si === 0 && !B.loyalist[b]) return [rule('6.1'), 'British (and Hessian) reinforcements are placed in the Atlantic box'];
  if (si === 1 && B.french[b]) return [rule('6.2'), 'French reinforcements are placed in the Atlantic box'];
  const r = rule(si === 0 ? '6.1' : '6.2');
  if (!c.map.supplyTowns.includes(to)) return [r, isHex(to) || to === LOC.ATLANTIC ? `${si === 0 ? 'Loyalist' : 'American'} reinforcements go to a supply town (a town with a value 1-4), not ${to === LOC.ATLANTIC ? 'the Atlantic box' : 'there'}` : 'blocks are never placed directly in the West Indies (9.1) or off the board'];
  return townPlaceWhy(c, s, si, b, to) ?? [r, 'this reinforcement may not be placed there'];
}

/** 6.0: draw one block at random from the pool (the pool's order is hidden from both). */
export function drawBlock(c: Compiled, s: LibertyState, side: SideId, log: LogEntry[] | null): void {
  const si = SIDE_INDEX[side];
  const pool: number[] = [];
  for (let b = 0; b < s.loc.length; b++) if (s.loc[b] === LOC.POOL && c.blocks.side[b] === si) pool.push(b);
  if (pool.length === 0) throw new RuleError(rule('6.0'), 'your reinforcement pool is empty');
  const b = pool[randomInt(s.rng, pool.length)]!;
  s.points--;
  s.drawing = true;
  const where = placements(c, s, side, b);
  log?.push({ key: 'lib.draw', params: { side }, rule: rule('6.0') });
  log?.push({ key: 'lib.drawBlock', params: { block: c.blocks.data[b]!.id }, rule: rule('6.0'), to: [side] });
  if (where.length === 0) {
    // Decision (docs/liberty-rules.md 6.0): a drawn block that has nowhere legal to go goes back to the pool.
    log?.push({ key: 'lib.drawReturned', params: { block: c.blocks.data[b]!.id }, rule: rule('6.0'), to: [side] });
    return;
  }
  s.drawn = b;
  s.phase = 'draw';
}

export function placeActions(c: Compiled, s: LibertyState, side: SideId, out: LibertyAction[]): void {
  for (const to of placements(c, s, side, s.drawn)) out.push(placeAction(to));
}

export function applyPlace(c: Compiled, s: LibertyState, side: SideId, to: number, log: LogEntry[] | null): void {
  const b = s.drawn;
  const where = placements(c, s, side, b);
  if (!where.includes(to)) { const [r, m] = placeRefusal(c, s, side, b, to); throw new RuleError(r, m); }
  s.loc[b] = to;
  s.steps[b] = c.blocks.maxSteps[b]!;
  s.moved[b] = 1; // 3.2: a block drawn this turn does not also move
  // 6.1, 6.2: at most one block placed per hex per turn, whatever it is (10.0: an Indian counts too; left out, a
  // hex missing from the public list told the enemy that the block placed there was an Indian)
  if (to < LOC.ATLANTIC) s.placed.push(to);
  s.drawn = -1;
  s.phase = 'move';
  log?.push({ key: 'lib.place', params: { side, to }, rule: rule(SIDE_INDEX[side] === 0 ? '6.1' : '6.2') });
}

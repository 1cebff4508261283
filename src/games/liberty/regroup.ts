/**
 * 7.5 Regroup: when a battle is over the winner may move some or all of its blocks from the battle hex, each
 * by a normal move (its movement allowance, no forced march) to a friendly hex free of enemy blocks.
 *  - hexside limits (5.2) apply, counted afresh for the regroup of this battle;
 *  - never into or through a battle hex or a hex holding enemy blocks;
 *  - never to the Atlantic box; between the two West Indies ports only (9.1);
 *  - by river only for blocks that joined the battle by river (5.6);
 *  - warships do not regroup on the map (their moves are 8.1 moves between ports and the Atlantic box).
 */
import type { BattleState } from './battle-state.js';
import { westIndiesController, controlCode } from './control.js';
import { LOC, isWestIndies, type Compiled, type LibertyState } from './state.js';
import { canEnterHex } from './movement.js';
import { enemyBlocksAt, isContestHex, landMoves, SIDE_NAMES, type MoveTarget } from './retreat.js';

export function regroupMoves(c: Compiled, s: LibertyState, bs: BattleState, b: number): MoveTarget[] {
  if (s.loc[b] !== bs.hex) return [];
  if (isWestIndies(bs.hex)) {
    const other = bs.hex === LOC.BWI ? LOC.FWI : LOC.BWI;
    const sideIdx = c.blocks.side[b]!;
    if (enemyBlocksAt(c, s, other, sideIdx) || isContestHex(c, s, other)) return [];
    if (westIndiesController(c, s, other) !== controlCode(SIDE_NAMES[sideIdx]!)) return [];
    return canEnterHex(c, s, SIDE_NAMES[sideIdx]!, b, other) ? [{ to: other, sides: [] }] : [];
  }
  return landMoves(c, s, bs, b, 'regroup');
}

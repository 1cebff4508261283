/**
 * 7.5 Regroup: when a battle is over the winner may move some or all of its blocks from the battle hex, each
 * by a normal move (its movement allowance, no forced march) to a friendly hex free of enemy blocks.
 *  - hexside limits (5.2) apply to the turn's counts (7.5 with 5.2, issue 23): a hexside the side's moves and
 *    earlier regroups of this turn filled is closed; each hexside crossed counts (`s.regroupUse`);
 *  - never into or through a battle hex or a hex holding enemy blocks;
 *  - never to the Atlantic box; by sea between the two West Indies ports (9.1), and between a West Indies port
 *    and a port on the map ("西インド諸島と港の間", 7.5): sea-capable blocks only (5.7: not American, not Indian),
 *    to a friendly port or West Indies port free of enemy blocks (decision, docs/liberty-rules.md 7.5);
 *  - by river only for blocks that joined the battle by river (5.6);
 *  - warships regroup by their normal move (8.1): through sea hexes to a friendly port within their move, free of
 *    enemy blocks; and they may take the sea regroups above.
 */
import type { BattleState } from './battle-state.js';
import { westIndiesController, controlCode } from './control.js';
import { LOC, isHex, isWestIndies, type Compiled, type LibertyState } from './state.js';
import { canEnterHex, navalMoves } from './movement.js';
import { enemyBlocksAt, isContestHex, landMoves, SIDE_NAMES, type MoveTarget } from './retreat.js';

export function regroupMoves(c: Compiled, s: LibertyState, bs: BattleState, b: number): MoveTarget[] {
  if (s.loc[b] !== bs.hex) return [];
  const sideIdx = c.blocks.side[b]!;
  const side = SIDE_NAMES[sideIdx]!;
  const own = controlCode(side);
  const out: MoveTarget[] = landMoves(c, s, bs, b, 'regroup'); // [] for warships and off-map battles
  if (c.blocks.warship[b] && isHex(bs.hex)) {
    // a warship's normal move (5.1 "戦艦を含む全てのブロック", 8.1): through sea hexes to a port within its move (no
    // forced march, 5.5), here a friendly one free of enemy blocks and not a battle (7.5); hexside limits do not apply
    for (const m of navalMoves(c)[bs.hex] ?? []) {
      if (m.dist > c.blocks.move[b]! || s.control[m.to] !== own) continue;
      if (enemyBlocksAt(c, s, m.to, sideIdx) || isContestHex(c, s, m.to) || !canEnterHex(c, s, side, b, m.to)) continue;
      out.push({ to: m.to, sides: [] });
    }
  }
  if (c.blocks.american[b] || c.blocks.indian[b]) return out;
  const seaOk = (to: number, friendly: boolean): void => {
    if (!friendly || enemyBlocksAt(c, s, to, sideIdx) || isContestHex(c, s, to) || !canEnterHex(c, s, side, b, to)) return;
    out.push({ to, sides: [] });
  };
  if (isWestIndies(bs.hex)) {
    const other = bs.hex === LOC.BWI ? LOC.FWI : LOC.BWI;
    seaOk(other, westIndiesController(c, s, other) === own);
    for (let h = 0; h < c.map.hexCount; h++) if (c.map.port[h]) seaOk(h, s.control[h] === own);
  } else if (isHex(bs.hex) && c.map.port[bs.hex]) {
    for (const wi of [LOC.BWI, LOC.FWI]) seaOk(wi, westIndiesController(c, s, wi) === own);
  }
  out.sort((x, y) => x.to - y.to);
  return out;
}

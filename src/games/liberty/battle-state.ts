/**
 * Battle sub-state (7.x, 8.x), owned by combat.ts / naval.ts / retreat.ts / regroup.ts. Plain JSON-safe data,
 * present in `s.battle` only while a battle (including its forced retreats and regroup) is being fought.
 *
 * Blocks are the integer indexes of `Compiled.blocks`; sides are side indexes (0 british, 1 american).
 */
import type { SideId } from './data/types.js';

/**
 * Where the battle is in its sequence:
 *  - 'fight':   the fire order of the current round (7.21): slot 0 A-defender, 1 A-attacker, 2 B-defender,
 *               3 B-attacker, 4 C-defender, 5 C-attacker; the side owning an eligible block of the slot acts;
 *  - 'hits':    a hit must go to one of several equally strongest blocks: their owner picks (7.32);
 *  - 'retreat': blocks that must retreat (`mustRetreat`): the attacker after round 3 (7.2), reserves after a
 *               battle that ended in round 1 (7.21), warships left alone against land blocks (8.6);
 *  - 'regroup': the winner may move blocks out of the battle hex (7.5).
 */
export type BattleStep = 'fight' | 'hits' | 'retreat' | 'regroup';

export interface BattleState {
  /** Battle location: a hex index, or LOC.BWI / LOC.FWI (9.1). */
  hex: number;
  attacker: SideId;
  /** Side index of the attacker (0 british, 1 american). */
  att: 0 | 1;
  /** 1..3 (7.2). */
  round: number;
  /** Current fire-order slot, 0..5 (see BattleStep). */
  slot: number;
  step: BattleStep;
  /** Blocks that have had their combat turn this round (7.21). */
  acted: number[];
  /** Hits waiting to be applied ('hits' step), the side taking them and the firing block (8.2/8.3 need it). */
  hits: number;
  hitSide: 0 | 1;
  hitBy: number;
  /** 8.4: the attacker's land blocks are still at sea (a sea attack against enemy warships). 0/1. */
  atSea: number;
  /** 8.4: round in which the sea-attacking land blocks landed (dragoons fire as C in it); 0 = none. */
  landed: number;
  /** Retreat / regroup hexside use in the current round (7.4) or regroup (7.5): key hexside*2+side → blocks. */
  use: Record<number, number>;
  /** 8.5: land blocks that retreated by sea this round, per side index. */
  seaUse: [number, number];
  /** 8.5: where friendly warships retreated by sea unopposed this round, per side: a bit set of destinations
   *  (1 the Atlantic box, 2 the British, 4 the French West Indies port; `seaBit` in naval.ts); 0 none. The same
   *  bits shifted left by 3 (`ANY_SHIFT`) record every sea retreat of a warship this round, opposed or not:
   *  land blocks still at sea may follow those (8.5). */
  seaOk: [number, number];
  /** Blocks that must still retreat ('retreat' step). */
  mustRetreat: number[];
  /** The winner once decided (7.5), else null. */
  winner: SideId | null;
  /** Every block in the hex when the battle began (their `revealed` flags are cleared at the end). */
  blocks: number[];
}

/** A battle decision (7.21 fire / retreat / pass, 7.32 hit choice, 7.5 regroup). `to` is a location. */
export type BattleAction =
  | { type: 'battle-fire'; block: number }
  | { type: 'battle-pass'; block: number }
  | { type: 'battle-retreat'; block: number; to: number }
  | { type: 'battle-hit'; block: number }
  | { type: 'battle-regroup'; block: number; to: number }
  | { type: 'battle-regroup-done' };

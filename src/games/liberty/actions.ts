/**
 * Every Liberty decision, as small plain objects (conventions: step-by-step, canonical order).
 * Blocks are indexes of Compiled.blocks (a side only ever names its own blocks, or prisoners, which are
 * face up); locations are integers (hex index or LOC.*); cards are indexes of Compiled.cards.
 */
import type { BattleAction } from './battle-state.js';

export type { BattleAction };

export type LibertyAction =
  /** 3.0: choose this turn's card face down (simultaneous). */
  | { type: 'card'; card: number }
  /** 3.0, optional rule 4: return one card of the year's hand (secretly) before the first card is chosen. */
  | { type: 'return-card'; card: number }
  /** 3.3: add one step to this block (supply card). */
  | { type: 'supply'; block: number }
  /** 5.1: start a group move (one action point) from this location. */
  | { type: 'group'; from: number }
  /** 5.1: pick the next block of the group to move. */
  | { type: 'block'; block: number }
  /** 5.1/5.5/5.7/8.1/8.4/9.1: the selected block moves one hex (or by sea to the box, a port, the West Indies). */
  | { type: 'step'; to: number }
  /** 5.6: river movement: the selected block moves up to two hexes along one river or lake shore. */
  | { type: 'river'; to: number }
  /** The selected block stops here (it has moved if it took a step). */
  | { type: 'stop' }
  /** The group move is over. */
  | { type: 'done' }
  /** 6.0: spend an action point to draw a reinforcement (no more moves this turn, 3.2). */
  | { type: 'draw' }
  /** 6.1/6.2: place the drawn block. */
  | { type: 'place'; to: number }
  /** End: the supply steps (3.3), the action phase (3.1), or the disbanding (11.3). */
  | { type: 'end' }
  /** 7.1: Player 1 picks the next battle. */
  | { type: 'battle'; hex: number }
  /** 11.3: disband this block to the pool. */
  | { type: 'disband'; block: number }
  /** 11.4: this block is over the supply limit and is captured. */
  | { type: 'capture'; block: number }
  /** 11.5: offer to give back (also, in the supply phase, optional rule 2's forced exchange) `give` (an enemy block we hold) for `take` (one of ours the enemy holds). */
  | { type: 'offer'; give: number; take: number }
  | { type: 'no-offer' }
  | { type: 'accept' }
  | { type: 'refuse' }
  | BattleAction;

export type LibertyActionType = LibertyAction['type'];

/**
 * Information-set sampling for the bots (war1812 2.6): a full state consistent with a side's view. The enemy's
 * hand and the deck's order are drawn from the cards the viewer has not seen; the enemy's unit-appearance
 * markers become a unit type that place could raise. Never reads the true hidden state.
 */
import { createRng, randomInt, shuffle, type Seed } from '../../core/rng.js';
import type { Compiled } from './compile.js';
import { RAISE } from './operations.js';
import { U, type Side, type War1812State } from './state.js';
import type { War1812View } from './view.js';

export function sampleFromView(c: Compiled, v: War1812View, side: Side, seed: Seed): War1812State {
  const rng = createRng(seed);
  const enemy: Side = side === 0 ? 1 : 0;
  const seen = new Set<number>([...v.hand, ...v.discard, ...v.removed]);
  const unknown = shuffle(rng, c.cardIds.filter((id) => c.cYear[id]! <= v.year && !seen.has(id)));
  const enemyHand = unknown.splice(0, v.handCounts[enemy]).sort((a, b) => a - b);
  const hands: [number[], number[]] = side === 0 ? [v.hand.slice(), enemyHand] : [enemyHand, v.hand.slice()];
  const appear = v.appear.map((m) => {
    if (m.unit >= 0) return { ...m };
    const lt = c.loc[m.at]!;
    const kinds = RAISE[m.side].filter((r) => r.limit[lt]! > 0 && (r.unit !== U.IND || v.control[c.mackinac] === 0));
    const unit = kinds.length ? kinds[randomInt(rng, kinds.length)]!.unit : U.MIL;
    return { side: m.side, at: m.at, unit };
  });
  return {
    rng, step: 0,
    year: v.year, turn: v.turn, phase: v.phase, active: v.active === 'british' ? 0 : 1, first: v.first === 'british' ? 0 : 1,
    hands, deck: unknown, discard: v.discard.slice(), removed: v.removed.slice(),
    stacks: v.stacks.map((st) => ({ ...st, leaders: st.leaders.slice(), u: st.u.slice() })),
    control: v.control.slice(), fort: v.fort.slice(), flags: v.flags.slice(), roads: v.roads.slice(),
    blockade: v.blockade.slice(), tribes: v.tribes.slice(), peace: [v.peace[0], v.peace[1]],
    pool: [v.pool[0].slice(), v.pool[1].slice()],
    appear, raisedOps: { ...v.raisedOps }, raisedUnits: { ...v.raisedUnits },
    builds: v.builds.map((b) => ({ ...b })),
    ops: v.ops ? { ...v.ops } : null, mover: v.mover ? { ...v.mover } : null,
    nap: v.nap, napTurn: v.napTurn.slice(), wellington: v.wellington, napPending: v.napPending, coastalRaiders: v.coastalRaiders,
    lastCards: v.lastCards, ghent: v.ghent ? { ...v.ghent, numbers: [v.ghent.numbers[0], v.ghent.numbers[1]] } : null,
    layup: v.layup, pack: v.pack, result: null,
  };
}

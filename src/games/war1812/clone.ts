/** Hand-written clone of the War of 1812 state (fast: flat arrays, no JSON round trip). */
import { cloneRng } from '../../core/rng.js';
import type { War1812State } from './state.js';

export function cloneState(s: War1812State): War1812State {
  return {
    rng: cloneRng(s.rng), step: s.step,
    year: s.year, turn: s.turn, phase: s.phase, active: s.active, first: s.first,
    hands: [s.hands[0].slice(), s.hands[1].slice()], deck: s.deck.slice(), discard: s.discard.slice(), removed: s.removed.slice(),
    stacks: s.stacks.map((st) => ({ id: st.id, side: st.side, at: st.at, leaders: st.leaders.slice(), u: st.u.slice() })),
    control: s.control.slice(), fort: s.fort.slice(), flags: s.flags.slice(), roads: s.roads.slice(),
    blockade: s.blockade.slice(), tribes: s.tribes.slice(), peace: [s.peace[0], s.peace[1]],
    pool: [s.pool[0].slice(), s.pool[1].slice()],
    appear: s.appear.map((m) => ({ side: m.side, at: m.at, unit: m.unit })),
    raisedOps: { ...s.raisedOps }, raisedUnits: { ...s.raisedUnits },
    builds: s.builds.map((b) => ({ ...b })),
    ops: s.ops ? { ...s.ops } : null,
    mover: s.mover ? { ...s.mover } : null,
    nap: s.nap, napTurn: s.napTurn.slice(), wellington: s.wellington, napPending: s.napPending, coastalRaiders: s.coastalRaiders,
    lastCards: s.lastCards,
    ghent: s.ghent ? { numbers: [s.ghent.numbers[0], s.ghent.numbers[1]], shift: s.ghent.shift, box: s.ghent.box } : null,
    layup: s.layup, pack: s.pack,
    result: s.result ? { ...s.result, params: s.result.params ? { ...s.result.params } : undefined } : null,
  };
}

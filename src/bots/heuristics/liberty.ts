/**
 * Liberty heuristic (issue 6): the value of a (determinized) Liberty state for one side, from
 *   - supply-point control: the British supply points (11.1) against the victory thresholds;
 *   - material: steps on the board, weighted by fire (A fires first, higher number hits more often);
 *   - threat to lone blocks: a one-block hex next to an enemy stack of two or more is in danger (and an
 *     enemy lone block next to our stack is a chance);
 *   - card value timing: action points still in hand, weighted by the turns left this year;
 *   - winter supply: blocks standing where they could not winter (11.4), weighted as winter nears.
 * Rollouts use a light policy (uniform over legal actions, but ending group moves and draws sooner) and stop
 * after a few dozen moves, where this evaluation judges the position.
 *
 * It reads the engine's state contract (src/games/liberty/state.ts) and its helpers; it runs only on states
 * sampled from the bot's view (`liberty.sampleState`), never on the true state.
 */
import type { AnyGame, SideId } from '../../core/engine.js';
import { randomInt } from '../../core/rng.js';
import { compiledFor } from '../../games/liberty/index.js';
import type { LibertyAction } from '../../games/liberty/actions.js';
import { BRITISH, liveControl, westIndiesController } from '../../games/liberty/control.js';
import { attritionLocations } from '../../games/liberty/winter.js';
import { LOC, isOnBoard, isHex, type Compiled, type LibertyState } from '../../games/liberty/state.js';
import type { Heuristic } from '../types.js';
import { resultValue } from './generic.js';

const FIRE: Record<string, number> = { A: 1.3, B: 1.15, C: 1 };
const squash = (x: number) => 1 / (1 + Math.exp(-x));

/** Weights of the terms (logit units): tuned by the arena, kept here in one place. */
export const LIBERTY_WEIGHTS = { supply: 3.0, material: 2.5, lone: 0.15, cards: 0.08, winter: 0.25 };

function materialAndThreat(c: Compiled, s: LibertyState): { mat: [number, number]; lone: [number, number] } {
  const mat: [number, number] = [0, 0];
  const count = new Map<number, [number, number]>();
  for (let b = 0; b < s.loc.length; b++) {
    const l = s.loc[b]!;
    if (!isOnBoard(l)) continue;
    const si = c.blocks.side[b]!;
    const d = c.blocks.data[b]!;
    mat[si] += s.steps[b]! * (FIRE[d.fire.letter] ?? 1) * (0.6 + 0.2 * d.fire.number);
    if (isHex(l)) { const k = count.get(l) ?? [0, 0]; k[si]++; count.set(l, k); }
  }
  const lone: [number, number] = [0, 0];
  for (const [hex, k] of count) {
    for (const si of [0, 1] as const) {
      if (k[si] !== 1 || k[1 - si]! > 0) continue;
      for (const n of c.map.neighbours[hex] ?? []) {
        if (n >= 0 && (count.get(n)?.[1 - si] ?? 0) >= 2) { lone[si]++; break; }
      }
    }
  }
  return { mat, lone };
}

/** British supply points (11.1) as they would stand if control were settled now (5.3 live control), so a
 *  one-ply look-ahead sees a town taken before the end of the turn. */
function liveBritishSupply(c: Compiled, s: LibertyState): number {
  let total = 0;
  for (let h = 0; h < c.map.hexCount; h++) if (c.map.townValue[h]! > 0 && liveControl(c, s, h) === BRITISH) total += c.map.townValue[h]!;
  if (westIndiesController(c, s, LOC.BWI) === BRITISH) total += c.map.spaceValue.bwi;
  if (westIndiesController(c, s, LOC.FWI) === BRITISH) total += c.map.spaceValue.fwi;
  return total;
}

export const libertyHeuristic: Heuristic<LibertyState, LibertyAction> = {
  evaluate(game: AnyGame, s, side: SideId) {
    const r = resultValue(game, s, side);
    if (r !== null) return r;
    const c = compiledFor(s.pack);
    const W = LIBERTY_WEIGHTS;
    const v = c.pack.rules.victory;
    const pts = liveBritishSupply(c, s);
    // The British must reach britishAtLeast by the last winter (11.1: else the Americans win): judge their
    // points against a target that rises from the midpoint to the threshold as the years run out.
    const years = Math.max(1, c.pack.rules.endYear - c.pack.setup.year);
    const late = Math.min(1, Math.max(0, (s.year - c.pack.setup.year) / years));
    const target = (v.britishAtLeast + v.americanBelow) / 2 * (1 - late) + v.britishAtLeast * late;
    const supply = (pts - target) / Math.max(1, v.britishAtLeast - v.americanBelow); // > 0 good for the British
    const { mat, lone } = materialAndThreat(c, s);
    const material = (mat[0] - mat[1]) / Math.max(1, mat[0] + mat[1]);
    const turnsPerYear = c.pack.rules.turnsPerYear;
    const yearLeft = Math.max(0, (turnsPerYear - s.turn + 1) / turnsPerYear);
    const handPts = (i: 0 | 1) => s.hands[i].reduce((a, k) => a + (c.cards[k]?.value ?? 0), 0);
    const cards = (handPts(0) - handPts(1)) * yearLeft;
    const winterNear = 1 - yearLeft;
    const winter = (attritionLocations(c, s, 1).length - attritionLocations(c, s, 0).length) * winterNear;
    const british = W.supply * supply + W.material * material + W.lone * (lone[1] - lone[0]) + W.cards * cards + W.winter * winter;
    const x = side === 'british' ? british : -british;
    return squash(x);
  },
  rolloutAction(_game, s, _side, legal, rng) {
    // Light policy: mostly uniform, but a group move or a draw phase is ended early a third of the time,
    // so rollouts reach battles and winters instead of wandering.
    if (s.phase === 'move' || s.phase === 'draw') {
      const stop = legal.find((a) => a.type === 'done' || a.type === 'stop' || a.type === 'end');
      if (stop && randomInt(rng, 3) === 0) return stop;
    }
    return legal[randomInt(rng, legal.length)]!;
  },
  rolloutDepth: 60,
  greedySamples: 4,
};

/** Hand-written clone of the Liberty state (fast: flat arrays, no JSON round trip). */
import { cloneRng } from '../../core/rng.js';
import type { BattleState } from './battle-state.js';
import type { LibertyState } from './state.js';
import { cloneContest } from './view.js';

export function cloneBattle(b: BattleState): BattleState {
  return {
    ...b, acted: b.acted.slice(), use: { ...b.use }, seaUse: [b.seaUse[0], b.seaUse[1]], seaOk: [b.seaOk[0], b.seaOk[1]],
    mustRetreat: b.mustRetreat.slice(), blocks: b.blocks.slice(),
  };
}

export function cloneUse(u: Record<number, [number, number]>): Record<number, [number, number]> {
  const out: Record<number, [number, number]> = {};
  for (const k in u) { const v = u[k]!; out[k] = [v[0], v[1]]; }
  return out;
}

export function cloneState(s: LibertyState): LibertyState {
  const sideUse: Record<number, [number, number]> = {};
  for (const k in s.sideUse) { const v = s.sideUse[k]!; sideUse[k] = [v[0], v[1]]; }
  return {
    rng: cloneRng(s.rng), step: s.step,
    year: s.year, turn: s.turn, phase: s.phase, p1: s.p1, mover: s.mover, weather: s.weather, frenchEntered: s.frenchEntered,
    loc: s.loc.slice(), steps: s.steps.slice(), revealed: s.revealed.slice(), moved: s.moved.slice(),
    forcedMarch: s.forcedMarch.slice(), viaRiver: s.viaRiver.slice(), reserve: s.reserve.slice(),
    hands: [s.hands[0].slice(), s.hands[1].slice()], played: [s.played[0], s.played[1]],
    points: s.points, drawing: s.drawing, drawn: s.drawn,
    group: s.group ? { from: s.group.from, block: s.group.block, steps: s.group.steps, path: s.group.path.slice() } : null,
    sideUse, contests: s.contests.map(cloneContest),
    ...(s.regroupUse ? { regroupUse: cloneUse(s.regroupUse) } : {}),
    battle: s.battle ? cloneBattle(s.battle) : null,
    winter: s.winter ? { ...s.winter, offer: s.winter.offer ? { ...s.winter.offer } : null } : null,
    control: s.control.slice(),
    pack: s.pack, entries: s.entries.slice(), placed: s.placed.slice(), history: [s.history[0].slice(), s.history[1].slice()],
    handSize: s.handSize, optional: { ...s.optional },
    result: s.result ? { ...s.result, params: s.result.params ? { ...s.result.params } : undefined } : null,
  };
}
